// Request body limits. Before the guard has looked at the caller, a body is at most 100 kB of
// JSON or form data, and never a compressed one (an 85-byte brotli body could inflate to 40 MB of
// parsing for anyone). Only the upload routes take up to 40 MB (and the Email Center's list of
// reps 1 MB), and they read their body after the guard let the caller in (LargeJsonBody, an
// interceptor, runs after guards).
import { type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { from, switchMap, type Observable } from 'rxjs';

export const SMALL_BODY_LIMIT = '100kb';
export const SMALL_BODY_BYTES = 100 * 1024;
export const UPLOAD_BODY_LIMIT = '40mb';
/** A list of up to 5,000 rep emails (POST /mail/rep-portals/). */
export const LIST_BODY_LIMIT = '1mb';
export const LIST_BODY_BYTES = 1024 * 1024;

// SCIM clients (identity providers) send application/scim+json.
const smallJson = express.json({
  limit: SMALL_BODY_LIMIT,
  inflate: false,
  type: ['application/json', 'application/scim+json'],
});
const smallForm = express.urlencoded({ limit: SMALL_BODY_LIMIT, extended: false, inflate: false });

/** POST routes whose JSON body LargeJsonBody reads (routing ignores case and a trailing slash). */
const LARGE_BODY_ROUTES = [
  /^\/api\/bee\/ledger(\/preview)?\/?$/i,
  /^\/api\/mail\/rep-portals\/?$/i,
];

/** The app-wide body parsers: small bodies only; large-body routes are left to LargeJsonBody. */
export function smallBodies(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'POST' && LARGE_BODY_ROUTES.some((route) => route.test(req.path))) {
    return next();
  }
  smallJson(req, res, (error?: unknown) =>
    error ? next(error) : smallForm(req, res, next as () => void),
  );
}

/**
 * Reads a JSON body of up to `limit` (40 MB by default) once the guard has accepted the caller;
 * the route must also be listed in LARGE_BODY_ROUTES.
 */
export class LargeJsonBody implements NestInterceptor {
  private readonly largeJson: ReturnType<typeof express.json>;

  constructor(limit: string = UPLOAD_BODY_LIMIT) {
    this.largeJson = express.json({ limit, inflate: false });
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const parsed = new Promise<void>((resolve, reject) =>
      this.largeJson(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve())),
    );
    return from(parsed).pipe(switchMap(() => next.handle()));
  }
}
