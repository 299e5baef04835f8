// Reps' portal links (view keys) as admins manage them, the portal's own reads by key, and the
// public "email me a new link": their routes, request bodies and queries.
import { z } from 'zod';
import { LINK_REQUEST_MESSAGES } from '../demo.js';
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '../email.js';
import { isLanguage, LANGUAGES } from '../i18n/languages.js';
import { CALCULATOR_FEATURE } from '../types.js';
import {
  linkRequested,
  previewKeyIssued,
  repKeyAdded,
  repKeyData,
  repKeyRecords,
  repLanguageSet,
  repTeamMemberLines,
  repVisit,
  viewKey,
  viewKeyIssued,
} from './answers.js';
import { route } from './contract.js';

export const VIEW_KEYS_BODY_MESSAGES = {
  repExists: 'A rep with this email already exists',
  keyTwice: 'Each rep key may appear only once',
  language: `language must be one of ${LANGUAGES.map((l) => l.code).join(', ')}`,
} as const;

/** Features an admin may grant a single rep (spec §3 Rep key record). */
export const REP_FEATURES = [CALCULATOR_FEATURE] as const;

/**
 * A rep's email, trimmed: every wrong value (missing, empty, no '@', longer than `max`) gets the
 * specification's one message.
 */
const repEmail = (max: number) =>
  z
    .unknown()
    .meta(Number.isFinite(max) ? { type: 'string', maxLength: max } : { type: 'string' })
    .transform((value, ctx) => {
      const email = typeof value === 'string' ? value.trim() : '';
      if (!looksLikeEmail(email) || email.length > max) {
        ctx.addIssue({ code: 'custom', message: INVALID_EMAIL_MESSAGE });
        return z.NEVER;
      }
      return email;
    });

export const emailBody = z.object({ email: repEmail(320) });
export type EmailBody = z.infer<typeof emailBody>;

/** GET /bee/view-keys?email=: no length limit (a longer address is simply not found). */
export const viewKeyQuery = z.object({ email: repEmail(Infinity) });
export type ViewKeyQuery = z.infer<typeof viewKeyQuery>;

export const featuresPatchBody = z
  .array(
    z.object({
      id: z.number().int().positive(),
      custom_features: z
        .array(z.enum(REP_FEATURES))
        .max(REP_FEATURES.length * 2)
        .transform((list) => [...new Set(list)]),
    }),
  )
  .max(10_000)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    message: VIEW_KEYS_BODY_MESSAGES.keyTwice,
  });
export type FeaturesPatchBody = z.infer<typeof featuresPatchBody>;

/** POST /bee/rep/link-request: the rep's email and, from a dead link's page, the dead key. */
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

/** PUT /bee/rep/language: the rep's own choice in the rep app's language picker. */
export const repLanguageBody = z.object({
  language: z
    .string({ error: VIEW_KEYS_BODY_MESSAGES.language })
    .max(16, VIEW_KEYS_BODY_MESSAGES.language)
    .refine(isLanguage, VIEW_KEYS_BODY_MESSAGES.language)
    .meta({ enum: LANGUAGES.map((l) => l.code) })
    .transform((v) => v as (typeof LANGUAGES)[number]['code']),
});
export type RepLanguageBody = z.infer<typeof repLanguageBody>;

/** A rep route's key in the query (the portal's first call); the others send X-View-Key. */
export const repKeyQuery = z.object({ view_key: z.string().optional() });

const admins = { roles: ['admin'] } as const;
const repKeys = { rep: true } as const;

export const viewKeys = {
  get: route({
    method: 'GET',
    path: '/bee/view-keys',
    access: admins,
    tag: 'view keys',
    summary: "The live view key of a rep of the admin's company (404 otherwise)",
    query: viewKeyQuery,
    status: 200,
    response: viewKey,
    errors: [400],
  }),
  preview: route({
    method: 'POST',
    path: '/bee/rep-previews',
    access: admins,
    tag: 'view keys',
    summary: "A read-only key to preview a rep's portal",
    description:
      "{email} → {preview_key, expires_at}. The key opens /bee/view/{preview_key} for 30 minutes and ends with the rep's " +
      "link; it reads what the rep's own key reads, and every rep write made with it is 403 REP_PREVIEW_READ_ONLY " +
      '(nothing is sent or recorded as the rep, not even a portal open). 404 for a rep without a live key.',
    body: emailBody,
    status: 201,
    response: previewKeyIssued,
    errors: [400],
  }),
  rotate: route({
    method: 'POST',
    path: '/bee/view-keys/rotate',
    access: admins,
    tag: 'view keys',
    summary: 'Issue a rep a new link; the old one stops working at once',
    description:
      'Answers {view_key, created_at}; the grants (custom_features) carry over. 404 for a rep without a key.',
    body: emailBody,
    status: 201,
    response: viewKeyIssued,
    errors: [400],
  }),
  features: route({
    method: 'GET',
    path: '/bee/view-keys/features',
    access: admins,
    tag: 'view keys',
    summary: 'Live rep keys of the company with their grants, by email',
    status: 200,
    response: repKeyRecords,
  }),
  setFeatures: route({
    method: 'PATCH',
    path: '/bee/view-keys/features',
    access: admins,
    tag: 'view keys',
    summary: 'Set the grants of rep keys',
    description:
      "Body [{id, custom_features}] with features from ['whatif-calc']; all or nothing: 404 if any id is not a live key of the company.",
    body: featuresPatchBody,
    status: 200,
    response: repKeyRecords,
    errors: [400],
  }),
  addRepKey: route({
    method: 'POST',
    path: '/bee/add-rep-key',
    access: admins,
    tag: 'view keys',
    summary: 'Register a rep by email, without access',
    description: `400 '${INVALID_EMAIL_MESSAGE}'; 409 '${VIEW_KEYS_BODY_MESSAGES.repExists}'.`,
    body: emailBody,
    status: 201,
    response: repKeyAdded,
    errors: [400],
  }),
};

