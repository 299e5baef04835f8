/* global Blob, FormData */
// `npm run bench -- ingest [--rows 100000]`: the same N ledger rows through POST /api/bee/ledger/csv
// (multipart file), POST /api/bee/ledger ({data: [...]}), COPY straight into ledger_records (with
// its indexes and triggers) and COPY into a bare copy of the table (no index, no trigger: the
// limit of the disk), in one run on one fresh database. Target (issue 12): the CSV endpoint at
// ≥ 0.25× the bare COPY's rows/s, on the PostgreSQL server and on PGlite alike. On PGlite, COPY
// runs in this process on the same data directory after the server has stopped (PGlite has one
// session and the server holds it). The endpoints' step-by-step profile comes from their
// Server-Timing header.
// These uploads only add (duplicates=add&pending=add): the same rows go in several times. Then N
// other rows go through the CSV endpoint without parameters, the default upload that reconciles
// with the 2N stored lines (duplicates skipped, PENDING lines dated), timed and profiled too.
//
// `npm run bench -- ingest --reconcile [--rows 100000 --ledger 1000000]`: a ledger of `ledger` rows,
// then one file of `rows` rows (a tenth of them exact duplicates of stored lines, the rest new)
// uploaded as a plain upload (duplicates=add&pending=add), undone, and uploaded again reconciled
// (the defaults: duplicates skipped, PENDING lines dated), with the server's peak RSS during each.
// Target (issue 13): the reconciled upload takes at most twice the plain one.
import { runBench } from './lib/cleanup.mjs';
import { machine, note, parseArgs, round } from './lib/cli.mjs';
import { freshDatabase, indexUsage, openDirect } from './lib/database.mjs';
import { copyCsvChunks, jsonRecords, uploadCsv } from './lib/ledger-files.mjs';
import { copyLedger } from './lib/ledger-load.mjs';
import { ledgerRows, makePeople } from './lib/ledger-rows.mjs';
import { DEMO_ADMIN } from './lib/paths.mjs';
import { readRss, sampleRss } from './lib/rss.mjs';
import { startServer, startServerWithData, waitQuiet } from './lib/server.mjs';

const TARGET_RATIO = 0.25;
const RECONCILE_TARGET = 2;
const PLAIN = 'duplicates=add&pending=add';

async function timed(fn) {
  const t = process.hrtime.bigint();
  const value = await fn();
  return { value, seconds: Number(process.hrtime.bigint() - t) / 1e9 };
}

