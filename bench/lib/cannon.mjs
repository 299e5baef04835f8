// autocannon in a child process (bench/workers/cannon.mjs), so that the load generator does not
// share the server's cores' time with this process's own work.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { children, onCleanup } from './cleanup.mjs';
import { BENCH_DIR } from './paths.mjs';

/**
 * Runs autocannon in a child process (bench/workers/cannon.mjs) against `paths` in rotation.
 * `scenarios` is one or more {name, url, paths, headers, connections, duration}; they run at
 * the same time in the same child. Answers {name: summary} with exact latency percentiles.
 */
export function cannon(scenarios) {
  return new Promise((resolve, reject) => {
    const child = fork(join(BENCH_DIR, 'workers', 'cannon.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    const unregister = onCleanup(() => child.kill('SIGKILL'));
    let result = null;
    child.on('message', (message) => {
      if (message.error) reject(new Error(message.error));
      else result = message.result;
    });
    child.on('exit', (code) => {
      children.delete(child);
      unregister();
      if (result) resolve(result);
      else reject(new Error(`autocannon child exited with ${code} and no result`));
    });
    child.send({ scenarios });
  });
}
