import { PREVIEW_MESSAGES } from '@commissionbee/shared/demo';

/** Shown on every screen of an admin's preview, so nobody mistakes it for the rep's own portal. */
export function PreviewBanner({ name }: { name: string }) {
  return (
    <div className="rep-preview-banner" role="status">
      <p>{PREVIEW_MESSAGES.banner(name)}</p>
    </div>
  );
}
