// The users routes' request bodies. The password change is the browser's rule too, so its
// schema lives in libs/shared.
import { passwordChangeBody } from '@commissionbee/shared/password-body';
import { z } from 'zod';
import { USERS_MESSAGES } from './users.messages.js';

export { passwordChangeBody };
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

/** PATCH /me: the caller's own name, shown wherever they act (question answers, activity). */
export const myNameBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, USERS_MESSAGES.nameRequired)
      .max(200, USERS_MESSAGES.nameTooLong),
  })
  .strict();
export type MyNameBody = z.infer<typeof myNameBody>;

export const superBeBody = z.object({ companyId: z.coerce.number().int().positive() });
export type SuperBeBody = z.infer<typeof superBeBody>;
