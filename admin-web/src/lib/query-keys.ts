// Every TanStack Query key of the admin app, so a mutation in one feature invalidates another
// feature's data by name instead of by a string both happen to spell alike. A key starts with its
// resource: invalidating `.all` (or a plain key) refreshes every query below it. Read it as
// `import * as queryKeys`: one export per resource lets each lazy screen bundle only its own keys.
export const user = ['user'] as const;
export const activity = {
  all: ['activity'] as const,
  page: <Filter>(filter: Filter, page: number) => ['activity', 'page', filter, page] as const,
};
export const apiTokens = ['api-tokens'] as const;
/** The company's single sign-on settings. */
export const ssoSettings = ['sso', 'settings'] as const;

export const people = {
  all: ['people'] as const,
  list: (companyId: number | null) => ['people', 'list', companyId] as const,
};
export const invitation = (token: string) => ['invitation', token] as const;
export const scimSettings = ['scim-settings'] as const;
export const backups = ['backups'] as const;
export const calculator = ['calculator'] as const;
export const companies = ['companies'] as const;
export const ledger = {
  all: ['ledger'] as const,
  page: <Params>(params: Params) => ['ledger', 'page', params] as const,
};
export const notificationSettings = ['notification-settings'] as const;
export const languageSettings = ['language-settings'] as const;
export const payDateReviews = (payDate: string | null) => ['pay-date-reviews', payDate] as const;
export const payRuns = {
  all: ['pay-runs'] as const,
  list: ['pay-runs', 'list'] as const,
  detail: (payDate: string) => ['pay-runs', 'detail', payDate] as const,
  settings: ['pay-runs', 'settings'] as const,
};

export const payroll = {
  all: ['payroll'] as const,
  summary: (payDate: string) => ['payroll', 'summary', payDate] as const,
};
export const portalReps = ['portal-reps'] as const;
export const questions = {
  all: ['questions'] as const,
  queue: <Filter>(filter: Filter) => ['questions', 'queue', filter] as const,
  openCount: ['questions', 'open-count'] as const,
  one: (id: number) => ['questions', 'one', id] as const,
  settings: ['questions', 'settings'] as const,
};
export const reps = {
  all: ['reps'] as const,
  pages: ['reps', 'page'] as const,
  page: <Filter>(filter: Filter) => ['reps', 'page', filter] as const,
  one: (email: string) => ['reps', 'one', email] as const,
};
/** The calculator's rep access list (rep keys with their features). */
export const repAccess = ['view-keys', 'features'] as const;
/** A rep's current view key, for the admin's preview of their portal. */
export const viewKey = (email: string) => ['view-keys', 'key', email.trim().toLowerCase()] as const;
export const uploads = {
  all: ['uploads'] as const,
  newPay: (uploadId: number) => ['uploads', uploadId, 'new-pay'] as const,
};
export const webhooks = {
  all: ['webhooks'] as const,
  deliveries: (endpointId: number) => ['webhooks', endpointId, 'deliveries'] as const,
};
export const plans = {
  all: ['plans'] as const,
  list: ['plans', 'list'] as const,
  one: (id: number) => ['plans', 'one', id] as const,
  board: (id: number, v: number) => ['plans', 'board', id, v] as const,
};

/** The company's statement emails (issue 31 §4). */
export const statementSettings = ['statements', 'settings'] as const;
