// ledger_records has no foreign keys (migration LedgerIngestChecks: they cost an upload almost
// half its time); statement triggers keep the same guarantees.
import { DEMO_COMPANY_ID } from '@commissionbee/shared/types';
import { aLedgerRow, countRows, storeRows } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';

describe('ledger rows and their company and upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const insert = (companyId: number, uploadId: number | null) =>
    t.db.query(
      `INSERT INTO ledger_records (company_id, upload_id, pay_date, rep_name, rep_email, item_name,
         item_pay_type, amount) VALUES ($1, $2, '2024-03-05', 'A', 'a@x.example', 'Job', 'M1', 1)`,
      [companyId, uploadId],
    );

  it('refuses a row of a company that does not exist', async () => {
    await expect(insert(987_654, null)).rejects.toMatchObject({
      driverError: expect.objectContaining({ code: '23503' }),
    });
  });

  it('refuses a row of an upload that does not exist', async () => {
    await expect(insert(DEMO_COMPANY_ID, 987_654)).rejects.toMatchObject({
      driverError: expect.objectContaining({ code: '23503' }),
    });
  });

  it('deletes the rows of a deleted upload, and only those', async () => {
    const kept = await storeRows(t, DEMO_COMPANY_ID, [aLedgerRow(), aLedgerRow()]);
    const gone = await storeRows(t, DEMO_COMPANY_ID, [aLedgerRow(), aLedgerRow(), aLedgerRow()]);
    expect(await countRows(t, DEMO_COMPANY_ID)).toBe(5);
    await t.db.query(`DELETE FROM uploads WHERE id = $1`, [gone]);
    expect(await countRows(t, DEMO_COMPANY_ID)).toBe(2);
    const [{ upload }] = await t.db.query(
      `SELECT DISTINCT upload_id AS upload FROM ledger_records WHERE company_id = $1`,
      [DEMO_COMPANY_ID],
    );
    expect(upload).toBe(kept);
    await expect(
      t.db.query(`UPDATE ledger_records SET upload_id = 987654 WHERE upload_id = $1`, [kept]),
    ).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '23503' }) });
  });
});
