import { describe, expect, it } from 'vitest';
import { isRepRoute, REP_ROUTE_PATTERNS, repPortalPath } from './rep-routes.js';

// The list the server, the service worker and the router shared before it was kept here once.
const BEFORE =
  /^\/(bee\/(view|dash|paychecks|paycheck|customers|job|view-as|my-questions)(\/|$)|calculator(\/|$)|demo(\/|$)|view\/)/;

describe('rep routes', () => {
  it.each([
    '/bee/view/abc',
    '/bee/view',
    '/bee/dash',
    '/bee/dash/',
    '/bee/paychecks',
    '/bee/paycheck',
    '/bee/customers',
    '/bee/job',
    '/bee/view-as',
    '/bee/my-questions',
    '/bee/my-plan',
    '/calculator',
    '/demo',
    '/view/abc',
  ])('gives %s to the rep app', (path) => {
    expect(isRepRoute(path)).toBe(true);
  });

  it.each([
    '/',
    '/bee',
    '/bee/docs',
    '/bee/viewer',
    '/bee/view-keys',
    '/bee/dashboard',
    '/view',
    '/calculators',
    '/demo2',
    '/bee/admin-calculator',
    '/bee/plans',
    '/super',
  ])('leaves %s to the admin app', (path) => {
    expect(isRepRoute(path)).toBe(false);
  });

  it('answers every path as the single pattern did', () => {
    const paths = ['/bee/view/x/y', '/bee/job/1', '/view/', '/VIEW/x', '/bee/Dash', '/demo/x'];
    for (const path of paths) expect(isRepRoute(path)).toBe(BEFORE.test(path));
    // 11 then, and since: the rep's commission plan (/bee/my-plan, issue 30) and statements
    // (/bee/statements, issue 31).
    expect(REP_ROUTE_PATTERNS).toHaveLength(13);
  });

  it('encodes the view key in a portal link', () => {
    expect(repPortalPath('a/b c')).toBe('/bee/view/a%2Fb%20c');
  });
});
