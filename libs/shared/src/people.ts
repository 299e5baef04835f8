// People (issue 32): a company's users, their roles and statuses, the words the people screen,
// the invitation page and the API say. Shared so the browser and the server say the same thing.
import { looksLikeEmail } from './email.js';

export const PEOPLE_ROLES = ['admin', 'standard'] as const;
export type PeopleRole = (typeof PEOPLE_ROLES)[number];

export const PEOPLE_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type PeopleStatus = (typeof PEOPLE_STATUSES)[number];

/** How someone signed in: with their password, or through the company's identity provider. */
export const SIGN_IN_METHODS = ['password', 'sso'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * How a session began (/me's `signed_in_with`): a sign-in method, or 'password_fallback' — an
 * Administrator's password while the company requires single sign-on, allowed because the company
 * lets admins fall back to it and its identity provider did not answer.
 */
export const SESSION_METHODS = [...SIGN_IN_METHODS, 'password_fallback'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

export const ROLE_LABELS: Record<PeopleRole, string> = {
  admin: 'Administrator',
  standard: 'Standard User',
};

export const STATUS_LABELS: Record<PeopleStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

export const SIGN_IN_LABELS: Record<SignInMethod, string> = {
  password: 'Password',
  sso: 'Single sign-on',
};

/**
 * An address an invitation can be sent to: one plain address, and well-formed text (a lone UTF-16
 * surrogate cannot be written into the email's job, nor into a mail header).
 */
export function invitableEmail(value: string): boolean {
  return looksLikeEmail(value) && !/[\uD800-\uDFFF]/u.test(value);
}

/** How long an invitation link may be used. */
export const INVITATION_DAYS = 7;

export const PEOPLE_MESSAGES = {
  emailTaken: 'Someone with this email already has a CommissionBee login.',
  lastAdmin:
    'This is the last active administrator of the company: make someone else an administrator first.',
  notYourself: 'Ask another administrator to change your own role or to deactivate you.',
  alreadyDeactivated: 'This person is already deactivated.',
  notDeactivated: 'Only a deactivated person can be reactivated.',
  transferTargetInvalid:
    'API tokens can only be handed to another active administrator of the company.',
  invitationInvalid:
    'This invitation link is not valid any more: it was used, replaced by a newer one, or it expired. Ask an administrator to invite you again.',
} as const;

/** A person as GET /bee/people lists them (contracts/answers/people.ts is its schema). */
export interface Person {
  id: number;
  email: string;
  name: string;
  role: PeopleRole;
  status: PeopleStatus;
  last_sign_in_at: string | null;
  last_sign_in_method: SignInMethod | null;
  invitation_expires_at: string | null;
  created_at: string;
}
