// POST /bee/rep/link-request's body: the rep's email and, from a dead link's page, the dead key.
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '@commissionbee/shared/email';
import { z } from 'zod';

export const linkRequestBody = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(320, INVALID_EMAIL_MESSAGE)
    .refine(looksLikeEmail, INVALID_EMAIL_MESSAGE),
  /** The dead or rotated key the page was opened with: it names the company (found even revoked). */
  view_key: z.string().trim().min(1).max(200).nullable().optional(),
});
export type LinkRequestBody = z.infer<typeof linkRequestBody>;
