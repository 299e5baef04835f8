// Remembers how many rows match a search, so paging through a million-row ledger does not count
// them all again on every page. An entry is valid for one state of the company's data, named by
// companies.data_version (bumped by triggers in the same transaction as any change to its rows,
// migration CompanyDataVersion), so it is right across restarts and several server processes,
// and after a change made outside the API too.
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { LedgerRecordsRepository } from './ledger-records.repository.js';

const MAX_ENTRIES = 1_000;

@Injectable()
export class LedgerTotals {
  private readonly totals = new LRUCache<string, number>({ max: MAX_ENTRIES });

  constructor(private readonly records: LedgerRecordsRepository) {}

  /** The state of a company's data: changes with every change to its ledger rows. */
  version(companyId: number): Promise<string> {
    return this.records.version(companyId);
  }

  get(companyId: number, version: string, search: string): number | undefined {
    return this.totals.get(this.key(companyId, version, search));
  }

  set(companyId: number, version: string, search: string, total: number): void {
    this.totals.set(this.key(companyId, version, search), total);
  }

  private key(companyId: number, version: string, search: string): string {
    return `${companyId}|${version}|${search.trim().toLowerCase()}`;
  }
}
