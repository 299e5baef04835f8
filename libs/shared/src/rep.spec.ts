import { describe, expect, it } from 'vitest';
import {
  canUseCalculator,
  groupPaychecksByYear,
  isManager,
  latestPaychecks,
  paycheckSummaries,
  rowsForJob,
  rowsForPaycheck,
  rowsForRep,
  teamMembers,
  uniqueJobNames,
  type RepViewRow,
} from './rep.js';

function aRow(overrides: Partial<RepViewRow> = {}): RepViewRow {
  return {
    pay_date: '2024-03-05',
    rep_name: 'Jane Doe',
    rep_email: 'jane@example.com',
    manager_email: 'max@example.com',
    item_name: 'Smith Residence',
    amount: 100,
    ...overrides,
  };
}

describe('isManager', () => {
  const sut = isManager;

  it('is true when some row names the email as manager, ignoring case and spaces', () => {
    expect(sut([aRow({ manager_email: 'other@example.com' }), aRow()], '  MAX@example.com ')).toBe(
      true,
    );
  });

  it('is false when no row names the email as manager', () => {
    expect(sut([aRow()], 'jane@example.com')).toBe(false);
  });

  it('is false for an empty email even when rows have no manager', () => {
    expect(sut([aRow({ manager_email: null }), aRow({ manager_email: '' })], '')).toBe(false);
  });
});

describe('teamMembers', () => {
  const sut = teamMembers;

  it('lists each rep of the manager once, sorted by name', () => {
    const rows = [
      aRow({ rep_name: 'Zed', rep_email: 'zed@example.com' }),
      aRow({ rep_name: 'amy', rep_email: 'amy@example.com' }),
      aRow({ rep_name: 'Zed', rep_email: ' ZED@example.com ' }),
      aRow({ rep_name: 'Bob', rep_email: 'bob@example.com', manager_email: 'someone@example.com' }),
    ];
    expect(sut(rows, 'Max@Example.com')).toEqual([
      { name: 'amy', email: 'amy@example.com' },
      { name: 'Zed', email: 'zed@example.com' },
    ]);
  });

  it('keeps two reps who share a name but not an email', () => {
    const rows = [
      aRow({ rep_email: 'jane1@example.com' }),
      aRow({ rep_email: 'jane2@example.com' }),
    ];
    expect(sut(rows, 'max@example.com').map((member) => member.email)).toEqual([
      'jane1@example.com',
      'jane2@example.com',
    ]);
  });

  it('is empty for someone who manages nobody', () => {
    expect(sut([aRow()], 'jane@example.com')).toEqual([]);
  });
});

describe('rowsForRep', () => {
  it('keeps only the rep’s rows, comparing emails trimmed and case-insensitively', () => {
    const sut = rowsForRep;
    const mine = aRow({ rep_email: ' Jane@Example.com' });
    expect(sut([mine, aRow({ rep_email: 'john@example.com' })], 'jane@example.COM')).toEqual([
      mine,
    ]);
  });
});

describe('rowsForPaycheck', () => {
  it('keeps the rows of one pay date, reading status words in any case', () => {
    const sut = rowsForPaycheck;
    const pending = aRow({ pay_date: 'pending' });
    expect(sut([aRow(), pending], 'PENDING')).toEqual([pending]);
  });
});

describe('rowsForJob', () => {
  it('keeps the rows of one customer, by job_name or else item_name', () => {
    const sut = rowsForJob;
    const byJob = aRow({ job_name: 'Lee Residence', item_name: 'M1' });
    const byItem = aRow({ item_name: 'Lee Residence ' });
    expect(sut([byJob, byItem, aRow()], 'Lee Residence')).toEqual([byJob, byItem]);
  });
});

