// The server's schema for PATCH /users/:id/password, kept apart so the settings form's bundle
// does not pull in zod.
import { z } from 'zod';
import { passwordChangeError } from './password.js';

/** Body of PATCH /users/:id/password; the server has no confirm field, so it checks 'same' and strength. */
export const passwordChangeBody = z
  .object({ oldPassword: z.string().min(1), newPassword: z.string().min(1) })
  .strict()
  .superRefine((body, ctx) => {
    const message = passwordChangeError({ ...body, confirmPassword: body.newPassword });
    if (message) ctx.addIssue({ code: 'custom', message, path: ['newPassword'] });
  });
