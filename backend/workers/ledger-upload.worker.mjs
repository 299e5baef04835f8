// Parses and validates a ledger upload off the main thread (LedgerUploadParser runs it in a
// piscina pool), so a big or hostile file never stalls other requests. Plain JavaScript on
// purpose: it loads as it is in `node dist/main.js` and in the worker threads of the API tests
// (jest cannot hand TypeScript to a worker thread); `@commissionbee/shared/csv` is the BUILT
// shared validator (libs/shared/dist, made by `npm run build`), the one the browser runs.
import { decodeCsvBytes, parseCsvText, validateRecords } from '@commissionbee/shared/csv';
import { performance } from 'node:perf_hooks';

/**
 * {kind: 'csv', bytes} → the file decoded, parsed and validated; {kind: 'json', data} → the
 * records validated. Answers {result: CsvValidationResult, steps: [[step, ms], …]}.
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
  return { result, steps };
}
