// `npm run bench -- rep-portal [--reps 1000 --rows 200000 --connections 50 --seconds 15 --review]`:
// a company of 1,000 reps (20 managers with teams of 10) and 200,000 rows; autocannon (in a child
// process) holds `connections` reps on GET /api/bee/rep-key-data?view_key=K, rotating over every
// key, as a browser asks (gzip accepted) against the server as configured by default; then again
// with every answer built afresh and sent plain (REP_CACHE_MB=0); then the same SELECT the
// endpoint runs goes straight through a pg Pool with the same concurrency for the same time.
// Targets: p99 < 25 ms and ≥ 60% of the bare query's throughput.
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { cannon } from './lib/cannon.mjs';
import { runBench } from './lib/cleanup.mjs';
import { machine, note, parseArgs, round } from './lib/cli.mjs';
import { freshDatabase } from './lib/database.mjs';
import { copyLedger, createCompany, createRepKeys } from './lib/ledger-load.mjs';
import { makePeople } from './lib/ledger-rows.mjs';
import { MAIN_JS, ROOT } from './lib/paths.mjs';
import { sampleRss } from './lib/rss.mjs';
import { startServer, startServerWithData } from './lib/server.mjs';
import { summarize, throughputFigures } from './lib/stats.mjs';

const TARGET_P99_MS = 25;
const TARGET_RATIO = 0.6;
const CALCULATOR_FEATURE = 'whatif-calc';

/** The endpoint's SELECT: the very text the built server runs (its module holds only SQL). */
async function repKeyDataSql(review) {
  const path = join(dirname(MAIN_JS), 'view-keys', 'rep-key-data.sql.js');
  if (!existsSync(path)) throw new Error(`${relative(ROOT, path)} is missing: build the backend`);
  const { REP_KEY_DATA_SQL } = await import(pathToFileURL(path).href);
  return { sql: REP_KEY_DATA_SQL[review ? 'published' : 'live'], from: relative(ROOT, path) };
}

/**
 * `--review`: the company reviews pay before reps see it (issue 29) and every pay date is
 * published, as turning review on leaves it (PayDatesRepository.snapshotAll): reps read the
 * published snapshot instead of the live ledger. Column lists from the built rep-visible-lines.
 */
async function publishEverything(direct, companyId) {
  const path = join(dirname(MAIN_JS), 'ledger', 'rep-visible-lines.js');
  const { REP_VISIBLE_COLUMNS, payDateKey } = await import(pathToFileURL(path).href);
  const columns = REP_VISIBLE_COLUMNS.replace(/(\w+)/g, 'r.$1');
  await direct.query(`UPDATE companies SET review_before_publish = true WHERE id = $1`, [
    companyId,
  ]);
  await direct.query(
    `INSERT INTO published_ledger_lines (company_id, pay_date_key, ${REP_VISIBLE_COLUMNS})
     SELECT r.company_id, ${payDateKey('r')}, ${columns} FROM ledger_records r WHERE r.company_id = $1`,
    [companyId],
  );
  await direct.query(
    `INSERT INTO pay_dates (company_id, pay_date, state, published_at, published_by, published_lines, published_total)
     SELECT $1, ${payDateKey('r')}, 'published', now(), 'bench', count(*), coalesce(sum(r.amount), 0)
       FROM ledger_records r WHERE r.company_id = $1 GROUP BY 2`,
    [companyId],
  );
}

/** `connections` loops running the query back to back for `seconds`; every latency kept. */
async function bareQuery(url, sql, keys, companyId, { connections, seconds }) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  try {
    // Open every connection first, as autocannon's sockets are open before it starts counting.
    const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
    clients.forEach((c) => c.release());
    const latencies = [];
    let bytes = 0;
    let next = 0;
    const started = Date.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < deadline) {
          const key = keys[next++ % keys.length];
          const t = process.hrtime.bigint();
          const { rows } = await pool.query(sql, [
            companyId,
            key.email,
            key.keyId,
            CALCULATOR_FEATURE,
          ]);
          latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
          bytes += rows[0].body.length;
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    return {
      connections,
      duration_s: round(elapsed, 2),
      requests: latencies.length,
      req_per_s: round(latencies.length / elapsed, 1),
      latency_ms: summarize(latencies),
      avg_body_kb: round(bytes / latencies.length / 1024, 1),
    };
  } finally {
    await pool.end();
  }
}

