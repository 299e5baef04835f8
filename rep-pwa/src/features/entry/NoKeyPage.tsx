import { PageMessage } from '../../components/PageMessage';

/** A rep route opened with no view key on this device. */
export function NoKeyPage() {
  return (
    <PageMessage>
      <p>Open the link from your email to see your pay.</p>
    </PageMessage>
  );
}
