// The auth routes' request bodies.
import { z } from 'zod';

export const loginBody = z.object({
  email: z.string().min(1).max(320),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokenBody = z.object({ token: z.string().max(4096).optional() });
export type TokenBody = z.infer<typeof tokenBody>;

/** A script may log out with the bearer header alone, and no body. */
export const logoutBody = tokenBody.optional();
export type LogoutBody = z.infer<typeof logoutBody>;
