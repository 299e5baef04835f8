import { TOKEN_KEY } from '@commissionbee/shared/api-client';

/**
 * Spec §4: inside an embedded frame (the admin app previewing a rep's portal) with an admin
 * signed in, the portal shows the viewed email and no names.
 */
export function isEmbeddedAdminPreview(win: Window = window): boolean {
  let framed: boolean;
  try {
    framed = win.self !== win.top;
  } catch {
    framed = true; // a cross-origin parent throws on access: still a frame
  }
  if (!framed) return false;
  try {
    return Boolean(win.localStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}
