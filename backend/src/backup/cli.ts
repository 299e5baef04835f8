// The command-line tools for the embedded database (run through the root package's scripts):
//   npm run backup -- --out FILE
//   npm run restore -- FILE [--force]
//   npm run move-to-postgres -- postgres://user:pass@host:5432/db
// DATA_DIR is read as the server reads it (default ./.data).
import 'reflect-metadata';
import { resolve } from 'node:path';
import { DataDirLockedError } from '../database/embedded-postgres.js';
import {
  backupDataDir,
  DataToolError,
  moveToPostgres,
  restoreDataDir,
  moveStartLines,
  safeUrl,
} from './data-dir-tools.js';
import { NotABackupError } from './dump-file.js';
import { UnsupportedSchemaError } from './sql-dump.js';

const USAGE = `Usage:
  npm run backup -- --out FILE            write a plain SQL backup of the database in DATA_DIR
  npm run restore -- FILE [--force]       restore a backup into an empty DATA_DIR
  npm run move-to-postgres -- URL         copy everything into an empty PostgreSQL database
DATA_DIR: ${process.env.DATA_DIR ?? './.data'} (set DATA_DIR to use another)`;

class UsageError extends Error {}

const dataDir = () => resolve(process.env.DATA_DIR || './.data');
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  switch (command) {
    case 'backup': {
      const at = args.indexOf('--out');
      const out = at >= 0 ? args[at + 1] : undefined;
      if (!out || args.length !== 2) throw new UsageError('backup needs --out FILE');
      const started = Date.now();
      const { tables, bytes } = await backupDataDir(dataDir(), resolve(out));
      say(
        `Backup written to ${resolve(out)}: ${tables} tables, ${(bytes / 1e6).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s (readable by you only).`,
      );
      return;
    }
    case 'restore': {
      const force = args.includes('--force');
      const files = args.filter((a) => a !== '--force');
      if (files.length !== 1 || files[0].startsWith('--'))
        throw new UsageError('restore needs one FILE');
      const { replacedTo } = await restoreDataDir(resolve(files[0]), dataDir(), force);
      if (replacedTo) say(`The database that was in ${dataDir()} is kept at ${replacedTo}.`);
      say(`Restored ${resolve(files[0])} into ${dataDir()}. Start the product with: npm start`);
      return;
    }
    case 'move-to-postgres': {
      const url = args[0];
      if (args.length !== 1 || !/^postgres(ql)?:\/\//.test(url)) {
        throw new UsageError('move-to-postgres needs one postgres://… URL');
      }
      say(`Moving the embedded database in ${dataDir()} to ${safeUrl(url)}`);
      const report = await moveToPostgres(dataDir(), url, say);
      const width = Math.max(...report.counts.map((c) => c.table.length));
      for (const c of report.counts) say(`  ${c.table.padEnd(width)}  ${c.rows} rows ✓`);
      if (report.queuedJobs > 0) {
        say(
          `Note: ${report.queuedJobs} queued emails or notifications were not moved; send them again from the Email Center after the start.`,
        );
      }
      say(
        '\nEvery table arrived with the same number of rows. Start the product on the server with:\n',
      );
      // Never the password or the secret itself: terminals and CI logs keep what is printed.
      for (const line of moveStartLines(report)) say(line);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command ${command}` : 'No command given');
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: Error) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    const known = [DataToolError, DataDirLockedError, NotABackupError, UnsupportedSchemaError];
    if (known.some((kind) => error instanceof kind)) {
      process.stderr.write(`Stopped: ${error.message}\n`);
    } else {
      process.stderr.write(`Stopped: ${error.stack ?? error.message}\n`);
    }
    process.exit(1);
  },
);
