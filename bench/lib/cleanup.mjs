// Cleanup on every exit path of a bench: databases, data directories and child processes.
import { note } from './cli.mjs';

const cleanups = [];

/** Runs `fn` at exit (last registered first); answers how to unregister it. */
export function onCleanup(fn) {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}
async function cleanupAll() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      note('cleanup failed:', error.message);
    }
  }
}
/** Child processes still running when this process exits anyhow (a crash, a closed pipe) are killed. */
export const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
process.stderr.on('error', () => {}); // progress to a closed pipe must not abort a run mid-way
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    note(`${signal}: cleaning up`);
    cleanupAll().finally(() => process.exit(130));
  });
}

/** Runs a bench body, always cleaning up; a thrown error exits 1 after cleanup. */
export async function runBench(body) {
  let code = 0;
  try {
    code = (await body()) ?? 0;
  } catch (error) {
    console.error(error);
    code = 1;
  } finally {
    await cleanupAll();
  }
  process.exit(code);
}
