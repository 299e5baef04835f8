import { Button } from '@commissionbee/ui/Button';
import { PageMessage } from '../../components/PageMessage';

/** Nothing saved on this phone yet and the server could not be reached. */
export function UnreachablePage({ onRetry }: { onRetry: () => void }) {
  return (
    <PageMessage>
      <p role="alert">We couldn't load your pay. Check your connection and try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </PageMessage>
  );
}
