/* global TextEncoder */
// Parses and validates a ledger upload off the main thread (LedgerUploadParser runs it in a
// piscina pool), so a big or hostile file never stalls other requests. Plain JavaScript on
// purpose: it loads as it is in `node dist/main.js` and in the worker threads of the API tests
// (jest cannot hand TypeScript to a worker thread); `@commissionbee/shared/csv` is the BUILT
// shared validator (libs/shared/dist, made by `npm run build`), the one the browser runs.
//
// A valid upload does not go back as records (a structured clone of 100,000 objects cost the main
// thread more than parsing them here): the worker writes the COPY text the server streams into
// PostgreSQL and moves it over as buffers (no copy), with the few facts the server needs.
import {
  decodeCsvBytes,
  parseCsvText,
  validateRecords,
  canUpload,
} from '@commissionbee/shared/csv';
import {
  addsOnly,
  ledgerCopyLines,
  reconcileCopyLines,
  repEmails,
  totalCents,
} from '@commissionbee/shared/ledger-copy';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';

/** Rows per buffer of COPY text. */
const PIECE_ROWS = 10_000;
/** Rows of a streamed upload's first piece: the COPY starts sooner, then pieces are PIECE_ROWS. */
const FIRST_PIECE_ROWS = 2_000;

/**
 * Streams the COPY text of a large upload while it is still being validated (RecordSink of the
 * shared validator): the server opens its transaction at the first piece and stores each piece
 * while the worker checks the next rows, so parsing no longer runs before the COPY but beside it.
 * Only for a commit (an upload id) on a PostgreSQL server (`stream`, see LedgerService.packFor).
 * Its target must be known before the rows are:
 * - options that add every line and no Line ID column (or value, in JSON): straight into
 *   ledger_records (`ledger`), unless a preview token needs its digest before the rows go in;
 * - options that reconcile: into the reconcile table (`lines`), the digest hashed as it goes
 *   (the server checks the token once the lines are in);
 * - options that add every line with a Line ID column: not streamed (whether the upload only adds
 *   lines depends on every row).
 * A row found bad later ends it with `abort`: the server rolls back what it stored, and answers the
 * same issues as if nothing had been streamed. Files of fewer than FIRST_PIECE_ROWS rows never
 * start it (pack below, as before).
 */
function streamer(task) {
  const { pack, port } = task;
  if (!pack || !port || pack.uploadId === null || !pack.stream) return null;
  const adds = addsOnly([], pack.options);
  if (adds && pack.digest) return null;
  if (adds && task.kind === 'json' && (!Array.isArray(task.data) || task.data.some(hasLineId)))
    return null;
  const target = adds ? 'ledger' : 'lines';
  const digest = pack.digest ? new RecordsDigest() : null;
  const stream = {
    started: false,
    /** Records sent so far. */
    sent: 0,
    sink: {
      every: FIRST_PIECE_ROWS,
      begin: (fields) => !adds || !fields || !fields.includes('line_id'),
      take(records, start, end) {
        if (!stream.started) {
          port.postMessage({ kind: 'start', streaming: true, target });
          stream.started = true;
          stream.sink.every = PIECE_ROWS;
        }
        stream.send(records, start, end);
        stream.sent = end;
      },
    },
    send(records, start, end) {
      digest?.add(records, start, end);
      sendPiece(port, target, pack, records, start, end);
    },
    /** The rest of a valid upload and its facts, or `abort` with the issues. */
    finish(result, steps) {
      if (!canUpload(result)) {
        port.postMessage({ kind: 'abort', result: { ...result, records: [] } });
        return;
      }
      const records = result.records;
      for (let first = stream.sent; first < records.length; first += PIECE_ROWS)
        stream.send(records, first, Math.min(records.length, first + PIECE_ROWS));
      port.postMessage({ kind: 'end', facts: factsOf(records, digest?.hex() ?? null), steps });
    },
  };
  return stream;
}

