// Who may call what: the expected HTTP status of every API route for every kind of caller, on an
// object of company A (the demo company, 10) and of company B (a second company). Read with
// src/auth/auth.guard.ts: no or bad bearer → 401; a valid user without the right → 403; a rep key
// on a user-only route → 401 (it is not a user credential); an unknown or revoked key on a rep
// route → 404; another company's object → 404, never its data. access-matrix.api.spec.ts walks
// Nest's router, so a route missing here fails the test as an 'unlisted route'.
//
// Who may call a route is read from its contract (libs/shared/src/contracts): `byContract` turns
// the contract's access into the statuses below (public, users, admins, super, rep keys, a token
// scope); an entry states only the success status and what the route's objects change (another
// company's object, the demo key's writes). A route without a contract fails to load this table.
import { ALL_CONTRACTS, SWAGGER_CONTRACTS } from '@commissionbee/shared/contracts/all';
import { routeKey, type RouteContract } from '@commissionbee/shared/contracts/contract';

/** Every kind of caller the matrix tries, in the order the failures are reported. */
export const CALLERS = [
  /** No credential at all. */
  'nobody',
  /** A JWT for A's admin signed with another secret. */
  'forged',
  /** A JWT for A's admin signed with the right secret, expired a minute ago. */
  'expired',
  /** A's admin's token after POST /auth/logout. */
  'loggedOut',
  /** A standard (non-admin) user of A: viewer@demosolar.example. */
  'viewer',
  /** An admin of A: admin@demosolar.example. */
  'adminA',
  /** The super user (whose own company is A). */
  'super',
  /** The view key of a rep of A who manages nobody. */
  'repA',
  /** The view key of A's manager, Maya Brooks (the fixed demo key). */
  'manager',
  /** A rep key of A that was rotated away (POST /bee/view-keys/rotate). */
  'revoked',
  /** The admin of company B: B's own objects are theirs, A's are not. */
  'adminB',
  /**
   * An API token of A holding every scope: A with the scope a route names (@TokenScope), never a
   * person, so every route that names none is 403. Each scope alone: api-tokens.api.spec.ts.
   */
  'token',
  /** An API token of A that its admin revoked. */
  'revokedToken',
] as const;

export type Caller = (typeof CALLERS)[number];
export type Statuses = Record<Caller, number>;
/** A route without an object in its path or body is called once ('any'); others on A's and on B's. */
export type RouteExpectation = { any: Statuses } | { A: Statuses; B: Statuses };

const BAD_BEARERS = {
  nobody: 401,
  forged: 401,
  expired: 401,
  loggedOut: 401,
  revokedToken: 401,
} as const;
const REP_KEYS_ARE_NOT_USERS = { repA: 401, manager: 401, revoked: 401 } as const;

/** No guard at all: everybody gets the same answer. */
const everyone = (status: number): Statuses => ({
  nobody: status,
  forged: status,
  expired: status,
  loggedOut: status,
  viewer: status,
  adminA: status,
  super: status,
  repA: status,
  manager: status,
  revoked: status,
  adminB: status,
  token: status,
  revokedToken: status,
});

/** Any logged-in user; `ok` is the status of a user who may (overridable per user). */
const users = (ok: number, who: Partial<Statuses> = {}): Statuses => ({
  ...BAD_BEARERS,
  ...REP_KEYS_ARE_NOT_USERS,
  viewer: ok,
  adminA: ok,
  super: ok,
  adminB: ok,
  token: 403,
  ...who,
});

/** @Roles('admin'): admins and super users; a standard user is refused with 403. */
const admins = (ok: number, who: Partial<Statuses> = {}): Statuses =>
  users(ok, { viewer: 403, ...who });

/** @Roles('super'): the super user only. */
const superOnly = (ok: number): Statuses => users(403, { super: ok });

/**
 * @RepAccess() with no role: a view key only. A user's bearer without a key is 403 (a right they
 * lack); an unknown or revoked key is 404, as if the link did not exist.
 */
const repKeys = (ok: number): Statuses => ({
  ...BAD_BEARERS,
  viewer: 403,
  adminA: 403,
  super: 403,
  adminB: 403,
  repA: ok,
  manager: ok,
  revoked: 404,
  token: 403,
});

