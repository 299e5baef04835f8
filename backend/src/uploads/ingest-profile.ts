// Times the steps of one upload (decode, parse, validate, COPY, key registration, commit) and
// reports them in the answer's Server-Timing header, where `npm run bench -- ingest` reads them.
import { performance } from 'node:perf_hooks';

export class IngestProfile {
  private last = performance.now();
  private readonly steps: [string, number][] = [];

  /** Ends the step that started at the previous mark (or at creation). */
  mark(step: string): void {
    const now = performance.now();
    this.steps.push([step, now - this.last]);
    this.last = now;
  }

  /** Adds a step timed elsewhere (in a worker thread) and restarts the clock. */
  add(step: string, ms: number): void {
    this.steps.push([step, ms]);
  }

  /** Restarts the clock without recording a step. */
  restart(): void {
    this.last = performance.now();
  }

  header(): string {
    return this.steps.map(([step, ms]) => `${step};dur=${ms.toFixed(1)}`).join(', ');
  }
}
