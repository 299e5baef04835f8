// Every TanStack Query key of the admin app, so a mutation in one feature invalidates another
// feature's data by name instead of by a string both happen to spell alike. A key starts with its
// resource: invalidating `.all` (or a plain key) refreshes every query below it.
export const queryKeys = {
  user: ['user'] as const,
  activity: {
    all: ['activity'] as const,
    page: <Filter>(filter: Filter, page: number) => ['activity', 'page', filter, page] as const,
  },
  apiTokens: ['api-tokens'] as const,
  backups: ['backups'] as const,
  calculator: ['calculator'] as const,
  companies: ['companies'] as const,
  ledger: {
    all: ['ledger'] as const,
    page: <Params>(params: Params) => ['ledger', 'page', params] as const,
  },
  notificationSettings: ['notification-settings'] as const,
  payDateReviews: (payDate: string | null) => ['pay-date-reviews', payDate] as const,
  payroll: {
    all: ['payroll'] as const,
    summary: (payDate: string) => ['payroll', 'summary', payDate] as const,
  },
  portalReps: ['portal-reps'] as const,
  questions: {
    all: ['questions'] as const,
    queue: <Filter>(filter: Filter) => ['questions', 'queue', filter] as const,
    openCount: ['questions', 'open-count'] as const,
    one: (id: number) => ['questions', 'one', id] as const,
    settings: ['questions', 'settings'] as const,
  },
  reps: {
    all: ['reps'] as const,
    pages: ['reps', 'page'] as const,
    page: <Filter>(filter: Filter) => ['reps', 'page', filter] as const,
    one: (email: string) => ['reps', 'one', email] as const,
  },
  /** The calculator's rep access list (rep keys with their features). */
  repAccess: ['view-keys', 'features'] as const,
  /** A rep's current view key, for the admin's preview of their portal. */
  viewKey: (email: string) => ['view-keys', 'key', email.trim().toLowerCase()] as const,
  uploads: {
    all: ['uploads'] as const,
    newPay: (uploadId: number) => ['uploads', uploadId, 'new-pay'] as const,
  },
  webhooks: {
    all: ['webhooks'] as const,
    deliveries: (endpointId: number) => ['webhooks', endpointId, 'deliveries'] as const,
  },
};
