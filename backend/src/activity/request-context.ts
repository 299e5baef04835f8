// The request an action runs for, kept for the activity log (who, from which address and browser)
// without handing it down through every service.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Response } from 'express';
import type { AuthedRequest } from '../auth/decorators.js';

/** What the activity log reads of the request an action runs for. */
export interface RequestSource {
  principal?: AuthedRequest['principal'];
  ip?: string;
  headers: { 'user-agent'?: string };
}

/** The store: the request while it is answered, then only what the log reads of it. */
interface RequestContext {
  source: RequestSource;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Express middleware: everything that runs for this request can read it.
 *
 * Every timer, socket and promise made while the request runs keeps the store for as long as it
 * lives: a keep-alive connection's timers for seconds after the answer. With the request itself as
 * the store, each idle connection held its last request and answer (~40 kB with the logger, the
 * compression and passport's closures), which outlived the young generation and made every GC
 * pause longer (issue 34's tail, measured with a heap snapshot under bench/latency's load). Once
 * the answer is out, the store keeps only the three fields the log reads, so work that runs after
 * the answer (an upload's follow-up) still records who asked.
 */
export function withRequestContext(req: AuthedRequest, res: Response, next: NextFunction): void {
  const context: RequestContext = { source: req };
  res.once('close', () => {
    context.source = {
      principal: req.principal,
      ip: req.ip,
      headers: { 'user-agent': req.headers['user-agent'] },
    };
  });
  storage.run(context, next);
}

export function currentRequest(): RequestSource | undefined {
  return storage.getStore()?.source;
}
