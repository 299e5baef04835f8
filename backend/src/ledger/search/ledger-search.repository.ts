// The SQL that keeps the ledger search's trigram table (ledger_search) up to date: the functions
// of migration LedgerSearchDeferred do the work; LedgerSearchIndexer decides when.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { exec, row } from '../../database/sql.js';

@Injectable()
export class LedgerSearchRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Writes the search text of up to `batch` pending rows into the staged table (no trigram index
   * to maintain) in one statement; answers how many (0: none pending).
   */
  async stagePending(batch: number): Promise<number> {
    const done = await row<{ staged: number }>(
      this.db,
      `SELECT ledger_search_stage_pending($1) AS staged`,
      [batch],
    );
    return done!.staged;
  }

  /** Moves up to `batch` staged texts under the trigram index; answers how many (0: none). */
  async indexStaged(batch: number): Promise<number> {
    const done = await row<{ indexed: number }>(
      this.db,
      `SELECT ledger_search_index_staged($1) AS indexed`,
      [batch],
    );
    return done!.indexed;
  }

  /** Fresh planner statistics for ledger_search (PGlite runs no autovacuum). */
  async analyze(): Promise<void> {
    await exec(this.db, 'ANALYZE ledger_search, ledger_search_staged');
  }
}
