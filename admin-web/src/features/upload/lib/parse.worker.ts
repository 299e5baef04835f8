// Reads a CSV file off the main thread, so a 100,000-row file does not freeze the page.
import { readCsvFile } from './read-csv';

self.onmessage = async (event: MessageEvent<File>) => {
  try {
    self.postMessage({ ok: true, parsed: await readCsvFile(event.data) });
  } catch (error) {
    self.postMessage({ ok: false, error: String(error) });
  }
};
