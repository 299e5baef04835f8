import { searchFilter as sut } from './ledger-search.js';

describe('ledger search in SQL', () => {
  it('filters nothing for an empty or blank search', () => {
    expect(sut('')).toEqual({ sql: '', params: [] });
    expect(sut('   ')).toEqual({ sql: '', params: [] });
  });

  it('matches a lower-cased, trimmed substring with LIKE wildcards taken literally', () => {
    expect(sut('  Jane_100%\\ ').params).toEqual(['%jane\\_100\\%\\\\%']);
  });

  it('matches every query against the one trigram-indexed search text', () => {
    for (const query of ['jane', '1,234', 'pending']) {
      expect(sut(query).sql).toMatch(/^ AND \(?ledger_search_text\(.*\) LIKE \$2/s);
    }
  });

  it('also matches US date forms for a query made of digits, slashes and dashes', () => {
    expect(sut('3/5').params).toEqual(['%3/5%', '3/5%']);
    expect(sut('3/5').sql).toContain('$3');
    expect(sut('jane').sql).not.toContain('$3');
  });
});
