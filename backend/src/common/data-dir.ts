// DATA_DIR holds the database files, the JWT secret and the mail outbox (emails with private
// links): it is made 0700 and nothing in it is readable or writable by other users.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function secureDataDir(dir: string): void {
  try {
    process.umask(0o077); // files PGlite and the outbox create from now on: owner only
  } catch {
    // worker threads may not change the umask; the main thread already did
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  closeUp(dir);
}

/** Strips group and other permissions from a directory tree left by an older version. */
function closeUp(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700);
  if (stat.isDirectory()) for (const name of readdirSync(path)) closeUp(join(path, name));
}
