// The companies routes' request bodies.
import { FEATURES } from '@commissionbee/shared/types';
import { z } from 'zod';
import { COMPANIES_MESSAGES } from './companies.messages.js';

export const newCompanyBody = z.object({
  name: z.string().trim().min(1, COMPANIES_MESSAGES.nameRequired).max(200),
  /** The first admin's name (optional): shown for them in answers and the activity log. */
  admin_name: z.string().trim().max(200).optional(),
  email: z.string().trim().email(COMPANIES_MESSAGES.adminEmailInvalid).max(320),
  password: z.string().min(1, COMPANIES_MESSAGES.passwordRequired).max(200),
});
export type NewCompanyBody = z.infer<typeof newCompanyBody>;

export const featuresBody = z.object({
  features: z.array(z.enum(FEATURES as [string, ...string[]])).max(10),
});
export type FeaturesBody = z.infer<typeof featuresBody>;
