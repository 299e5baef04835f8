// Answers kept for one state of a company's data. The state is companies.data_version, which
// triggers bump in the same transaction as any change to the company's ledger rows (migration
// CompanyDataVersion), so a kept answer is right across restarts and several server processes,
// and an upload or an undo is seen by the very next request. One entry per company and key: an
// answer for an older version is replaced, not kept beside the new one. Bounded (least recently
// used entries go first).
import { LRUCache } from 'lru-cache';

interface Kept<V> {
  version: string;
  value: Promise<V>;
}

export class VersionedCache<V> {
  private readonly kept: LRUCache<string, Kept<V>>;

  /**
   * `max` entries (company and key pairs) at most; `version` reads a company's
   * companies.data_version (LedgerRecordsRepository.version).
   */
  constructor(
    max: number,
    private readonly version: (companyId: number) => Promise<string>,
  ) {
    this.kept = new LRUCache({ max });
  }

  /**
   * The answer for the company's current data: the kept one, else `read`'s, kept (callers that
   * come while it is read share it; a failed read is not kept).
   */
  async get(companyId: number, key: string, read: () => Promise<V>): Promise<V> {
    // The version is read before the rows: a change in between is a newer version, which the
    // next request reads again, so an answer never stands for a state newer than its rows.
    const version = await this.version(companyId);
    const id = `${companyId}|${key}`;
    const kept = this.kept.get(id);
    if (kept?.version === version) return kept.value;
    const value = read();
    this.kept.set(id, { version, value });
    value.catch(() => {
      if (this.kept.get(id)?.value === value) this.kept.delete(id);
    });
    return value;
  }

  /** Entries kept now. */
  get size(): number {
    return this.kept.size;
  }
}
