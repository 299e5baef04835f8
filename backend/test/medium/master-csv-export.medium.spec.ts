// The Master CSV's two paths write the same bytes: on a server PostgreSQL writes the plain rows
// itself (one COPY on a connection of its own) and hands the rows the rule must touch over as
// JSON; on PGlite, or while every COPY slot is taken, the rows come in batches and every cell goes
// through the rule here. Hostile cells (formula starts, formulas after a comma or semicolon,
// quotes, line breaks, backslashes, unicode, empty text) and enough plain rows that the COPY's
// chunks split rows. Also: one company's export holds none of another's rows, and a client that
// leaves mid-download ends the COPY on the server and frees its slot.
import { MASTER_CSV_HEADER } from '../../src/ledger/master-csv.js';
import { LedgerReadService } from '../../src/ledger/ledger-read.service.js';
import {
  LedgerRecordsRepository,
  MAX_COPY_EXPORTS,
} from '../../src/ledger/ledger-records.repository.js';
import { startServices, type Services } from '../support/medium.js';

let s: Services;
let a: number;
let b: number;

const HOSTILE = [
  '=1+1',
  '+SUM(A1)',
  '-2+3',
  '-50.00',
  '@cmd',
  '\tcmd',
  '\rcmd',
  'a;@SUM(1+1)',
  'x;-2+3',
  'Adders,=1+1',
  'x, =y',
  'say "hi", then leave',
  '=HYPERLINK("http://x")',
  'line one\nline two',
  'line one\r\nline two',
  'back\\slash \\. \\N',
  '\\.',
  'Niño Ürün 東京 🐝',
  'semi;colon',
  'trailing comma,',
  '"',
  ' ',
];

/** Inserts one ledger row; `cells` overrides the plain defaults. */
function line(companyId: number, cells: Record<string, unknown> = {}) {
  const row = {
    rep_email: 'ana@export.example',
    rep_name: 'Ana Ruiz',
    manager_email: null,
    item_name: 'Henderson Residence',
    item_pay_type: 'Install',
    pay_status: 'PAID',
    pay_date: '2026-10-15',
    amount: '125.50',
    breakdown: null,
    manual_note: null,
    line_id: null,
    ...cells,
  };
  const columns = Object.keys(row);
  return s.sql(
    `INSERT INTO ledger_records (company_id, ${columns.join(', ')})
     VALUES ($1, ${columns.map((c, i) => (c === 'breakdown' ? `$${i + 2}::jsonb` : `$${i + 2}`)).join(', ')})`,
    [companyId, ...Object.values(row)],
  );
}

async function text(chunks: AsyncIterable<string | Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts).toString('utf8');
}

const exported = (companyId: number) => text(s.get(LedgerReadService).masterCsv(companyId));
async function batched(companyId: number): Promise<string> {
  return MASTER_CSV_HEADER + (await text(s.get(LedgerReadService).masterCsvBatches(companyId)));
}

beforeAll(async () => {
  s = await startServices();
  const made = await s.sql<{ id: number }>(
    `INSERT INTO companies (name) VALUES ('Export A'), ('Export B') RETURNING id`,
  );
  [a, b] = made.map((c) => c.id);
  let n = 0;
  for (const value of HOSTILE) {
    for (const column of ['rep_name', 'item_name', 'item_pay_type', 'manual_note', 'line_id'])
      await line(a, { [column]: column === 'line_id' ? `${value}#${n++}` : value });
    await line(a, { breakdown: JSON.stringify([value, `${value}, again`, 'plain']) });
  }
  await line(a, { manual_note: '', manager_email: '', line_id: '' });
  await line(a, { pay_status: 'PENDING', pay_date: null, amount: '-75.25' });
  await line(a, { pay_status: 'CANCELLED', pay_date: null, amount: '0.00' });
  await line(a, { breakdown: JSON.stringify(['a", "b', 'back\\', '\u0001', 'é']) });
  // Enough plain rows (about 400 kB) that the COPY's chunks end inside rows.
  await s.sql(
    `INSERT INTO ledger_records (company_id, rep_email, rep_name, item_name, item_pay_type,
       pay_status, pay_date, amount, breakdown, manual_note)
     SELECT $1, 'rep' || g || '@export.example', 'Rep ' || g, 'Residence ' || g || ' Oak St',
            'Commission', 'PAID', date '2026-01-02' + (g % 300), (g * 1.37)::numeric(14, 2),
            CASE WHEN g % 3 = 0 THEN jsonb_build_array('System ' || g || ' kW', 'single-line') END,
            CASE WHEN g % 10 = 0 THEN 'Adjusted per ticket ' || g END
       FROM generate_series(1, 4000) g`,
    [a],
  );
  await line(b, { rep_name: 'Company B only', item_name: 'B-secret' });
});
afterAll(() => s?.close());

describe('the Master CSV export', () => {
  it('writes the same bytes from the COPY as from the batches, hostile cells included', async () => {
    const copied = await exported(a);
    const reference = await batched(a);
    expect(copied.length).toBeGreaterThan(300_000);
    expect(copied).toBe(reference);
    // The rule was applied, not skipped: a formula start is neutralised, a line break kept quoted.
    expect(copied).toContain(`'=1+1`);
    expect(copied).toContain(`"'a;@SUM(1+1)"`);
    expect(copied).toContain('"line one\r\nline two"');
    expect(copied).toContain('"[""a\\"", \\""b"",""back\\\\"",""\\u0001"",""é""]"');
    expect(copied.split('\r\n')[0] + '\r\n').toBe(MASTER_CSV_HEADER);
  });

  it('holds only the company’s own rows', async () => {
    const [{ n }] = await s.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_records WHERE company_id = $1`,
      [b],
    );
    expect(n).toBe(1);
    expect(await exported(a)).not.toContain('B-secret');
    const own = await exported(b);
    expect(own).toContain('B-secret');
    expect(own).not.toContain('Henderson');
  });

  it('takes a COPY on a server, and ends it when the client leaves mid-download', async () => {
    const records = s.get(LedgerRecordsRepository);
    const probe = records.copySlot();
    if (!probe) {
      // PGlite: every export is the batches' (compared above with itself, and with the API suite's
      // round trips); nothing more to check here.
      expect(process.env.DATABASE_URL).toBeUndefined();
      return;
    }
    probe.release();
    const running = () =>
      s.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE query LIKE 'COPY (%' AND query LIKE '%company_id = ${a} ORDER BY id%'`,
      );

    const download = s.get(LedgerReadService).masterCsv(a);
    await download.next(); // the header
    await download.next(); // the first rows: the COPY is running
    await download.return(undefined);

    const deadline = Date.now() + 10_000;
    while ((await running())[0].n > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await running())[0].n).toBe(0);
    const slots = Array.from({ length: MAX_COPY_EXPORTS }, () => records.copySlot());
    expect(slots.every(Boolean)).toBe(true);
    expect(records.copySlot()).toBeNull();
    slots.forEach((slot) => slot!.release());
  });
});