export const repPortal = {
  data: route({
    method: 'GET',
    path: '/bee/rep-key-data',
    access: repKeys,
    tag: 'rep portal',
    summary: "A rep's portal data",
    description:
      "The key's email, company, grants, the calculator (only when company and key both have whatif-calc), " +
      "the rows whose rep_email is the key's email, in the key's company, newest first, and 'team': one summary " +
      "per rep whose rows name the key's email as manager_email (their lines: GET /bee/rep-key-data/team/{email}). " +
      '404 for an unknown or revoked key; 429 after repeated guessing. Gzipped when the client accepts gzip. ' +
      'Each row also carries added_at (Unix seconds) and change: null, or {at (Unix seconds), previous (its ' +
      'values before the last upload changed it)}.',
    query: repKeyQuery,
    status: 200,
    response: repKeyData,
    errors: [429],
  }),
  teamMember: route({
    method: 'GET',
    path: '/bee/rep-key-data/team/:email',
    access: repKeys,
    tag: 'rep portal',
    summary: "A manager's team member's lines",
    description:
      "{email, data}: the member's rows whose manager_email is the key's email, in the key's company, as " +
      'GET /bee/rep-key-data answers rows (same order; the published snapshot while pay review is on). ' +
      'X-View-Key. 403 REP_NOT_A_MANAGER for the key of a rep who manages nobody; 404 TEAM_MEMBER_NOT_FOUND ' +
      'for an email that is not on the key’s team.',
    query: repKeyQuery,
    status: 200,
    response: repTeamMemberLines,
  }),
  visit: route({
    method: 'GET',
    path: '/bee/rep-visit',
    access: repKeys,
    tag: 'rep portal',
    summary: "A rep's portal opens",
    description:
      '{first_opened_at, last_opened_at, previous_visit_at}: opens of GET /bee/rep-key-data, recorded at most ' +
      'every few minutes per key; opens closer than REP_VISIT_GAP_SECONDS are one visit, and previous_visit_at ' +
      "is the last open of the visit before the current one (the rep app's New / Changed badges count from it). " +
      'Nulls before the first recorded open.',
    query: repKeyQuery,
    status: 200,
    response: repVisit,
  }),
  linkRequest: route({
    method: 'POST',
    path: '/bee/rep/link-request',
    access: { public: true },
    tag: 'rep portal',
    summary: '"Email me a new link": a rep asks for their current link by email',
    description:
      "{email, view_key?}. With view_key (the dead or rotated link's key, found even when revoked), the current link " +
      "of that company's rep with this email is emailed to this address; without it, the rep's current link of each " +
      'company where the email has one. Always 202 with the same message, whether or not a rep has that email ' +
      `("${LINK_REQUEST_MESSAGES.sent}"). 429 after 3 requests for one email or 20 from one address in an hour.`,
    body: linkRequestBody,
    status: 202,
    response: linkRequested,
    errors: [400, 429],
  }),
  setLanguage: route({
    method: 'PUT',
    path: '/bee/rep/language',
    access: repKeys,
    tag: 'rep portal',
    summary:
      "The rep's own language, chosen in the rep app: their emails and notifications follow it",
    description:
      "Body {language: 'en' | 'es-US'} → {language}. X-View-Key. The rep's choice wins over the language an admin " +
      "set for them and the company's default. An admin's preview is refused (403 REP_PREVIEW_READ_ONLY); the " +
      'public demo key is answered without storing anything.',
    body: repLanguageBody,
    status: 200,
    response: repLanguageSet,
    errors: [400],
  }),
};
