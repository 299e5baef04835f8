import { useParams } from 'react-router';
import { OpenPortal } from './OpenPortal';

/** /bee/view/:viewKey: the link from the portal email (and the admin's preview). */
export function EntryPage() {
  const { viewKey = '' } = useParams();
  // A new key remounts OpenPortal so nothing of the previous key's state carries over.
  return <OpenPortal key={viewKey} viewKey={viewKey} />;
}
