import { isPreviewKey } from '@commissionbee/shared/demo';
import { PageMessage } from '../../components/PageMessage';
import { LinkRequestForm } from './LinkRequestForm';

/** The server refused the view key: unknown, revoked or mistyped. The rep can ask for theirs. */
export function InvalidLinkPage({ viewKey = null }: { viewKey?: string | null }) {
  if (isPreviewKey(viewKey))
    return (
      <PageMessage>
        <p role="alert">This preview has ended. Open it again from the Email Center.</p>
      </PageMessage>
    );
  return (
    <PageMessage>
      <p role="alert">This link is no longer valid. Ask your admin for a new one.</p>
      <LinkRequestForm deadKey={viewKey} />
    </PageMessage>
  );
}
