import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
import { OpenPortal } from './OpenPortal';

/** /demo: the demo company's fixed view. */
export function DemoPage() {
  return <OpenPortal viewKey={DEMO_VIEW_KEY} />;
}
