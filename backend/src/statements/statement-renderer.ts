// Statement PDFs are made in worker threads (workers/statement-pdf.worker.mjs, a piscina pool):
// a 200-line layout holds a CPU for a good part of a second, a ZIP of a thousand reps for much
// longer, and on the main thread that would hold every rep's portal meanwhile.
import { availableParallelism } from 'node:os';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { StatementContent } from '@commissionbee/shared/statements';

// Two levels up from src/statements (jest) or dist/statements (node dist/main.js).
const WORKER = new URL('../../workers/statement-pdf.worker.mjs', import.meta.url).href;

/**
 * Threads that make PDFs: one fewer than the CPUs (at least one, at most four), so one CPU is
 * always left to the main thread's requests while a ZIP is made.
 */
export const STATEMENT_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

@Injectable()
export class StatementRenderer implements OnApplicationShutdown {
  private pool: Piscina | null = null;

  get threads(): number {
    return STATEMENT_THREADS;
  }

  /**
   * Starts the pool (its first thread loads the PDF library and the fonts, most of a second) when
   * statements are about to be wanted: a freeze runs on publish, and the ZIP of the pay date is
   * what an admin downloads next. The first thread then stays.
   */
  warm(): Piscina {
    this.pool ??= new Piscina({
      filename: WORKER,
      minThreads: 1,
      maxThreads: STATEMENT_THREADS,
      idleTimeout: 60_000,
    });
    return this.pool;
  }

  async render(content: StatementContent): Promise<Buffer> {
    const bytes = (await this.warm().run({ content })) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
    this.pool = null;
  }
}
