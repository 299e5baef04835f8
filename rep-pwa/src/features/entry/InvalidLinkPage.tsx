import { PageMessage } from '../../components/PageMessage';

/** The server refused the view key: unknown, revoked or mistyped. */
export function InvalidLinkPage() {
  return (
    <PageMessage>
      <p role="alert">This link is no longer valid. Ask your admin for a new one.</p>
    </PageMessage>
  );
}
