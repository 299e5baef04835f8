// Logging in and out with user JWTs: the routes and their request bodies.
import { z } from 'zod';
import { ok, sessionToken, tokenValidity } from './answers.js';
import { route } from './contract.js';

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

export const auth = {
  login: route({
    method: 'POST',
    path: '/auth/login',
    access: { public: true },
    tag: 'auth',
    summary: 'Log in with email and password; answers {token}. Any failure is the same 401.',
    body: loginBody,
    status: 200,
    response: sessionToken,
    errors: [400, 429],
  }),
  verify: route({
    method: 'POST',
    path: '/auth/verify',
    access: { public: true },
    tag: 'auth',
    summary: 'Whether a token is valid (signed, unexpired, not logged out): {valid}',
    body: tokenBody,
    status: 200,
    response: tokenValidity,
    errors: [400],
  }),
  logout: route({
    method: 'POST',
    path: '/auth/logout',
    access: { public: true },
    tag: 'auth',
    summary: 'Revoke the token (body {token} or the bearer header) on the server.',
    body: logoutBody,
    status: 200,
    response: ok,
    errors: [400],
  }),
  relogin: route({
    method: 'POST',
    path: '/auth/relogin',
    access: { maintenance: true },
    tag: 'auth',
    summary:
      'A fresh token for the current user (after switching company); the old one is revoked.',
    status: 200,
    response: sessionToken,
  }),
};
