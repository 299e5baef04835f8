// The admin sidebar's links for a given user (spec §2: Rep Calculator needs the company feature
// whatif-calc; Super is for super users only).
import type { User } from '@commissionbee/shared/types';
import { paths } from '../../config/paths';
import { hasCalculator, isSuper } from '../../lib/auth/roles';

export interface SidebarLink {
  label: string;
  to: string;
}

export function sidebarLinks(user: User): SidebarLink[] {
  return [
    { label: 'CSV Upload', to: paths.upload },
    { label: 'Ledger', to: paths.ledger },
    { label: 'Email Center', to: paths.portals },
    { label: 'Questions', to: paths.questions },
    // The back office (issue 17): the API answers admins only.
    ...(user.admin || isSuper(user)
      ? [
          { label: 'Reps', to: paths.reps },
          { label: 'Payroll Export', to: paths.payroll },
          { label: 'Activity', to: paths.activity },
        ]
      : []),
    ...(hasCalculator(user) ? [{ label: 'Rep Calculator', to: paths.adminCalculator }] : []),
    { label: 'Help', to: paths.docs },
    ...(isSuper(user) ? [{ label: 'Super', to: paths.super }] : []),
  ];
}
