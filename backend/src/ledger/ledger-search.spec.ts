import { searchFilter as sut } from './ledger-search.js';

describe('ledger search in SQL', () => {
  it('filters nothing for an empty or blank search', () => {
    expect(sut('')).toEqual({ sql: '', params: [] });
    expect(sut('   ')).toEqual({ sql: '', params: [] });
  });

  it('matches a lower-cased, trimmed substring with LIKE wildcards taken literally', () => {
    expect(sut('  Jane_100%\\ ').params).toEqual(['%jane\\_100\\%\\\\%']);
  });

  it('skips the amount, id and date conversions for a query that cannot be part of them', () => {
    expect(sut('jane').sql).not.toContain('to_char(amount');
    expect(sut('1,234').sql).toContain('to_char(amount');
  });

  it('also matches US date forms for a query made of digits, slashes and dashes', () => {
    expect(sut('3/5').params).toEqual(['%3/5%', '3/5%']);
    expect(sut('3/5').sql).toContain('$3');
    expect(sut('jane').sql).not.toContain('$3');
  });
});
