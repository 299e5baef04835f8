// Embedded PostgreSQL (PGlite) for the one-command start: its files live in DATA_DIR/pgdata and
// a lock file makes sure two processes never open the same directory.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

export interface EmbeddedPostgres {
  pglite: PGlite;
  close(): Promise<void>;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The extensions every PGlite of DATA_DIR is opened with (backups and restores load the same). */
export const EMBEDDED_EXTENSIONS = { pg_trgm };

/** Opens a PGlite data directory with the product's extensions, without taking the lock. */
export function openPGlite(pgdata: string): Promise<PGlite> {
  // pg_trgm: the ledger search's trigram index (migration LedgerSearchTrigram).
  return PGlite.create(pgdata, { extensions: EMBEDDED_EXTENSIONS });
}

/** Where PGlite keeps its files inside DATA_DIR. */
export const pgdataOf = (dataDir: string) => join(dataDir, 'pgdata');

/**
 * Takes DATA_DIR's lock (the server and the command-line tools all take it), and answers how to
 * release it; a running process holding it is a DataDirLockedError.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  return takeLock(join(dataDir, 'pgdata.lock'));
}

function takeLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (owner && owner !== process.pid && processAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory is in use by process ${owner} (${lockFile}). Stop it, or set DATA_DIR to another directory.`,
        );
      }
      rmSync(lockFile, { force: true }); // left behind by a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockFile}`);
}

export async function openEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const release = lockDataDir(dataDir);
  try {
    const pglite = await openPGlite(pgdataOf(dataDir));
    let closed = false;
    return {
      pglite,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