describe('paycheckSummaries', () => {
  const sut = paycheckSummaries;

  it('totals a CANCELLED paycheck at zero and a PENDING one at its amounts', () => {
    expect(
      sut([
        { pay_date: 'CANCELLED', amount: 640 },
        { pay_date: 'PENDING', amount: 40 },
        { pay_date: '2026-11-20', amount: 10 },
      ]),
    ).toEqual([
      { pay_date: 'PENDING', total: 40 },
      { pay_date: 'CANCELLED', total: 0 },
      { pay_date: '2026-11-20', total: 10 },
    ]);
  });

  it('totals each pay date to the exact cent', () => {
    const rows = [
      aRow({ amount: 0.1 }),
      aRow({ amount: 0.2 }),
      aRow({ pay_date: '2024-03-19', amount: '1250.00' }),
      aRow({ pay_date: '2024-03-19', amount: -500 }),
    ];
    expect(sut(rows)).toEqual([
      { pay_date: '2024-03-19', total: 750 },
      { pay_date: '2024-03-05', total: 0.3 },
    ]);
  });

  it('merges spellings of the same pay date', () => {
    const rows = [
      aRow({ pay_date: 'pending', amount: 1 }),
      aRow({ pay_date: 'PENDING ', amount: 2 }),
    ];
    expect(sut(rows)).toEqual([{ pay_date: 'PENDING', total: 3 }]);
  });

  it('lists special pay dates before dated ones', () => {
    const rows = [
      aRow({ pay_date: '2023-12-01' }),
      aRow({ pay_date: null }),
      aRow({ pay_date: 'CANCELLED' }),
      aRow({ pay_date: 'PENDING' }),
    ];
    expect(sut(rows).map((summary) => summary.pay_date)).toEqual([
      'PENDING',
      'CANCELLED',
      '',
      '2023-12-01',
    ]);
  });
});

describe('groupPaychecksByYear', () => {
  const sut = groupPaychecksByYear;

  it('puts PENDING, CANCELLED and Unknown first, then years newest first with newest paychecks first', () => {
    const summaries = [
      { pay_date: '2023-06-01', total: 1 },
      { pay_date: '2024-01-15', total: 2 },
      { pay_date: 'garbage', total: 3 },
      { pay_date: 'CANCELLED', total: 4 },
      { pay_date: '2024-03-05', total: 5 },
      { pay_date: 'PENDING', total: 6 },
      { pay_date: '2023-12-20', total: 7 },
    ];
    expect(
      sut(summaries).map((group) => [group.kind, group.label, group.paychecks.map((p) => p.total)]),
    ).toEqual([
      ['PENDING', 'PENDING', [6]],
      ['CANCELLED', 'CANCELLED', [4]],
      ['UNKNOWN', 'Unknown', [3]],
      ['YEAR', '2024', [5, 2]],
      ['YEAR', '2023', [7, 1]],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(sut([{ pay_date: '2024-03-05', total: 1 }]).map((group) => group.label)).toEqual([
      '2024',
    ]);
    expect(sut([])).toEqual([]);
  });
});

describe('latestPaychecks', () => {
  const sut = latestPaychecks;
  const summaries = Array.from({ length: 10 }, (_, index) => ({
    pay_date: `2024-0${(index % 9) + 1}-1${index === 9 ? 9 : 0}`,
    total: index,
  }));

  it('keeps the seven most recent dated paychecks, oldest first', () => {
    const dates = sut([{ pay_date: 'PENDING', total: 99 }, ...summaries]).map(
      (summary) => summary.pay_date,
    );
    expect(dates).toEqual([
      '2024-03-10',
      '2024-04-10',
      '2024-05-10',
      '2024-06-10',
      '2024-07-10',
      '2024-08-10',
      '2024-09-10',
    ]);
  });

  it('leaves out PENDING, CANCELLED and unknown dates', () => {
    const only = [
      { pay_date: 'PENDING', total: 1 },
      { pay_date: 'CANCELLED', total: 2 },
      { pay_date: '', total: 3 },
      { pay_date: '2024-03-05', total: 4 },
    ];
    expect(sut(only)).toEqual([{ pay_date: '2024-03-05', total: 4 }]);
  });

  it('takes the count asked for', () => {
    expect(sut(summaries, 2).map((summary) => summary.total)).toEqual([7, 8]);
  });
});

describe('uniqueJobNames', () => {
  it('lists each customer once, sorted alphabetically regardless of case', () => {
    const sut = uniqueJobNames;
    const rows = [
      aRow({ item_name: 'smith Residence' }),
      aRow({ item_name: 'Adams Residence' }),
      aRow({ item_name: 'Lee Residence' }),
      aRow({ item_name: 'Adams Residence ' }),
      aRow({ item_name: '' }),
    ];
    expect(sut(rows)).toEqual(['Adams Residence', 'Lee Residence', 'smith Residence']);
  });
});

describe('canUseCalculator', () => {
  it.each([
    [['whatif-calc'], ['whatif-calc'], true],
    [['whatif-calc', 'show-commission-pct'], ['show-commission-pct', 'whatif-calc'], true],
    [['whatif-calc'], [], false],
    [[], ['whatif-calc'], false],
    [null, ['whatif-calc'], false],
    [['whatif-calc'], undefined, false],
    [['show-commission-pct'], ['show-commission-pct'], false],
  ])('company %j and key %j: %s', (company, key, expected) => {
    expect(canUseCalculator(company, key)).toBe(expected);
  });
});
