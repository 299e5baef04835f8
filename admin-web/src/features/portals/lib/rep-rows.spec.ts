import { describe, expect, it } from 'vitest';
import type { PortalRep } from '@commissionbee/shared/types';
import {
  daysBefore,
  formatDay,
  formatLastEmailed,
  isRecentlyPaid,
  visibleReps,
  type RepView,
} from './rep-rows';

const aRep = (overrides: Partial<PortalRep> = {}): PortalRep => ({
  rep_email: 'ana@demosolar.example',
  rep_name: 'Ana Alvarez',
  team_members: 0,
  last_emailed: null,
  latest_pay_date: '2024-03-05',
  key_issued_at: '2024-01-02T15:00:00.000Z',
  ...overrides,
});

const NOW = new Date(2024, 2, 20, 12, 0); // March 20, 2024, noon local
const view = (overrides: Partial<RepView> = {}): RepView => ({
  filter: 'recent',
  since: daysBefore(NOW, 30),
  search: '',
  now: NOW,
  ...overrides,
});

const ana = aRep();
const ben = aRep({
  rep_email: 'ben@demosolar.example',
  rep_name: 'Ben Brooks',
  latest_pay_date: '2023-12-01',
  team_members: 4,
});
const cy = aRep({ rep_email: 'cy@demosolar.example', rep_name: 'Cy Chen', latest_pay_date: null });
const dee = aRep({
  rep_email: 'dee@demosolar.example',
  rep_name: 'Dee Diaz',
  latest_pay_date: '2024-04-01',
});
const all = [ana, ben, cy, dee];
const names = (reps: PortalRep[]) => reps.map((rep) => rep.rep_name);

describe('daysBefore', () => {
  it('answers local midnight the given number of days earlier', () => {
    expect(daysBefore(NOW, 30)).toEqual(new Date(2024, 1, 19));
  });
});

describe('isRecentlyPaid', () => {
  it('counts a pay date on the Since day itself and up to now', () => {
    expect(
      isRecentlyPaid(aRep({ latest_pay_date: '2024-02-19' }), new Date(2024, 1, 19, 15, 30), NOW),
    ).toBe(true);
    expect(
      isRecentlyPaid(aRep({ latest_pay_date: '2024-03-20' }), new Date(2024, 1, 19), NOW),
    ).toBe(true);
  });

  it('leaves out reps paid before Since, after now, or never on a real date', () => {
    expect(
      isRecentlyPaid(aRep({ latest_pay_date: '2024-02-18' }), new Date(2024, 1, 19), NOW),
    ).toBe(false);
    expect(isRecentlyPaid(dee, new Date(2024, 1, 19), NOW)).toBe(false);
    expect(isRecentlyPaid(cy, new Date(2024, 1, 19), NOW)).toBe(false);
  });
});

describe('visibleReps', () => {
  const sut = visibleReps;

  it('shows reps paid in the last 30 days by default and every rep for All Reps', () => {
    expect(names(sut(all, view()))).toEqual(['Ana Alvarez']);
    expect(names(sut(all, view({ filter: 'all' })))).toEqual([
      'Ana Alvarez',
      'Ben Brooks',
      'Cy Chen',
      'Dee Diaz',
    ]);
  });

  it('moves with the Since date', () => {
    expect(names(sut(all, view({ since: new Date(2023, 10, 1) })))).toEqual([
      'Ana Alvarez',
      'Ben Brooks',
    ]);
  });

  it('searches every field, case-insensitively', () => {
    expect(names(sut(all, view({ filter: 'all', search: 'BROOKS' })))).toEqual(['Ben Brooks']);
    expect(names(sut(all, view({ filter: 'all', search: 'cy@' })))).toEqual(['Cy Chen']);
    expect(names(sut(all, view({ filter: 'all', search: '4' })))).toContain('Ben Brooks');
    expect(names(sut(all, view({ filter: 'all', search: 'never' })))).toEqual(names(all));
  });

  it.each(['12/1/2023', '12-1-2023', '12/1', '12/01/2023'])(
    'finds a latest pay date written as %s',
    (search) => {
      expect(names(sut(all, view({ filter: 'all', search })))).toEqual(['Ben Brooks']);
    },
  );

  it('finds the day a rep was last emailed, in local time', () => {
    const emailed = aRep({
      rep_name: 'Eve Evans',
      rep_email: 'eve@x.example',
      last_emailed: new Date(2024, 2, 7, 23, 30).toISOString(),
    });
    expect(names(sut([...all, emailed], view({ filter: 'all', search: '3/7/2024' })))).toEqual([
      'Eve Evans',
    ]);
  });

  it('combines the filter and the search', () => {
    expect(sut(all, view({ search: 'Ben' }))).toEqual([]);
  });
});

describe('formats', () => {
  it("shows Last Emailed as M/D/YYYY h:mm with AM or PM, or 'Never'", () => {
    expect(formatLastEmailed(null)).toBe('Never');
    expect(formatLastEmailed(new Date(2024, 2, 5, 14, 7).toISOString())).toBe('3/5/2024 2:07 PM');
    expect(formatLastEmailed(new Date(2024, 2, 5, 0, 30).toISOString())).toBe('3/5/2024 12:30 AM');
  });

  it('shows dates as M/D/YYYY', () => {
    expect(formatDay('2024-03-05')).toBe('3/5/2024');
    expect(formatDay(new Date(2024, 0, 2, 9).toISOString())).toBe('1/2/2024');
    expect(formatDay(null)).toBe('');
  });
});
