// Every route path of the admin SPA, in one typed table (DESIGN §3).
export const paths = {
  home: '/',
  login: '/login',
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
  adminCalculator: '/bee/admin-calculator',
  settings: '/bee/settings',
  api: '/bee/api',
  super: '/super',
  structures: '/structures',
  variables: '/variables',
  overrides: '/overrides',
  legacyPayItems: '/pay-items',
  legacyPortals: '/portals',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
