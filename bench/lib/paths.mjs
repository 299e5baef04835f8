// Where the bench finds the repository and the built server, and who it logs in as.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { note } from './cli.mjs';

export const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = join(BENCH_DIR, '..');
/** The built server; BENCH_BACKEND points at another build (e.g. a scratch worktree with a patch). */
export const MAIN_JS = process.env.BENCH_BACKEND || join(ROOT, 'backend', 'dist', 'main.js');
/**
 * Who the benches log in as: the super user (an admin of the demo company, 10). The server runs
 * with NODE_ENV=production, where the demo users have no published password.
 */
export const DEMO_ADMIN = {
  email: 'super@commissionbee.local',
  password: 'Bench-Super-Password-1',
  companyId: 10,
};

/** Builds the apps when the built server is missing. */
export function ensureBuilt() {
  if (existsSync(MAIN_JS)) return;
  note('backend/dist is missing: building (nx run-many -t build)');
  execSync('npx nx run-many -t build', {
    cwd: ROOT,
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
}
