// `npm run bench -- latency [--reps 1000 --rows 200000 --managers 20 --team-size 49 --step 5
// --seconds 20]`: the rep portal's tail latency measured honestly. A company of 1,000 reps (20
// managers with teams of 49) and 200,000 rows; GET /api/bee/rep-key-data?view_key=K for every key
// in rotation, gzip accepted as a phone asks, sent by an OPEN loop (lib/open-loop.mjs): requests
// leave on a fixed schedule whatever the answers do, and latency counts from the scheduled time,
// so queueing behind a slow answer is counted instead of hidden.
//
// First the highest sustainable rate (doubling, then bisecting; `step` seconds a try; kept up =
// every answer 2xx, ≥ 95 % of the rate answered, p99 under 250 ms), then `seconds` at 25 %, 50 %
// and 75 % of it with p50 / p99 / p99.9. Target: p99 < 25 ms at 50 %.
import { runBench } from './lib/cleanup.mjs';
import { machine, note, parseArgs } from './lib/cli.mjs';
import { freshDatabase } from './lib/database.mjs';
import { copyLedger, createCompany, createRepKeys } from './lib/ledger-load.mjs';
import { makePeople } from './lib/ledger-rows.mjs';
import { findMaxRate, openLoop } from './lib/open-loop.mjs';
import { startServerWithData } from './lib/server.mjs';

const TARGET_P99_MS = 25;
const KEPT_UP_P99_MS = 250;
const LEVELS = [0.25, 0.5, 0.75];

await runBench(async () => {
  const args = parseArgs(undefined, {
    reps: 1000,
    rows: 200_000,
    managers: 20,
    teamSize: 49,
    step: 5,
    seconds: 20,
    from: 200,
  });
  const people = makePeople({ reps: args.reps, managers: args.managers, teamSize: args.teamSize });
  const db = await freshDatabase({ label: 'latency' });
  const { server, loaded } = await startServerWithData(db, async (direct) => {
    const companyId = await createCompany(direct, 'Bench Latency Co.');
    await copyLedger(direct, args.rows, people, companyId);
    const keys = await createRepKeys(direct, companyId, people);
    await direct.query('ANALYZE');
    return { companyId, keys };
  });
  // A fixed, shuffled rotation over every key: reps and managers mixed as they would arrive.
  const paths = loaded.keys
    .map((k, i) => ({ k, r: (i * 2654435761) % 4294967296 }))
    .sort((a, b) => a.r - b.r)
    .map(({ k }) => `/api/bee/rep-key-data?view_key=${k.viewKey}`);
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const run = (rate, seconds) => openLoop({ base: server.base, paths, rate, seconds, headers });

  // Every answer once, so the search measures the kept answers a running server has.
  note(`warming up: each of the ${paths.length} keys once`);
  await run(Math.min(500, paths.length), Math.max(1, paths.length / 500));

  note(`finding the sustainable rate (${args.step} s a try, from ${args.from}/s)`);
  const found = await findMaxRate((rate) => run(rate, args.step), {
    from: args.from,
    maxP99Ms: KEPT_UP_P99_MS,
  });
  note(`sustainable: ${found.rate}/s`);

  const levels = [];
  for (const level of LEVELS) {
    const rate = Math.max(1, Math.round(found.rate * level));
    note(`${level * 100} %: ${rate}/s for ${args.seconds} s`);
    const r = await run(rate, args.seconds);
    levels.push({
      level: `${level * 100}%`,
      rate,
      achieved_per_s: r.achieved_per_s,
      sent: r.sent,
      errors: r.errors + (r.sent - r.ok),
      p50_ms: r.latency_ms.p50,
      p99_ms: r.latency_ms.p99,
      p99_9_ms: r.latency_ms.p99_9,
      max_ms: r.latency_ms.max,
      avg_body_kb: r.avg_body_kb,
      generator_send_lag_p99_ms: r.send_lag_ms.p99,
    });
  }
  await server.stop();

  const half = levels.find((l) => l.level === '50%');
  const out = {
    bench: 'latency',
    database: db.kind,
    generator:
      'open loop (bench/lib/open-loop.mjs): fixed schedule, latency from the scheduled time',
    reps: args.reps,
    managers: `${args.managers} x ${args.teamSize}`,
    rows: args.rows,
    sustainable_per_s: found.rate,
    sustainable_rule: `every answer 2xx, >= 95% of the rate answered, p99 < ${KEPT_UP_P99_MS} ms over ${args.step} s`,
    search: found.steps,
    levels,
    target: `p99 < ${TARGET_P99_MS} ms at 50% of the sustainable rate`,
    met: half ? half.p99_ms < TARGET_P99_MS && half.errors === 0 : false,
    ...machine(),
  };
  console.log(JSON.stringify(out));
  return levels.some((l) => l.errors) ? 1 : 0;
});
