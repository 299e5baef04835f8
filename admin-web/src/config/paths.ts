// Every route path of the admin SPA, in one typed table (DESIGN §3).
export const paths = {
  home: '/',
  login: '/login',
  /** The first-run page: a newcomer creates their company (issue 27). */
  welcome: '/welcome',
  /** The public check of a document's verification code (issue 31). */
  verify: '/verify/:code',
  logout: '/logout',
  notFound: '/404',
  help: '/bee',
  docs: '/bee/docs',
  upload: '/bee/upload',
  ledger: '/bee/ledger',
  portals: '/bee/portals',
  questions: '/bee/questions',
  question: '/bee/questions/:id',
  activity: '/bee/activity',
  reps: '/bee/reps',
  rep: '/bee/reps/:email',
  payroll: '/bee/payroll',
  payRuns: '/bee/pay-runs',
  plans: '/bee/plans',
  adminCalculator: '/bee/admin-calculator',
  settings: '/bee/settings',
  api: '/bee/api',
  /** A company's people: roles, invitations, deactivation (issue 32). */
  people: '/bee/people',
  /** An invitation link: set a password and join (public). */
  invitation: '/invite/:token',
  super: '/super',
  structures: '/structures',
  variables: '/variables',
  overrides: '/overrides',
  legacyPayItems: '/pay-items',
  legacyPortals: '/portals',
} as const;
