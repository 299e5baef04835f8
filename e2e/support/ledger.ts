// Ledger rows put in place through the API before a browser test walks the screens: a CSV file or
// the upload screen's JSON, a company of the test's own, and the view key an upload gave a rep.
import { CSV_TITLES, REQUIRED_CSV_COLUMNS } from '@commissionbee/shared/csv';
import { expect } from 'vitest';
import { api, apiToken, createCompany } from './browser.js';

/** The required titles in file order: the smallest header an upload accepts. */
export const REQUIRED_TITLES = CSV_TITLES.filter((title) => REQUIRED_CSV_COLUMNS.includes(title));
/** The titles of an upload file with every column (the Master CSV's but Line ID). */
export const UPLOAD_TITLES = CSV_TITLES.filter((title) => title !== 'Line ID');

/** A CSV file's text: the header of the given titles, then the lines as written. */
export const csvText = (lines: string[], titles: readonly string[] = REQUIRED_TITLES) =>
  [titles.join(','), ...lines].join('\r\n');

/** Creates a company and its admin through the super user; answers the admin's API token. */
export async function companyOfItsOwn(
  name: string,
  admin: { email: string; password: string },
): Promise<string> {
  await createCompany(name, admin);
  return apiToken(admin);
}

/** Uploads CSV lines as a file (POST /bee/ledger/csv, `query` appended); answers the upload id. */
export async function uploadCsv(
  token: string,
  fileName: string,
  lines: string[],
  { titles = REQUIRED_TITLES, query = '' }: { titles?: readonly string[]; query?: string } = {},
): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([csvText(lines, titles)], { type: 'text/csv' }), fileName);
  const res = await api<{ message: string; upload_id: number }>(`/bee/ledger/csv${query}`, {
    method: 'POST',
    token,
    body: form,
  });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('success');
  return res.body.upload_id;
}

/** Uploads records as the upload screen posts them (POST /bee/ledger); answers the new reps. */
export async function uploadRows(
  token: string,
  fileName: string,
  data: Record<string, unknown>[],
): Promise<{ newEmails: string[] }> {
  const res = await api<{ message: string; newEmails: string[] }>('/bee/ledger', {
    method: 'POST',
    token,
    body: JSON.stringify({ data, file_name: fileName }),
  });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('success');
  return res.body;
}

/** The live view key of a rep, looked up by an admin of the rep's company. */
export async function viewKeyOf(token: string, email: string): Promise<string> {
  const res = await api<{ view_key: string }>(
    `/bee/view-keys/?email=${encodeURIComponent(email)}`,
    { token },
  );
  expect(res.status).toBe(200);
  return res.body.view_key;
}
