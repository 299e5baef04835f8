// The last line `npm start` prints: where the product runs, the demo link and the logins to use.
import type { AppConfig } from '../config/config.js';
import { SEED_USERS } from '@commissionbee/shared/seed-users';

type SummaryConfig = Pick<
  AppConfig,
  'NODE_ENV' | 'SEED_DEMO' | 'SEED_SUPER_EMAIL' | 'usesDefaultSuperPassword'
>;

/**
 * One line. Outside production the demo accounts have the passwords the README publishes, so
 * they are shown; the super user's password only when it is still the published default (a
 * password set through SEED_SUPER_PASSWORD never reaches a log).
 */
export function startupSummary(config: SummaryConfig, base: string): string {
  const logins: string[] = [];
  if (config.NODE_ENV !== 'production') {
    logins.push(
      `admin ${SEED_USERS.demoAdmin.email} / ${SEED_USERS.demoAdmin.password}`,
      `second admin ${SEED_USERS.demoSecondAdmin.email} / ${SEED_USERS.demoSecondAdmin.password}`,
      `standard user ${SEED_USERS.demoStandard.email} / ${SEED_USERS.demoStandard.password}`,
    );
  }
  logins.push(
    config.usesDefaultSuperPassword
      ? `super user ${config.SEED_SUPER_EMAIL} / ChangeMe-Super1`
      : `super user ${config.SEED_SUPER_EMAIL} (password: SEED_SUPER_PASSWORD)`,
  );
  const demo = config.SEED_DEMO ? ` — demo rep portal: ${base}/demo` : '';
  return `CommissionBee is running at ${base}${demo} — log in at ${base}/login as ${logins.join(', ')}`;
}
