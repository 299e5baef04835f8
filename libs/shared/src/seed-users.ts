// The accounts the seed creates outside production, with the passwords the README publishes
// (in production they get random ones: backend/src/seed/seed.service.ts). Written once here: the
// seed, the start-up summary, the API tests, the browser tests and the screenshots sign in with them.
// Kept apart from demo.ts so the apps' bundles, which import demo.ts, never carry these passwords.

export const SEED_USERS = {
  demoAdmin: { email: 'admin@demosolar.example', password: 'DemoAdmin-2024', name: 'Dana Admin' },
  /** A second administrator (issue 32): someone to approve the first admin's uploads. */
  demoSecondAdmin: {
    email: 'alex.admin@demosolar.example',
    password: 'DemoAdmin2-2024',
    name: 'Alex Admin',
  },
  demoStandard: {
    email: 'viewer@demosolar.example',
    password: 'DemoViewer-2024',
    name: 'Sam Viewer',
  },
  legacyAdmin: {
    email: 'legacy@commissionbee.local',
    password: 'Legacy-Admin1',
    name: 'Legacy Admin',
  },
} as const;
