import { INDEX_BATCH, LedgerSearchIndexer, STAGE_BATCH } from './ledger-search-indexer.js';
import type { LedgerSearchRepository } from './ledger-search.repository.js';
import { Foreground } from '../../queue/foreground.js';

/**
 * The indexer's scheduling, over a stand-in for its two SQL calls (the SQL itself is covered by
 * the API specs on both databases). What matters here: an upload's kick is never lost, whatever
 * the running drain is doing when it comes.
 */
class Rows {
  pending = 0;
  staged = 0;
  indexed = 0;
  /** The order of the calls, 's' for a stage and 'i' for an index batch. */
  calls = '';
  analyses = 0;
  /** While set, ANALYZE waits for it (a slow ANALYZE on a busy server). */
  analyzeGate: Promise<void> | null = null;

  readonly repository = {
    stagePending: async (batch: number) => {
      await Promise.resolve();
      const n = Math.min(batch, this.pending);
      this.pending -= n;
      this.staged += n;
      if (n) this.calls += 's';
      return n;
    },
    indexStaged: async (batch: number) => {
      await Promise.resolve();
      const n = Math.min(batch, this.staged);
      this.staged -= n;
      this.indexed += n;
      if (n) this.calls += 'i';
      return n;
    },
    analyze: async () => {
      this.analyses += 1;
      await this.analyzeGate;
    },
  } as unknown as LedgerSearchRepository;
}

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('LedgerSearchIndexer', () => {
  it('indexes every pending row in batches and answers when none is left', async () => {
    const rows = new Rows();
    rows.pending = INDEX_BATCH * 2 + 5;
    const sut = new LedgerSearchIndexer(rows.repository, new Foreground());
    await sut.kick();
    expect(rows.pending).toBe(0);
    expect(rows.staged).toBe(0);
    expect(rows.indexed).toBe(INDEX_BATCH * 2 + 5);
    expect(rows.analyses).toBe(1);
  });

  it('runs no batch while an upload runs in the process, and goes on when it has answered', async () => {
    const rows = new Rows();
    rows.pending = 5;
    const foreground = new Foreground();
    const upload = foreground.begin();
    const sut = new LedgerSearchIndexer(rows.repository, foreground);
    const drained = sut.kick();
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(rows.calls).toBe('');
    upload();
    await drained;
    expect(rows.indexed).toBe(5);
  });

  it('stages every pending row before it indexes any, in batches of STAGE_BATCH', async () => {
    const rows = new Rows();
    rows.pending = STAGE_BATCH + INDEX_BATCH;
    const sut = new LedgerSearchIndexer(rows.repository, new Foreground());
    await sut.kick();
    // Two stage batches, then every index batch: a search reads computed texts from the first
    // seconds on, and only the move under the trigram index takes longer.
    expect(rows.calls).toBe(`ss${'i'.repeat((STAGE_BATCH + INDEX_BATCH) / INDEX_BATCH)}`);
    expect(rows.indexed).toBe(STAGE_BATCH + INDEX_BATCH);
  });

  it('indexes the rows of a kick that comes while the drain runs its ANALYZE', async () => {
    const rows = new Rows();
    rows.pending = 5_000;
    const slow = gate();
    rows.analyzeGate = slow.promise;
    const sut = new LedgerSearchIndexer(rows.repository, new Foreground());
    const first = sut.kick();
    while (rows.analyses === 0) await new Promise((resolve) => setImmediate(resolve));

    // An upload commits and kicks while the ANALYZE still runs.
    rows.pending = 3;
    const second = sut.kick();
    rows.analyzeGate = null;
    slow.open();
    await first;
    await second;
    for (let i = 0; i < 20 && rows.indexed < 5_003; i += 1)
      await new Promise((resolve) => setImmediate(resolve));

    expect(rows.pending).toBe(0);
    expect(rows.indexed).toBe(5_003);
  });

  it('starts again after a failed drain when a kick came meanwhile', async () => {
    const rows = new Rows();
    let fail = true;
    const failing = gate();
    const repository = {
      stagePending: async (batch: number) => {
        if (fail) {
          await failing.promise;
          fail = false;
          throw new Error('connection lost');
        }
        return rows.repository.stagePending(batch);
      },
      indexStaged: (batch: number) => rows.repository.indexStaged(batch),
      analyze: () => rows.repository.analyze(),
    } as unknown as LedgerSearchRepository;
    const sut = new LedgerSearchIndexer(repository, new Foreground());
    const first = sut.kick();
    rows.pending = 3;
    void sut.kick();
    failing.open();
    await first;
    for (let i = 0; i < 20 && rows.indexed < 3; i += 1)
      await new Promise((resolve) => setImmediate(resolve));

    expect(rows.indexed).toBe(3);
  });

  it('does nothing once the application shuts down', async () => {
    const rows = new Rows();
    rows.pending = 10;
    const sut = new LedgerSearchIndexer(rows.repository, new Foreground());
    await sut.beforeApplicationShutdown();
    await sut.kick();
    expect(rows.indexed).toBe(0);
  });
});
