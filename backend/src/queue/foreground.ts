// Work someone is waiting for in this process (an upload, from its body to its answer), and the
// queued background work that steps aside for it. On a 2-core server the statements freeze of a
// 100,000-row upload takes about 0.9 of a core (this process and its PostgreSQL sessions) for
// minutes, and an upload made meanwhile (a corrected file sent again; the ingest bench's JSON
// upload right after its CSV one) shared the cores with it. A background job calls `yield()`
// between small units of its work (one rep's statement), so it pauses while an upload runs and
// goes on when the upload has answered.
import { Injectable } from '@nestjs/common';

/**
 * The longest one `yield()` waits: under a steady stream of uploads the background work still
 * moves (a unit every this often), and a job never waits long enough for its heartbeat to matter.
 */
export const MAX_YIELD_MS = 10_000;

@Injectable()
export class Foreground {
  private running = 0;
  private readonly waiting = new Set<() => void>();

  /** Marks foreground work until the function it answers is called (once; later calls do nothing). */
  begin(): () => void {
    this.running += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.running -= 1;
      if (this.running > 0) return;
      for (const wake of [...this.waiting]) wake();
    };
  }

  /** Foreground work is running now. */
  get busy(): boolean {
    return this.running > 0;
  }

  /** At once when no foreground work runs; else when the last of it ends, or after `maxMs`. */
  async yield(maxMs = MAX_YIELD_MS): Promise<void> {
    if (this.running === 0) return;
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, maxMs);
      this.waiting.add(wake);
    });
  }
}
