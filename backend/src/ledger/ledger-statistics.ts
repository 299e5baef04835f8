// Keeps the planner statistics of ledger_records fresh after bulk uploads and undos. PGlite runs
// no autovacuum, and without statistics PostgreSQL plans a million-row ledger as if it held 30
// rows (a full sort per page). ANALYZE runs in the background, after the change has committed,
// so no upload waits for it; like autovacuum, only once about a tenth of the table has changed.
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { LedgerRecordsRepository } from './ledger-records.repository.js';

/** Changed rows below which statistics are never refreshed. */
export const ANALYZE_FROM_ROWS = 1_000;
const SCALE_FACTOR = 0.1;

@Injectable()
export class LedgerStatistics implements BeforeApplicationShutdown {
  private readonly logger = new Logger('LedgerStatistics');
  private changedRows = 0;
  private running: Promise<void> | null = null;

  constructor(private readonly records: LedgerRecordsRepository) {}

  /** Notes `rows` inserted or deleted by a committed change. */
  changed(rows: number): void {
    this.changedRows += rows;
    if (this.changedRows < ANALYZE_FROM_ROWS || this.running) return;
    this.running = this.refresh()
      .catch((error: Error) => this.logger.warn(`ANALYZE ledger_records failed: ${error.message}`))
      .finally(() => (this.running = null));
  }

  /** Lets a running ANALYZE finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.running;
  }

  private async refresh(): Promise<void> {
    const tuples = await this.records.estimatedRows();
    if (this.changedRows < Math.max(ANALYZE_FROM_ROWS, SCALE_FACTOR * tuples)) return;
    this.changedRows = 0;
    await this.records.analyze();
  }
}
