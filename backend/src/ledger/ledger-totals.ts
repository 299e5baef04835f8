// Remembers how many rows match a search, so paging through a million-row ledger does not count
// them all again on every page. An entry is valid for one state of the company's ledger, named by
// its upload batches (rows only come and go with uploads and undos), so it is right across
// restarts and several server processes.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

const MAX_ENTRIES = 1_000;

@Injectable()
export class LedgerTotals {
  private readonly totals = new Map<string, number>();

  /** The state of a company's ledger: changes with every upload and every undo. */
  async version(db: Pick<EntityManager, 'query'>, companyId: number): Promise<string> {
    const [state]: { last: number | null; batches: number }[] = await db.query(
      `SELECT max(id) AS last, count(*)::int AS batches FROM uploads WHERE company_id = $1`,
      [companyId],
    );
    return `${state.last ?? 0}.${state.batches}`;
  }

  get(companyId: number, version: string, search: string): number | undefined {
    return this.totals.get(this.key(companyId, version, search));
  }

  set(companyId: number, version: string, search: string, total: number): void {
    if (this.totals.size >= MAX_ENTRIES) this.totals.delete(this.totals.keys().next().value!);
    this.totals.set(this.key(companyId, version, search), total);
  }

  private key(companyId: number, version: string, search: string): string {
    return `${companyId}|${version}|${search.trim().toLowerCase()}`;
  }
}
