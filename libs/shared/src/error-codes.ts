// The stable `code` of every error answer of the API ({statusCode, code, message, …}): the one list
// the server throws from, both apps branch on and docs/api.md's table is written from
// (scripts/error-codes-table.mjs). A code, once shipped, keeps its name; its message may be reworded.

interface ErrorCodeInfo {
  /** The HTTP status the code is always answered with. */
  status: number;
  /** The module that answers it ('any' for the global ones). */
  area: string;
  /** When it is answered, for docs/api.md. */
  when: string;
}

/* @__NO_SIDE_EFFECTS__ */
const info = (status: number, area: string, when: string): ErrorCodeInfo => ({
  status,
  area,
  when,
});

export const ERROR_CODES = {
  // Any route: the global exception filter, the validation pipe, the guard.
  VALIDATION_FAILED: info(
    400,
    'any',
    'A body, query or parameter failed its schema; `message` says why.',
  ),
  BAD_REQUEST: info(400, 'any', 'Any other refused request that names no code of its own.'),
  INVALID_JSON: info(400, 'any', 'The request body is not valid JSON.'),
  UNSTORABLE_VALUE: info(
    400,
    'any',
    'A value PostgreSQL cannot store or search (a NUL character, an out-of-range number).',
  ),
  UNAUTHORIZED: info(401, 'any', 'A missing, expired, revoked or unknown credential.'),
  FORBIDDEN: info(
    403,
    'any',
    'The credential is valid but lacks the right (role, rep key, calculator feature).',
  ),
  NOT_FOUND: info(404, 'any', 'No such route, or no such object in the caller’s company.'),
  CONFLICT: info(409, 'any', 'Any other conflict that names no code of its own.'),
  REQUEST_TIMEOUT: info(408, 'any', 'The request did not arrive in time.'),
  PAYLOAD_TOO_LARGE: info(
    413,
    'any',
    'The body or upload is over its limit (`message` names the limit).',
  ),
  UNSUPPORTED_MEDIA_TYPE: info(415, 'any', 'A compressed (Content-Encoding) request body.'),
  RATE_LIMITED: info(429, 'any', 'Any other limit on how often a call may be made.'),
  INTERNAL_ERROR: info(500, 'any', 'An unexpected error; it is logged with the request id.'),
  SERVICE_UNAVAILABLE: info(
    503,
    'any',
    'The server cannot answer now; retry after `Retry-After` seconds.',
  ),
  DATABASE_UNAVAILABLE: info(503, 'any', 'The database is unreachable or stopped.'),
  STATEMENT_TIMEOUT: info(503, 'any', 'The request’s query took too long and was stopped.'),

  // Sign-in and the guard (auth).
  AUTH_LOGIN_FAILED: info(401, 'auth', 'Wrong email or password.'),
  AUTH_SIGNED_OUT_PASSWORD_CHANGED: info(
    401,
    'auth',
    'The session ended because the password was changed.',
  ),
  AUTH_MAINTENANCE: info(403, 'auth', 'The company is in maintenance (company 1).'),
  AUTH_TOKEN_SCOPE_MISSING: info(403, 'auth', 'The API token lacks the scope the route needs.'),
  AUTH_TOKEN_NOT_ALLOWED: info(403, 'auth', 'API tokens may not call the route.'),
  AUTH_TOO_MANY_LOGINS: info(
    429,
    'auth',
    'Too many failed password guesses (login or password change).',
  ),
  AUTH_TOO_MANY_AT_ONCE: info(429, 'auth', 'Too many password checks at once from one address.'),
  AUTH_TOO_MANY_KEY_GUESSES: info(429, 'auth', 'Too many unknown view keys from one address.'),
  AUTH_PASSWORD_CHECKS_BUSY: info(503, 'auth', 'The password checkers are all busy.'),
  AUTH_SSO_REQUIRED: info(
    403,
    'auth',
    'A password login for a user of a company that requires single sign-on (super users excepted; ' +
      'an Administrator only while the provider does not answer, if the company allows it).',
  ),
  PASSWORD_CHANGE_REQUIRED: info(403, 'auth', 'The user must change a temporary password first.'),
  REP_LINK_NOT_FOUND: info(404, 'auth', 'The view key is unknown, revoked or expired.'),
  REP_PREVIEW_READ_ONLY: info(403, 'auth', 'An admin’s preview of a portal tried to write.'),
  REP_WRITE_LIMIT: info(429, 'auth', 'Too many writes from one portal link in an hour.'),

  // Companies, first-run setup and users.
  SETUP_CLOSED: info(409, 'companies', 'First-run setup is over.'),
  SETUP_TOO_MANY: info(429, 'companies', 'Too many first-run setup attempts.'),
  COMPANY_EMAIL_TAKEN: info(409, 'companies', 'A user with the admin email exists.'),
  COMPANY_NOT_FOUND: info(404, 'users', 'Switching to a company that does not exist.'),
  USER_OWN_PASSWORD_ONLY: info(403, 'users', 'Changing another user’s password.'),
  USER_WRONG_CURRENT_PASSWORD: info(400, 'users', 'The current password is wrong.'),

  // Single sign-on (issue 32).
  SSO_DOMAIN_TAKEN: info(409, 'sso', 'A domain already signs in through another company.'),
  SSO_NOT_CONFIGURED: info(409, 'sso', 'Testing single sign-on before its settings are saved.'),
  SSO_TOO_MANY_STARTS: info(
    429,
    'sso',
    'Too many single sign-ons started from one address, or for one email.',
  ),
  SSO_TOO_MANY_PENDING: info(
    429,
    'sso',
    'The company has the most single sign-ons on their way through its provider at once.',
  ),
  SSO_CLIENT_SECRET_REQUIRED: info(
    400,
    'sso',
    'Saving single sign-on for the first time (or a new issuer) without a client secret.',
  ),

  // People: invitations, roles, deactivation (issue 32).
  PEOPLE_EMAIL_TAKEN: info(
    409,
    'people',
    'Inviting an email that already belongs to a user (of this or another company).',
  ),
  PEOPLE_LAST_ADMIN: info(
    409,
    'people',
    'Demoting or deactivating the last active administrator of the company.',
  ),
  PEOPLE_NOT_YOURSELF: info(409, 'people', 'Changing your own role or deactivating yourself.'),
  PEOPLE_WRONG_STATUS: info(
    409,
    'people',
    'Deactivating someone already deactivated, or reactivating someone who is not deactivated.',
  ),
  PEOPLE_TRANSFER_TARGET_INVALID: info(
    400,
    'people',
    'The person to hand API tokens to is not another active administrator of the company.',
  ),
  SCIM_INVALID_FILTER: info(
    400,
    'scim',
    'A SCIM filter other than `userName eq "…"` (the one filter supported).',
  ),
  SCIM_INVALID_PATCH: info(
    400,
    'scim',
    'A SCIM PATCH operation other than replace/add of active, userName, displayName or name.',
  ),
  INVITATION_INVALID: info(
    404,
    'people',
    'An invitation link that does not exist, was already used, was replaced or has expired.',
  ),

  // Ledger and uploads.
  LEDGER_CSV_INVALID: info(400, 'ledger', 'Rows of the upload are invalid (`errors` lists them).'),
  LEDGER_NOT_A_CSV: info(400, 'ledger', 'The upload has no CSV `file`.'),
  LEDGER_UPLOAD_TOO_DEEP: info(400, 'ledger', 'A JSON upload nested too deeply.'),
  LEDGER_UPLOAD_TOO_COMPLEX: info(
    400,
    'ledger',
    'A file too complex to read in the memory an upload may use.',
  ),
  LEDGER_PREVIEW_STALE: info(
    409,
    'ledger',
    'The ledger changed since the preview the upload names.',
  ),
  LEDGER_PAGE_INVALID: info(400, 'ledger', 'GET /bee/ledger: bad `page`.'),
  LEDGER_PAGE_SIZE_INVALID: info(400, 'ledger', 'GET /bee/ledger: bad `pageSize`.'),
  LEDGER_SEARCH_INVALID: info(400, 'ledger', 'GET /bee/ledger: bad `search`.'),
  LEDGER_PAY_DATE_INVALID: info(400, 'ledger', 'GET /bee/ledger: bad `pay_date`.'),
  LEDGER_REP_INVALID: info(400, 'ledger', 'GET /bee/ledger: bad `rep`.'),
  LEDGER_STATUS_INVALID: info(400, 'ledger', 'GET /bee/ledger: bad `status`.'),
  LEDGER_SORT_INVALID: info(400, 'ledger', 'GET /bee/ledger: bad `sort`.'),
  UPLOADS_AT_ONCE: info(429, 'ledger', 'The company has too many uploads in progress.'),
  UPLOADS_SERVER_BUSY: info(429, 'ledger', 'The server is busy with other uploads.'),
  UPLOAD_BODY_TOO_SLOW: info(408, 'ledger', 'The upload’s body did not arrive in time.'),
  UPLOAD_NOT_FOUND: info(404, 'ledger', 'No such upload.'),
  UPLOAD_ALREADY_UNDONE: info(409, 'ledger', 'The upload was already undone.'),
  UPLOAD_UNDO_LATER_FIRST: info(409, 'ledger', 'Later uploads changed its lines: undo them first.'),

  // Reps, payroll, calculator.
  REPS_MAPPING_NOT_A_CSV: info(400, 'reps', 'The mapping upload has no CSV `file`.'),
  REPS_MAPPING_INVALID: info(
    400,
    'reps',
    'Rows of the mapping CSV are invalid (`issues` lists them).',
  ),
  REPS_EMPLOYEE_ID_TAKEN: info(409, 'reps', 'Another rep has the employee ID.'),
  PAY_DATE_NOT_FOUND: info(404, 'pay-runs', 'No such pay date.'),
  PAY_DATE_TRANSITION: info(409, 'pay-runs', 'Not allowed in its `state`.'),
  PAY_DATE_SECOND_APPROVER: info(409, 'pay-runs', 'Needs another approver.'),
  PAY_DATE_OPEN_QUESTIONS: info(409, 'pay-runs', 'Open `questions`; confirm.'),
  PAY_DATE_CLOSED: info(409, 'pay-runs', 'Would change a closed pay date.'),
  PAYROLL_EMPLOYEE_IDS_MISSING: info(
    409,
    'payroll',
    'Reps of the pay date lack an employee ID (`missing`).',
  ),
  PAYROLL_ADP_FILE_NUMBERS: info(
    409,
    'payroll',
    'Employee IDs are not ADP file numbers (`missing`).',
  ),
  PAYROLL_ADP_SETTINGS_MISSING: info(
    409,
    'payroll',
    'The ADP company or earnings code is not set.',
  ),
  CALCULATOR_NOT_FOUND: info(404, 'calculator', 'The company has no calculator.'),
  CALCULATOR_CONFIG_INVALID: info(
    400,
    'calculator',
    'The calculator configuration is refused: `message` says why in English, `problem` (the engine’s code) and `params` let a client word it.',
  ),

  // Questions and reviews.
  QUESTION_NOT_FOUND: info(404, 'questions', 'No such question.'),
  QUESTION_LINE_NOT_FOUND: info(404, 'questions', 'No such pay line in the rep’s portal.'),
  QUESTION_NO_PAYCHECK: info(404, 'questions', 'The rep has no paycheck on that date.'),
  QUESTION_NOT_OPEN: info(
    409,
    'questions',
    'The question’s state does not allow the action (e.g. a reply to a resolved one).',
  ),
  QUESTION_REOPEN_TOO_LATE: info(
    409,
    'questions',
    'The question was resolved too long ago to reopen.',
  ),
  QUESTION_DAILY_LIMIT: info(429, 'questions', 'The rep asked the most questions a day allows.'),
  QUESTION_DEMO_READ_ONLY: info(
    403,
    'questions',
    'The public demo key does not send questions or reviews.',
  ),

  // Commission plans and signed receipts.
  PLAN_NOT_FOUND: info(
    404,
    'plans',
    'No such plan, version or signature in the caller’s company (or for this rep).',
  ),
  PLAN_NOT_A_PDF: info(
    400,
    'plans',
    'The file is not a PDF (checked by its bytes) or cannot be read as one.',
  ),
  PLAN_FIELDS_INVALID: info(400, 'plans', 'The version’s dates are refused; `message` says why.'),
  PLAN_NOT_EMPLOYER_SIGNED: info(
    409,
    'plans',
    'The employer has not signed the version yet, so it cannot be sent.',
  ),
  PLAN_EMPLOYER_SIGNED: info(409, 'plans', 'The employer already signed the version.'),
  PLAN_ALREADY_SIGNED: info(409, 'plans', 'The rep already signed this version.'),
  PLAN_CODE_WRONG: info(
    400,
    'plans',
    'The code is not the one emailed; `left` is how many tries are left (also in `message`).',
  ),
  PLAN_CODE_EXPIRED: info(400, 'plans', 'The code is older than 10 minutes: ask for a new one.'),
  PLAN_CODE_NEEDED: info(
    400,
    'plans',
    'No live code (none asked for, or 5 wrong tries): ask for a new one.',
  ),
  PLAN_CODE_LIMIT: info(
    429,
    'plans',
    'Too many codes asked for in an hour; `minutes` is how long to wait.',
  ),
  PLAN_NO_EMAIL: info(409, 'plans', 'The rep’s link has no email address to send a code to.'),
  PLAN_VERIFY_LIMIT: info(
    429,
    'plans',
    'Too many signed-copy checks from this address in an hour.',
  ),
  PLAN_DEMO_READ_ONLY: info(403, 'plans', 'The public demo key cannot sign a plan.'),

  // Mail, notifications, webhooks, API tokens, outbound URLs.
  MAIL_SEND_NOT_FOUND: info(404, 'mail', 'No such send.'),
  PUSH_DEMO_KEY: info(403, 'notifications', 'The demo portal cannot turn on notifications.'),
  WEBHOOKS_TOO_MANY: info(409, 'webhooks', 'The company has the most webhook endpoints allowed.'),
  WEBHOOK_REPLAY_LIMIT: info(
    429,
    'webhooks',
    'An endpoint’s deliveries were replayed too often this hour.',
  ),
  API_TOKENS_TOO_MANY: info(409, 'api-tokens', 'The company has the most API tokens allowed.'),
  URL_INVALID: info(400, 'outbound', 'Not a URL.'),
  URL_NOT_HTTPS: info(400, 'outbound', 'The URL is not https.'),
  URL_HAS_CREDENTIALS: info(400, 'outbound', 'The URL holds a user name or password.'),
  URL_HOST_NOT_FOUND: info(400, 'outbound', 'The URL’s host could not be found.'),
  URL_HOST_TIMEOUT: info(400, 'outbound', 'The URL’s host did not resolve in time.'),
  URL_INTERNAL_ADDRESS: info(
    400,
    'outbound',
    'The URL points to a private, loopback or internal address.',
  ),

  // Backups, idempotency, view keys.
  BACKUP_ON_SERVER: info(409, 'backup', 'Backups cover the embedded database only.'),
  BACKUP_RUNNING: info(409, 'backup', 'A backup is already being written.'),
  BACKUP_NOT_FOUND: info(404, 'backup', 'No such backup.'),
  IDEMPOTENCY_KEY_INVALID: info(
    400,
    'idempotency',
    'The Idempotency-Key header is missing or malformed.',
  ),
  IDEMPOTENCY_KEY_REUSED: info(
    409,
    'idempotency',
    'The Idempotency-Key was used with a different request.',
  ),
  IDEMPOTENCY_IN_PROGRESS: info(
    409,
    'idempotency',
    'A request with the Idempotency-Key is still running.',
  ),
  REP_EXISTS: info(409, 'view-keys', 'A rep with the email exists.'),
  REP_LINK_REQUESTS_TOO_MANY: info(429, 'view-keys', 'Too many “email me my link” requests.'),
  REP_NOT_A_MANAGER: info(
    403,
    'view-keys',
    'A team member’s lines were asked for with the key of a rep who manages nobody.',
  ),
  TEAM_MEMBER_NOT_FOUND: info(
    404,
    'view-keys',
    'The email is not a member of the key’s team (in the key’s company).',
  ),
  VERIFY_UNKNOWN_CODE: info(404, 'verify', 'No document was issued with this verification code.'),
  VERIFY_TOO_MANY: info(429, 'verify', 'Too many verification codes tried from one address.'),
} as const satisfies Record<string, ErrorCodeInfo>;

export type ErrorCode = keyof typeof ERROR_CODES;

function codeNames() {
  return Object.fromEntries(Object.keys(ERROR_CODES).map((c) => [c, c])) as {
    readonly [C in ErrorCode]: C;
  };
}
/** Each code by its own name, for comparisons that the compiler checks: `ErrorCode.QUESTION_NOT_OPEN`. */
export const ErrorCode = /* @__PURE__ */ codeNames();

/** The code of the generic answer for a status, when an error names none of its own. */
export function genericErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 408:
      return 'REQUEST_TIMEOUT';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  }
}

/** The `code` of an error answer's body, or null when it has none (an old server, a proxy's page). */
export function errorCodeOf(body: unknown): string | null {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}
