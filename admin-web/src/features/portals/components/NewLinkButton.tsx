import { useState } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Overlay } from '@commissionbee/ui/Overlay';
import { errorMessage } from '../../../lib/errors';
import { useRotateViewKey } from '../api/rotate-view-key';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** Issues the rep a new portal link after a confirmation; the old link stops working at once. */
export function NewLinkButton({
  email,
  name,
  onRotated,
}: {
  email: string;
  name: string;
  onRotated: (email: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const rotate = useRotateViewKey();

  const { t } = useI18n();
  const close = () => {
    setOpen(false);
    rotate.reset();
  };
  const confirm = () =>
    rotate.mutate(email, {
      onSuccess: () => {
        setOpen(false);
        onRotated(email);
      },
    });

  return (
    <>
      <Button
        variant="secondary"
        small
        aria-label={t('portals.newLinkFor', { email })}
        onClick={() => setOpen(true)}
      >
        {t('portals.newLink')}
      </Button>
      <Overlay open={open} onClose={close} title={t('portals.newLinkTitle')}>
        <div className="cb-stack">
          <p>{t('portals.newLinkText', { name: name || email })}</p>
          {rotate.isError && (
            <Alert variant="error">{errorMessage(rotate.error, t('app.genericError'))}</Alert>
          )}
          <div className="cb-cluster">
            <Button variant="danger" onClick={confirm} loading={rotate.isPending}>
              {t('portals.issueNewLink')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('portals.cancel')}
            </Button>
          </div>
        </div>
      </Overlay>
    </>
  );
}
