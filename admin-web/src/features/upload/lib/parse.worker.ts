// Reads a CSV file off the main thread, so a 100,000-row file does not freeze the page.
import type { HeaderMapping } from '@commissionbee/shared/csv';
import { readCsvFile } from './read-csv';

self.onmessage = async (event: MessageEvent<{ file: File; mapping?: HeaderMapping }>) => {
  try {
    const { file, mapping } = event.data;
    self.postMessage({ ok: true, parsed: await readCsvFile(file, mapping) });
  } catch (error) {
    self.postMessage({ ok: false, error: String(error) });
  }
};
