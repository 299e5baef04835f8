// Writes a plain SQL dump of the schema `public` (what our migrations create, whatever tables
// other modules add) that psql and our restore both read: extensions, enum types, functions,
// sequences, tables, then each table's rows as `COPY … FROM stdin` blocks, sequence positions,
// constraints, indexes, triggers and views. Everything is read from the catalog, so a new table
// comes along without a change here. The job queue's schema (pg-boss, `pgboss`) is left out: it
// holds only jobs in flight and pg-boss recreates it on start.

/** Read access to one database snapshot (a PGlite clone in a worker, or a PGlite opened directly). */
export interface DumpSource {
  query<T>(sql: string): Promise<T[]>;
  /** The bytes of `COPY (…) TO STDOUT` in text format. */
  copyOut(selectSql: string): Promise<Uint8Array>;
}

/** Where the dump goes; write resolves once the chunk may be followed by the next. */
export interface DumpSink {
  write(chunk: string | Uint8Array): Promise<void>;
}

export const DUMP_SCHEMA = 'public';
/** The last line of every complete dump: restore refuses a file without it (cut short). */
export const DUMP_END_MARKER = '-- CommissionBee dump complete';
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

interface ColumnRow {
  name: string;
  type: string;
  notnull: boolean;
  identity: string;
  generated: string;
  default_expr: string | null;
  collation: string | null;
}

