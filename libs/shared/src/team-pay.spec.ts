import { describe, expect, it } from 'vitest';
import { paycheckSummaries, rowsForRep } from './rep.js';
import { memberPay, summaryPay } from './member-pay.js';
import { customerPay, yearToDate, yearToDateDay } from './team-pay.js';

const row = (pay_date: string, amount: number, extra: Record<string, string> = {}) => ({
  rep_email: 'ana@example.com',
  rep_name: 'Ana',
  item_name: 'Smith',
  pay_date,
  amount,
  ...extra,
});
const today = new Date(2026, 10, 27);

describe('memberPay', () => {
  it('gives the newest dated paycheck and the year to date up to today', () => {
    const rows = [
      row('2025-12-20', 1000),
      row('2026-10-23', 300.1),
      row('2026-10-23', 200.2),
      row('2026-11-06', 50),
      row('2026-12-18', 999), // not paid yet
      row('PENDING', 400),
      row('2026-11-06', 77, { rep_email: 'bob@example.com' }),
    ];
    expect(memberPay(rows, 'ANA@example.com ', today)).toEqual({
      latest: { pay_date: '2026-12-18', total: 999 },
      yearToDate: 550.3,
      pending: 400,
    });
    expect(memberPay(rows, 'bob@example.com', today).yearToDate).toBe(77);
    expect(memberPay(rows, 'nobody@example.com', today)).toEqual({
      latest: null,
      yearToDate: 0,
      pending: 0,
    });
  });

  it("gives the same figures from a member's summary (paycheck totals) as from their lines", () => {
    const rows = [
      row('2025-12-20', 1000),
      row('2026-10-23', 300.1),
      row('2026-10-23', 200.2),
      row('2026-11-06', -50.15),
      row('2026-12-18', 999),
      row('PENDING', 400.05),
      row('PENDING', 0.1),
      row('CANCELLED', 70),
    ];
    const dated = paycheckSummaries(rowsForRep(rows, 'ana@example.com')).filter((p) =>
      /^\d{4}-/.test(p.pay_date),
    );
    const summary = {
      name: 'Ana',
      email: 'ana@example.com',
      latest: dated[0],
      pending: 400.15,
      paychecks: dated,
    };
    for (const day of [today, new Date(2026, 0, 1), new Date(2026, 11, 31), new Date(2027, 0, 2)])
      expect(summaryPay(summary, day)).toEqual(memberPay(rows, 'ana@example.com', day));
  });

  it('counts no PENDING or CANCELLED line in the year to date', () => {
    expect(yearToDate([row('PENDING', 5), row('CANCELLED', 7)], today)).toBe(0);
  });
});

describe('yearToDateDay', () => {
  it('gives the day of a line that counts: this year, on or before today', () => {
    const today = new Date(2026, 10, 27);
    expect(yearToDateDay('2026-11-27', today)).toBe('2026-11-27');
    expect(yearToDateDay('01/02/2026', today)).toBe('2026-01-02');
    expect(yearToDateDay('2026-11-28', today)).toBeNull();
    expect(yearToDateDay('2025-12-31', today)).toBeNull();
    expect(yearToDateDay('PENDING', today)).toBeNull();
    expect(yearToDateDay('CANCELLED', today)).toBeNull();
    expect(yearToDateDay(null, today)).toBeNull();
  });
});

describe('customerPay', () => {
  it('gives each customer what was paid, what waits and a status', () => {
    const rows = [
      row('2026-10-23', 100, { item_name: 'Smith' }),
      row('PENDING', 40, { item_name: 'Smith' }),
      row('2026-10-23', 250.5, { item_name: 'adams' }),
      row('CANCELLED', 90, { item_name: 'Baker' }),
    ];
    expect(customerPay(rows)).toEqual([
      { name: 'adams', paid: 250.5, pending: 0, status: 'PAID' },
      { name: 'Baker', paid: 0, pending: 0, status: 'CANCELLED' },
      { name: 'Smith', paid: 100, pending: 40, status: 'PENDING' },
    ]);
  });
});
