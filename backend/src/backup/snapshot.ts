// A consistent copy of the running embedded database, taken in a moment: while the pool's only
// connection is held (no request is inside a transaction) the database is checkpointed and its
// files copied synchronously, so PGlite, which runs on this thread, cannot write meanwhile. The
// copy is then opened in a worker thread (crash recovery, then read-only queries) and dumped at
// leisure while requests go on.
import type { PGlite } from '@electric-sql/pglite';
import {
  closeSync,
  cpSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { DataSource } from 'typeorm';
import type { DumpSource } from './sql-dump.js';

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Copies the live PGlite files (pgdata) into `into`, holding the database for as short a time as
 * it can; answers how long requests had to wait for it.
 */
export async function snapshotLiveDatabase(
  dataSource: DataSource,
  pgdata: string,
  into: string,
): Promise<{ blockedMs: number }> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const start = performance.now();
  try {
    await runner.query('CHECKPOINT');
    // Only what the copy needs is copied, as the copy is what requests wait for. After the
    // checkpoint, recovery needs only the WAL from its redo point on: the older and the
    // recycled segments PostgreSQL keeps around (most of pg_wal) stay behind, and of the segment
    // being written only the written part is copied (the rest of a segment reads as its end).
    const [wal] = (await runner.query(
      `SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS current, redo_wal_file AS redo,
              ((pg_current_wal_insert_lsn() - '0/0'::pg_lsn) % s.size)::text AS used, s.size::text AS size,
              (SELECT oid::text FROM pg_database WHERE datname = current_database()) AS database
       FROM pg_control_checkpoint(),
            (SELECT setting::bigint AS size FROM pg_settings WHERE name = 'wal_segment_size') s`,
    )) as { current: string; redo: string; used: string; size: string; database: string }[];
    mkdirSync(dirname(into), { recursive: true, mode: 0o700 });
    cpSync(pgdata, into, {
      recursive: true,
      filter: (source) => {
        const name = basename(source);
        if (name === 'postmaster.pid') return false;
        // The template databases are never read from the copy.
        if (basename(dirname(source)) === 'base' && dirname(dirname(source)) === pgdata) {
          return name === wal.database;
        }
        if (basename(dirname(source)) === 'pg_wal' && WAL_SEGMENT.test(name)) {
          return name >= wal.redo && name < wal.current;
        }
        return true;
      },
    });
    copyHead(
      join(pgdata, 'pg_wal', wal.current),
      join(into, 'pg_wal', wal.current),
      Math.ceil(Number(wal.used) / 8192) * 8192,
      Number(wal.size),
    );
  } finally {
    await runner.release();
  }
  return { blockedMs: performance.now() - start };
}

/** Copies the first `length` bytes of a file; the copy has `size` bytes, zeros after them. */
function copyHead(from: string, to: string, length: number, size: number): void {
  const input = openSync(from, 'r');
  const output = openSync(to, 'w', 0o600);
  try {
    const buffer = Buffer.alloc(Math.min(length, size));
    readSync(input, buffer, 0, buffer.length, 0);
    writeSync(output, buffer);
    ftruncateSync(output, size);
  } finally {
    closeSync(input);
    closeSync(output);
  }
}

export interface SnapshotReader extends DumpSource {
  close(): Promise<void>;
}

/** Opens a copied data directory in a worker thread and reads it from there. */
export async function openSnapshotReader(
  pgdata: string,
  extensions: string[],
): Promise<SnapshotReader> {
  const worker = new Worker(new URL('../../workers/pglite-reader.mjs', import.meta.url), {
    workerData: { dataDir: pgdata, extensions },
  });
  type Reply = { id: number; ready?: true; rows?: unknown[]; bytes?: Uint8Array; error?: string };
  const pending = new Map<number, { resolve: (v: Reply) => void; reject: (e: Error) => void }>();
  let serial = 0;
  let failure: Error | null = null;
  let opened: { resolve: () => void; reject: (e: Error) => void } | null = null;
  const ready = new Promise<void>((resolve, reject) => (opened = { resolve, reject }));

  const failAll = (error: Error) => {
    failure ??= error;
    opened?.reject(failure);
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    if (reply.ready) return opened?.resolve();
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.error !== undefined) p.reject(new Error(reply.error));
    else p.resolve(reply);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The backup reader stopped (exit ${code})`)));
  await ready;

  const ask = (kind: string, sql = ''): Promise<Reply> => {
    if (failure) return Promise.reject(failure);
    const id = ++serial;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, kind, sql });
    });
  };
  return {
    async query<T>(sql: string) {
      return (await ask('query', sql)).rows as T[];
    },
    async copyOut(selectSql: string) {
      return (await ask('copy', selectSql)).bytes!;
    },
    async close() {
      try {
        if (!failure) await ask('close');
      } finally {
        await worker.terminate();
      }
    },
  };
}

/** Reads a PGlite opened in this thread (the command-line tools, which serve nobody meanwhile). */
export function pgliteSource(pglite: PGlite): DumpSource {
  return {
    async query<T>(sql: string) {
      return (await pglite.query<T>(sql)).rows;
    },
    async copyOut(selectSql: string) {
      const result = await pglite.query(`COPY (${selectSql}) TO '/dev/blob'`);
      return new Uint8Array(await result.blob!.arrayBuffer());
    },
  };
}
