// The one state of a company's data (companies.data_version) and the answers kept for it: every
// change to a company's ledger rows moves its version in the same statement, another company's
// changes do not, and the reps directory's summary is read again exactly when its company's
// ledger changed. The route tests see this only as "the next page is right".
import { LedgerRecordsRepository } from '../../src/ledger/ledger-records.repository.js';
import { LedgerRepsSummary } from '../../src/reps/ledger-reps.js';
import { startServices, type Services } from '../support/medium.js';

let s: Services;
let a: number;
let b: number;

const line = (companyId: number, rep: string, amount: string, manager: string | null = null) =>
  s.sql(
    `INSERT INTO ledger_records (company_id, rep_email, rep_name, manager_email, item_name,
       item_pay_type, pay_status, pay_date, amount)
     VALUES ($1, $2, $3, $4, 'Henderson Residence', 'Install', 'PAID', '2026-10-15', $5)
     RETURNING id`,
    [companyId, rep, rep.split('@')[0], manager, amount],
  );

beforeAll(async () => {
  s = await startServices();
  const made = await s.sql<{ id: number }>(
    `INSERT INTO companies (name) VALUES ('Versions A'), ('Versions B') RETURNING id`,
  );
  [a, b] = made.map((c) => c.id);
});
afterAll(() => s?.close());

describe('companies.data_version', () => {
  const version = (companyId: number) => s.get(LedgerRecordsRepository).version(companyId);

  it('moves with every insert, update and delete of the company’s ledger rows', async () => {
    const seen = [await version(a)];
    const [{ id }] = await line(a, 'ana@versions.example', '100.00');
    seen.push(await version(a));
    await s.sql(`UPDATE ledger_records SET amount = 120 WHERE id = $1`, [id]);
    seen.push(await version(a));
    await s.sql(`DELETE FROM ledger_records WHERE id = $1`, [id]);
    seen.push(await version(a));
    expect(new Set(seen).size).toBe(4);
  });

  it('stays put for a company whose rows did not change', async () => {
    const before = await version(a);
    const [{ id }] = await line(b, 'ben@versions.example', '75.00');
    await s.sql(`UPDATE ledger_records SET amount = 80 WHERE id = $1`, [id]);
    expect(await version(a)).toBe(before);
  });

  it('does not move for a statement that changes no row', async () => {
    const before = await version(a);
    await s.sql(`UPDATE ledger_records SET amount = 1 WHERE company_id = $1 AND false`, [a]);
    expect(await version(a)).toBe(before);
  });
});

describe('the reps directory’s ledger summary', () => {
  const summary = (companyId: number) => s.get(LedgerRepsSummary).get(companyId);

  it('is kept while the company’s ledger is unchanged, and read again after a change', async () => {
    await line(a, 'cy@versions.example', '10.00', 'mo@versions.example');
    const first = await summary(a);
    expect(first.reps.get('cy@versions.example')).toEqual({
      rep_name: 'cy',
      manager_email: 'mo@versions.example',
    });
    expect(await summary(a)).toBe(first); // the kept answer itself

    await line(b, 'dee@versions.example', '20.00');
    expect(await summary(a)).toBe(first); // another company's change

    await line(a, 'eve@versions.example', '30.00', 'mo@versions.example');
    const second = await summary(a);
    expect(second).not.toBe(first);
    expect(second.reps.has('eve@versions.example')).toBe(true);
    expect(second.teams.get('mo@versions.example')).toBe(2);
  });

  it('never answers one company with another’s reps', async () => {
    const ofB = await summary(b);
    expect([...ofB.reps.keys()].sort()).toEqual(['ben@versions.example', 'dee@versions.example']);
    expect(ofB.reps.has('cy@versions.example')).toBe(false);
  });
});
