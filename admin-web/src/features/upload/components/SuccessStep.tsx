// Success step (spec §2): the confirmation, the rep emails seen for the first time, and the way on.
import { Link } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Button, buttonClass } from '@commissionbee/ui/Button';
import { paths } from '../../../config/paths';
import type { SendStarted } from '@commissionbee/shared/types';
import { plural } from '../lib/format';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { NewPayNotice } from './NewPayNotice';

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
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="cb-stack">
      <h2 ref={heading} tabIndex={-1} className="cb-visually-hidden">
        Upload complete
      </h2>
      <Alert variant="success">Your records were successfully uploaded.</Alert>
      {newEmails.length > 0 && (
        <div>
          <p>{`${plural(newEmails.length, 'new email address', 'new email addresses')} registered:`}</p>
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
          Go to Email Center
        </Link>
        <Button variant="secondary" onClick={onUploadAnother}>
          Upload another file
        </Button>
      </div>
    </div>
  );
}
