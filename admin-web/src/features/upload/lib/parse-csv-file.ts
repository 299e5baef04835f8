// Parses a CSV file in a Web Worker; where there is none (tests, very old browsers), on the page.
import type { HeaderMapping } from '@commissionbee/shared/csv';
import type { ParsedCsv } from './parsed-csv';

type WorkerAnswer = { ok: true; parsed: ParsedCsv } | { ok: false; error: string };

/** `mapping` names our columns by the file's own headers (ColumnMapping). */
export function parseCsvFile(file: File, mapping?: HeaderMapping): Promise<ParsedCsv> {
  if (typeof Worker === 'undefined') {
    return import('./read-csv').then(({ readCsvFile }) => readCsvFile(file, mapping));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.parsed);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The CSV file could not be read.'));
    };
    worker.postMessage({ file, mapping });
  });
}
