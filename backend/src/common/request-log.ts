// The request log: every request gets an id (the caller's X-Request-Id when short and plain, else
// a new one, sent back in X-Request-Id), and each API request one pino line when its answer is
// done — `{req: {id, method, url}, res: {statusCode}, responseTime}`, "request completed" (or
// "request errored" with `err` for a 5xx), at info, the view key hidden from the URL: the line
// pino-http wrote. Written here because pino-http made a child logger for every request, the
// request serialised into it at once, even at a level that logs nothing; those objects were the
// largest share of what each request left in the old generation (issue 34's tail,
// docs/performance.md). At LOG_LEVEL warn or above this does nothing but the id.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { redactUrl, requestId } from './redact.js';

/** Routing ignores case, so /API/… is the API too; the apps' files are not logged. */
const API_PATH = /^\/api(\/|\?|$)/i;

export function requestLog(log: Logger) {
  return (req: Request & { id?: string }, res: Response, next: NextFunction): void => {
    const id = requestId(req.headers['x-request-id']);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (!log.isLevelEnabled('info') || !API_PATH.test(req.url ?? '')) return next();
    const started = Date.now();
    const { method, url } = req;
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const { statusCode } = res;
      const failed = statusCode >= 500;
      log.info(
        {
          req: { id, method, url: redactUrl(url) },
          res: { statusCode },
          ...(failed ? { err: new Error(`failed with status code ${statusCode}`) } : {}),
          responseTime: Date.now() - started,
        },
        failed ? 'request errored' : 'request completed',
      );
    };
    res.once('finish', done);
    res.once('close', done);
    next();
  };
}
