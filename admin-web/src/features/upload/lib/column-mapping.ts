// The file's own column names for ours ("Amt" → Amount), remembered per company in this browser so
// the next month's export from the same system reads without asking again. Kept in the browser,
// not on the server: the upload screen is what reads the file (the API takes records, and API
// clients name their columns themselves), and a mapping holds no pay data.
import type { CsvTitle, HeaderMapping } from '@commissionbee/shared/csv';

const key = (companyId: number) => `cb.upload.columns.${companyId}`;

export function savedMapping(companyId: number): HeaderMapping {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(companyId)) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, CsvTitle] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function saveMapping(companyId: number, mapping: HeaderMapping): void {
  try {
    if (Object.keys(mapping).length === 0) localStorage.removeItem(key(companyId));
    else localStorage.setItem(key(companyId), JSON.stringify(mapping));
  } catch {
    // Not remembered (storage refused); this upload still uses it.
  }
}