interface SequenceRow {
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

const NOT_FROM_EXTENSION = (classTable: string, oidExpr: string) =>
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

async function tableColumns(db: DumpSource, oid: number): Promise<ColumnRow[]> {
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

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** `SELECT setval(…)` that puts a sequence where the source had it. */
export function setvalSql(seq: Pick<SequenceRow, 'name' | 'last_value' | 'is_called'>): string {
  return `SELECT pg_catalog.setval(${literal(seq.name)}, ${seq.last_value}, ${seq.is_called});`;
}

export interface DumpSummary {
  tables: number;
  bytes: number;
}

/** Writes the whole dump. The source must be a snapshot nobody writes to meanwhile. */
export async function writeSqlDump(
  db: DumpSource,
  sink: DumpSink,
  header: string,
): Promise<DumpSummary> {
  let bytes = 0;
  const out = async (chunk: string | Uint8Array) => {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    await sink.write(chunk);
  };
  const line = (text = '') => out(`${text}\n`);

  // Names come back qualified (public.x) whatever the objects are called.
  await db.query(`SET search_path = pg_catalog`);
  const [{ version }] = await db.query<{ version: string }>(
    `SELECT pg_catalog.version() AS version`,
  );
  await line(`-- ${header}`);
  await line(`-- Source: ${version}`);
  await line(
    `-- Plain SQL: \`npm run restore -- FILE\` (embedded database) or \`psql -v ON_ERROR_STOP=1 -d URL -f FILE\`.`,
  );
  await line(`SET statement_timeout = 0;`);
  await line(`SET client_encoding = 'UTF8';`);
  await line(`SET standard_conforming_strings = on;`);
  await line(`SET check_function_bodies = false;`);
  await line(`SET client_min_messages = warning;`);
  await line(`SET search_path = public, pg_catalog;`);
  await line();

  for (const ext of await db.query<{ name: string; schema: string }>(`
    SELECT e.extname AS name, n.nspname AS schema
    FROM pg_catalog.pg_extension e JOIN pg_catalog.pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname <> 'plpgsql' ORDER BY e.extname`)) {
    await line(`CREATE EXTENSION IF NOT EXISTS "${ext.name}" WITH SCHEMA "${ext.schema}";`);
  }

  const oddTypes = await db.query<{ name: string }>(`
    SELECT pg_catalog.format('%I.%I', n.nspname, t.typname) AS name
    FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = '${DUMP_SCHEMA}' AND t.typtype IN ('d', 'r', 'm')
      AND ${NOT_FROM_EXTENSION('pg_catalog.pg_type', 't.oid')}`);
  if (oddTypes.length > 0) {
    throw new UnsupportedSchemaError(
      `The dump does not handle domain or range types: ${oddTypes.map((t) => t.name).join(', ')}`,
    );
  }
  for (const type of await db.query<{ name: string; labels: string[] }>(`
    SELECT pg_catalog.format('%I.%I', n.nspname, t.typname) AS name,
           pg_catalog.array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
    FROM pg_catalog.pg_type t
    JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
    JOIN pg_catalog.pg_enum e ON e.enumtypid = t.oid
    WHERE n.nspname = '${DUMP_SCHEMA}' AND ${NOT_FROM_EXTENSION('pg_catalog.pg_type', 't.oid')}
    GROUP BY n.nspname, t.typname ORDER BY t.typname`)) {
    await line(`CREATE TYPE ${type.name} AS ENUM (${type.labels.map(literal).join(', ')});`);
  }

  const functions = await db.query<{ name: string; kind: string; def: string | null }>(`
    SELECT p.oid::regprocedure::text AS name, p.prokind::text AS kind,
           CASE WHEN p.prokind IN ('f', 'p') THEN pg_catalog.pg_get_functiondef(p.oid) END AS def
    FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = '${DUMP_SCHEMA}' AND ${NOT_FROM_EXTENSION('pg_catalog.pg_proc', 'p.oid')}
    ORDER BY p.oid`);
  const aggregates = functions.filter((f) => f.def === null);
  if (aggregates.length > 0) {
    throw new UnsupportedSchemaError(
      `The dump does not handle aggregates: ${aggregates.map((f) => f.name).join(', ')}`,
    );
  }
  for (const fn of functions) await line(`${fn.def!.trimEnd()};`);
  await line();

  const sequences = await listSequences(db);
  for (const seq of sequences.filter((s) => !s.identity)) {
    await line(
      `CREATE SEQUENCE ${seq.name} AS ${seq.type} START WITH ${seq.start} INCREMENT BY ${seq.increment} ` +
        `MINVALUE ${seq.min} MAXVALUE ${seq.max} CACHE ${seq.cache}${seq.cycle ? ' CYCLE' : ''};`,
    );
  }

  const tables = await listTables(db);
  const identitySequence = new Map(
    sequences.filter((s) => s.identity && s.owned_by).map((s) => [s.owned_by!, s]),
  );
  for (const table of tables) {
    const columns = await tableColumns(db, table.oid);
    const defs = columns.map((c) => {
      let def = `    ${c.name} ${c.type}`;
      if (c.collation) def += ` COLLATE ${c.collation}`;
      if (c.generated === 's') def += ` GENERATED ALWAYS AS (${c.default_expr}) STORED`;
      else if (c.default_expr !== null) def += ` DEFAULT ${c.default_expr}`;
      if (c.identity) {
        const seq = identitySequence.get(`${table.name}.${c.name}`);
        def += ` GENERATED ${c.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY`;
        if (seq)
          def += ` (SEQUENCE NAME ${seq.name} START WITH ${seq.start} INCREMENT BY ${seq.increment})`;
      }
      if (c.notnull) def += ' NOT NULL';
      return def;
    });
    const create = table.unlogged ? 'CREATE UNLOGGED TABLE' : 'CREATE TABLE';
    await line(`${create} ${table.name} (\n${defs.join(',\n')}\n);`);
  }
  for (const seq of sequences.filter((s) => !s.identity && s.owned_by)) {
    await line(`ALTER SEQUENCE ${seq.name} OWNED BY ${seq.owned_by};`);
  }
  await line();

  for (const table of tables) {
    await line(`COPY ${table.name} (${table.columns.join(', ')}) FROM stdin;`);
    for await (const chunk of tableChunks(db, table)) await out(chunk);
    await line('\\.');
    await line();
  }

  for (const seq of sequences) await line(setvalSql(seq));

  for (const con of await db.query<{ table: string; name: string; def: string }>(`
    SELECT pg_catalog.format('%I.%I', n.nspname, c.relname) AS table,
           pg_catalog.quote_ident(con.conname) AS name, pg_catalog.pg_get_constraintdef(con.oid) AS def
    FROM pg_catalog.pg_constraint con
    JOIN pg_catalog.pg_class c ON c.oid = con.conrelid
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = '${DUMP_SCHEMA}' AND con.contype IN ('p', 'u', 'x', 'c', 'f') AND con.conislocal
      AND ${NOT_FROM_EXTENSION('pg_catalog.pg_class', 'c.oid')}
    ORDER BY con.contype = 'f', c.relname, con.conname`)) {
    await line(`ALTER TABLE ONLY ${con.table} ADD CONSTRAINT ${con.name} ${con.def};`);
  }
  for (const index of await db.query<{ def: string }>(`
    SELECT pg_catalog.pg_get_indexdef(i.indexrelid) AS def
    FROM pg_catalog.pg_index i
    JOIN pg_catalog.pg_class c ON c.oid = i.indrelid
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = '${DUMP_SCHEMA}' AND c.relkind = 'r'
      AND ${NOT_FROM_EXTENSION('pg_catalog.pg_class', 'c.oid')}
      AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_constraint con
                      WHERE con.conindid = i.indexrelid AND con.conrelid = i.indrelid
                        AND con.contype IN ('p', 'u', 'x'))
    ORDER BY i.indexrelid`)) {
    await line(`${index.def};`);
  }
  for (const trigger of await db.query<{
    def: string;
    table: string;
    name: string;
    enabled: string;
  }>(`
    SELECT pg_catalog.pg_get_triggerdef(t.oid) AS def, t.tgenabled::text AS enabled,
           pg_catalog.format('%I.%I', n.nspname, c.relname) AS table, pg_catalog.quote_ident(t.tgname) AS name
    FROM pg_catalog.pg_trigger t
    JOIN pg_catalog.pg_class c ON c.oid = t.tgrelid
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = '${DUMP_SCHEMA}' AND NOT t.tgisinternal
    ORDER BY c.relname, t.tgname`)) {
    await line(`${trigger.def};`);
    if (trigger.enabled === 'D') {
      await line(`ALTER TABLE ${trigger.table} DISABLE TRIGGER ${trigger.name};`);
    }
  }
  for (const view of await db.query<{ name: string; def: string }>(`
    SELECT pg_catalog.format('%I.%I', n.nspname, c.relname) AS name, pg_catalog.pg_get_viewdef(c.oid) AS def
    FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = '${DUMP_SCHEMA}' AND c.relkind = 'v'
      AND ${NOT_FROM_EXTENSION('pg_catalog.pg_class', 'c.oid')}
    ORDER BY c.oid`)) {
    await line(`CREATE VIEW ${view.name} AS\n${view.def.trim().replace(/;$/, '')};`);
  }
  await line();
  await line(DUMP_END_MARKER);
  return { tables: tables.length, bytes };
}
