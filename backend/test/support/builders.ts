// Small builders for API tests: a valid ledger record by default, overridden where a test cares.
import { CSV_COLUMNS, CSV_TITLES, LEDGER_FIELDS } from '@commissionbee/shared/csv';
import type { LedgerRecordInput } from '@commissionbee/shared/types';
import { LedgerWriter } from '../../src/uploads/ledger-writer.js';
import { SUPER, type TestApp } from './harness.js';

export type RecordFields = Record<string, unknown>;

let serial = 0;

/** The CSV titles of an upload file (the Master CSV's without Line ID), in their order. */
export const UPLOAD_TITLES = CSV_TITLES.filter((title) => title !== 'Line ID');
/** The fields of a ledger row as GET /api/bee/ledger answers them, in their order. */
export const ROW_FIELDS = ['id', ...LEDGER_FIELDS.filter((field) => field !== 'line_id')];

/** A valid record as the upload screen POSTs it (field names, typed values). */
export function aLedgerRow(overrides: RecordFields = {}): RecordFields {
  serial += 1;
  return {
    pay_date: '2024-03-05',
    rep_name: 'Jane Doe',
    rep_email: 'jane.doe@example.com',
    item_name: `Job ${serial}`,
    item_pay_type: 'M1',
    amount: 100,
    manager_email: 'max.manager@example.com',
    breakdown: ['System 8 kW', 'single-line', 'Total $100.00'],
    manual_note: null,
    ...overrides,
  };
}

export function someLedgerRows(
  count: number,
  overrides: (index: number) => RecordFields = () => ({}),
): RecordFields[] {
  return Array.from({ length: count }, (_, index) => aLedgerRow(overrides(index)));
}

/** A record as the writer stores it (storeRows), with no optional field set unless given. */
export function aRecord(overrides: Partial<LedgerRecordInput> = {}): LedgerRecordInput {
  return {
    pay_date: '2024-05-10',
    rep_name: 'Rita Rep',
    rep_email: 'rita@a.example',
    item_name: 'Garcia Residence',
    item_pay_type: 'M1 - Install',
    amount: 100,
    manager_email: null,
    breakdown: null,
    manual_note: null,
    ...overrides,
  };
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file of the records with the title-case headers (or the given headers, in that order). */
export function aCsv(rows: RecordFields[], titles: readonly string[] = CSV_TITLES): string {
  const fieldOf = (title: string) => CSV_COLUMNS[title as keyof typeof CSV_COLUMNS] ?? title;
  const lines = [titles.map(cell).join(',')];
  for (const row of rows) lines.push(titles.map((title) => cell(row[fieldOf(title)])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A multipart body with one `file` part, and its content type. */
export function multipart(csv: string): { body: Buffer; type: string } {
  const boundary = `----cb${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bulk.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** The header line alone (all titles, or the given ones), as a CSV file starts. */
export const aCsvHeader = (titles: readonly string[] = CSV_TITLES) => aCsv([], titles);

export const OTHER_ADMIN_PASSWORD = 'Other-Admin-2024';

export interface OtherCompany {
  companyId: number;
  /** Its admin's bearer header. */
  auth: string;
  /** Its admin's email (the password is OTHER_ADMIN_PASSWORD unless given). */
  email: string;
}

/** Creates another company and its admin through the super user. */
export async function anotherCompany(
  t: TestApp,
  name = 'Other Co.',
  password = OTHER_ADMIN_PASSWORD,
): Promise<OtherCompany> {
  const email = `admin-${Math.random().toString(36).slice(2, 8)}@other.example`;
  const res = await newCompanyWithAdmin(t, await t.login(SUPER.email, SUPER.password), {
    name,
    email,
    password,
  });
  if (res.status !== 201)
    throw new Error(`company/new failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { companyId: res.body.company.id, auth: await t.login(email, password), email };
}

/**
 * POST /company/new as a super user would, then the new admin's first sign-in: the temporary
 * password (`Temp-` + `password`) is changed to `password`, as the product demands (issue 27).
 * Answers company/new's response.
 */
export async function newCompanyWithAdmin(
  t: TestApp,
  superAuth: string,
  body: { name: string; email: string; password: string; admin_name?: string },
) {
  const temporary = `Temp-${body.password}`;
  const res = await t.http
    .post('/api/company/new')
    .set('Authorization', superAuth)
    .send({ ...body, password: temporary });
  if (res.status !== 201) return res;
  const auth = await t.login(body.email, temporary);
  const changed = await t.http
    .patch(`/api/users/${res.body.admin.id}/password`)
    .set('Authorization', auth)
    .send({ oldPassword: temporary, newPassword: body.password });
  if (changed.status !== 200)
    throw new Error(
      `first password change failed: ${changed.status} ${JSON.stringify(changed.body)}`,
    );
  return res;
}

/** The live view key of a rep, looked up by an admin of the rep's company. */
export async function viewKeyOf(t: TestApp, adminAuth: string, email: string): Promise<string> {
  const res = await t.http
    .get('/api/bee/view-keys/')
    .query({ email })
    .set('Authorization', adminAuth);
  if (res.status !== 200)
    throw new Error(`view key of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.view_key;
}

/**
 * Stores rows as one upload batch the way an upload does (the same writer, so reps get their
 * keys), without going through the API; answers the batch id.
 */
export async function storeRows(
  t: TestApp,
  companyId: number,
  rows: (LedgerRecordInput | RecordFields)[],
  fileName = 'test.csv',
): Promise<number> {
  const writer = t.app.app.get(LedgerWriter);
  const { uploadId } = await t.db.transaction((tx) =>
    writer.store(tx, companyId, rows as LedgerRecordInput[], {
      fileName,
      userId: null,
      uploadedBy: 'test',
    }),
  );
  return uploadId;
}

/** How many ledger rows a company has, straight from the database. */
export async function countRows(t: TestApp, companyId: number): Promise<number> {
  const [{ count }] = await t.db.query(
    `SELECT count(*)::int AS count FROM ledger_records WHERE company_id = $1`,
    [companyId],
  );
  return count;
}
