// One port: the API under /api, the rep PWA on its routes (DESIGN §3), the admin SPA on all others.
// Hashed assets are cached for a year; HTML, the service worker and the manifest never.
import { isRepRoute } from '@commissionbee/shared/rep-routes';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { errorBody } from './app-error.js';

/**
 * A path naming a file (favicon.ico, robots.txt, a stale hashed asset) that neither app has is a
 * 404, never an app's HTML page.
 */
const FILE_PATH = /\.(ico|png|svg|jpe?g|gif|webp|js|mjs|css|map|json|webmanifest|txt|xml|woff2?)$/i;

/** API paths: routing ignores case, so /API/… is the API too and never an app's page. */
const API_PATH = /^\/api(\/|$)/i;

function cacheHeaders(res: Response, path: string) {
  if (/[/\\]assets[/\\]/.test(path))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

export function serveApps(server: Express, root: string): { admin: boolean; rep: boolean } {
  const adminDist = join(root, 'admin-web', 'dist');
  const repDist = join(root, 'rep-pwa', 'dist');
  const hasAdmin = existsSync(join(adminDist, 'index.html'));
  const hasRep = existsSync(join(repDist, 'index.html'));
  const statics = { index: false, setHeaders: cacheHeaders, fallthrough: true } as const;
  // API requests never touch the disk: the static handlers are skipped for /api.
  const files = (dist: string) => {
    const serve = express.static(dist, statics);
    return (req: Request, res: Response, next: NextFunction): void => {
      if (API_PATH.test(req.path)) next();
      else void serve(req, res, next);
    };
  };
  if (hasRep) server.use(files(repDist));
  if (hasAdmin) server.use(files(adminDist));
  server.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATH.test(req.path)) return next();
    if (FILE_PATH.test(req.path)) return next();
    const dist = isRepRoute(req.path) && hasRep ? repDist : hasAdmin ? adminDist : null;
    if (!dist) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(dist, 'index.html'));
  });
  return { admin: hasAdmin, rep: hasRep };
}

/**
 * Registered after Nest's routes: a path neither the API nor an app answers (a missing asset, any
 * path when the apps are not built) is a 404 in the API's error shape, not Express's HTML page.
 */
export function answerUnmatchedAsJson(server: Express): void {
  server.use((req: Request, res: Response) => {
    res.status(404).json(errorBody('NOT_FOUND', `Cannot ${req.method} ${req.path}`));
  });
}
