// The rep PWA's routes (DESIGN §3), kept once: the PWA's router, its service worker and the
// server's static handler read this list, so a new rep screen is one line here.
export const REP_PATHS = {
  entry: '/bee/view/:viewKey',
  maintenance: '/view/:viewKey',
  demo: '/demo',
  dash: '/bee/dash',
  paychecks: '/bee/paychecks',
  paycheck: '/bee/paycheck',
  customers: '/bee/customers',
  job: '/bee/job',
  teamPay: '/bee/view-as',
  calculator: '/calculator',
  myQuestions: '/bee/my-questions',
  statements: '/bee/statements',
  myPlan: '/bee/my-plan',
} as const;

/** A rep's portal link (the path of an emailed or previewed view key). */
export const repPortalPath = (viewKey: string) => `/bee/view/${encodeURIComponent(viewKey)}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The paths the rep app answers: each route's fixed part, alone or with more below it
 * (/bee/dash, /bee/dash/…). The maintenance page is owned only with a key: a bare /view is the
 * admin SPA's.
 */
const routePatterns = (): RegExp[] =>
  Object.values(REP_PATHS).map((path) => {
    const fixed = escapeRegExp(path.split('/:')[0]);
    return new RegExp(path === REP_PATHS.maintenance ? `^${fixed}/` : `^${fixed}(/|$)`);
  });

// Pure: a bundle that never tests a path (the rep app reads only REP_PATHS) leaves it out.
export const REP_ROUTE_PATTERNS: RegExp[] = /* @__PURE__ */ routePatterns();

export const isRepRoute = (path: string): boolean =>
  REP_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
