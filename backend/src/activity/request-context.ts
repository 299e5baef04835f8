// The request an action runs for, kept for the activity log (who, from which address and browser)
// without handing it down through every service.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Response } from 'express';
import type { AuthedRequest } from '../auth/decorators.js';

const storage = new AsyncLocalStorage<AuthedRequest>();

/** Express middleware: everything that runs for this request can read it. */
export function withRequestContext(req: AuthedRequest, _res: Response, next: NextFunction): void {
  storage.run(req, next);
}

export function currentRequest(): AuthedRequest | undefined {
  return storage.getStore();
}
