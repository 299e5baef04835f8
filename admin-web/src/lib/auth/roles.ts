// What a user is and may see, derived from GET /me (spec §6).
import { CALCULATOR_FEATURE, MAINTENANCE_COMPANY_ID, type User } from '@commissionbee/shared/types';

export type AccountType = 'Super' | 'Administrator' | 'Standard User';

export function accountType(user: User): AccountType {
  if (user.super) return 'Super';
  if (user.admin) return 'Administrator';
  return 'Standard User';
}

export const isSuper = (user: User): boolean => user.super === true;

/** Admin pages (the server's @Roles('admin')) are open to admins and super users. */
export const isAdmin = (user: User): boolean => user.admin === true || user.super === true;

/** Company 1 is the legacy company: its users see only the maintenance page. */
export const isInMaintenance = (user: User): boolean => user.company_id === MAINTENANCE_COMPANY_ID;

export function companyHasFeature(user: User, feature: string): boolean {
  return (user.company?.features ?? []).includes(feature);
}

export const hasCalculator = (user: User): boolean => companyHasFeature(user, CALCULATOR_FEATURE);

/** The part of the email before the at sign, shown in the profile area. */
export const emailName = (email: string): string => email.split('@')[0] ?? email;
