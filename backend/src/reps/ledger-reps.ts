// What the reps directory needs from the ledger — each rep's latest name and manager, and each
// manager's team size — read once per state of the company's data and kept. The state is
// companies.data_version, which triggers bump in the same transaction as any change to the
// company's ledger rows (migration CompanyDataVersion), so an upload or an undo is seen by the very
// next request, on every server process. Reading it costs one pass over the company's ledger
// (a hash aggregate), which a million-row ledger made too slow to repeat on every directory page.
import { Injectable } from '@nestjs/common';
import { VersionedCache } from '../common/versioned-cache.js';
import { LedgerRecordsRepository } from '../ledger/ledger-records.repository.js';

export interface LedgerRep {
  /** rep_name of the rep's newest ledger row. */
  rep_name: string;
  /** The manager on the rep's newest ledger row (lower-cased, trimmed), or null. */
  manager_email: string | null;
}

export interface LedgerReps {
  /** By rep email (lower-cased, trimmed; never ''). */
  reps: Map<string, LedgerRep>;
  /** Manager email → how many distinct reps any ledger row puts under them. */
  teams: Map<string, number>;
}

/** Companies whose summary is kept (each about 200 bytes a rep). */
const MAX_COMPANIES = 50;

@Injectable()
export class LedgerRepsSummary {
  private readonly kept: VersionedCache<LedgerReps>;

  constructor(private readonly records: LedgerRecordsRepository) {
    this.kept = new VersionedCache(MAX_COMPANIES, (companyId) => records.version(companyId));
  }

  /** The summary for the company's current data (read again only after its ledger changed). */
  get(companyId: number): Promise<LedgerReps> {
    return this.kept.get(companyId, 'reps', () => this.read(companyId));
  }

  private async read(companyId: number): Promise<LedgerReps> {
    // One row per (rep, manager) pair with its newest line.
    const rows = await this.records.repPairs(companyId);
    const newest = new Map<string, { id: bigint; rep: LedgerRep }>();
    const members = new Map<string, Set<string>>();
    for (const row of rows) {
      const id = BigInt(row.id);
      const seen = newest.get(row.email);
      if (!seen || id > seen.id)
        newest.set(row.email, {
          id,
          rep: { rep_name: row.rep_name, manager_email: row.manager_email },
        });
      if (row.manager_email) {
        const team = members.get(row.manager_email) ?? new Set<string>();
        team.add(row.email);
        members.set(row.manager_email, team);
      }
    }
    return {
      reps: new Map([...newest].map(([email, { rep }]) => [email, rep])),
      teams: new Map([...members].map(([email, team]) => [email, team.size])),
    };
  }
}
