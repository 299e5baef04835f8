// People (issue 32): the answers of the people routes and the invitation page.
import { z } from 'zod';
import { PEOPLE_ROLES, PEOPLE_STATUSES, SIGN_IN_METHODS } from '../../people.js';
import { isoTime } from './core.js';

export const person = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(PEOPLE_ROLES),
  status: z.enum(PEOPLE_STATUSES),
  last_sign_in_at: isoTime.nullable(),
  last_sign_in_method: z.enum(SIGN_IN_METHODS).nullable(),
  /** While invited: when the newest link stops working. */
  invitation_expires_at: isoTime.nullable(),
  created_at: isoTime,
});

export const peopleList = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  people: z.array(person),
});

export const invitationSent = person.extend({
  /** The invitation email is queued (the Email Center's retries apply). */
  invitation_sent: z.literal(true),
});

export const personDeactivated = person.extend({
  /** The person's API tokens: revoked, or handed to another administrator. */
  api_tokens_revoked: z.number().int(),
  api_tokens_transferred: z.number().int(),
});

export const invitationInfo = z.object({
  email: z.string(),
  company_name: z.string(),
  role: z.enum(PEOPLE_ROLES),
  expires_at: isoTime,
});