/** The records' fingerprint in a preview token (LedgerService.previewToken), piece by piece. */
class RecordsDigest {
  hash = createHash('sha256');
  /** Records start…end; start a multiple of DIGEST_SLICE (pieces start at one). */
  add(records, start, end) {
    for (let first = start; first < end; first += DIGEST_SLICE)
      this.hash.update(JSON.stringify(records.slice(first, Math.min(end, first + DIGEST_SLICE))));
  }
  hex() {
    return this.hash.digest('hex');
  }
}

/** The records' fingerprint in a preview token, all at once. */
function recordsDigest(records) {
  const digest = new RecordsDigest();
  digest.add(records, 0, records.length);
  return digest.hex();
}

/** What the server needs of a valid upload besides its rows (PackedUpload). */
function factsOf(records, digest) {
  return {
    rowCount: records.length,
    totalCents: totalCents(records),
    emails: repEmails(records),
    hasLineIds: records.some((r) => r.line_id),
    digest,
  };
}

const encoder = new TextEncoder();

/** Records start…end as one buffer of COPY text for `target`, moved to the server (not copied). */
function sendPiece(port, target, { companyId, uploadId }, records, start, end) {
  const piece = encoder.encode(
    target === 'ledger'
      ? ledgerCopyLines(companyId, uploadId, records, start, end)
      : reconcileCopyLines(records, start, end),
  );
  port.postMessage({ kind: 'piece', piece }, [piece.buffer]);
}

/** A JSON record that may carry a Line ID (checked before validation: any value counts). */
const hasLineId = (row) =>
  typeof row === 'object' &&
  row !== null &&
  row.line_id !== undefined &&
  row.line_id !== null &&
  row.line_id !== '';

/** Records per hashed slice of the digest: PIECE_ROWS and FIRST_PIECE_ROWS are multiples of it. */
const DIGEST_SLICE = 1_000;

/**
 * Packs valid records: first a `start` message with what the server needs besides the rows (it
 * opens its transaction then), then the COPY text a piece at a time, each buffer moved, not
 * copied — the server streams a piece into COPY while the next is written — then `end`. The text
 * goes straight into ledger_records when the upload only adds lines (and has its upload id), else
 * into the reconcile table.
 */
function pack(records, packFor, port, start) {
  const target =
    packFor.uploadId !== null && addsOnly(records, packFor.options) ? 'ledger' : 'lines';
  const digest = packFor.digest ? recordsDigest(records) : null;
  port.postMessage({ kind: 'start', ...start, packed: { target, ...factsOf(records, digest) } });
  for (let first = 0; first < records.length; first += PIECE_ROWS)
    sendPiece(port, target, packFor, records, first, Math.min(records.length, first + PIECE_ROWS));
  port.postMessage({ kind: 'end' });
}

/**
 * {kind: 'csv', bytes} → the file decoded, parsed and validated; {kind: 'json', data} → the
 * records validated. Answers {result, steps: [[step, ms], …]}. With `pack` ({companyId, uploadId,
 * options, digest}) and `port`, a valid upload is also sent as COPY text over `port` (pack above)
 * and its records are not in the answer.
 */
export default function checkUpload(task) {
  const steps = [];
  let last = performance.now();
  const mark = (step) => {
    const now = performance.now();
    steps.push([step, now - last]);
    last = now;
  };
  const stream = streamer(task);
  let result;
  if (task.kind === 'csv') {
    const text = decodeCsvBytes(task.bytes);
    mark('decode');
    result = parseCsvText(text, stream?.sink);
    mark('parse_validate');
  } else {
    result = validateRecords(task.data, stream?.sink);
    mark('validate');
  }
  if (stream?.started) {
    stream.finish(result, steps);
    result.records = [];
    return { result, steps, streamed: true };
  }
  // The server closes the port (it knows from the answer when nothing comes over it).
  if (!task.pack || !task.port || !canUpload(result)) return { result, steps };
  const records = result.records;
  result.records = [];
  pack(records, task.pack, task.port, { result, steps: [...steps] });
  mark('copy_text');
  return { result, steps };
}
