// Who may call what: the expected HTTP status of every API route for every kind of caller, on an
// object of company A (the demo company, 10) and of company B (a second company). Read with
// src/auth/auth.guard.ts: no or bad bearer → 401; a valid user without the right → 403; a rep key
// on a user-only route → 401 (it is not a user credential); an unknown or revoked key on a rep
// route → 404; another company's object → 404, never its data. access-matrix.api.spec.ts walks
// Nest's router, so a route missing here fails the test as an 'unlisted route'.

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
  'GET /api/health': { any: everyone(200) },

  // Logging in is public by nature; a bearer on the request (good or bad) is ignored.
  'POST /api/auth/login': { any: everyone(200) },
  // Anyone may ask whether a token is valid; the answer is only {valid}.
  'POST /api/auth/verify': { any: everyone(200) },
  // Public so that an expired session can still log out; it only ever revokes the token it is given.
  'POST /api/auth/logout': { any: everyone(200) },
  // A fresh token for the caller's own user: any valid user, nobody else.
  'POST /api/auth/relogin': { any: users(200) },

  // The caller's own profile.
  'GET /api/me': { any: users(200) },
  // The caller's own name: any user, for themself only (the id comes from the token).
  'PATCH /api/me': { any: users(200) },
  // Only your own password (A: A's admin's id; B: B's admin's id). Someone else's id is 403 for
  // any user, whatever the company, before anything is looked up, so ids reveal nothing.
  'PATCH /api/users/:id/password': {
    A: users(403, { adminA: 200 }),
    B: users(403, { adminB: 200 }),
  },
  // The super user moves themself into a company (A: their own; B: the other one).
  'POST /api/users/super-be': { A: superOnly(200), B: superOnly(200) },

  // Creating a company and its admin is the super user's job.
  'POST /api/company/new': { any: superOnly(201) },
  // The caller's own company (from the token, so B's admin gets B and everyone else A).
  'POST /api/company': { any: users(200) },
  // Every company: super only.
  'GET /api/companies': { any: superOnly(200) },
  // Switching a company's features: super only, on any company.
  'PATCH /api/companies/:id/features': { A: superOnly(200), B: superOnly(200) },

  // Backups of the embedded database: the super user only. On a PostgreSQL server there are none
  // (409: use pg_dump; a file name is 404).
  'GET /api/super/backups': { any: superOnly(200) },
  'POST /api/super/backups': { any: superOnly(process.env.DATABASE_URL ? 409 : 201) },
  'GET /api/super/backups/:name': { any: superOnly(process.env.DATABASE_URL ? 404 : 200) },

  // The rep portal's data: a live view key, which sees only its own and its team's rows.
  'GET /api/bee/rep-key-data': { any: repKeys(200) },
  // When the key opened the portal (its own opens only).
  'GET /api/bee/rep-visit': { any: repKeys(200) },

  // A rep's own questions and reviews (issue 14): only the key's email's, in its company; another
  // company's question is 404. The public demo key (manager) reads but may not write: 403.
  'GET /api/bee/rep/questions': { any: repKeys(200) },
  'POST /api/bee/rep/questions': { any: { ...repKeys(201), manager: 403 } },
  'GET /api/bee/rep/questions/:id': { A: repKeys(200), B: repKeys(404) },
  'POST /api/bee/rep/questions/:id/messages': {
    A: { ...repKeys(200), manager: 403 },
    B: { ...repKeys(404), manager: 403 },
  },
  'POST /api/bee/rep/questions/:id/accept': {
    A: { ...repKeys(200), manager: 403 },
    B: { ...repKeys(404), manager: 403 },
  },
  'POST /api/bee/rep/questions/:id/reopen': {
    A: { ...repKeys(200), manager: 403 },
    B: { ...repKeys(404), manager: 403 },
  },
  'GET /api/bee/rep/reviews': { any: repKeys(200) },
  'POST /api/bee/rep/reviews': { any: { ...repKeys(200), manager: 403 } },

  // The questions queue, a question and its actions, the reviews of a pay date and the question
  // settings: admins of the company; another company's question is 404.
  'GET /api/bee/questions': { any: scoped(admins(200)) },
  'GET /api/bee/questions/:id': {
    A: scoped(admins(200, { adminB: 404 })),
    B: scoped(admins(404, { adminB: 200 })),
  },
  'POST /api/bee/questions/:id/messages': {
    A: admins(200, { adminB: 404 }),
    B: admins(404, { adminB: 200 }),
  },
  'POST /api/bee/questions/:id/request-info': {
    A: admins(200, { adminB: 404 }),
    B: admins(404, { adminB: 200 }),
  },
  'POST /api/bee/questions/:id/resolve': {
    A: admins(200, { adminB: 404 }),
    B: admins(404, { adminB: 200 }),
  },
  'GET /api/bee/reviews': { any: admins(200) },
  'GET /api/bee/question-settings': { any: admins(200) },
  'PATCH /api/bee/question-settings': { any: admins(200) },

  // The ledger, its Master CSV and uploads: admins of the company, scoped by their token.
  'GET /api/bee/ledger': { any: scoped(admins(200)) },
  'GET /api/bee/ledger.csv': { any: scoped(admins(200)) },
  'POST /api/bee/ledger': { any: scoped(admins(200)) },
  'POST /api/bee/ledger/csv': { any: scoped(admins(200)) },
  // A dry run of an upload: the same callers, stores nothing.
  'POST /api/bee/ledger/preview': { any: scoped(admins(200)) },
  'GET /api/bee/uploads': { any: scoped(admins(200)) },
  // Undoing an upload: only the company's own batches; another company's id is 404.
  'DELETE /api/bee/uploads/:id': {
    A: scoped(admins(200, { adminB: 404 })),
    B: scoped(admins(404, { adminB: 200 })),
  },

  // A rep's link, by email: only reps of the admin's company (another company's rep is 404).
  'GET /api/bee/view-keys': {
    A: admins(200, { adminB: 404 }),
    B: admins(404, { adminB: 200 }),
  },
  // Rotating a rep's link: same scoping as reading it.
  'POST /api/bee/view-keys/rotate': {
    A: admins(201, { adminB: 404 }),
    B: admins(404, { adminB: 201 }),
  },
  // The first-run page (issue 27): public; its status says whether it is open, and creating is
  // refused to everyone (409 SETUP_CLOSED) once a company besides the seeded ones exists, as B does.
  'GET /api/setup': { any: everyone(200) },
  'POST /api/setup/company': { any: everyone(409) },
  // A read-only preview key of a rep (issue 27): same scoping as reading the rep's link.
  'POST /api/bee/rep-previews': {
    A: admins(201, { adminB: 404 }),
    B: admins(404, { adminB: 201 }),
  },
  // "Email me a new link": public by nature (the link is dead), one answer for everyone; a
  // credential on the request is ignored. Limited per email and per address (first-hour spec).
  'POST /api/bee/rep/link-request': { any: everyone(202) },
  // The keys and their grants: the admin's company only.
  'GET /api/bee/view-keys/features': { any: admins(200) },
  // Granting features to keys by id: another company's key id is 404 and changes nothing.
  'PATCH /api/bee/view-keys/features': {
    A: admins(200, { adminB: 404 }),
    B: admins(404, { adminB: 200 }),
  },
  // Registering a rep by email in the admin's company.
  'POST /api/bee/add-rep-key': { any: admins(201) },

  // The Email Center table.
  'GET /api/bee/portal-reps': { any: scoped(admins(200)) },
  // Sending portal emails: 202 either way, but a rep of another company is only listed under
  // `ignored` (the email the caller sent, echoed back) and is never mailed.
  'POST /api/mail/rep-portals': { A: scoped(admins(202)), B: scoped(admins(202)) },
  // A send's progress and its retry: only the company's own sends; another company's id is 404.
  'GET /api/mail/sends/:id': {
    A: scoped(admins(200, { adminB: 404 })),
    B: scoped(admins(404, { adminB: 200 })),
  },
  'POST /api/mail/sends/:id/retry': {
    A: scoped(admins(202, { adminB: 404 })),
    B: scoped(admins(404, { adminB: 202 })),
  },
  // "New pay posted" for an upload: the company's own uploads only.
  'GET /api/bee/uploads/:id/new-pay': {
    A: admins(200, { adminB: 404 }),
    B: admins(404, { adminB: 200 }),
  },
  'POST /api/bee/uploads/:id/notify': {
    A: admins(202, { adminB: 404 }),
    B: admins(404, { adminB: 202 }),
  },
  // The company's notification setting (from the token: B's admin gets B's).
  'GET /api/bee/notification-settings': { any: admins(200) },
  'PATCH /api/bee/notification-settings': { any: admins(200) },
  // A rep's push subscriptions belong to their live key.
  'GET /api/bee/rep/push': { any: repKeys(200) },
  // The manager's key is the public demo key, which may not register a browser.
  'PUT /api/bee/rep/push': { any: { ...repKeys(200), manager: 403 } },
  'DELETE /api/bee/rep/push': { any: repKeys(200) },

  // The calculator: admins of the company, or a rep key granted whatif-calc in a whatif-calc
  // company (the manager's demo key is; repA's is not: 403).
  'GET /api/bee/calculator': {
    any: { ...admins(200), repA: 403, manager: 200, revoked: 404 },
  },
  // Saving the calculator: admins only.
  'POST /api/bee/calculator': { any: admins(200) },

  // The activity log and its CSV (issue 17): admins read their company's; a super user may name
  // another company with ?company_id= (anyone else asking for another company gets 404). Reads of
  // the activity log, the reps directory and payroll are open to tokens with activity:read,
  // reps:read and payroll:read (issue 19); their writes are for admins only.
  'GET /api/bee/activity': { any: scoped(admins(200)) },
  'GET /api/bee/activity.csv': { any: scoped(admins(200)) },
  // The reps directory and the mapping CSV: the admin's company, from the token.
  'GET /api/bee/reps': { any: scoped(admins(200)) },
  'POST /api/bee/reps/mapping': { any: admins(200) },
  // A rep's page and payroll details: another company's rep is 404.
  'GET /api/bee/reps/:email': {
    A: scoped(admins(200, { adminB: 404 })),
    B: scoped(admins(404, { adminB: 200 })),
  },
  'PATCH /api/bee/reps/:email': {
    A: admins(200, { adminB: 404 }),
    B: admins(404, { adminB: 200 }),
  },
  // Payroll export of a pay date and the ADP settings: the admin's company only.
  'GET /api/bee/payroll': { any: scoped(admins(200)) },
  'GET /api/bee/payroll/export': { any: scoped(admins(200)) },
  'GET /api/bee/payroll/settings': { any: admins(200) },
  'PUT /api/bee/payroll/settings': { any: admins(200) },
  // API tokens: only an admin (a person) lists, creates and revokes them, never a token; another
  // company's token is 404.
  'GET /api/bee/api-tokens': { any: admins(200) },
  'POST /api/bee/api-tokens': { any: admins(201) },
  'DELETE /api/bee/api-tokens/:id': {
    A: admins(200, { adminB: 404 }),
    B: admins(404, { adminB: 200 }),
  },
  // Webhooks: admins, and tokens with webhooks:manage; another company's endpoint or delivery is 404.
  'GET /api/bee/webhooks': { any: scoped(admins(200)) },
  'POST /api/bee/webhooks': { any: scoped(admins(201)) },
  'DELETE /api/bee/webhooks/:id': {
    A: scoped(admins(200, { adminB: 404 })),
    B: scoped(admins(404, { adminB: 200 })),
  },
  'GET /api/bee/webhooks/:id/deliveries': {
    A: scoped(admins(200, { adminB: 404 })),
    B: scoped(admins(404, { adminB: 200 })),
  },
  'POST /api/bee/webhooks/deliveries/:id/replay': {
    A: scoped(admins(202, { adminB: 404 })),
    B: scoped(admins(404, { adminB: 202 })),
  },
};
