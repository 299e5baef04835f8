// Backup files on disk: written owner-only under a temporary name and renamed once complete, and
// read back into a PGlite (the restore), COPY blocks and all.
import type { PGlite } from '@electric-sql/pglite';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  openSync,
  closeSync,
  readSync,
  fstatSync,
} from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { DUMP_END_MARKER, writeSqlDump, type DumpSource, type DumpSummary } from './sql-dump.js';

/** Owner-only, for files and folders that hold pay data. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/** Writes the dump of `source` to `file` (mode 0600); nothing is left at `file` if it fails. */
export async function writeDumpFile(
  source: DumpSource,
  file: string,
  header: string,
): Promise<DumpSummary> {
  const partial = `${file}.partial`;
  const stream = createWriteStream(partial, { mode: FILE_MODE, flags: 'w' });
  await once(stream, 'open');
  try {
    const summary = await writeSqlDump(
      source,
      {
        async write(chunk) {
          if (!stream.write(chunk)) await once(stream, 'drain');
        },
      },
      header,
    );
    stream.end();
    await once(stream, 'finish');
    await rename(partial, file);
    return summary;
  } catch (error) {
    stream.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

export class NotABackupError extends Error {}

/** Refuses a file that is not a complete dump of ours (a download or copy cut short). */
export function assertCompleteDump(file: string): void {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    throw new NotABackupError(`Cannot read the backup file ${file}.`);
  }
  try {
    const size = fstatSync(fd).size;
    const tail = Buffer.alloc(Math.min(size, 256));
    readSync(fd, tail, 0, tail.length, size - tail.length);
    if (!tail.toString('utf8').trimEnd().endsWith(DUMP_END_MARKER)) {
      throw new NotABackupError(
        `${file} is not a complete CommissionBee backup (its last line should be "${DUMP_END_MARKER}").`,
      );
    }
  } finally {
    closeSync(fd);
  }
}

const COPY_HEADER = /^COPY (.+) FROM stdin;$/;
/** Rows are handed to PGlite in blobs of about this size. */
const COPY_BATCH_BYTES = 8 * 1024 * 1024;

/** Runs a dump written by writeDumpFile against a PGlite (an empty database). */
export async function restoreDumpFile(file: string, pglite: PGlite): Promise<void> {
  assertCompleteDump(file);
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let sql: string[] = [];
  let copyTarget: string | null = null;
  let rows: string[] = [];
  let rowBytes = 0;

  const flushSql = async () => {
    const text = sql.join('\n').trim();
    sql = [];
    if (text) await pglite.exec(text);
  };
  const flushRows = async () => {
    if (rows.length === 0) return;
    const blob = new Blob([rows.join('\n'), '\n']);
    rows = [];
    rowBytes = 0;
    await pglite.query(`COPY ${copyTarget} FROM '/dev/blob'`, [], { blob });
  };

  for await (const line of lines) {
    if (copyTarget !== null) {
      if (line === '\\.') {
        await flushRows();
        copyTarget = null;
      } else {
        rows.push(line);
        rowBytes += line.length + 1;
        if (rowBytes >= COPY_BATCH_BYTES) await flushRows();
      }
      continue;
    }
    const copy = COPY_HEADER.exec(line);
    if (copy) {
      await flushSql();
      copyTarget = copy[1];
    } else {
      sql.push(line);
    }
  }
  if (copyTarget !== null) throw new NotABackupError(`${file} ends inside the rows of a table.`);
  await flushSql();
}
