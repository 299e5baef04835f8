import { startupSummary } from './startup-summary.js';

const base = 'http://localhost:3000';
const config = {
  NODE_ENV: 'development' as const,
  SEED_DEMO: true,
  SEED_SUPER_EMAIL: 'super@commissionbee.local',
  usesDefaultSuperPassword: true,
};

describe('startupSummary', () => {
  const sut = startupSummary;

  it('says where the product runs, the demo link and the seeded logins', () => {
    expect(sut(config, base)).toBe(
      'CommissionBee is running at http://localhost:3000 — demo rep portal: http://localhost:3000/demo' +
        ' — log in at http://localhost:3000/login as admin admin@demosolar.example / DemoAdmin-2024,' +
        ' second admin alex.admin@demosolar.example / DemoAdmin2-2024,' +
        ' standard user viewer@demosolar.example / DemoViewer-2024,' +
        ' super user super@commissionbee.local / ChangeMe-Super1',
    );
  });

  it('never prints a super password that was set, nor demo passwords in production', () => {
    const line = sut(
      { ...config, NODE_ENV: 'production', SEED_DEMO: false, usesDefaultSuperPassword: false },
      base,
    );
    expect(line).toBe(
      'CommissionBee is running at http://localhost:3000 — log in at http://localhost:3000/login' +
        ' as super user super@commissionbee.local (password: SEED_SUPER_PASSWORD)',
    );
  });
});
