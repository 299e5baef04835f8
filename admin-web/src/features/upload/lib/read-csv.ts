// Reads a chosen file into a ParsedCsv: the shared validator (parseCsvText) for the verdict and the
// records to send, and papaparse once more for the preview's raw cells.
import Papa from 'papaparse';
import {
  decodeCsvBytes,
  guessDelimiter,
  parseCsvText,
  type HeaderMapping,
} from '@commissionbee/shared/csv';
import { fileBytes } from '../../../lib/file-bytes';
import type { ParsedCsv, PreviewRow } from './parsed-csv';

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

export function readCsvText(raw: string, mapping?: HeaderMapping): ParsedCsv {
  const text = raw.replace(/^\uFEFF/, '');
  const result = parseCsvText(text, undefined, mapping);
  const table = Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: false,
    delimiter: guessDelimiter(text),
  });
  const lines = table.data.map((cells) => (Array.isArray(cells) ? cells.map(String) : []));
  const headerIndex = lines.findIndex((cells) => !isBlank(cells));
  const headers = headerIndex >= 0 ? lines[headerIndex] : [];
  const rows: PreviewRow[] = [];
  for (let index = headerIndex + 1; headerIndex >= 0 && index < lines.length; index += 1) {
    if (!isBlank(lines[index])) rows.push({ row: index + 1, cells: lines[index] });
  }
  return { result, headers, rows };
}

export async function readCsvFile(file: Blob, mapping?: HeaderMapping): Promise<ParsedCsv> {
  return readCsvText(decodeCsvBytes(await fileBytes(file)), mapping);
}
