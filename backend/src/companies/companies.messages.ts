// What the companies routes answer when they refuse.
import { COMPANIES_BODY_MESSAGES } from '@commissionbee/shared/contracts/companies';

export const COMPANIES_MESSAGES = {
  ...COMPANIES_BODY_MESSAGES,
  emailTaken: 'A user with this email already exists',
} as const;
