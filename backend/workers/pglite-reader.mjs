// The backup's helper thread (src/backup/snapshot.ts): copies the live embedded database's files
// while requests go on (a base backup between pg_backup_start and pg_backup_stop), then opens the
// copy (recovery replays the WAL written meanwhile, which makes it consistent) and answers read
// queries from the backup. Copying, PGlite's start-up, recovery and COPY run here, off the thread
// that serves requests, so neither their length nor a busy request thread slows the other.
// Plain JavaScript: it runs as is from src (tests) and from dist.
import {
  closeSync,
  copyFileSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const WAL_SEGMENT = /^[0-9A-F]{24}$/;
/** What a base backup leaves behind (as pg_basebackup does): runtime state, not data. */
const RUNTIME_DIRS = new Set([
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const RUNTIME_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
]);

let db = null;

parentPort.on('message', (message) => {
  void answer(message);
});

async function answer({ id, kind, sql, ...args }) {
  try {
    if (kind === 'copy-files') {
      copyFiles(args);
      parentPort.postMessage({ id });
    } else if (kind === 'copy-wal') {
      copyWal(args);
      parentPort.postMessage({ id });
    } else if (kind === 'open') {
      const extensions = {};
      for (const name of args.extensions) {
        extensions[name] = (await import(`@electric-sql/pglite/contrib/${name}`))[name];
      }
      db = await PGlite.create(args.dataDir, { extensions });
      parentPort.postMessage({ id });
    } else if (kind === 'close') {
      await db?.close();
      parentPort.postMessage({ id });
    } else if (kind === 'copy') {
      const result = await db.query(`COPY (${sql}) TO '/dev/blob'`);
      // PGlite gives no blob when the COPY wrote nothing (an empty page range or table).
      const bytes = result.blob
        ? new Uint8Array(await result.blob.arrayBuffer())
        : new Uint8Array(0);
      parentPort.postMessage({ id, bytes }, [bytes.buffer]);
    } else {
      parentPort.postMessage({ id, rows: (await db.query(sql)).rows });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * The data files, as they are while the database keeps writing (a page may be caught half
 * written: the WAL since pg_backup_start holds a full image of every page changed since, and
 * recovery puts it back). Without the WAL (copied after pg_backup_stop), the runtime state and
 * the template databases, which the backup never reads.
 */
function copyFiles({ from, into, database }) {
  copyTree(from, into, (source) => {
    const name = basename(source);
    const parent = basename(dirname(source));
    // A session's temporary table (an upload's reconcile table): private, gone after a restart.
    if (TEMP_RELATION.test(name)) return false;
    if (RUNTIME_FILES.has(name) && dirname(source) === from) return false;
    if (RUNTIME_DIRS.has(parent) && dirname(dirname(source)) === from) return false;
    if (parent === 'base' && dirname(dirname(source)) === from) return name === database;
    if (parent === 'pg_wal' && dirname(dirname(source)) === from) return !WAL_SEGMENT.test(name);
    return true;
  });
}

const TEMP_RELATION = /^t\d+_\d+/;

/**
 * Copies a directory tree that the database keeps changing: a file dropped while the copy runs
 * (a table dropped or rewritten) is skipped, as pg_basebackup does; WAL replay drops it anyway.
 */
function copyTree(source, target, keep) {
  mkdirSync(target, { recursive: true, mode: 0o700 });
  let entries;
  try {
    entries = readdirSync(source, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const from = join(source, entry.name);
    if (!keep(from)) continue;
    try {
      if (entry.isDirectory()) copyTree(from, join(target, entry.name), keep);
      else copyFileSync(from, join(target, entry.name));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
}

/**
 * The WAL from the backup's start up to its end (`last` holds the end record and is copied up to
 * `length` bytes, the rest of the segment zeros: recovery reads that as the end of the WAL).
 * Segments only grow at their end, so what lies before the end record no longer changes.
 */
function copyWal({ from, into, first, last, length, size }) {
  const segments = [];
  for (let segment = first; segment <= last; segment = nextSegment(segment, size)) {
    segments.push(segment);
  }
  for (const segment of segments) {
    const whole = segment !== last;
    copyHead(
      join(from, 'pg_wal', segment),
      join(into, 'pg_wal', segment),
      whole ? size : length,
      size,
    );
  }
}

/** The name of the WAL segment after `name` (timeline, then the LSN's high word and segment). */
function nextSegment(name, size) {
  const perId = 0x100000000 / size;
  const timeline = name.slice(0, 8);
  let high = parseInt(name.slice(8, 16), 16);
  let low = parseInt(name.slice(16, 24), 16) + 1;
  if (low >= perId) {
    high += 1;
    low = 0;
  }
  const hex = (n) => n.toString(16).toUpperCase().padStart(8, '0');
  return `${timeline}${hex(high)}${hex(low)}`;
}

/** Copies the first `length` bytes of a file; the copy has `size` bytes, zeros after them. */
function copyHead(source, target, length, size) {
  const input = openSync(source, 'r');
  const output = openSync(target, 'w', 0o600);
  try {
    const chunk = Buffer.alloc(Math.min(length, 1 << 20));
    for (let at = 0; at < length;) {
      const read = readSync(input, chunk, 0, Math.min(chunk.length, length - at), at);
      if (read === 0) break;
      writeSync(output, chunk, 0, read, at);
      at += read;
    }
    ftruncateSync(output, size);
  } finally {
    closeSync(input);
    closeSync(output);
  }
}
