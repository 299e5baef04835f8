// Parses and validates a ledger upload off the main thread (LedgerUploadParser runs it in a
// piscina pool), so a big or hostile file never stalls other requests. Plain JavaScript on
// purpose: it loads as it is in `node dist/main.js` and in the worker threads of the API tests
// (jest cannot hand TypeScript to a worker thread); `@commissionbee/shared/csv` is the BUILT
// shared validator (libs/shared/dist, made by `npm run build`), the one the browser runs.
//
// A valid upload does not go back as records (a structured clone of 100,000 objects cost the main
// thread more than parsing them here): the worker writes the COPY text the server streams into
// PostgreSQL and moves it back as buffers (no copy), with the few facts the server needs.
import { decodeCsvBytes, parseCsvText, validateRecords, canUpload } from '@commissionbee/shared/csv';
import {
  addsOnly,
  ledgerCopyLines,
  reconcileCopyLines,
  repEmails,
  totalCents,
} from '@commissionbee/shared/ledger-copy';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Piscina } from 'piscina';

/** Rows per buffer of COPY text. */
const PIECE_ROWS = 10_000;

/** The records' fingerprint in a preview token (LedgerService.previewToken). */
function recordsDigest(records) {
  const hash = createHash('sha256');
  for (let start = 0; start < records.length; start += 1_000)
    hash.update(JSON.stringify(records.slice(start, start + 1_000)));
  return hash.digest('hex');
}

/**
 * The COPY text of valid records: straight into ledger_records when the upload only adds lines
 * (and has its upload id), else into the reconcile table.
 */
function pack(records, { companyId, uploadId, options, digest }) {
  const plain = uploadId !== null && addsOnly(records, options);
  const encoder = new TextEncoder();
  const pieces = [];
  for (let start = 0; start < records.length; start += PIECE_ROWS) {
    const end = Math.min(records.length, start + PIECE_ROWS);
    const text = plain
      ? ledgerCopyLines(companyId, uploadId, records, start, end)
      : reconcileCopyLines(records, start, end);
    pieces.push(encoder.encode(text));
  }
  return {
    target: plain ? 'ledger' : 'lines',
    pieces,
    rowCount: records.length,
    totalCents: totalCents(records),
    emails: repEmails(records),
    hasLineIds: records.some((r) => r.line_id),
    digest: digest ? recordsDigest(records) : null,
  };
}

/**
 * {kind: 'csv', bytes} → the file decoded, parsed and validated; {kind: 'json', data} → the
 * records validated. With `pack` ({companyId, uploadId, options, digest}) a valid upload answers
 * its COPY text (`packed`) and no records. Answers {result, packed, steps: [[step, ms], …]}.
 */
export default function checkUpload(task) {
  const steps = [];
  let last = performance.now();
  const mark = (step) => {
    const now = performance.now();
    steps.push([step, now - last]);
    last = now;
  };
  let result;
  if (task.kind === 'csv') {
    const text = decodeCsvBytes(task.bytes);
    mark('decode');
    result = parseCsvText(text);
    mark('parse_validate');
  } else {
    result = validateRecords(task.data);
    mark('validate');
  }
  if (!task.pack || !canUpload(result)) return { result, packed: null, steps };
  const packed = pack(result.records, task.pack);
  result.records = [];
  mark('copy_text');
  return Piscina.move({
    [Piscina.transferableSymbol]: packed.pieces.map((piece) => piece.buffer),
    [Piscina.valueSymbol]: { result, packed, steps },
  });
}
