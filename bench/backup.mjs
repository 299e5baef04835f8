// `npm run bench -- backup [--rows 100000 --connections 4 --seconds 5]` (PGlite only): a company
// of 1,000 reps and `rows` ledger rows; `connections` reps on GET /api/bee/rep-key-data and one
// admin paging the ledger, back to back, first for `seconds` alone, then while the super user
// takes a backup (POST /api/super/backups). Prints their latencies in both phases, how long the
// snapshot held the database (blocked_ms) and how long the whole backup took.
import { performance } from 'node:perf_hooks';
import { runBench } from './lib/cleanup.mjs';
import { machine, note, parseArgs, round } from './lib/cli.mjs';
import { freshDatabase } from './lib/database.mjs';
import { copyLedger, createCompany, createRepKeys } from './lib/ledger-load.mjs';
import { makePeople } from './lib/ledger-rows.mjs';
import { startServerWithData } from './lib/server.mjs';
import { summarize } from './lib/stats.mjs';

const SUPER = { email: 'super@commissionbee.local', password: 'Bench-Super-Password-1' };

/** Requests back to back until `until()` says stop; every latency kept, any failure thrown. */
async function hammer(server, keys, connections, until) {
  const reps = [];
  const admins = [];
  let next = 0;
  const timed = async (list, url, headers) => {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    list.push(performance.now() - t);
  };
  await Promise.all([
    ...Array.from({ length: connections }, async () => {
      while (!until()) {
        const key = keys[next++ % keys.length];
        await timed(reps, `${server.base}/api/bee/rep-key-data?view_key=${key.viewKey}`, {
          'Accept-Encoding': 'gzip',
        });
      }
    }),
    (async () => {
      while (!until()) {
        await timed(admins, `${server.base}/api/bee/ledger?page=1&pageSize=50`, server.auth);
      }
    })(),
  ]);
  return { rep_key_data_ms: summarize(reps), ledger_page_ms: summarize(admins) };
}

await runBench(async () => {
  const args = parseArgs(undefined, { rows: 100_000, connections: 4, seconds: 5 });
  if (process.env.DATABASE_URL) {
    throw new Error('backup measures the embedded database: unset DATABASE_URL');
  }
  const people = makePeople({ reps: 1000 });
  const db = await freshDatabase({ label: 'backup' });
  const { server, loaded: keys } = await startServerWithData(db, async (direct) => {
    const companyId = await createCompany(direct, 'Bench Backup Co.');
    await copyLedger(direct, args.rows, people, companyId);
    return createRepKeys(direct, companyId, people);
  });
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SUPER),
  });
  const superAuth = { Authorization: `Bearer ${(await login.json()).token}` };

  note(`alone for ${args.seconds} s`);
  const deadline = Date.now() + args.seconds * 1000;
  const alone = await hammer(server, keys, args.connections, () => Date.now() > deadline);

  note('while a backup is written');
  let done = false;
  const started = performance.now();
  const backup = fetch(`${server.base}/api/super/backups`, { method: 'POST', headers: superAuth })
    .then(async (res) => {
      const body = await res.json();
      if (res.status !== 201) throw new Error(`backup: ${res.status} ${JSON.stringify(body)}`);
      return { ...body, wall_ms: performance.now() - started };
    })
    .finally(() => (done = true));
  const during = await hammer(server, keys, args.connections, () => done);
  const taken = await backup;

  console.log(
    JSON.stringify({
      bench: 'backup',
      rows: args.rows,
      connections: args.connections,
      backup: {
        blocked_ms: taken.blocked_ms,
        wall_ms: round(taken.wall_ms, 0),
        file_mb: round(taken.size / 1e6, 1),
        tables: taken.tables,
      },
      alone,
      during_backup: during,
      machine: machine(),
    }),
  );
  await server.stop();
});
