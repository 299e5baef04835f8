// jest globalSetup of the API tests: the upload worker thread (workers/ledger-upload.worker.mjs)
// runs the BUILT shared validator (libs/shared/dist), so build it when a source is newer; and
// names this run for every worker (CB_TEST_RUN: the seeded templates of template-db.ts are this
// run's own, dropped by run-teardown.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shared = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'libs', 'shared');

export default function buildShared() {
  process.env.CB_TEST_RUN ??= `r${Date.now().toString(36)}${process.pid}`;
  const sources = readdirSync(join(shared, 'src')).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'),
  );
  const stale = sources.some((f) => {
    const built = join(shared, 'dist', f.replace(/\.ts$/, '.js'));
    return !existsSync(built) || statSync(built).mtimeMs < statSync(join(shared, 'src', f)).mtimeMs;
  });
  if (!stale) return;
  console.log('\nbuilding libs/shared for the upload worker');
  execFileSync('npm', ['run', 'build', '-w', '@commissionbee/shared'], {
    cwd: join(shared, '..', '..'),
    stdio: 'inherit',
  });
}
