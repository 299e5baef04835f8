import { describe, expect, it } from 'vitest';
import { createSearchMatcher, filterBySearch, matchesSearch } from './search.js';

const row = {
  id: 7,
  pay_date: '2024-03-05',
  rep_name: 'Jane Doe',
  rep_email: 'Jane.Doe@Example.com',
  item_name: 'Smith Residence',
  amount: 1234.5,
  manager_email: null,
  breakdown: ['Panels 8kW', 'single-line', 'Total'],
};

describe('matchesSearch', () => {
  const sut = matchesSearch;

  it('matches everything with an empty or blank query', () => {
    expect(sut(row, '')).toBe(true);
    expect(sut(row, '   ')).toBe(true);
  });

  it('matches a substring of any field regardless of case', () => {
    expect(sut(row, 'smith')).toBe(true);
    expect(sut(row, 'JANE.DOE@')).toBe(true);
    expect(sut(row, 'residence')).toBe(true);
  });

  it('ignores spaces around the query', () => {
    expect(sut(row, '  doe ')).toBe(true);
  });

  it('does not match text found in no field', () => {
    expect(sut(row, 'garcia')).toBe(false);
  });

  it('does not match null fields by their name', () => {
    expect(sut(row, 'null')).toBe(false);
  });

  it('matches numbers as written and as shown with two decimals and separators', () => {
    expect(sut(row, '1234.5')).toBe(true);
    expect(sut(row, '1234.50')).toBe(true);
    expect(sut(row, '1,234.50')).toBe(true);
    expect(sut(row, '7')).toBe(true);
  });

  it('matches lines of a breakdown', () => {
    expect(sut(row, 'panels 8kw')).toBe(true);
  });

  it.each([
    '2024-03-05',
    '3/5/2024',
    '3-5-2024',
    '3/5',
    '03/05/2024',
    '03-05-2024',
    '03/05',
    '3/5/20',
  ])('matches the date 2024-03-05 written %s', (query) => {
    expect(sut({ pay_date: '2024-03-05' }, query)).toBe(true);
  });

  it('matches the date part of a timestamp written M/D/YYYY', () => {
    expect(sut({ created_at: '2024-03-05T10:00:00.000Z' }, '3/5/2024')).toBe(true);
  });

  it('does not match a different date that merely contains the digits', () => {
    expect(sut({ pay_date: '2024-11-23' }, '1/2')).toBe(false);
    expect(sut({ pay_date: '2024-03-15' }, '3/5')).toBe(false);
    expect(sut({ pay_date: '2024-03-05' }, '3/6/2024')).toBe(false);
  });

  it('matches status words in the pay date column', () => {
    expect(sut({ pay_date: 'PENDING' }, 'pend')).toBe(true);
  });
});

describe('createSearchMatcher', () => {
  it('gives the same answers as matchesSearch for many rows', () => {
    const sut = createSearchMatcher('doe');
    expect([sut(row), sut({ rep_name: 'John Roe' })]).toEqual([true, false]);
  });
});

describe('filterBySearch', () => {
  it('keeps matching rows in order', () => {
    const sut = filterBySearch;
    const rows = [{ name: 'b doe' }, { name: 'roe' }, { name: 'a doe' }];
    expect(sut(rows, 'DOE')).toEqual([{ name: 'b doe' }, { name: 'a doe' }]);
  });
});
