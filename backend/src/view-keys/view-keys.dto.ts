import { looksLikeEmail } from '@commissionbee/shared/email';
import { CALCULATOR_FEATURE } from '@commissionbee/shared/types';
import { z } from 'zod';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** Features an admin may grant a single rep (spec §3 Rep key record). */
export const REP_FEATURES = [CALCULATOR_FEATURE] as const;

// Every wrong value (missing, empty, no '@', too long) gets the specification's one message.
const repEmail = z.unknown().transform((value, ctx) => {
  const email = typeof value === 'string' ? value.trim() : '';
  if (!looksLikeEmail(email) || email.length > 320) {
    ctx.addIssue({ code: 'custom', message: INVALID_EMAIL_MESSAGE });
    return z.NEVER;
  }
  return email;
});

export const emailBody = z.object({ email: repEmail });
export type EmailBody = z.infer<typeof emailBody>;

export const featuresPatchBody = z
  .array(
    z.object({
      id: z.number().int().positive(),
      custom_features: z
        .array(z.enum(REP_FEATURES))
        .max(REP_FEATURES.length * 2)
        .transform((list) => [...new Set(list)]),
    }),
  )
  .max(10_000)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    message: 'Each rep key may appear only once',
  });
export type FeaturesPatchBody = z.infer<typeof featuresPatchBody>;
