// The catalogue keys of a person's role, status and sign-in method (libs/shared/people.ts keeps
// the English labels for the server).
import type { PeopleRole, PeopleStatus, SignInMethod } from '@commissionbee/shared/people';

export const ROLE_WORDS = {
  admin: 'people.roleAdmin',
  standard: 'people.roleStandard',
} as const satisfies Record<PeopleRole, string>;

export const STATUS_WORDS = {
  invited: 'people.statusInvited',
  active: 'people.statusActive',
  deactivated: 'people.statusDeactivated',
} as const satisfies Record<PeopleStatus, string>;

export const SIGN_IN_WORDS = {
  password: 'people.signInPassword',
  sso: 'people.signInSso',
} as const satisfies Record<SignInMethod, string>;
