// Automatic provisioning (SCIM): where an identity provider connects, and whether a leaver who is
// also a rep gets a new portal link (on by default).
import { useId } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { Toggle } from '@commissionbee/ui/Toggle';
import { errorMessage } from '../../../lib/errors';
import { useSaveScimSettings, useScimSettings } from '../api/people';

export function ScimSettings() {
  const titleId = useId();
  const settings = useScimSettings();
  const save = useSaveScimSettings();
  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>Automatic provisioning (SCIM)</h2>
      <p className="cb-muted">
        Your identity provider (Microsoft Entra ID, Okta) can add, update and remove people here
        through SCIM 2.0 at{' '}
        <code className="people-url">{`${window.location.origin}/scim/v2`}</code> with an API token
        that has the <code>scim</code> scope (create one on the API screen). Someone it deactivates
        or deletes is signed out at once.
      </p>
      {settings.isPending ? (
        <Loader label="Loading provisioning settings" />
      ) : settings.isError ? (
        <Alert variant="error">{errorMessage(settings.error)}</Alert>
      ) : (
        <Toggle
          label="Give a leaver who is also a rep a new portal link"
          description="So a portal link they forwarded stops working when your identity provider removes them."
          checked={save.isPending ? save.variables : settings.data.rotate_rep_links}
          disabled={save.isPending}
          onChange={(rotate) => save.mutate(rotate)}
        />
      )}
      {save.isError && <Alert variant="error">{errorMessage(save.error)}</Alert>}
    </section>
  );
}
