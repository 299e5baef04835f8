import { useQueryClient } from '@tanstack/react-query';
import { VIEW_KEY_STORAGE } from '@commissionbee/shared/api-client';
import { frontendOrigin } from '../../../config/dev-urls';
import { writeStored } from '../../../config/storage';
import { viewKeyQueryOptions } from '../api/get-view-key';

/** Opens the rep's portal (as the rep sees it) in a new tab. */
export function PreviewButton({ email }: { email: string }) {
  const queryClient = useQueryClient();

  const open = () => {
    // Opened now, inside the click, so popup blockers allow it; pointed at the portal once the key is known.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    queryClient.fetchQuery(viewKeyQueryOptions(email)).then(
      (key) => {
        // The portal would otherwise reopen whichever rep this browser viewed last.
        writeStored(VIEW_KEY_STORAGE, null);
        const url = `${frontendOrigin()}/bee/view/${encodeURIComponent(key)}`;
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      },
      (error: unknown) => {
        tab?.close();
        // Spec §8: view-key failures are logged only.
        console.error('Could not open the rep portal preview', error);
      },
    );
  };

  return (
    <button
      type="button"
      className="cb-btn cb-btn--secondary cb-btn--small portals-icon-button"
      aria-label={`Preview the portal of ${email} (opens in a new tab)`}
      title="Preview portal"
      onClick={open}
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M14 4h6v6" />
        <path d="M20 4 10 14" />
        <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
    </button>
  );
}
