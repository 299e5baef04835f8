// Success step (spec §2): the confirmation, the rep emails seen for the first time, and the way on.
import { Link } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Button, buttonClass } from '@commissionbee/ui/Button';
import { paths } from '../../../config/paths';
import type { SendStarted } from '@commissionbee/shared/types';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { NewPayNotice } from './NewPayNotice';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function SuccessStep({
  newEmails,
  uploadId = null,
  notified = null,
  onUploadAnother,
}: {
  newEmails: string[];
  uploadId?: number | null;
  notified?: SendStarted | null;
  onUploadAnother: () => void;
}) {
  const { t } = useI18n();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="cb-stack">
      <h2 ref={heading} tabIndex={-1} className="cb-visually-hidden">
        {t('upload.success.title')}
      </h2>
      <Alert variant="success">{t('upload.success.stored')}</Alert>
      {newEmails.length > 0 && (
        <div>
          <p>{t('upload.success.newEmails', { count: newEmails.length })}</p>
          <ul className="upload-new-emails">
            {newEmails.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        </div>
      )}
      {uploadId !== null && <NewPayNotice uploadId={uploadId} notified={notified} />}
      <div className="cb-cluster">
        <Link to={paths.portals} className={buttonClass('primary')}>
          {t('upload.success.emailCenter')}
        </Link>
        <Button variant="secondary" onClick={onUploadAnother}>
          {t('upload.success.another')}
        </Button>
      </div>
    </div>
  );
}
