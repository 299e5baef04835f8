// The SQL that keeps the ledger search's trigram table (ledger_search) up to date: the functions
// of migration LedgerSearchDeferred do the work; LedgerSearchIndexer decides when.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { exec, row } from '../database/sql.js';

@Injectable()
export class LedgerSearchRepository {
  constructor(private readonly db: DataSource) {}

  /** Indexes up to `batch` pending rows in one statement; answers how many (0: none pending). */
  async indexPending(batch: number): Promise<number> {
    const done = await row<{ indexed: number }>(
      this.db,
      `SELECT ledger_search_index_pending($1) AS indexed`,
      [batch],
    );
    return done!.indexed;
  }

  /** Fresh planner statistics for ledger_search (PGlite runs no autovacuum). */
  async analyze(): Promise<void> {
    await exec(this.db, 'ANALYZE ledger_search');
  }
}
