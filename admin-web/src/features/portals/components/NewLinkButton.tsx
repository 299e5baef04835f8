import { useState } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Overlay } from '@commissionbee/ui/Overlay';
import { errorMessage } from '../../../lib/errors';
import { useRotateViewKey } from '../api/rotate-view-key';

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
        aria-label={`New link for ${email}`}
        onClick={() => setOpen(true)}
      >
        New link
      </Button>
      <Overlay open={open} onClose={close} title="Issue a new link?">
        <div className="cb-stack">
          <p>
            {name || email} gets a new portal link. The current link, and any email or bookmark that
            holds it, stops working at once. Send the new link from the Email Center afterwards.
          </p>
          {rotate.isError && <Alert variant="error">{errorMessage(rotate.error)}</Alert>}
          <div className="cb-cluster">
            <Button variant="danger" onClick={confirm} loading={rotate.isPending}>
              Issue new link
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </div>
      </Overlay>
    </>
  );
}
