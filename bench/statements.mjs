// `npm run bench -- statements [--lines 200 --runs 10 --reps 1000 --per-rep 20]`: issue 31's figures
// beside their targets.
// - `single`: one statement of `--lines` lines laid out and saved by the PDF worker's own module
//   (backend/workers/statement-pdf.mjs), in this process, warm median and the first (cold) one.
//   Target: < 300 ms.
// - `zip`: the built server on a fresh database; `--reps` reps × `--per-rep` lines of one pay date
//   uploaded as a CSV through the API; the upload's queued job freezes every rep's statement
//   (`freeze_ms`, reported, no target); then GET /api/bee/statements/{date}.zip is read to its end:
//   time to its first byte (target < 2 s), to its last (< 60 s), the server's RSS growth (peak
//   during the ZIP minus before, < 200 MB), and the rep portal's latency (GET /bee/rep-key-data
//   every 100 ms) before and during the ZIP — PDFs are made in worker threads, so it should stay
//   low. Checks the ZIP's index has one line per rep.
/* global FormData, Blob */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { runBench } from './lib/cleanup.mjs';
import { machine, note, parseArgs, round } from './lib/cli.mjs';
import { freshDatabase, openDirect } from './lib/database.mjs';
import { ROOT } from './lib/paths.mjs';
import { sampleRss, readRss } from './lib/rss.mjs';
import { startServer } from './lib/server.mjs';
import { summarize } from './lib/stats.mjs';

const TARGETS = {
  single_ms: 300,
  zip_first_byte_ms: 2_000,
  zip_done_ms: 60_000,
  rss_growth_mb: 200,
};
const PAY_DATE = '2026-11-20';

function statementContent(lines) {
  const rows = Array.from({ length: lines }, (_, i) => ({
    id: i + 1,
    item: `Customer ${i + 1} — ${i % 9 === 0 ? 'a long customer and job name that has to wrap inside its column' : 'Solar install'}`,
    pay_type: i % 3 ? 'Install' : 'Final milestone',
    amount_cents: (i % 17 === 0 ? -1 : 1) * (10_000 + i * 137),
    breakdown: i % 4 === 0 ? ['System 8 kW', 'Base 3%', 'Adder $250'] : null,
    note: i % 7 === 0 ? 'Manual correction approved by finance' : null,
    adjusts: null,
  }));
  const total = rows.reduce((sum, r) => sum + r.amount_cents, 0);
  return {
    format: 1,
    kind: 'paycheck',
    company: { name: 'Bench Solar Co.', logo: null },
    rep: { name: 'Bench Rep', email: 'bench.rep@example.com' },
    issued_at: '2026-11-20T12:00:00.000Z',
    verify_url: 'https://bee.example.com',
    pay_date: PAY_DATE,
    state: 'published',
    revision: 1,
    number: '20261120-BENCH1',
    code: 'ST-00000-00000-00000-00000',
    lines: rows,
    total_cents: total,
    ytd_cents: total * 11,
    pending: [],
    pending_cents: 0,
    plan_version: null,
    changes: null,
  };
}

async function single(args) {
  const { renderStatement } = await import(`${ROOT}/backend/workers/statement-pdf.mjs`);
  const content = statementContent(args.lines);
  let t = performance.now();
  const first = await renderStatement(content);
  const firstMs = performance.now() - t;
  const times = [];
  let same = true;
  const hash = createHash('sha256').update(first).digest('hex');
  for (let i = 0; i < args.runs; i++) {
    t = performance.now();
    const bytes = await renderStatement(content);
    times.push(performance.now() - t);
    same &&= createHash('sha256').update(bytes).digest('hex') === hash;
  }
  const s = summarize(times);
  return {
    lines: args.lines,
    pages_bytes: first.length,
    first_ms: round(firstMs),
    median_ms: round(s.p50),
    p90_ms: round(s.p90),
    target_ms: TARGETS.single_ms,
    under_target: s.p50 < TARGETS.single_ms,
    identical_bytes: same,
  };
}

function csvOf(reps, perRep) {
  const lines = ['Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount'];
  for (let r = 0; r < reps; r++)
    for (let l = 0; l < perRep; l++)
      lines.push(
        `${PAY_DATE},Rep ${r},rep${r}@bench.example,Customer ${r}-${l},M${(l % 3) + 1},${(100 + ((r * 31 + l * 7) % 900)).toFixed(2)}`,
      );
  return `${lines.join('\n')}\n`;
}

