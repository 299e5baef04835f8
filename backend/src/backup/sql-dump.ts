// Writes a plain SQL dump of the schema `public` (what our migrations create, whatever tables
// other modules add) that psql and our restore both read: extensions, enum types, functions,
// sequences, tables, then each table's rows as `COPY … FROM stdin` blocks, sequence positions,
// constraints, indexes, triggers and views. Everything is read from the catalog, so a new table
// comes along without a change here. The job queue's schema (pg-boss, `pgboss`) is left out: it
// holds only jobs in flight and pg-boss recreates it on start.

import {
  DUMP_SCHEMA,
  listSequences,
  listTables,
  NOT_FROM_EXTENSION,
  literal,
  setvalSql,
  tableChunks,
  tableColumns,
  UnsupportedSchemaError,
  type DumpSource,
} from './dump-catalog.js';

export { UnsupportedSchemaError, type DumpSource };

/** Where the dump goes; write resolves once the chunk may be followed by the next. */
export interface DumpSink {
  write(chunk: string | Uint8Array): Promise<void>;
}

/** The last line of every complete dump: restore refuses a file without it (cut short). */
export const DUMP_END_MARKER = '-- CommissionBee dump complete';

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

  // `private`: EXECUTE was taken from PUBLIC (activity_events_purge), which the dump says again;
  // grants to named roles belong to a deployment, not to the data, and are left to it.
  const functions = await db.query<{
    name: string;
    kind: string;
    def: string | null;
    private: boolean;
  }>(`
    SELECT p.oid::regprocedure::text AS name, p.prokind::text AS kind,
           CASE WHEN p.prokind IN ('f', 'p') THEN pg_catalog.pg_get_functiondef(p.oid) END AS def,
           p.proacl IS NOT NULL AND NOT EXISTS (
             SELECT 1 FROM pg_catalog.aclexplode(p.proacl) a
              WHERE a.grantee = 0 AND a.privilege_type = 'EXECUTE') AS private
    FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = '${DUMP_SCHEMA}' AND ${NOT_FROM_EXTENSION('pg_catalog.pg_proc', 'p.oid')}
    ORDER BY p.oid`);
  const aggregates = functions.filter((f) => f.def === null);
  if (aggregates.length > 0) {
    throw new UnsupportedSchemaError(
      `The dump does not handle aggregates: ${aggregates.map((f) => f.name).join(', ')}`,
    );
  }
  for (const fn of functions) {
    await line(`${fn.def!.trimEnd()};`);
    if (fn.private) await line(`REVOKE ALL ON FUNCTION ${fn.name} FROM PUBLIC;`);
  }
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
