// Keeps the planner statistics of ledger_records fresh after bulk uploads and undos. PGlite runs
// no autovacuum, and without statistics PostgreSQL plans a million-row ledger as if it held 30
// rows (a full sort per page). ANALYZE runs in the background, after the change has committed,
// so no upload waits for it; like autovacuum, only once about a tenth of the table has changed.
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Changed rows below which statistics are never refreshed. */
export const ANALYZE_FROM_ROWS = 1_000;
const SCALE_FACTOR = 0.1;

@Injectable()
export class LedgerStatistics implements BeforeApplicationShutdown {
  private readonly logger = new Logger('LedgerStatistics');
  private changedRows = 0;
  private running: Promise<void> | null = null;

  constructor(private readonly db: DataSource) {}

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
    const [{ tuples }]: { tuples: number }[] = await this.db.query(
      `SELECT greatest(reltuples, 0)::float8 AS tuples FROM pg_class WHERE oid = 'ledger_records'::regclass`,
    );
    if (this.changedRows < Math.max(ANALYZE_FROM_ROWS, SCALE_FACTOR * tuples)) return;
    this.changedRows = 0;
    await this.db.query('ANALYZE ledger_records');
  }
}
