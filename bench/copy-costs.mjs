// `npm run bench -- copy-costs [--rows 100000 --runs 5]`: what each index and trigger of
// ledger_records adds to an upload's COPY (issue 12). The same N rows are COPYed, in one
// transaction, into a copy of ledger_records (holding N rows already) with nothing, with each
// index alone, with every index, with the INSERT trigger, and with both (as the table is), in
// rotation after one warm-up round; the figure per variant is the median CPU time of the database session (the PostgreSQL
// backend process from /proc on the server; this process on PGlite, which runs in it), steadier
// than seconds on a busy machine. The difference to `bare` is what the index or trigger costs.
import { readFileSync } from 'node:fs';
import { runBench } from './lib/cleanup.mjs';
import { machine, note, parseArgs, round } from './lib/cli.mjs';
import { freshDatabase, openDirect } from './lib/database.mjs';
import { copyCsvChunks } from './lib/ledger-files.mjs';
import { ledgerRows, makePeople } from './lib/ledger-rows.mjs';
import { DEMO_ADMIN } from './lib/paths.mjs';
import { startServer } from './lib/server.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU milliseconds used so far by the database session of `direct`. */
async function cpuClock(direct) {
  if (direct.kind !== 'postgres') {
    return () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
  }
  const [{ pid }] = await direct.query('SELECT pg_backend_pid() AS pid');
  const ticksMs = 10; // USER_HZ is 100 on Linux
  return () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * ticksMs;
  };
}

/** The table's own indexes and its AFTER INSERT triggers, rewritten for `copy_costs`. */
async function schema(direct) {
  const indexes = await direct.query(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename = 'ledger_records'`,
  );
  const triggers = await direct.query(
    `SELECT tgname AS name, pg_get_triggerdef(oid) AS def FROM pg_trigger
      WHERE tgrelid = 'ledger_records'::regclass AND NOT tgisinternal AND tgtype & 4 = 4`,
  );
  const onCopy = (def) => def.replace(/ON (public\.)?ledger_records/, 'ON copy_costs');
  return {
    indexes: indexes.map((i) => ({
      name: i.name,
      sql: onCopy(i.def).replace(/INDEX \S+ ON/, 'INDEX ON'),
    })),
    triggers: triggers.map((t) => ({ name: t.name, sql: onCopy(t.def) })),
  };
}

await runBench(async () => {
  const { rows: n, runs } = parseArgs(undefined, { rows: 100_000, runs: 5 });
  const people = makePeople({ reps: 1000, managers: 20, teamSize: 10 });
  const chunks = [...copyCsvChunks([...ledgerRows(n, people)], DEMO_ADMIN.companyId)];
  const db = await freshDatabase({ label: 'copy-costs' });
  const server = await startServer(db); // its migrations make the schema
  await server.stop();
  const direct = await openDirect(db);
  try {
    await direct.copyCsv(chunks);
    const { indexes, triggers } = await schema(direct);
    const all = [...indexes, ...triggers].map((x) => x.sql);
    const variants = {
      bare: [],
      ...Object.fromEntries(indexes.map((i) => [i.name, [i.sql]])),
      every_index: indexes.map((i) => i.sql),
      insert_triggers: triggers.map((t) => t.sql),
      as_the_table_is: all,
    };
    const clock = await cpuClock(direct);
    const cpu = {};
    const seconds = {};
    // Run 0 warms the session's caches and is not counted.
    for (let run = 0; run <= runs; run++) {
      for (const [name, statements] of Object.entries(variants)) {
        await direct.query(`DROP TABLE IF EXISTS copy_costs`);
        await direct.query(`CREATE TABLE copy_costs (LIKE ledger_records INCLUDING DEFAULTS)`);
        await direct.query(`INSERT INTO copy_costs SELECT * FROM ledger_records`);
        for (const sql of statements) await direct.query(sql);
        await direct.query(`VACUUM ANALYZE copy_costs`);
        const cpu0 = clock();
        const t0 = process.hrtime.bigint();
        await direct.query('BEGIN');
        await direct.copyCsv(chunks, 'copy_costs');
        await direct.query('COMMIT');
        if (run === 0) continue;
        (seconds[name] ??= []).push(Number(process.hrtime.bigint() - t0) / 1e9);
        (cpu[name] ??= []).push(clock() - cpu0);
      }
      note(run === 0 ? 'warm-up done' : `run ${run} of ${runs}`);
    }
    await direct.query(`DROP TABLE IF EXISTS copy_costs`);
    const bare = median(cpu.bare);
    console.log(
      JSON.stringify({
        bench: 'copy-costs',
        database: db.kind,
        rows: n,
        runs,
        cpu_ms: Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, round(median(v), 0)])),
        cpu_over_bare_ms: Object.fromEntries(
          Object.entries(cpu).map(([k, v]) => [k, round(median(v) - bare, 0)]),
        ),
        seconds: Object.fromEntries(
          Object.entries(seconds).map(([k, v]) => [k, round(median(v), 3)]),
        ),
        ...machine(),
      }),
    );
  } finally {
    await direct.close();
  }
  return 0;
});
