// Every route of the rep app (DESIGN §3), typed so links and redirects cannot drift apart.
export const paths = {
  entry: {
    pattern: '/bee/view/:viewKey',
    to: (viewKey: string) => `/bee/view/${encodeURIComponent(viewKey)}`,
  },
  maintenance: { pattern: '/view/:viewKey' },
  demo: '/demo',
  dash: '/bee/dash',
  paychecks: '/bee/paychecks',
  paycheck: '/bee/paycheck',
  customers: '/bee/customers',
  job: '/bee/job',
  teamPay: '/bee/view-as',
  calculator: '/calculator',
  myQuestions: '/bee/my-questions',
} as const;