/** A route an API token may call with its scope: the token is A, like A's admin. */
const scoped = (statuses: Statuses): Statuses => ({ ...statuses, token: statuses.adminA });

/** The OpenAPI document and Swagger UI: public by design, they describe the API and hold no data. */
const docs: RouteExpectation = { any: everyone(200) };

const CONTRACTS = new Map<string, RouteContract>(
  [...ALL_CONTRACTS, ...SWAGGER_CONTRACTS].map((contract) => [routeKey(contract), contract]),
);

/**
 * The statuses a route's contract gives each caller, `ok` being the answer of a caller who may
 * (its contract's success status unless given), then `who` for what the route's objects change.
 */
function byContract(route: string, ok?: number, who: Partial<Statuses> = {}): Statuses {
  const contract = CONTRACTS.get(route);
  if (!contract) throw new Error(`no contract declares ${route}`);
  const status = ok ?? contract.status;
  const { access } = contract;
  if (access.public) return { ...everyone(status), ...who };
  const roles = access.roles ?? (access.rep ? [] : ['user']);
  let statuses =
    roles.length === 0
      ? repKeys(status)
      : roles.includes('user')
        ? users(status)
        : roles.includes('admin')
          ? admins(status)
          : superOnly(status);
  // Rep keys beside users' roles (the calculator): a live key may, a revoked one is not found.
  if (access.rep && roles.length > 0)
    statuses = { ...statuses, repA: status, manager: status, revoked: 404 };
  if (access.scope) statuses = scoped(statuses);
  return { ...statuses, ...who };
}

/** A route called once: the contract's statuses, with `who`'s differences. */
const once = (route: string, ok?: number, who: Partial<Statuses> = {}): RouteExpectation => ({
  any: byContract(route, ok, who),
});

/** A route on A's object and on B's: each caller's own company answers, the other is 404. */
const perCompany = (route: string, who: Partial<Statuses> = {}): RouteExpectation => ({
  A: byContract(route, undefined, { adminB: 404, ...who }),
  B: byContract(route, 404, { adminB: CONTRACTS.get(route)?.status ?? 200, ...who }),
});

/** Like perCompany, but the super user may act on B's object too (a super user's routes of any company). */
const anyCompanyForSuper = (route: string): RouteExpectation => ({
  A: byContract(route, undefined, { adminB: 404 }),
  B: byContract(route, 404, { adminB: CONTRACTS.get(route)?.status ?? 200, super: 200 }),
});

