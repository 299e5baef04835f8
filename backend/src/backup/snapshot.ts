// A consistent copy of the running embedded database, taken without stopping requests: a base
// backup, as PostgreSQL's own tools take one. pg_backup_start checkpoints (the only part requests
// wait for, and it writes only what changed since the last checkpoint, not the whole database);
// then a worker thread copies the files while requests go on, pg_backup_stop ends the backup and
// answers the backup_label, and the WAL written meanwhile is copied too. Opening the copy (in the
// same worker) replays that WAL from the backup's start, which makes every page half-copied or
// changed meanwhile what it was at the backup's end (PGlite writes full page images). The copy
// is then dumped in the worker while requests go on.
import type { PGlite } from '@electric-sql/pglite';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { DataSource, QueryRunner } from 'typeorm';
import { rows } from '../database/sql.js';
import type { DumpSource } from './sql-dump.js';

export interface SnapshotReader extends DumpSource {
  close(): Promise<void>;
}

/**
 * Copies the live PGlite files (pgdata) into `into` and opens the copy for reading in a worker
 * thread; answers the reader and how long requests had to wait for it (the two moments the
 * backup holds the pool's only connection: pg_backup_start and pg_backup_stop).
 */
export async function snapshotLiveDatabase(
  dataSource: DataSource,
  pgdata: string,
  into: string,
  extensions: string[],
): Promise<{ reader: SnapshotReader; blockedMs: number }> {
  mkdirSync(dirname(into), { recursive: true, mode: 0o700 });
  const worker = startWorker();
  let blockedMs = 0;
  /** Runs `work` on the pool's only connection, timing how long it is held. */
  const holding = async <T>(work: (runner: QueryRunner) => Promise<T>) => {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    const start = performance.now();
    try {
      return await work(runner);
    } finally {
      blockedMs += performance.now() - start;
      await runner.release();
    }
  };
  try {
    const started = await holding(async (runner) => {
      const [begun] = await rows<{ segment: string; size: string; database: string }>(
        runner,
        `SELECT pg_walfile_name(lsn) AS segment,
                (SELECT setting FROM pg_settings WHERE name = 'wal_segment_size') AS size,
                (SELECT oid::text FROM pg_database WHERE datname = current_database()) AS database
         FROM pg_backup_start('commissionbee', fast => true) AS lsn`,
      );
      return begun;
    });
    let stopped: { segment: string; used: string; labelfile: string; control: Buffer };
    try {
      await worker.ask({ kind: 'copy-files', from: pgdata, into, database: started.database });
    } finally {
      // Always ended, or the next backup could not start in this session.
      stopped = await holding(async (runner) => {
        const [ended] = await rows<{ segment: string; used: string; labelfile: string }>(
          runner,
          `SELECT pg_walfile_name(lsn) AS segment, ((lsn - '0/0'::pg_lsn) % ${Number(started.size)})::text AS used,
                  labelfile
           FROM pg_backup_stop(wait_for_archive => false)`,
        );
        // Read while the connection is held: PGlite runs on this thread, so it is not mid-write.
        return { ...ended, control: readFileSync(join(pgdata, 'global', 'pg_control')) };
      });
    }
    const size = Number(started.size);
    const used = Number(stopped.used) || size;
    await worker.ask({
      kind: 'copy-wal',
      from: pgdata,
      into,
      first: started.segment,
      last: stopped.segment,
      length: Math.min(Math.ceil(used / 8192) * 8192, size),
      size,
    });
    writeFileSync(join(into, 'global', 'pg_control'), stopped.control, { mode: 0o600 });
    writeFileSync(join(into, 'backup_label'), stopped.labelfile, { mode: 0o600 });
    await worker.ask({ kind: 'open', dataDir: into, extensions });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return { reader: worker.reader, blockedMs };
}

type Reply = { id: number; rows?: unknown[]; bytes?: Uint8Array; error?: string };

/** The helper thread (workers/pglite-reader.mjs) and a way to ask it things. */
function startWorker() {
  const worker = new Worker(new URL('../../workers/pglite-reader.mjs', import.meta.url));
  const pending = new Map<number, { resolve: (v: Reply) => void; reject: (e: Error) => void }>();
  let serial = 0;
  let failure: Error | null = null;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.error !== undefined) p.reject(new Error(reply.error));
    else p.resolve(reply);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The backup reader stopped (exit ${code})`)));

  const ask = (message: Record<string, unknown>): Promise<Reply> => {
    if (failure) return Promise.reject(failure);
    const id = ++serial;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };
  const terminate = async () => {
    await worker.terminate();
  };
  const reader: SnapshotReader = {
    async query<T>(sql: string) {
      return (await ask({ kind: 'query', sql })).rows as T[];
    },
    async copyOut(selectSql: string) {
      return (await ask({ kind: 'copy', sql: selectSql })).bytes!;
    },
    async close() {
      try {
        if (!failure) await ask({ kind: 'close' });
      } finally {
        await terminate();
      }
    },
  };
  return { ask, terminate, reader };
}

/** Reads a PGlite opened in this thread (the command-line tools, which serve nobody meanwhile). */
export function pgliteSource(pglite: PGlite): DumpSource {
  return {
    async query<T>(sql: string) {
      return (await pglite.query<T>(sql)).rows;
    },
    async copyOut(selectSql: string) {
      const result = await pglite.query(`COPY (${selectSql}) TO '/dev/blob'`);
      // PGlite hands back no blob at all when the COPY wrote nothing (an empty page range).
      return result.blob ? new Uint8Array(await result.blob.arrayBuffer()) : new Uint8Array(0);
    },
  };
}
