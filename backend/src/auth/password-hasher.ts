// Password hashing and checking, off the main thread: bcrypt runs in a small pool of worker
// threads (workers/password-worker.mjs) whose queue is bounded, so a flood of password checks
// is refused instead of stalling every other request.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { appError } from '../common/app-error.js';

const ROUNDS = 10;
/** Password checks and hashes waiting for a thread, per process, before new ones are refused. */
export const MAX_QUEUED_PASSWORD_CHECKS = 64;
export const PASSWORD_CHECKS_BUSY = 'The server is busy checking passwords. Try again in a moment.';

// Two levels up from src/auth (jest) or dist/auth (node dist/main.js).
const WORKER = new URL('../../workers/password-worker.mjs', import.meta.url).href;

let pool: Piscina | null = null;

function passwordPool(): Piscina {
  pool ??= new Piscina({
    filename: WORKER,
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(4, availableParallelism())),
    maxQueue: MAX_QUEUED_PASSWORD_CHECKS,
    idleTimeout: 60_000,
  });
  return pool;
}

async function run<T>(name: 'hash' | 'compare', task: object): Promise<T> {
  const threads = passwordPool();
  if (threads.queueSize >= MAX_QUEUED_PASSWORD_CHECKS) {
    throw appError('AUTH_PASSWORD_CHECKS_BUSY', PASSWORD_CHECKS_BUSY);
  }
  return (await threads.run(task, { name })) as T;
}

export function hashPassword(password: string): Promise<string> {
  return run('hash', { password, rounds: ROUNDS });
}

export function checkPassword(password: string, hash: string): Promise<boolean> {
  return run('compare', { password, hash });
}

/** A bcrypt hash of no one's password, compared against when an email is unknown (same time). */
export const DUMMY_HASH = '$2b$10$YicyovnalcwEPX.1CZCM2.NqyMwLLY34kjtL2y9HqIRpcnnnu45mK';