export const ACCESS_MATRIX: Record<string, RouteExpectation> = {
  // Swagger UI and the OpenAPI document (mounted by SwaggerModule, outside Nest's guard).
  'GET /api/docs': docs,
  'GET /api/docs/': docs,
  'GET /api/docs/index.html': docs,
  // Registered by Swagger, but the file is not shipped: 404 for everyone.
  'GET /api/docs/LICENSE': { any: everyone(404) },
  'GET /api/docs/swagger-ui-init.js': docs,
  'GET /api/docs/docs/swagger-ui-init.js': docs,
  'GET /api/docs-json': docs,
  'GET /api/docs-yaml': docs,

  // Liveness for load balancers: public, says only whether the database answers.
  'GET /api/health': once('GET /api/health', 200),

  // Logging in is public by nature; a bearer on the request (good or bad) is ignored.
  'POST /api/auth/login': once('POST /api/auth/login', 200),
  // Anyone may ask whether a token is valid; the answer is only {valid}.
  'POST /api/auth/verify': once('POST /api/auth/verify', 200),
  // Public so that an expired session can still log out; it only ever revokes the token it is given.
  'POST /api/auth/logout': once('POST /api/auth/logout', 200),
  // A fresh token for the caller's own user: any valid user, nobody else.
  'POST /api/auth/relogin': once('POST /api/auth/relogin', 200),

  // The caller's own profile.
  'GET /api/me': once('GET /api/me', 200),
  // The caller's own name: any user, for themself only (the id comes from the token).
  'PATCH /api/me': once('PATCH /api/me', 200),
  // Only your own password (A: A's admin's id; B: B's admin's id). Someone else's id is 403 for
  // any user, whatever the company, before anything is looked up, so ids reveal nothing.
  'PATCH /api/users/:id/password': {
    A: byContract('PATCH /api/users/:id/password', 403, { adminA: 200 }),
    B: byContract('PATCH /api/users/:id/password', 403, { adminB: 200 }),
  },
  // People (issue 32): an admin manages their own company's people (another company's person is
  // 404); a super user manages any company's, so B's person is theirs too.
  'GET /api/bee/people': once('GET /api/bee/people'),
  'POST /api/bee/people/invitations': once('POST /api/bee/people/invitations'),
  'PATCH /api/bee/people/:id': anyCompanyForSuper('PATCH /api/bee/people/:id'),
  'POST /api/bee/people/:id/deactivate': anyCompanyForSuper('POST /api/bee/people/:id/deactivate'),
  'POST /api/bee/people/:id/reactivate': anyCompanyForSuper('POST /api/bee/people/:id/reactivate'),
  // An invitation link is the credential: public, each call with a fresh link.
  'GET /api/auth/invitations/:token': once('GET /api/auth/invitations/:token'),
  'POST /api/auth/invitations/:token/accept': once('POST /api/auth/invitations/:token/accept'),
  // SCIM 2.0 Users (also served at /scim/v2): admins, and API tokens with the scim scope, of their
  // own company; another company's user is 404. Its settings: admins only.
  'GET /api/scim/v2/Users': once('GET /api/scim/v2/Users'),
  'POST /api/scim/v2/Users': once('POST /api/scim/v2/Users'),
  'GET /api/scim/v2/Users/:id': perCompany('GET /api/scim/v2/Users/:id'),
  'PUT /api/scim/v2/Users/:id': perCompany('PUT /api/scim/v2/Users/:id'),
  'PATCH /api/scim/v2/Users/:id': perCompany('PATCH /api/scim/v2/Users/:id'),
  'DELETE /api/scim/v2/Users/:id': perCompany('DELETE /api/scim/v2/Users/:id'),
  'GET /api/bee/scim/settings': once('GET /api/bee/scim/settings'),
  'PUT /api/bee/scim/settings': once('PUT /api/bee/scim/settings'),
  // Single sign-on (issue 32 §3): an admin's settings of their own company; the login page's
  // lookup, the start and the provider's callback are public by nature (the callback's state is
  // the credential) and always answer a redirect, to the provider or to the login page.
  'GET /api/bee/sso': once('GET /api/bee/sso'),
  'PUT /api/bee/sso': once('PUT /api/bee/sso'),
  'POST /api/bee/sso/test': once('POST /api/bee/sso/test'),
  'POST /api/auth/sso/lookup': once('POST /api/auth/sso/lookup'),
  'GET /api/auth/sso/start': once('GET /api/auth/sso/start'),
  'GET /api/auth/sso/callback': once('GET /api/auth/sso/callback'),
  // The super user moves themself into a company (A: their own; B: the other one).
  'POST /api/users/super-be': {
    A: byContract('POST /api/users/super-be'),
    B: byContract('POST /api/users/super-be'),
  },

  // Creating a company and its admin is the super user's job.
  'POST /api/company/new': once('POST /api/company/new', 201),
  // The caller's own company (from the token, so B's admin gets B and everyone else A).
  'POST /api/company': once('POST /api/company', 200),
  // Every company: super only.
  'GET /api/companies': once('GET /api/companies', 200),
  // Switching a company's features: super only, on any company.
  'PATCH /api/companies/:id/features': {
    A: byContract('PATCH /api/companies/:id/features'),
    B: byContract('PATCH /api/companies/:id/features'),
  },

  // Backups of the embedded database: the super user only. On a PostgreSQL server there are none
  // (409: use pg_dump; a file name is 404).
  'GET /api/super/backups': once('GET /api/super/backups', 200),
  'POST /api/super/backups': once('POST /api/super/backups', process.env.DATABASE_URL ? 409 : 201),
  'GET /api/super/backups/:name': once(
    'GET /api/super/backups/:name',
    process.env.DATABASE_URL ? 404 : 200,
  ),

  // The rep portal's data: a live view key, which sees only its own and its team's rows.
  'GET /api/bee/rep-key-data': once('GET /api/bee/rep-key-data', 200),
  // A team member's lines (issue 34): only a manager's key, for a member of their team in their
  // company. A: a member of the manager's team; B: B's rep whose B lines name A's manager as
  // manager (another company's, so 404). A rep who manages nobody is 403 either way.
  'GET /api/bee/rep-key-data/team/:email': {
    A: byContract('GET /api/bee/rep-key-data/team/:email', undefined, { repA: 403 }),
    B: byContract('GET /api/bee/rep-key-data/team/:email', 404, { repA: 403 }),
  },
  // When the key opened the portal (its own opens only).
  'GET /api/bee/rep-visit': once('GET /api/bee/rep-visit', 200),

  // A rep's own questions and reviews (issue 14): only the key's email's, in its company; another
  // company's question is 404. The public demo key (manager) reads but may not write: 403.
  'GET /api/bee/rep/questions': once('GET /api/bee/rep/questions', 200),
  'POST /api/bee/rep/questions': once('POST /api/bee/rep/questions', undefined, { manager: 403 }),
  'GET /api/bee/rep/questions/:id': {
    A: byContract('GET /api/bee/rep/questions/:id'),
    B: byContract('GET /api/bee/rep/questions/:id', 404),
  },
  'POST /api/bee/rep/questions/:id/messages': {
    A: byContract('POST /api/bee/rep/questions/:id/messages', undefined, { manager: 403 }),
    B: byContract('POST /api/bee/rep/questions/:id/messages', 404, { manager: 403 }),
  },
  'POST /api/bee/rep/questions/:id/accept': {
    A: byContract('POST /api/bee/rep/questions/:id/accept', undefined, { manager: 403 }),
    B: byContract('POST /api/bee/rep/questions/:id/accept', 404, { manager: 403 }),
  },
  'POST /api/bee/rep/questions/:id/reopen': {
    A: byContract('POST /api/bee/rep/questions/:id/reopen', undefined, { manager: 403 }),
    B: byContract('POST /api/bee/rep/questions/:id/reopen', 404, { manager: 403 }),
  },
  'GET /api/bee/rep/reviews': once('GET /api/bee/rep/reviews', 200),
  'POST /api/bee/rep/reviews': once('POST /api/bee/rep/reviews', undefined, { manager: 403 }),

  // The questions queue, a question and its actions, the reviews of a pay date and the question
  // settings: admins of the company; another company's question is 404.
  'GET /api/bee/questions': once('GET /api/bee/questions', 200),
  'GET /api/bee/questions/:id': perCompany('GET /api/bee/questions/:id'),
  'POST /api/bee/questions/:id/messages': perCompany('POST /api/bee/questions/:id/messages'),
  'POST /api/bee/questions/:id/request-info': perCompany(
    'POST /api/bee/questions/:id/request-info',
  ),
  'POST /api/bee/questions/:id/resolve': perCompany('POST /api/bee/questions/:id/resolve'),
  'GET /api/bee/reviews': once('GET /api/bee/reviews', 200),
  'GET /api/bee/question-settings': once('GET /api/bee/question-settings', 200),
  'PATCH /api/bee/question-settings': once('PATCH /api/bee/question-settings', 200),

  // The ledger, its Master CSV and uploads: admins of the company, scoped by their token.
  'GET /api/bee/ledger': once('GET /api/bee/ledger', 200),
  'GET /api/bee/ledger.csv': once('GET /api/bee/ledger.csv', 200),
  'POST /api/bee/ledger': once('POST /api/bee/ledger', 200),
  'POST /api/bee/ledger/csv': once('POST /api/bee/ledger/csv', 200),
  // A dry run of an upload: the same callers, stores nothing.
  'POST /api/bee/ledger/preview': once('POST /api/bee/ledger/preview', 200),
  'GET /api/bee/uploads': once('GET /api/bee/uploads', 200),
  // Undoing an upload: only the company's own batches; another company's id is 404.
  'DELETE /api/bee/uploads/:id': perCompany('DELETE /api/bee/uploads/:id'),

  // A rep's link, by email: only reps of the admin's company (another company's rep is 404).
  'GET /api/bee/view-keys': perCompany('GET /api/bee/view-keys'),
  // Rotating a rep's link: same scoping as reading it.
  'POST /api/bee/view-keys/rotate': perCompany('POST /api/bee/view-keys/rotate'),
  // The first-run page (issue 27): public; its status says whether it is open, and creating is
  // refused to everyone (409 SETUP_CLOSED) once a company besides the seeded ones exists, as B does.
  'GET /api/setup': once('GET /api/setup', 200),
  'POST /api/setup/company': once('POST /api/setup/company', 409),
  // A read-only preview key of a rep (issue 27): same scoping as reading the rep's link.
  'POST /api/bee/rep-previews': perCompany('POST /api/bee/rep-previews'),
  // "Email me a new link": public by nature (the link is dead), one answer for everyone; a
  // credential on the request is ignored. Limited per email and per address (first-hour spec).
  'POST /api/bee/rep/link-request': once('POST /api/bee/rep/link-request', 202),
  // The keys and their grants: the admin's company only.
  'GET /api/bee/view-keys/features': once('GET /api/bee/view-keys/features', 200),
  // Granting features to keys by id: another company's key id is 404 and changes nothing.
  'PATCH /api/bee/view-keys/features': perCompany('PATCH /api/bee/view-keys/features'),
  // Registering a rep by email in the admin's company.
  'POST /api/bee/add-rep-key': once('POST /api/bee/add-rep-key', 201),

  // The Email Center table.
  'GET /api/bee/portal-reps': once('GET /api/bee/portal-reps', 200),
  // Sending portal emails: 202 either way, but a rep of another company is only listed under
  // `ignored` (the email the caller sent, echoed back) and is never mailed.
  'POST /api/mail/rep-portals': {
    A: byContract('POST /api/mail/rep-portals'),
    B: byContract('POST /api/mail/rep-portals'),
  },
  // A send's progress and its retry: only the company's own sends; another company's id is 404.
  'GET /api/mail/sends/:id': perCompany('GET /api/mail/sends/:id'),
  'POST /api/mail/sends/:id/retry': perCompany('POST /api/mail/sends/:id/retry'),
  // "New pay posted" for an upload: the company's own uploads only.
  'GET /api/bee/uploads/:id/new-pay': perCompany('GET /api/bee/uploads/:id/new-pay'),
  'POST /api/bee/uploads/:id/notify': perCompany('POST /api/bee/uploads/:id/notify'),
  // The company's notification setting (from the token: B's admin gets B's).
  'GET /api/bee/notification-settings': once('GET /api/bee/notification-settings', 200),
  'PATCH /api/bee/notification-settings': once('PATCH /api/bee/notification-settings', 200),
  // A rep's push subscriptions belong to their live key.
  'GET /api/bee/rep/push': once('GET /api/bee/rep/push', 200),
  // The manager's key is the public demo key, which may not register a browser.
  'PUT /api/bee/rep/push': once('PUT /api/bee/rep/push', undefined, { manager: 403 }),
  'DELETE /api/bee/rep/push': once('DELETE /api/bee/rep/push', 200),
  // The rep's own language (issue 33): their key's; the public demo key is answered, not stored.
  'PUT /api/bee/rep/language': once('PUT /api/bee/rep/language', 200),
  // The company's default language for reps' emails (from the token: B's admin sets B's).
  'GET /api/bee/language-settings': once('GET /api/bee/language-settings', 200),
  'PUT /api/bee/language-settings': once('PUT /api/bee/language-settings', 200),

  // The calculator: admins of the company, or a rep key granted whatif-calc in a whatif-calc
  // company (the manager's demo key is; repA's is not: 403).
  'GET /api/bee/calculator': once('GET /api/bee/calculator', undefined, { repA: 403 }),
  // Saving the calculator: admins only.
  'POST /api/bee/calculator': once('POST /api/bee/calculator', 200),

  // The activity log and its CSV (issue 17): admins read their company's; a super user may name
  // another company with ?company_id= (anyone else asking for another company gets 404). Reads of
  // the activity log, the reps directory and payroll are open to tokens with activity:read,
  // reps:read and payroll:read (issue 19); their writes are for admins only.
  'GET /api/bee/activity': once('GET /api/bee/activity', 200),
  'GET /api/bee/activity.csv': once('GET /api/bee/activity.csv', 200),
  // The reps directory and the mapping CSV: the admin's company, from the token.
  'GET /api/bee/reps': once('GET /api/bee/reps', 200),
  'POST /api/bee/reps/mapping': once('POST /api/bee/reps/mapping', 200),
  // A rep's page and payroll details: another company's rep is 404.
  'GET /api/bee/reps/:email': perCompany('GET /api/bee/reps/:email'),
  'PATCH /api/bee/reps/:email': perCompany('PATCH /api/bee/reps/:email'),
  // Payroll export of a pay date and the ADP settings: the admin's company only.
  'GET /api/bee/payroll': once('GET /api/bee/payroll', 200),
  'GET /api/bee/payroll/export': once('GET /api/bee/payroll/export', 200),
  'GET /api/bee/payroll/settings': once('GET /api/bee/payroll/settings', 200),
  'PUT /api/bee/payroll/settings': once('PUT /api/bee/payroll/settings', 200),
  // Statements (issue 31): a rep's own by view key (another company's rep or pay date is simply not
  // theirs: statements.api.spec.ts); admins and tokens with statements:read download any rep's of
  // their company (another company's rep is 404) and a pay date's ZIP of their own company.
  'GET /api/bee/rep/statements': once('GET /api/bee/rep/statements', 200),
  'GET /api/bee/rep/statements/:pay_date.pdf': once(
    'GET /api/bee/rep/statements/:pay_date.pdf',
    200,
  ),
  'GET /api/bee/rep/statements/monthly/:month.pdf': once(
    'GET /api/bee/rep/statements/monthly/:month.pdf',
    200,
  ),
  'GET /api/bee/rep/statements/ytd/:year.pdf': once(
    'GET /api/bee/rep/statements/ytd/:year.pdf',
    200,
  ),
  'GET /api/bee/statements/:pay_date.zip': once('GET /api/bee/statements/:pay_date.zip', 200),
  'GET /api/bee/reps/:email/statements/:pay_date.pdf': perCompany(
    'GET /api/bee/reps/:email/statements/:pay_date.pdf',
  ),
  // The company's statement email setting: admins read it (and tokens with statements:read);
  // only admins change it. Each admin reads and changes their own company's.
  'GET /api/bee/statement-settings': once('GET /api/bee/statement-settings', 200),
  'PUT /api/bee/statement-settings': once('PUT /api/bee/statement-settings', 200),
  // A document's verification code: public by nature, answers only status, company and date.
  'GET /api/verify/:code': once('GET /api/verify/:code', 200),

  // Pay runs (issue 29): admins, and tokens with payruns:read / payruns:write; another company's
  // pay date is 404.
  'GET /api/bee/pay-dates': once('GET /api/bee/pay-dates', 200),
  'GET /api/bee/pay-dates/:pay_date': perCompany('GET /api/bee/pay-dates/:pay_date'),
  'POST /api/bee/pay-dates/:pay_date/approve': perCompany(
    'POST /api/bee/pay-dates/:pay_date/approve',
  ),
  'POST /api/bee/pay-dates/:pay_date/publish': perCompany(
    'POST /api/bee/pay-dates/:pay_date/publish',
  ),
  'POST /api/bee/pay-dates/:pay_date/close': perCompany('POST /api/bee/pay-dates/:pay_date/close'),
  'POST /api/bee/pay-dates/:pay_date/reopen': perCompany(
    'POST /api/bee/pay-dates/:pay_date/reopen',
  ),
  'GET /api/bee/pay-run-settings': once('GET /api/bee/pay-run-settings', 200),
  'PUT /api/bee/pay-run-settings': once('PUT /api/bee/pay-run-settings', 200),
  // Commission plans (issue 30): admins of the company (tokens with plans:read / plans:write;
  // the employer's signature is a person's, never a token's); another company's plan is 404.
  'GET /api/bee/plans': once('GET /api/bee/plans', 200),
  'POST /api/bee/plans': once('POST /api/bee/plans', 201),
  'GET /api/bee/plans/:id': perCompany('GET /api/bee/plans/:id'),
  'POST /api/bee/plans/:id/versions': perCompany('POST /api/bee/plans/:id/versions'),
  'GET /api/bee/plans/:id/versions/:v/document': perCompany(
    'GET /api/bee/plans/:id/versions/:v/document',
  ),
  'POST /api/bee/plans/:id/versions/:v/employer-signature': perCompany(
    'POST /api/bee/plans/:id/versions/:v/employer-signature',
  ),
  'POST /api/bee/plans/:id/versions/:v/assign': perCompany(
    'POST /api/bee/plans/:id/versions/:v/assign',
  ),
  'GET /api/bee/plans/:id/versions/:v/signatures': perCompany(
    'GET /api/bee/plans/:id/versions/:v/signatures',
  ),
  'GET /api/bee/plans/:id/versions/:v/signatures.csv': perCompany(
    'GET /api/bee/plans/:id/versions/:v/signatures.csv',
  ),
  'GET /api/bee/plans/signatures/:id/signed-copy': perCompany(
    'GET /api/bee/plans/signatures/:id/signed-copy',
  ),
  // The rep's plans: versions assigned to the key's email (A's are assigned to repA and the
  // manager; B's to B's rep: 404 to A's keys). The demo key (the manager) never asks for a code
  // nor signs (403, whichever company's version); the manager has no signed copy (404).
  'GET /api/bee/rep/plans': once('GET /api/bee/rep/plans', 200),
  'POST /api/bee/rep/plans/:version_id/code': {
    A: byContract('POST /api/bee/rep/plans/:version_id/code', undefined, { manager: 403 }),
    B: byContract('POST /api/bee/rep/plans/:version_id/code', 404, { manager: 403 }),
  },
  'POST /api/bee/rep/plans/:version_id/sign': {
    A: byContract('POST /api/bee/rep/plans/:version_id/sign', undefined, { manager: 403 }),
    B: byContract('POST /api/bee/rep/plans/:version_id/sign', 404, { manager: 403 }),
  },
  'GET /api/bee/rep/plans/:version_id/document': {
    A: byContract('GET /api/bee/rep/plans/:version_id/document'),
    B: byContract('GET /api/bee/rep/plans/:version_id/document', 404),
  },
  'GET /api/bee/rep/plans/:version_id/signed-copy': {
    A: byContract('GET /api/bee/rep/plans/:version_id/signed-copy', undefined, { manager: 404 }),
    B: byContract('GET /api/bee/rep/plans/:version_id/signed-copy', 404),
  },
  // The public check of a signed copy: anyone, one answer shape, no contents.
  'POST /api/plans/verify': once('POST /api/plans/verify', 200),
  // API tokens: only an admin (a person) lists, creates and revokes them, never a token; another
  // company's token is 404.
  'GET /api/bee/api-tokens': once('GET /api/bee/api-tokens', 200),
  'POST /api/bee/api-tokens': once('POST /api/bee/api-tokens', 201),
  'DELETE /api/bee/api-tokens/:id': perCompany('DELETE /api/bee/api-tokens/:id'),
  // Webhooks: admins, and tokens with webhooks:manage; another company's endpoint or delivery is 404.
  'GET /api/bee/webhooks': once('GET /api/bee/webhooks', 200),
  'POST /api/bee/webhooks': once('POST /api/bee/webhooks', 201),
  'DELETE /api/bee/webhooks/:id': perCompany('DELETE /api/bee/webhooks/:id'),
  'GET /api/bee/webhooks/:id/deliveries': perCompany('GET /api/bee/webhooks/:id/deliveries'),
  'POST /api/bee/webhooks/deliveries/:id/replay': perCompany(
    'POST /api/bee/webhooks/deliveries/:id/replay',
  ),
};
