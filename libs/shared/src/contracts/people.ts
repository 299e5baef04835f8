// People (issue 32): a company's users, invitations, roles and deactivation. Admins manage their
// own company; a super user manages any company (`company_id` on the list, any person's id).
import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from '../email.js';
import { newPasswordError } from '../password.js';
import { invitableEmail, PEOPLE_ROLES } from '../people.js';
import { sessionToken } from './answers.js';
import {
  invitationInfo,
  invitationSent,
  peopleList,
  person,
  personDeactivated,
} from './answers/people.js';
import { route } from './contract.js';

export const peopleQuery = z.object({
  /** A super user's choice of company (others always see their own). */
  company_id: z.coerce.number().int().positive().optional(),
});
export type PeopleQuery = z.infer<typeof peopleQuery>;

export const invitationBody = z
  .object({
    email: z
      .string()
      .trim()
      .max(320, INVALID_EMAIL_MESSAGE)
      .refine(invitableEmail, INVALID_EMAIL_MESSAGE),
    role: z.enum(PEOPLE_ROLES),
    /** A super user inviting into another company. */
    company_id: z.number().int().positive().optional(),
  })
  .strict();
export type InvitationBody = z.infer<typeof invitationBody>;

export const roleBody = z.object({ role: z.enum(PEOPLE_ROLES) }).strict();
export type RoleBody = z.infer<typeof roleBody>;

export const deactivateBody = z
  .object({
    /**
     * Another active administrator of the company who takes over the person's API tokens (they
     * keep working); without it, the tokens are revoked with the person.
     */
    transfer_tokens_to: z.number().int().positive().optional(),
  })
  .strict()
  .optional();
export type DeactivateBody = z.infer<typeof deactivateBody>;

export const acceptInvitationBody = z
  .object({
    password: z
      .string()
      .max(200)
      .superRefine((password, ctx) => {
        const broken = newPasswordError(password);
        if (broken) ctx.addIssue({ code: 'custom', message: broken });
      }),
  })
  .strict();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

const admins = { roles: ['admin'] } as const;

export const people = {
  list: route({
    method: 'GET',
    path: '/bee/people',
    access: admins,
    tag: 'people',
    summary: "The company's people: role, status, last sign-in and how",
    description:
      'Super users are not listed (they belong to no company). A super user may name `company_id`.',
    query: peopleQuery,
    status: 200,
    response: peopleList,
    errors: [400],
  }),
  invite: route({
    method: 'POST',
    path: '/bee/people/invitations',
    access: admins,
    tag: 'people',
    summary: 'Invite someone by email with a role',
    description:
      'Emails a one-time link (valid 7 days, used once) to set a password. Inviting someone still ' +
      'invited sends a new link and the old one stops working. 409 PEOPLE_EMAIL_TAKEN when the email ' +
      'already has a login.',
    body: invitationBody,
    status: 201,
    response: invitationSent,
    errors: [400, 409],
  }),
  setRole: route({
    method: 'PATCH',
    path: '/bee/people/:id',
    access: admins,
    tag: 'people',
    summary: "Change a person's role (admin or standard); effective on their next request",
    description:
      "409 PEOPLE_LAST_ADMIN for the last active administrator. Another company's person is 404.",
    body: roleBody,
    status: 200,
    response: person,
    errors: [400, 409],
  }),
  deactivate: route({
    method: 'POST',
    path: '/bee/people/:id/deactivate',
    access: admins,
    tag: 'people',
    summary: 'Deactivate a person: their sessions end at once, they cannot sign in',
    description:
      'Their API tokens are revoked, or handed to `transfer_tokens_to` (another active administrator). ' +
      '409 PEOPLE_LAST_ADMIN for the last active administrator.',
    body: deactivateBody,
    status: 200,
    response: personDeactivated,
    errors: [400, 409],
  }),
  reactivate: route({
    method: 'POST',
    path: '/bee/people/:id/reactivate',
    access: admins,
    tag: 'people',
    summary: 'Reactivate a deactivated person (they sign in with their password again)',
    status: 200,
    response: person,
    errors: [409],
  }),
};

export const invitations = {
  read: route({
    method: 'GET',
    path: '/auth/invitations/:token',
    access: { public: true },
    tag: 'auth',
    summary: 'What an invitation link is for: email, company, role, expiry',
    description: '404 INVITATION_INVALID when the link was used, replaced or expired.',
    status: 200,
    response: invitationInfo,
  }),
  accept: route({
    method: 'POST',
    path: '/auth/invitations/:token/accept',
    access: { public: true },
    tag: 'auth',
    summary: 'Accept an invitation: set a password (the product rule) and sign in',
    description: 'Answers {token}. The link works once; 404 INVITATION_INVALID afterwards.',
    body: acceptInvitationBody,
    status: 200,
    response: sessionToken,
    errors: [400],
  }),
};
