// The companies routes' request bodies.
import { FEATURES } from '@commissionbee/shared/types';
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '@commissionbee/shared/email';
import { newPasswordError } from '@commissionbee/shared/password';
import { z } from 'zod';
import { COMPANIES_MESSAGES } from './companies.messages.js';

export const newCompanyBody = z.object({
  name: z.string().trim().min(1, COMPANIES_MESSAGES.nameRequired).max(200),
  /** The first admin's name (optional): shown for them in answers and the activity log. */
  admin_name: z.string().trim().max(200).optional(),
  email: z.string().trim().email(COMPANIES_MESSAGES.adminEmailInvalid).max(320),
  // The product's one password rule (libs/shared), so a temporary password is not "short".
  password: z
    .string()
    .min(1, COMPANIES_MESSAGES.passwordRequired)
    .max(200)
    .superRefine((password, ctx) => {
      const broken = newPasswordError(password);
      if (broken) ctx.addIssue({ code: 'custom', message: broken });
    }),
});
export type NewCompanyBody = z.infer<typeof newCompanyBody>;

/** POST /setup/company: the first-run page's company, email and a password of the product's rule. */
export const firstRunBody = z.object({
  company_name: z.string().trim().min(1, COMPANIES_MESSAGES.nameRequired).max(200),
  email: z
    .string()
    .trim()
    .max(320, INVALID_EMAIL_MESSAGE)
    .refine(looksLikeEmail, INVALID_EMAIL_MESSAGE),
  password: z
    .string()
    .max(200)
    .superRefine((password, ctx) => {
      const broken = newPasswordError(password);
      if (broken) ctx.addIssue({ code: 'custom', message: broken });
    }),
});
export type FirstRunBody = z.infer<typeof firstRunBody>;

export const featuresBody = z.object({
  features: z.array(z.enum(FEATURES as [string, ...string[]])).max(10),
});
export type FeaturesBody = z.infer<typeof featuresBody>;
