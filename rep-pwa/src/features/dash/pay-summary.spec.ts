import { describe, expect, it } from 'vitest';
import { aRepRow } from '../../test/builders';
import { paySummary } from './pay-summary';

const TODAY = new Date(2026, 10, 20); // Nov 20, 2026

describe('paySummary', () => {
  const sut = paySummary;

  it('adds up this year up to today, deductions included, leaving out other years and future dates', () => {
    const summary = sut(
      [
        aRepRow({ pay_date: '2026-01-09', amount: 1000 }),
        aRepRow({ pay_date: '2026-11-06', amount: 500.1 }),
        aRepRow({ pay_date: '2026-11-06', amount: -200.05 }),
        aRepRow({ pay_date: '2026-12-04', amount: 999 }),
        aRepRow({ pay_date: '2025-12-19', amount: 777 }),
        aRepRow({ pay_date: 'CANCELLED', amount: 50 }),
      ],
      TODAY,
    );
    expect(summary).toMatchObject({ year: 2026, yearToDate: 1300.05, yearPaychecks: 2 });
  });

  it('totals the PENDING lines as what is coming', () => {
    const summary = sut(
      [
        aRepRow({ pay_date: 'PENDING', amount: 650 }),
        aRepRow({ pay_date: 'pending', amount: 0.35 }),
        aRepRow({ pay_date: '2026-11-06', amount: 10 }),
      ],
      TODAY,
    );
    expect(summary).toMatchObject({ pending: 650.35, pendingLines: 2 });
  });
});
