// What the users routes answer when they refuse or succeed (the password rules' own messages
// live in libs/shared/src/password.ts, beside the rules, so the apps show the same words).
import { USERS_BODY_MESSAGES } from '@commissionbee/shared/contracts/users';

export const USERS_MESSAGES = {
  ownPasswordOnly: 'You can only change your own password',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  noSuchCompany: (companyId: number) => `Company ${companyId} does not exist`,
  ...USERS_BODY_MESSAGES,
} as const;
