// Identity providers are given https://<host>/scim/v2 as the SCIM base URL (issue 32). Its routes
// live under /api like every other (contracts, guard, access matrix, OpenAPI), so /scim/v2/… is
// routed as /api/scim/v2/… before anything else reads the path (the apps' fallback never sees it).
import type { NextFunction, Request, Response } from 'express';

const SCIM_PATH = /^\/scim\/v2(\/|\?|$)/i;

export function scimUnderApi(req: Request, _res: Response, next: NextFunction): void {
  if (SCIM_PATH.test(req.url)) req.url = `/api${req.url}`;
  next();
}
