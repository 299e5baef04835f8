// Who is "the demo" and who is an admin's preview: decided by the key, never by the company
// (DESIGN §4). Every other key of every company — the seeded one included — is a real rep.

/** The fixed public key behind /demo (the seed gives it to company 10's manager). */
export const DEMO_VIEW_KEY = 'demo-solar-view-key-0000000000000000000000';

/** Whether the key is the public demo key: the portal keeps questions and reviews on the phone. */
export function isDemoKey(viewKey: string | null | undefined): boolean {
  return viewKey === DEMO_VIEW_KEY;
}

/**
 * An admin's preview of a rep's portal uses a short-lived key minted for the admin
 * (POST /api/bee/rep-previews), never the rep's own: it starts with this prefix, so the portal
 * knows at once that it is a preview and the server refuses every write made with it.
 */
export const PREVIEW_KEY_PREFIX = 'pv.';

export function isPreviewKey(viewKey: string | null | undefined): boolean {
  return typeof viewKey === 'string' && viewKey.startsWith(PREVIEW_KEY_PREFIX);
}

export const PREVIEW_MESSAGES = {
  banner: (name: string) => `Previewing ${name}'s portal — nothing you do here is sent or recorded`,
  readOnly: "This is an admin's preview of the portal: nothing is sent or recorded.",
} as const;

/** The code a rep write answers with when it comes from an admin's preview. */
export const PREVIEW_READ_ONLY_CODE = 'REP_PREVIEW_READ_ONLY';

/** "Email me a new link" (POST /api/bee/rep/link-request): one answer whoever asks. */
export const LINK_REQUEST_MESSAGES = {
  sent: 'If that email belongs to a rep of this company, a new link is on its way to it. Check your inbox in a few minutes.',
  tooMany: 'Too many link requests. Try again in an hour.',
} as const;
