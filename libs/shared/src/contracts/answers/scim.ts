// SCIM 2.0 (RFC 7643/7644) answers of the Users resource (issue 32): what an identity provider
// reads back. Served as application/scim+json.
import { z } from 'zod';

export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const SCIM_LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

export const scimUser = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  userName: z.string(),
  name: z.object({ givenName: z.string(), familyName: z.string(), formatted: z.string() }),
  displayName: z.string(),
  emails: z.array(z.object({ value: z.string(), type: z.string(), primary: z.boolean() })),
  active: z.boolean(),
  roles: z.array(z.object({ value: z.enum(['admin', 'standard']), primary: z.boolean() })),
  meta: z.object({
    resourceType: z.literal('User'),
    created: z.string(),
    location: z.string(),
  }),
});

export const scimUserList = z.object({
  schemas: z.array(z.string()),
  totalResults: z.number().int(),
  startIndex: z.number().int(),
  itemsPerPage: z.number().int(),
  Resources: z.array(scimUser),
});

/** DELETE's answer: 204 and no body. */
export const noContent = z.null().describe('No content');

export const scimSettings = z.object({
  /** A deactivated or deleted SCIM user who is also a rep gets a new portal link (default on). */
  rotate_rep_links: z.boolean(),
});
