// SCIM 2.0 Users (issue 32): an identity provider creates, updates, deactivates and deletes the
// company's people with an API token holding the `scim` scope (admins may read and call them too).
// Served at /scim/v2/Users (the server maps it onto /api/scim/v2/Users, where these routes live).
import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from '../email.js';
import { invitableEmail } from '../people.js';
import { noContent, scimSettings, scimUser, scimUserList } from './answers/scim.js';
import { route } from './contract.js';

export const scimListQuery = z.object({
  /** Only `userName eq "someone@example.com"`. */
  filter: z.string().max(400).optional(),
  startIndex: z.coerce.number().int().min(1).optional(),
  count: z.coerce.number().int().min(0).max(200).optional(),
});
export type ScimListQuery = z.infer<typeof scimListQuery>;

/** A User as an identity provider sends it: the fields we keep, anything else ignored. */
export const scimUserBody = z
  .object({
    schemas: z.array(z.string()).optional(),
    userName: z
      .string()
      .trim()
      .max(320, INVALID_EMAIL_MESSAGE)
      .refine(invitableEmail, INVALID_EMAIL_MESSAGE),
    externalId: z.string().max(400).optional(),
    name: z
      .object({
        givenName: z.string().max(100).optional(),
        familyName: z.string().max(100).optional(),
        formatted: z.string().max(200).optional(),
      })
      .loose()
      .optional(),
    displayName: z.string().max(200).optional(),
    active: z.boolean().optional(),
    roles: z
      .array(z.object({ value: z.string().max(100) }).loose())
      .max(20)
      .optional(),
  })
  .loose();
export type ScimUserBody = z.infer<typeof scimUserBody>;

export const scimPatchBody = z
  .object({
    schemas: z.array(z.string()).optional(),
    Operations: z
      .array(
        z
          .object({
            op: z.string().max(20),
            path: z.string().max(200).optional(),
            value: z.unknown().optional(),
          })
          .loose(),
      )
      .min(1)
      .max(50),
  })
  .loose();
export type ScimPatchBody = z.infer<typeof scimPatchBody>;

export const scimSettingsBody = scimSettings.strict();
export type ScimSettingsBody = z.infer<typeof scimSettingsBody>;

const provisioning = { roles: ['admin'], scope: 'scim' } as const;

export const scim = {
  list: route({
    method: 'GET',
    path: '/scim/v2/Users',
    access: provisioning,
    tag: 'scim',
    summary: 'SCIM: list users (filter `userName eq "…"`)',
    description:
      'Also at /scim/v2/Users. application/scim+json; errors in the SCIM error schema (with `code`).',
    query: scimListQuery,
    status: 200,
    response: scimUserList,
    errors: [400],
  }),
  create: route({
    method: 'POST',
    path: '/scim/v2/Users',
    access: provisioning,
    tag: 'scim',
    summary: 'SCIM: create a user (invited: they get an email to set a password)',
    description:
      'roles[0].value "admin" makes an Administrator; else a Standard User. 409 when the userName has a login.',
    body: scimUserBody,
    status: 201,
    response: scimUser,
    errors: [400, 409],
  }),
  read: route({
    method: 'GET',
    path: '/scim/v2/Users/:id',
    access: provisioning,
    tag: 'scim',
    summary: 'SCIM: one user',
    status: 200,
    response: scimUser,
  }),
  replace: route({
    method: 'PUT',
    path: '/scim/v2/Users/:id',
    access: provisioning,
    tag: 'scim',
    summary: 'SCIM: replace a user (active=false deactivates: their sessions end at once)',
    body: scimUserBody,
    status: 200,
    response: scimUser,
    errors: [400, 409],
  }),
  patch: route({
    method: 'PATCH',
    path: '/scim/v2/Users/:id',
    access: provisioning,
    tag: 'scim',
    summary: 'SCIM: patch a user (replace active, userName, displayName, name)',
    description: 'Both forms: {op, path: "active", value: false} and {op, value: {active: false}}.',
    body: scimPatchBody,
    status: 200,
    response: scimUser,
    errors: [400, 409],
  }),
  remove: route({
    method: 'DELETE',
    path: '/scim/v2/Users/:id',
    access: provisioning,
    tag: 'scim',
    summary: 'SCIM: delete a user (sessions end, API tokens revoked)',
    status: 204,
    response: noContent,
    errors: [409],
  }),
  settings: route({
    method: 'GET',
    path: '/bee/scim/settings',
    access: { roles: ['admin'] },
    tag: 'scim',
    summary: "The company's SCIM settings",
    status: 200,
    response: scimSettings,
  }),
  saveSettings: route({
    method: 'PUT',
    path: '/bee/scim/settings',
    access: { roles: ['admin'] },
    tag: 'scim',
    summary: "Save the company's SCIM settings: {rotate_rep_links}",
    body: scimSettingsBody,
    status: 200,
    response: scimSettings,
    errors: [400],
  }),
};
