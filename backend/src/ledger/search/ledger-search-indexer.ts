// Writes the search text of newly uploaded or changed ledger rows after their upload has
// committed, a batch per short transaction, so an upload maintains no trigram index and, on
// PGlite's one connection, other requests run between batches. Two steps: every pending row's
// text first goes into the staged table (cheap, large batches: within a second or two of a
// 300,000-row upload a search reads computed texts instead of computing them), then staged texts
// move under the trigram index (ledger_search). Searches are exact throughout (ledger-search.ts).
import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Foreground } from '../../queue/foreground.js';
import { ANALYZE_FROM_ROWS } from '../ledger-statistics.js';
import { LedgerSearchRepository } from './ledger-search.repository.js';

/** Rows per transaction: about 0.1–0.3 s of work, the longest another request waits for it. */
export const INDEX_BATCH = 2_000;
/** Rows staged per transaction: computing texts with no index to maintain is ~10× cheaper a row. */
export const STAGE_BATCH = 20_000;
/** Also looks for rows changed outside the API (or by another server process) this often. */
const SWEEP_MS = 30_000;

@Injectable()
export class LedgerSearchIndexer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LedgerSearchIndexer');
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private sinceAnalyze = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly repository: LedgerSearchRepository,
    private readonly foreground: Foreground,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.kick(), SWEEP_MS);
    this.timer.unref();
    void this.kick();
  }

  /**
   * Indexes whatever is pending, in the background; answers when nothing is left. A kick while a
   * drain runs is never lost: the drain looks again before it ends, and a kick that came after
   * its last look (during its ANALYZE, or as it failed) starts the next drain at once instead of
   * leaving the rows to the 30 s sweep.
   */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((error: Error) =>
        this.logger.warn(`indexing the ledger search failed: ${error.message}`),
      )
      .finally(() => {
        this.running = null;
        if (this.again) void this.kick();
      });
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      while (!this.stopped) {
        // An upload running in this process goes first (queue/foreground.ts): on PGlite a batch
        // holds the one connection and the event loop, and an upload's body waited behind
        // batch after batch of the previous upload's rows until its deadline passed.
        await this.foreground.yield();
        // New rows are staged first, even when others are still waiting to be indexed: a search
        // is fast once a row's text is computed, whichever table holds it.
        const staged = await this.repository.stagePending(STAGE_BATCH);
        const indexed = staged > 0 ? 0 : await this.repository.indexStaged(INDEX_BATCH);
        if (staged === 0 && indexed === 0) break;
        this.sinceAnalyze += indexed;
        // Let requests waiting for the connection (PGlite has one) run between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
      // PGlite runs no autovacuum: without statistics the planner would not trust the index.
      if (this.sinceAnalyze >= ANALYZE_FROM_ROWS && !this.stopped) {
        this.sinceAnalyze = 0;
        await this.repository.analyze();
      }
    } while (this.again && !this.stopped);
  }
}
