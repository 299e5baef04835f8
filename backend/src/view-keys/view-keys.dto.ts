// The view-key routes' request bodies and query.
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '@commissionbee/shared/email';
import { CALCULATOR_FEATURE } from '@commissionbee/shared/types';
import { z } from 'zod';
import { VIEW_KEYS_MESSAGES } from './view-keys.messages.js';

/** Features an admin may grant a single rep (spec §3 Rep key record). */
export const REP_FEATURES = [CALCULATOR_FEATURE] as const;

/**
 * A rep's email, trimmed: every wrong value (missing, empty, no '@', longer than `max`) gets the
 * specification's one message.
 */
const repEmail = (max: number) =>
  z.unknown().transform((value, ctx) => {
    const email = typeof value === 'string' ? value.trim() : '';
    if (!looksLikeEmail(email) || email.length > max) {
      ctx.addIssue({ code: 'custom', message: INVALID_EMAIL_MESSAGE });
      return z.NEVER;
    }
    return email;
  });

export const emailBody = z.object({ email: repEmail(320) });
export type EmailBody = z.infer<typeof emailBody>;

/** GET /bee/view-keys?email=: no length limit (a longer address is simply not found). */
export const viewKeyQuery = z.object({ email: repEmail(Infinity) });
export type ViewKeyQuery = z.infer<typeof viewKeyQuery>;

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
    message: VIEW_KEYS_MESSAGES.keyTwice,
  });
export type FeaturesPatchBody = z.infer<typeof featuresPatchBody>;
