import type { LedgerRow } from '@commissionbee/shared/types';
import { LedgerReadService } from './ledger-read.service.js';
import {
  SEARCH_COUNT_CAP,
  type LedgerMatch,
  type LedgerRecordsRepository,
} from './ledger-records.repository.js';

const COMPANY = 7;

const aRow = (id: number): LedgerRow =>
  ({ id, pay_date: '2024-01-31', rep_name: `Rep ${id}`, amount: 1 }) as LedgerRow;

/** A ledger of `size` rows (the search `many` matches `matches` of them) that counts its reads. */
class FakeLedger {
  version = '1';
  counts = 0;
  pages = 0;
  pagesAndCounts = 0;

  constructor(
    private readonly size: number,
    private readonly matches = size,
  ) {}

  matching(match: LedgerMatch): number {
    return match.sql === '' ? this.size : this.matches;
  }

  repository(): LedgerRecordsRepository {
    const fake: Partial<LedgerRecordsRepository> = {
      version: () => Promise.resolve(this.version),
      match: (_companyId, search) =>
        Promise.resolve({ sql: search.trim() ? ' AND matches($2)' : '', params: [] }),
      withFilters: (match) => match,
      count: (_companyId, match) => {
        this.counts++;
        return Promise.resolve(
          match.sql ? Math.min(this.matching(match), SEARCH_COUNT_CAP + 1) : this.size,
        );
      },
      page: (_companyId, match, pageSize, offset) => {
        this.pages++;
        return Promise.resolve(this.rows(match, pageSize, offset));
      },
      pageAndCount: (_companyId, match, pageSize, offset) => {
        this.pagesAndCounts++;
        const total = Math.min(this.matching(match), SEARCH_COUNT_CAP + 1);
        return Promise.resolve(this.rows(match, pageSize, offset).map((r) => ({ ...r, total })));
      },
    };
    return fake as LedgerRecordsRepository;
  }

  private rows(match: LedgerMatch, pageSize: number, offset: number): LedgerRow[] {
    const end = Math.min(this.matching(match), offset + pageSize);
    return Array.from({ length: Math.max(0, end - offset) }, (_, i) => aRow(offset + i + 1));
  }
}

function setUp(size: number, matches?: number) {
  const ledger = new FakeLedger(size, matches);
  const records = ledger.repository();
  const sut = new LedgerReadService(records);
  return { sut, ledger };
}

describe('LedgerReadService paging', () => {
  it('counts the ledger once per state of its data, not on every page', async () => {
    const { sut, ledger } = setUp(95);

    const first = await sut.page(COMPANY, { sort: '-date', page: 1, pageSize: 10, search: '' });
    const last = await sut.page(COMPANY, { sort: '-date', page: 10, pageSize: 10, search: '' });

    expect(first).toMatchObject({ total: 95, page: 1, pages: 10 });
    expect(last.rows.map((r) => r.id)).toEqual([91, 92, 93, 94, 95]);
    expect(ledger.counts).toBe(1);
    expect(ledger.pages).toBe(2);
  });

  it('counts again once the ledger changed (a new data_version)', async () => {
    const { sut, ledger } = setUp(30);
    await sut.page(COMPANY, { sort: '-date', page: 1, pageSize: 10, search: '' });

    ledger.version = '2';
    await sut.page(COMPANY, { sort: '-date', page: 2, pageSize: 10, search: '' });

    expect(ledger.counts).toBe(2);
  });

  it('keeps counts apart per filter, and shares one between sorts', async () => {
    const { sut, ledger } = setUp(30);
    const ask = { page: 1, pageSize: 10, search: '' };
    await sut.page(COMPANY, { ...ask, sort: '-date' });
    await sut.page(COMPANY, { ...ask, sort: 'amount' });
    expect(ledger.counts).toBe(1);
    await sut.page(COMPANY, { ...ask, sort: '-date', status: 'PENDING' });
    await sut.page(COMPANY, { ...ask, sort: '-date', rep: 'ann@x.example' });
    await sut.page(COMPANY, { ...ask, sort: '-date', pay_date: '2026-11-20' });
    expect(ledger.counts).toBe(4);
  });

  it('keeps counts apart per company', async () => {
    const { sut, ledger } = setUp(30);
    await sut.page(COMPANY, { sort: '-date', page: 1, pageSize: 10, search: '' });
    await sut.page(COMPANY + 1, { sort: '-date', page: 1, pageSize: 10, search: '' });

    expect(ledger.counts).toBe(2);
  });

  it('answers a page past the end with the last page', async () => {
    const { sut } = setUp(25);

    const answer = await sut.page(COMPANY, { sort: '-date', page: 99, pageSize: 10, search: '' });

    expect(answer).toMatchObject({ total: 25, page: 3, pages: 3 });
    expect(answer.rows).toHaveLength(5);
  });

  it('reads nothing but the count of an empty ledger', async () => {
    const { sut, ledger } = setUp(0);

    const answer = await sut.page(COMPANY, { sort: '-date', page: 1, pageSize: 10, search: '' });

    expect(answer).toEqual({ rows: [], total: 0, page: 1, pages: 1 });
    expect(ledger.pages).toBe(0);
  });

  it('pages and counts a new search in one pass, then pages it from the kept count', async () => {
    const { sut, ledger } = setUp(1000, 42);

    const first = await sut.page(COMPANY, { sort: '-date', page: 1, pageSize: 10, search: 'Acme' });
    const next = await sut.page(COMPANY, {
      sort: '-date',
      page: 2,
      pageSize: 10,
      search: ' acme ',
    });

    expect(first).toMatchObject({ total: 42, page: 1, pages: 5 });
    expect(next).toMatchObject({ total: 42, page: 2, pages: 5 });
    expect(ledger.pagesAndCounts).toBe(1);
    expect(ledger.counts).toBe(0);
    expect(ledger.pages).toBe(1);
  });

  it('caps the count of a search that matches more than SEARCH_COUNT_CAP rows', async () => {
    const { sut } = setUp(50_000, 30_000);

    const first = await sut.page(COMPANY, { sort: '-date', page: 1, pageSize: 10, search: 'rep' });
    const again = await sut.page(COMPANY, { sort: '-date', page: 3, pageSize: 10, search: 'rep' });

    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
    expect(again).toMatchObject({ total: SEARCH_COUNT_CAP, page: 3, capped: true });
  });

  it('counts a search whose first page asked for lies past its matches, then answers the last page', async () => {
    const { sut, ledger } = setUp(1000, 15);

    const answer = await sut.page(COMPANY, {
      sort: '-date',
      page: 4,
      pageSize: 10,
      search: 'Acme',
    });

    expect(answer).toMatchObject({ total: 15, page: 2, pages: 2 });
    expect(answer.rows.map((r) => r.id)).toEqual([11, 12, 13, 14, 15]);
    expect(ledger.counts).toBe(1);
  });
});
