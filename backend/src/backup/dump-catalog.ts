// What the dump reads from the catalog of a database snapshot: its tables with their data columns,
// their rows in slices, and its sequences (also used to copy a data directory into a server).
/** Read access to one database snapshot (a PGlite clone in a worker, or a PGlite opened directly). */
export interface DumpSource {
  query<T>(sql: string): Promise<T[]>;
  /** The bytes of `COPY (…) TO STDOUT` in text format. */
  copyOut(selectSql: string): Promise<Uint8Array>;
}

export const DUMP_SCHEMA = 'public';
/** Pages of a table read per COPY, so no single read holds much memory. */
const PAGES_PER_CHUNK = 1024;

export class UnsupportedSchemaError extends Error {}

export interface TableInfo {
  oid: number;
  /** Schema-qualified and quoted where needed: public.ledger_records. */
  name: string;
  /** Quoted column names that hold data (generated columns are left out). */
  columns: string[];
  /** An UNLOGGED table (its rows do not survive a crash; the dump keeps it so). */
  unlogged: boolean;
}

export interface ColumnRow {
  name: string;
  type: string;
  notnull: boolean;
  identity: string;
  generated: string;
  default_expr: string | null;
  collation: string | null;
}

export interface SequenceRow {
  name: string;
  type: string;
  start: string;
  increment: string;
  min: string;
  max: string;
  cache: string;
  cycle: boolean;
  last_value: string;
  is_called: boolean;
  owned_by: string | null;
  identity: boolean;
}

/** SQL: the object is not a member of an extension (whose script makes it). */
export const NOT_FROM_EXTENSION = (classTable: string, oidExpr: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d WHERE d.classid = '${classTable}'::regclass AND d.objid = ${oidExpr} AND d.deptype = 'e')`;

/** The plain tables of `public`, in name order, with the columns that hold data. */
export async function listTables(db: DumpSource): Promise<TableInfo[]> {
  const rels = await db.query<{
    oid: number;
    name: string;
    kind: string;
    partition: boolean;
    unlogged: boolean;
  }>(`
    SELECT c.oid::int AS oid, pg_catalog.format('%I.%I', n.nspname, c.relname) AS name,
           c.relkind::text AS kind, c.relispartition AS partition,
           c.relpersistence = 'u' AS unlogged
    FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = '${DUMP_SCHEMA}' AND c.relkind IN ('r', 'p', 'm', 'f')
      AND ${NOT_FROM_EXTENSION('pg_catalog.pg_class', 'c.oid')}
    ORDER BY c.relname`);
  const odd = rels.filter((r) => r.kind !== 'r' || r.partition);
  if (odd.length > 0) {
    throw new UnsupportedSchemaError(
      `The dump does not handle partitioned, foreign or materialized tables: ${odd.map((r) => r.name).join(', ')}`,
    );
  }
  const tables: TableInfo[] = [];
  for (const rel of rels) {
    const columns = await tableColumns(db, rel.oid);
    tables.push({
      oid: rel.oid,
      name: rel.name,
      columns: columns.filter((c) => !c.generated).map((c) => c.name),
      unlogged: rel.unlogged,
    });
  }
  return tables;
}

export async function tableColumns(db: DumpSource, oid: number): Promise<ColumnRow[]> {
  return db.query<ColumnRow>(`
    SELECT pg_catalog.quote_ident(a.attname) AS name,
           pg_catalog.format_type(a.atttypid, a.atttypmod) AS type,
           a.attnotnull AS notnull, a.attidentity::text AS identity, a.attgenerated::text AS generated,
           pg_catalog.pg_get_expr(d.adbin, d.adrelid) AS default_expr,
           CASE WHEN a.attcollation <> t.typcollation THEN (
             SELECT pg_catalog.format('%I.%I', cn.nspname, co.collname)
             FROM pg_catalog.pg_collation co JOIN pg_catalog.pg_namespace cn ON cn.oid = co.collnamespace
             WHERE co.oid = a.attcollation) END AS collation
    FROM pg_catalog.pg_attribute a
    JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_catalog.pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attrelid = ${oid} AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY a.attnum`);
}

/** Reads a table in slices of pages (a TID range scan each), so memory stays small. */
export async function* tableChunks(db: DumpSource, table: TableInfo): AsyncGenerator<Uint8Array> {
  if (table.columns.length === 0) return;
  const [{ pages }] = await db.query<{ pages: number }>(
    `SELECT (pg_catalog.pg_relation_size(${table.oid}) / pg_catalog.current_setting('block_size')::int)::int AS pages`,
  );
  for (let from = 0; from < pages; from += PAGES_PER_CHUNK) {
    const bytes = await db.copyOut(
      `SELECT ${table.columns.join(', ')} FROM ${table.name} WHERE ctid >= '(${from},0)'::tid AND ctid < '(${from + PAGES_PER_CHUNK},0)'::tid`,
    );
    if (bytes.length > 0) yield bytes;
  }
}

export async function listSequences(db: DumpSource): Promise<SequenceRow[]> {
  const sequences = await db.query<SequenceRow>(`
    SELECT pg_catalog.format('%I.%I', n.nspname, c.relname) AS name,
           pg_catalog.format_type(s.seqtypid, NULL) AS type, s.seqstart::text AS start,
           s.seqincrement::text AS increment, s.seqmin::text AS min, s.seqmax::text AS max,
           s.seqcache::text AS cache, s.seqcycle AS cycle, NULL AS last_value,
           (SELECT pg_catalog.format('%I.%I.%I', tn.nspname, t.relname, a.attname)
              FROM pg_catalog.pg_depend d
              JOIN pg_catalog.pg_class t ON t.oid = d.refobjid
              JOIN pg_catalog.pg_namespace tn ON tn.oid = t.relnamespace
              JOIN pg_catalog.pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
             WHERE d.classid = 'pg_catalog.pg_class'::regclass AND d.objid = c.oid
               AND d.refclassid = 'pg_catalog.pg_class'::regclass AND d.deptype IN ('a', 'i')
             LIMIT 1) AS owned_by,
           EXISTS (SELECT 1 FROM pg_catalog.pg_depend d WHERE d.classid = 'pg_catalog.pg_class'::regclass
                     AND d.objid = c.oid AND d.deptype = 'i') AS identity
    FROM pg_catalog.pg_class c
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_catalog.pg_sequence s ON s.seqrelid = c.oid
    WHERE n.nspname = '${DUMP_SCHEMA}' AND c.relkind = 'S'
    ORDER BY c.relname`);
  // Read from the sequence itself: pg_sequences hides the value after a RESTART (is_called false).
  for (const seq of sequences) {
    const [state] = await db.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${seq.name}`,
    );
    seq.last_value = state.last_value;
    seq.is_called = state.is_called;
  }
  return sequences;
}

/** A SQL string literal. */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** `SELECT setval(…)` that puts a sequence where the source had it. */
export function setvalSql(seq: Pick<SequenceRow, 'name' | 'last_value' | 'is_called'>): string {
  return `SELECT pg_catalog.setval(${literal(seq.name)}, ${seq.last_value}, ${seq.is_called});`;
}