async function zip(args) {
  // The freeze is counted in the database while the server runs: a PostgreSQL server only.
  if (!process.env.DATABASE_URL)
    throw new Error('the ZIP part needs DATABASE_URL (a PostgreSQL server)');
  const db = await freshDatabase({ label: 'statements' });
  const server = await startServer(db);
  note(`server up on ${db.kind} in ${server.startMs} ms`);
  const form = new FormData();
  form.append('file', new Blob([csvOf(args.reps, args.perRep)], { type: 'text/csv' }), 'bench.csv');
  let t = performance.now();
  const uploaded = await fetch(`${server.base}/api/bee/ledger/csv`, {
    method: 'POST',
    headers: server.auth,
    body: form,
  });
  if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const uploadMs = performance.now() - t;
  note(
    `uploaded ${args.reps * args.perRep} lines in ${round(uploadMs)} ms; waiting for the freeze`,
  );
  // The queued job freezes each rep's statement; the reps list of the pay date's ZIP needs them all.
  const keyRes = await fetch(
    `${server.base}/api/bee/view-keys?email=${encodeURIComponent('rep1@bench.example')}`,
    { headers: server.auth },
  );
  const viewKey = (await keyRes.json()).view_key;
  // The queued job freezes every rep's statement: counted straight from the database.
  const direct = await openDirect(db);
  const deadline = Date.now() + 600_000;
  let frozen = 0;
  try {
    while (frozen < args.reps && Date.now() < deadline) {
      const [row] = await direct.query(`SELECT count(*)::int AS n FROM statements`);
      frozen = row.n;
      if (frozen < args.reps) await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await direct.close();
  }
  if (frozen < args.reps) throw new Error(`only ${frozen} of ${args.reps} statements were frozen`);
  const freezeMs = performance.now() - t - uploadMs;

  const portal = async () => {
    const started = performance.now();
    const res = await fetch(`${server.base}/api/bee/rep-key-data`, {
      headers: { 'X-View-Key': viewKey, 'Accept-Encoding': 'gzip' },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`portal: ${res.status}`);
    return performance.now() - started;
  };
  const before = [];
  for (let i = 0; i < 20; i++) {
    before.push(await portal());
    await new Promise((r) => setTimeout(r, 50));
  }
  const rssBefore = readRss(server.pid).rss_mb;
  const rss = sampleRss(server.pid, 100);
  const during = [];
  let zipping = true;
  const prober = (async () => {
    while (zipping) {
      during.push(await portal());
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  t = performance.now();
  const res = await fetch(`${server.base}/api/bee/statements/${PAY_DATE}.zip`, {
    headers: server.auth,
  });
  if (!res.ok) throw new Error(`zip: ${res.status} ${await res.text()}`);
  const headersMs = performance.now() - t;
  let firstByteMs = null;
  let bytes = 0;
  const chunks = [];
  for await (const chunk of res.body) {
    firstByteMs ??= performance.now() - t;
    bytes += chunk.length;
    chunks.push(chunk);
  }
  const doneMs = performance.now() - t;
  zipping = false;
  await prober;
  const { peak_rss_mb } = rss.stop();
  const archive = Buffer.concat(chunks);
  const indexAt = archive.lastIndexOf(Buffer.from('file,rep_email,revision'));
  const indexLines = archive
    .subarray(indexAt, archive.indexOf(Buffer.from('PK'), indexAt))
    .toString('utf8')
    .trim()
    .split('\r\n').length;
  await server.stop();
  const b = summarize(before);
  const d = summarize(during);
  return {
    database: db.kind,
    reps: args.reps,
    lines_per_rep: args.perRep,
    upload_ms: round(uploadMs),
    freeze_ms: round(freezeMs),
    zip_bytes: bytes,
    zip_index_reps: indexLines - 1,
    zip_headers_ms: round(headersMs),
    zip_first_byte_ms: round(firstByteMs),
    zip_first_byte_target_ms: TARGETS.zip_first_byte_ms,
    zip_done_ms: round(doneMs),
    zip_done_target_ms: TARGETS.zip_done_ms,
    rss_before_mb: round(rssBefore),
    rss_peak_mb: round(peak_rss_mb),
    rss_growth_mb: round(peak_rss_mb - rssBefore),
    rss_growth_target_mb: TARGETS.rss_growth_mb,
    portal_before_p50_ms: round(b.p50, 2),
    portal_before_p90_ms: round(b.p90, 2),
    portal_during_p50_ms: round(d.p50, 2),
    portal_during_p90_ms: round(d.p90, 2),
    portal_during_max_ms: round(d.max, 2),
    portal_during_samples: d.n,
    under_targets:
      firstByteMs < TARGETS.zip_first_byte_ms &&
      doneMs < TARGETS.zip_done_ms &&
      peak_rss_mb - rssBefore < TARGETS.rss_growth_mb &&
      indexLines - 1 === args.reps,
  };
}

await runBench(async () => {
  const args = parseArgs(undefined, { lines: 200, runs: 10, reps: 1000, perRep: 20, only: '' });
  const figures = { bench: 'statements', machine: machine() };
  if (args.only !== 'zip') {
    note(`single statement of ${args.lines} lines`);
    figures.single = await single(args);
  }
  if (args.only !== 'single') {
    note(`ZIP of ${args.reps} reps × ${args.perRep} lines`);
    figures.zip = await zip(args);
  }
  console.log(JSON.stringify(figures));
});
