import { Link } from 'react-router';
import { BackIcon } from './icons';

/** "‹ Back to …": the way back to the screen the rep came from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="rep-back-link">
      <BackIcon />
      {children}
    </Link>
  );
}
