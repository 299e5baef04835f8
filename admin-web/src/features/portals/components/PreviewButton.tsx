import { ExternalLink } from 'lucide-react';
import { VIEW_KEY_STORAGE } from '@commissionbee/shared/api-client';
import { repPortalPath } from '@commissionbee/shared/rep-routes';
import { frontendOrigin } from '../../../config/dev-urls';
import { writeStored } from '../../../config/storage';
import { createRepPreview } from '../api/create-rep-preview';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/**
 * Opens the rep's portal (as the rep sees it) in a new tab, with a preview key: the portal shows
 * a "Previewing" banner and the server refuses anything it would send or record as the rep.
 */
export function PreviewButton({ email }: { email: string }) {
  const { t } = useI18n();
  const open = () => {
    // Opened now, inside the click, so popup blockers allow it; pointed at the portal once the key is known.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    createRepPreview(email).then(
      (key) => {
        // The portal would otherwise reopen whichever rep this browser viewed last.
        writeStored(VIEW_KEY_STORAGE, null);
        const url = `${frontendOrigin()}${repPortalPath(key)}`;
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
      aria-label={t('portals.previewOf', { email })}
      title={t('portals.preview')}
      onClick={open}
    >
      <ExternalLink size={16} aria-hidden="true" />
    </button>
  );
}
