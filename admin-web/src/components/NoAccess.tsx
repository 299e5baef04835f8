import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@commissionbee/ui/EmptyState';
import { paths } from '../config/paths';

export const NO_ACCESS_TITLE = "You don't have access";

/** A page or an answer the signed-in user's role does not allow (HTTP 403). */
export function NoAccess({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={<Lock size={22} />}
      title={NO_ACCESS_TITLE}
      action={
        <Link className="cb-btn cb-btn--secondary" to={paths.docs}>
          Go to the Help Center
        </Link>
      }
    >
      <p>
        You do not have access to this page. Your company&apos;s administrator can give your account
        more rights.
      </p>
    </EmptyState>
  );
}
