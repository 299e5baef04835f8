// The password-change rules of spec §5, checked in the specification's order. Used by the
// settings form and by PATCH /users/:id/password so both say the same thing.
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  required: 'All fields are required',
  mismatch: 'New passwords do not match',
  same: 'New password must be different from current password',
  length: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  upper: 'Password must contain at least one uppercase letter',
  lower: 'Password must contain at least one lowercase letter',
  digit: 'Password must contain at least one number',
  changeRequired: 'Choose a new password before going on: this one was set for you.',
} as const;

/** The code of the API's refusal while a temporary password is not yet changed. */
export const PASSWORD_CHANGE_REQUIRED_CODE = 'PASSWORD_CHANGE_REQUIRED';

// Kept in its own module so the admin app's shell can read it without the password rules; the
// server's guard imports it from here.
export { SIGNED_OUT_PASSWORD_CHANGED } from './signed-out.js';

export interface PasswordChangeForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The rules of a password (spec §5), named so an app can word them in its language; their English
 * words are PASSWORD_MESSAGES'.
 */
export const PASSWORD_RULES = [
  'required',
  'mismatch',
  'same',
  'length',
  'upper',
  'lower',
  'digit',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** The first broken rule of a password change, or null when the change is acceptable. */
export function passwordChangeRule(form: PasswordChangeForm): PasswordRule | null {
  const { oldPassword, newPassword, confirmPassword } = form;
  if (!oldPassword || !newPassword || !confirmPassword) return 'required';
  if (newPassword !== confirmPassword) return 'mismatch';
  if (newPassword === oldPassword) return 'same';
  return newPasswordRule(newPassword);
}

/** The first broken strength rule (length, upper, lower, digit, in order), or null. */
export function newPasswordRule(password: string): PasswordRule | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'length';
  if (!/[A-Z]/.test(password)) return 'upper';
  if (!/[a-z]/.test(password)) return 'lower';
  if (!/[0-9]/.test(password)) return 'digit';
  return null;
}

/** Returns the first broken rule's message, or null when the change is acceptable. */
export function passwordChangeError(form: PasswordChangeForm): string | null {
  const rule = passwordChangeRule(form);
  return rule && PASSWORD_MESSAGES[rule];
}

/** The strength rules alone (length, upper, lower, digit), in order. */
export function newPasswordError(password: string): string | null {
  const rule = newPasswordRule(password);
  return rule && PASSWORD_MESSAGES[rule];
}

/** The first-run page (/welcome → POST /api/setup/company): what it says when it refuses. */
export const SETUP_MESSAGES = {
  closed:
    'This CommissionBee already has its company. Sign in, or ask its super user to create yours.',
  emailTaken: 'A user with this email already exists',
  tooMany: 'Too many attempts. Try again in an hour.',
} as const;
export const SETUP_CLOSED_CODE = 'SETUP_CLOSED';