async function expectOk(res, what) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${text.slice(0, 2000)}`);
  return { body: JSON.parse(text), profile: serverTiming(res.headers.get('server-timing')) };
}

/** `parse;dur=12.3, copy;dur=40` → {parse: 12.3, copy: 40} (ms). */
function serverTiming(header) {
  const out = {};
  for (const part of (header ?? '').split(',')) {
    const match = /^\s*([\w-]+)\s*;\s*dur=([\d.]+)/.exec(part);
    if (match) out[match[1]] = round(Number(match[2]), 1);
  }
  return out;
}

/** Uploads `csvText` as a file with `query`; answers {seconds, answer, peak_rss_mb}. */
async function timedUpload(server, csvText, query) {
  const form = new FormData();
  form.append('file', new Blob([csvText], { type: 'text/csv' }), 'bench.csv');
  const before = readRss(server.pid).rss_mb;
  const rss = sampleRss(server.pid);
  const { value, seconds } = await timed(async () =>
    expectOk(
      await fetch(`${server.base}/api/bee/ledger/csv?${query}`, {
        method: 'POST',
        headers: server.auth,
        body: form,
      }),
      `POST /api/bee/ledger/csv?${query}`,
    ),
  );
  const peak = rss.stop().peak_rss_mb;
  return {
    seconds,
    answer: value.body,
    peak_rss_mb: round(peak, 0),
    rss_growth_mb: round(peak - before, 0),
  };
}

async function reconcileBench(n, ledgerSize) {
  const people = makePeople({ reps: 1000, managers: 20, teamSize: 10 });
  const duplicates = Math.floor(n / 10);
  const fileRows = [
    ...ledgerRows(ledgerSize, people, ledgerSize - duplicates),
    ...ledgerRows(ledgerSize + n - duplicates, people, ledgerSize),
  ];
  const csvText = uploadCsv(fileRows);
  const db = await freshDatabase({ label: 'ingest-reconcile' });
  const { server, loaded } = await startServerWithData(db, (direct) =>
    copyLedger(direct, ledgerSize, people, DEMO_ADMIN.companyId),
  );
  note(`ledger of ${ledgerSize} rows loaded at ${round(loaded, 0)} rows/s on ${db.kind}`);
  try {
    // One small upload and its undo first, outside the timing: the first request of a fresh
    // process pays for compiling the code paths, which would count against the plain upload.
    const warm = await timedUpload(server, uploadCsv(fileRows.slice(0, 1_000)), PLAIN);
    await fetch(`${server.base}/api/bee/uploads/${warm.answer.upload_id}`, {
      method: 'DELETE',
      headers: server.auth,
    });
    await waitQuiet(db, server);
    const plain = await timedUpload(server, csvText, PLAIN);
    note(`plain upload: ${plain.seconds.toFixed(2)} s, peak RSS ${plain.peak_rss_mb} MB`);
    await expectOk(
      await fetch(`${server.base}/api/bee/uploads/${plain.answer.upload_id}`, {
        method: 'DELETE',
        headers: server.auth,
      }),
      'DELETE /api/bee/uploads/:id',
    );
    await waitQuiet(db, server);
    const reconciled = await timedUpload(server, csvText, '');
    note(
      `reconciled upload: ${reconciled.seconds.toFixed(2)} s, peak RSS ${reconciled.peak_rss_mb} MB`,
    );
    const { added, skipped } = reconciled.answer;
    if (skipped !== duplicates || added !== n - duplicates)
      throw new Error(
        `expected ${n - duplicates} added and ${duplicates} skipped: ${JSON.stringify(reconciled.answer)}`,
      );
    const ratio = reconciled.seconds / plain.seconds;
    console.log(
      JSON.stringify({
        bench: 'ingest-reconcile',
        database: db.kind,
        rows: n,
        ledger_rows: ledgerSize,
        duplicates_in_file: duplicates,
        seconds: { plain: round(plain.seconds, 2), reconciled: round(reconciled.seconds, 2) },
        peak_rss_mb: { plain: plain.peak_rss_mb, reconciled: reconciled.peak_rss_mb },
        rss_growth_mb: { plain: plain.rss_growth_mb, reconciled: reconciled.rss_growth_mb },
        reconcile_ratio: round(ratio, 2),
        answer: reconciled.answer,
        target: `reconciled upload <= ${RECONCILE_TARGET}x the plain upload`,
        met: ratio <= RECONCILE_TARGET,
        ...machine(),
      }),
    );
  } finally {
    await server.stop();
  }
  return 0;
}

await runBench(async () => {
  const args = parseArgs(undefined, { rows: 100_000, reconcile: false, ledger: 1_000_000 });
  if (args.reconcile) return reconcileBench(args.rows, args.ledger);
  const { rows: n } = args;
  const people = makePeople({ reps: 1000, managers: 20, teamSize: 10 });
  const rows = [...ledgerRows(n, people)];
  const csvText = uploadCsv(rows);
  // The default upload (reconciling: duplicates skipped, PENDING lines dated) of n other rows.
  const defaultCsvText = uploadCsv([...ledgerRows(2 * n, people, n)]);
  const jsonBody = JSON.stringify({ data: jsonRecords(rows), file_name: 'bench.json' });
  const copyChunks = [...copyCsvChunks(rows, DEMO_ADMIN.companyId)];
  note(
    `${n} rows: CSV ${(csvText.length / 1e6).toFixed(1)} MB, JSON ${(jsonBody.length / 1e6).toFixed(1)} MB`,
  );

  const db = await freshDatabase({ label: 'ingest' });
  const server = await startServer(db);
  note(`server up on ${db.kind} in ${server.startMs} ms`);

  // Each path is timed alone: the server may ANALYZE in the background after an upload.
  await waitQuiet(db, server);
  const form = new FormData();
  form.append('file', new Blob([csvText], { type: 'text/csv' }), 'bench.csv');
  const csv = await timed(async () =>
    expectOk(
      await fetch(`${server.base}/api/bee/ledger/csv?${PLAIN}`, {
        method: 'POST',
        headers: server.auth,
        body: form,
      }),
      'POST /api/bee/ledger/csv',
    ),
  );
  note(`CSV endpoint: ${csv.seconds.toFixed(2)} s`);
  await waitQuiet(db, server);
  const json = await timed(async () =>
    expectOk(
      await fetch(`${server.base}/api/bee/ledger?${PLAIN}`, {
        method: 'POST',
        headers: { ...server.auth, 'Content-Type': 'application/json' },
        body: jsonBody,
      }),
      'POST /api/bee/ledger',
    ),
  );
  note(`JSON endpoint: ${json.seconds.toFixed(2)} s`);
  await waitQuiet(db, server);
  const reconciledForm = new FormData();
  reconciledForm.append('file', new Blob([defaultCsvText], { type: 'text/csv' }), 'bench.csv');
  const reconciled = await timed(async () =>
    expectOk(
      await fetch(`${server.base}/api/bee/ledger/csv`, {
        method: 'POST',
        headers: server.auth,
        body: reconciledForm,
      }),
      'POST /api/bee/ledger/csv (default: reconciling)',
    ),
  );
  note(
    `CSV endpoint, default (reconciling) upload over ${2 * n} rows: ${reconciled.seconds.toFixed(2)} s ${JSON.stringify(
      { added: reconciled.value.body.added, updated: reconciled.value.body.updated },
    )}`,
  );

  await waitQuiet(db, server);
  // On PGlite the data directory belongs to the server while it runs.
  if (db.kind === 'pglite') await server.stop();
  const direct = await openDirect(db);
  let copy;
  let bare;
  let stored;
  try {
    // Warm the session (catalog, relation cache) as the server's was, outside the timing.
    await direct.query(`SELECT count(*) FROM ledger_records WHERE company_id = $1`, [
      DEMO_ADMIN.companyId,
    ]);
    copy = await timed(() => direct.copyCsv(copyChunks));
    note(`COPY: ${copy.seconds.toFixed(2)} s`);
    [{ stored }] = await direct.query(
      `SELECT count(*)::int AS stored FROM ledger_records WHERE company_id = $1`,
      [DEMO_ADMIN.companyId],
    );
    // The same table without its indexes, triggers and foreign keys: what the disk allows.
    await direct.query(`CREATE TABLE ledger_bare (LIKE ledger_records INCLUDING DEFAULTS)`);
    await direct.query(`SELECT count(*) FROM ledger_bare`);
    bare = await timed(() => direct.copyCsv(copyChunks, 'ledger_bare'));
    note(`bare COPY: ${bare.seconds.toFixed(2)} s`);
    await direct.query(`DROP TABLE ledger_bare`);
  } finally {
    await direct.close();
  }
  await server.stop();
  const indexScans = await indexUsage(db);
  const expected = 3 * n + reconciled.value.body.added;
  if (stored !== expected) throw new Error(`expected ${expected} rows stored, found ${stored}`);

  const rate = (t) => n / t.seconds;
  const copyRate = rate(copy);
  const bareRate = rate(bare);
  const ratio = rate(csv) / bareRate;
  const out = {
    bench: 'ingest',
    database: db.kind,
    rows: n,
    csv_endpoint_rows_per_s: round(rate(csv), 0),
    json_endpoint_rows_per_s: round(rate(json), 0),
    copy_rows_per_s: round(copyRate, 0),
    bare_copy_rows_per_s: round(bareRate, 0),
    csv_ratio_to_bare_copy: round(ratio, 3),
    json_ratio_to_bare_copy: round(rate(json) / bareRate, 3),
    csv_ratio_to_copy: round(rate(csv) / copyRate, 3),
    // The default upload (no parameters: reconciling) of n new rows over the 2n stored.
    csv_default_rows_per_s: round(rate(reconciled), 0),
    csv_default_ratio_to_bare_copy: round(rate(reconciled) / bareRate, 3),
    csv_default_counts: {
      added: reconciled.value.body.added,
      updated: reconciled.value.body.updated,
      skipped: reconciled.value.body.skipped,
    },
    seconds: {
      csv: round(csv.seconds, 2),
      json: round(json.seconds, 2),
      csv_default: round(reconciled.seconds, 2),
      copy: round(copy.seconds, 2),
      bare_copy: round(bare.seconds, 2),
    },
    // Milliseconds per step inside the server (its Server-Timing header).
    profile_ms: {
      csv: csv.value.profile,
      json: json.value.profile,
      csv_default: reconciled.value.profile,
    },
    index_scans: indexScans,
    target: `CSV endpoint >= ${TARGET_RATIO}x the bare COPY's rows/s`,
    met: ratio >= TARGET_RATIO,
    ...machine(),
  };
  console.log(JSON.stringify(out));
  return 0;
});