await runBench(async () => {
  const args = parseArgs(undefined, {
    reps: 1000,
    rows: 200_000,
    managers: 20,
    teamSize: 10,
    connections: 50,
    seconds: 15,
    review: false,
  });
  const people = makePeople({ reps: args.reps, managers: args.managers, teamSize: args.teamSize });
  const { sql, from } = await repKeyDataSql(args.review);

  const db = await freshDatabase({ label: 'rep_portal' });
  const started = await startServerWithData(db, async (direct) => {
    const companyId = await createCompany(direct, 'Bench Portal Co.');
    await copyLedger(direct, args.rows, people, companyId);
    const keys = await createRepKeys(direct, companyId, people);
    if (args.review) await publishEverything(direct, companyId);
    await direct.query('ANALYZE');
    return { companyId, keys };
  });
  let server = started.server;
  const { companyId, keys } = started.loaded;

  // A fixed, shuffled rotation over every key, so each connection sees reps and managers.
  const order = keys
    .map((k, i) => ({ k, r: (i * 2654435761) % 4294967296 }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.k);
  const paths = order.map((k) => `/api/bee/rep-key-data?view_key=${k.viewKey}`);
  const probe = await fetch(`${server.base}${paths[0]}`);
  if (!probe.ok) throw new Error(`rep-key-data answered ${probe.status}: ${await probe.text()}`);

  // As a phone asks: gzip accepted (every browser sends it), the server as configured by default
  // (answers kept per key until the company's data changes). The first pass over the keys builds
  // every answer; the warm-up covers it.
  const asBrowser = { 'accept-encoding': 'gzip, deflate, br' };
  const measure = async (name, headers) => {
    note(`${name}: warming up (3 s)`);
    await cannon([
      {
        name: 'warmup',
        url: server.base,
        paths,
        headers,
        connections: args.connections,
        duration: 3,
      },
    ]);
    note(`${name}: ${args.connections} connections for ${args.seconds} s`);
    const rss = sampleRss(server.pid, 250);
    const result = (
      await cannon([
        {
          name,
          url: server.base,
          paths,
          headers,
          connections: args.connections,
          duration: args.seconds,
        },
      ])
    )[name];
    return { ...result, memory: rss.stop() };
  };
  const endpoint = await measure('endpoint', asBrowser);

  // Every answer built afresh (REP_CACHE_MB=0) and sent uncompressed: the endpoint against the
  // bare query like for like, the cost of Nest, the guard and HTTP on top of the SQL.
  await server.stop();
  server = await startServer(db, { env: { REP_CACHE_MB: '0' } });
  const uncached = await measure('uncached', {});

  let bare = null;
  let bareReason = null;
  if (db.kind === 'postgres') {
    note(`bare SQL: ${args.connections} connections for ${args.seconds} s`);
    await bareQuery(db.url, sql, order, companyId, { connections: args.connections, seconds: 2 }); // warm-up
    bare = await bareQuery(db.url, sql, order, companyId, {
      connections: args.connections,
      seconds: args.seconds,
    });
  } else {
    bareReason =
      'PGlite runs inside the server process: there is no pg connection from outside to run the bare query on';
  }
  await server.stop();

  const figures = (run) => ({
    ...throughputFigures(run),
    errors: run.errors + run.timeouts + run.non2xx,
    avg_body_kb: run.avg_body_kb,
    server_peak_rss_mb: round(run.memory.peak_rss_mb, 0),
  });
  const errors = figures(endpoint).errors + figures(uncached).errors;
  const ratio = bare ? endpoint.req_per_s / bare.req_per_s : null;
  const uncachedRatio = bare ? uncached.req_per_s / bare.req_per_s : null;
  const p99Met = endpoint.latency_ms.p99 < TARGET_P99_MS;
  const out = {
    bench: 'rep-portal',
    database: db.kind,
    reps: args.reps,
    managers: `${args.managers} x ${args.teamSize}`,
    rows: args.rows,
    review_before_publish: args.review,
    connections: args.connections,
    seconds: args.seconds,
    endpoint: { ...figures(endpoint), accept_encoding: asBrowser['accept-encoding'] },
    uncached: { ...figures(uncached), env: 'REP_CACHE_MB=0', accept_encoding: null },
    bare: bare && {
      ...throughputFigures(bare),
      avg_body_kb: bare.avg_body_kb,
      sql_from: from,
    },
    bare_reason: bareReason ?? undefined,
    ratio_to_bare: round(ratio, 3),
    uncached_ratio_to_bare: round(uncachedRatio, 3),
    target: `p99 < ${TARGET_P99_MS} ms and >= ${TARGET_RATIO * 100}% of the bare query's req/s`,
    met: {
      p99: p99Met,
      throughput: ratio === null ? null : ratio >= TARGET_RATIO,
      uncached_throughput: uncachedRatio === null ? null : uncachedRatio >= TARGET_RATIO,
      all: p99Met && ratio !== null && ratio >= TARGET_RATIO && errors === 0,
    },
    ...machine(),
  };
  console.log(JSON.stringify(out));
  return errors ? 1 : 0;
});
