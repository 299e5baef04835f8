// The logged-in user: their profile, name and password, and the super user's company switch.
import { z } from 'zod';
import { passwordChangeBody } from '../password-body.js';
import { companySwitched, me, myNameSaved, passwordChanged } from './answers.js';
import { route } from './contract.js';

export const USERS_BODY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 200 characters',
} as const;

/** PATCH /me: the caller's own name, shown wherever they act (question answers, activity). */
export const myNameBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, USERS_BODY_MESSAGES.nameRequired)
      .max(200, USERS_BODY_MESSAGES.nameTooLong),
  })
  .strict();
export type MyNameBody = z.infer<typeof myNameBody>;

export const superBeBody = z.object({ companyId: z.coerce.number().int().positive() });
export type SuperBeBody = z.infer<typeof superBeBody>;

export const users = {
  me: route({
    method: 'GET',
    path: '/me',
    access: { maintenance: true, temporaryPassword: true },
    tag: 'users',
    summary: 'The logged-in user (spec §3 User)',
    status: 200,
    response: me,
  }),
  setName: route({
    method: 'PATCH',
    path: '/me',
    access: {},
    tag: 'users',
    summary: 'Set your own name',
    description:
      'Answers {name}. The name stands for you in question answers, emails and the activity log.',
    body: myNameBody,
    status: 200,
    response: myNameSaved,
    errors: [400],
  }),
  changePassword: route({
    method: 'PATCH',
    path: '/users/:id/password',
    access: { temporaryPassword: true },
    tag: 'users',
    summary: 'Change your own password; the rules of spec §5 in order',
    body: passwordChangeBody,
    status: 200,
    response: passwordChanged,
    errors: [400],
  }),
  superBe: route({
    method: 'POST',
    path: '/users/super-be',
    access: { roles: ['super'] },
    tag: 'users',
    summary: "Switch the super user's company; the client then calls /auth/relogin and /me",
    body: superBeBody,
    status: 200,
    response: companySwitched,
    errors: [400],
  }),
};
