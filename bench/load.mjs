// `npm run test:load [-- --seconds 60]` (issue 7, item 4): against the PostgreSQL server
// (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, on which a fresh database is
// created and dropped), the demo company with 1,000 reps (20 managers with teams of 10) and
// 200,000 rows; for `seconds` autocannon holds 200 concurrent reps on GET /api/bee/rep-key-data
// (every key in rotation) and 20 admins paging GET /api/bee/ledger?page=N&pageSize=10 (70% of the
// requests on pages 1-20, 30% anywhere in the ledger). The server's RSS is sampled every second.
// Fails (exit 1) on any error, timeout or non-2xx answer, or when the RSS of the last 10 s is more
// than 20% above that of the first 10 s after warm-up. Prints one JSON line, then a summary on stderr.
import { cannon } from './lib/cannon.mjs';
import { runBench } from './lib/cleanup.mjs';
import { machine, note, parseArgs, round } from './lib/cli.mjs';
import { freshDatabase } from './lib/database.mjs';
import { copyLedger, createRepKeys } from './lib/ledger-load.mjs';
import { makePeople, mulberry32 } from './lib/ledger-rows.mjs';
import { DEMO_ADMIN } from './lib/paths.mjs';
import { sampleRss } from './lib/rss.mjs';
import { startServerWithData } from './lib/server.mjs';
import { throughputFigures } from './lib/stats.mjs';

const MAX_GROWTH = 0.2;
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

await runBench(async () => {
  const args = parseArgs(undefined, {
    seconds: 60,
    repConnections: 200,
    admins: 20,
    reps: 1000,
    rows: 200_000,
  });
  const serverUrl = process.env.DATABASE_URL || DEFAULT_SERVER;
  const companyId = DEMO_ADMIN.companyId;
  const people = makePeople({ reps: args.reps, managers: 20, teamSize: 10 });

  const db = await freshDatabase({ serverUrl, label: 'load' });
  note(`a fresh database ${db.name}; ${args.rows} rows`);
  const { server, loaded: keys } = await startServerWithData(db, async (direct) => {
    await copyLedger(direct, args.rows, people, companyId);
    const keys = await createRepKeys(direct, companyId, people);
    await direct.query('VACUUM ANALYZE');
    return keys;
  });

  const pages = Math.ceil(args.rows / 10);
  const random = mulberry32(42);
  const ledgerPaths = Array.from({ length: 5000 }, () => {
    const page = random() < 0.7 ? 1 + Math.floor(random() * 20) : 1 + Math.floor(random() * pages);
    return `/api/bee/ledger?page=${page}&pageSize=10`;
  });
  const repPaths = keys.map((k) => `/api/bee/rep-key-data?view_key=${k.viewKey}`);
  for (const path of [repPaths[0], ledgerPaths[0]]) {
    const res = await fetch(`${server.base}${path}`, { headers: server.auth });
    if (!res.ok)
      throw new Error(`${path.split('?')[0]} answered ${res.status}: ${await res.text()}`);
  }

  const warmup = Math.min(10, args.seconds / 4);
  const window = Math.min(10, (args.seconds - warmup) / 2);
  note(
    `${args.repConnections} reps + ${args.admins} admins for ${args.seconds} s (memory: ${warmup} s warm-up, ${window} s windows)`,
  );
  const rss = sampleRss(server.pid, 1000);
  const results = await cannon([
    {
      name: 'reps',
      url: server.base,
      paths: repPaths,
      connections: args.repConnections,
      duration: args.seconds,
    },
    {
      name: 'admins',
      url: server.base,
      paths: ledgerPaths,
      headers: server.auth,
      connections: args.admins,
      duration: args.seconds,
    },
  ]);
  const memory = rss.stop();
  await server.stop();

  const t0 = memory.samples[0].t;
  const inWindow = (from, to) =>
    memory.samples
      .filter((s) => s.t - t0 >= from * 1000 && s.t - t0 < to * 1000)
      .map((s) => s.rss_mb);
  const early = mean(inWindow(warmup, warmup + window));
  const late = mean(inWindow(args.seconds - window, args.seconds + 1));
  const growth = (late - early) / early;

  const scenario = (r) => ({
    connections: r.connections,
    ...throughputFigures(r),
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statuses: r.statuses,
  });
  const errors = ['reps', 'admins'].reduce(
    (sum, name) => sum + results[name].errors + results[name].timeouts + results[name].non2xx,
    0,
  );
  const grew = growth > MAX_GROWTH;
  const out = {
    test: 'load',
    database: 'postgres',
    rows: args.rows,
    reps: args.reps,
    seconds: args.seconds,
    rep_key_data: scenario(results.reps),
    ledger_paging: scenario(results.admins),
    memory: {
      rss_first_window_mb: round(early, 0),
      rss_last_window_mb: round(late, 0),
      growth_pct: round(growth * 100, 1),
      peak_rss_mb: round(memory.peak_rss_mb, 0),
      samples_mb: memory.samples.map((s) => round(s.rss_mb, 0)),
      grew,
    },
    errors,
    passed: errors === 0 && !grew,
    ...machine(),
  };
  console.log(JSON.stringify(out));
  const line = (name, r) =>
    `  ${name.padEnd(14)} ${String(r.connections).padStart(3)} conn  ${String(Math.round(r.req_per_s)).padStart(6)} req/s  p50 ${r.latency_ms.p50} ms  p99 ${r.latency_ms.p99} ms  max ${r.latency_ms.max} ms  errors ${r.errors} timeouts ${r.timeouts} non-2xx ${r.non2xx}`;
  console.error(
    [
      `load test, ${args.seconds} s on PostgreSQL, ${args.rows} rows, ${args.reps} reps (load average ${out.loadavg_1_5_15.join(' ')}):`,
      line('rep-key-data', results.reps),
      line('ledger pages', results.admins),
      `  server RSS ${round(early, 0)} MB -> ${round(late, 0)} MB (${round(growth * 100, 1)}%, limit ${MAX_GROWTH * 100}%), peak ${round(memory.peak_rss_mb, 0)} MB`,
      out.passed
        ? 'PASS'
        : `FAIL${errors ? `: ${errors} failed requests` : ''}${grew ? ': memory grew' : ''}`,
    ].join('\n'),
  );
  return out.passed ? 0 : 1;
});
