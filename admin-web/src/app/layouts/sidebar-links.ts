// The admin sidebar's links for a given user: only what the server lets that user load (spec §2,
// §6). A standard user may call nothing but /me, /company and their own password, so they get
// Help and Settings; admins get the admin pages (Rep Calculator needs the company feature
// whatif-calc); super users also get Overrides, Bee Panels and Super.
import type { LucideIcon } from 'lucide-react';
import {
  Calculator,
  CalendarCheck,
  CircleHelp,
  FileSignature,
  FileSpreadsheet,
  History,
  KeyRound,
  LayoutDashboard,
  Layers,
  Mail,
  MessagesSquare,
  Settings,
  ShieldCheck,
  Table2,
  Upload,
  UserCog,
  Users,
} from 'lucide-react';
import type { User } from '@commissionbee/shared/types';
import { paths } from '../../config/paths';
import { hasCalculator, isAdmin, isSuper } from '../../lib/auth/roles';

export interface SidebarLink {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Also highlighted on these paths (Help on /bee, the Help Center's other address). */
  alsoActiveOn?: string[];
}

export function sidebarLinks(user: User): SidebarLink[] {
  const superUser = isSuper(user);
  // /bee is the Help Center; for super users it is the 'Bee Panels' link of their own.
  const help: SidebarLink = {
    label: 'Help',
    to: paths.docs,
    icon: CircleHelp,
    alsoActiveOn: superUser ? [] : [paths.help],
  };
  if (!isAdmin(user)) {
    return [help, { label: 'Settings', to: paths.settings, icon: Settings }];
  }
  return [
    { label: 'CSV Upload', to: paths.upload, icon: Upload },
    { label: 'Ledger', to: paths.ledger, icon: Table2 },
    { label: 'Email Center', to: paths.portals, icon: Mail },
    { label: 'Questions', to: paths.questions, icon: MessagesSquare },
    // The back office (issue 17): the API answers admins only.
    { label: 'Reps', to: paths.reps, icon: Users },
    // Pay runs (issue 29): review, publish and close each pay date.
    { label: 'Pay Runs', to: paths.payRuns, icon: CalendarCheck },
    // Commission plans with signed receipts (issue 30).
    { label: 'Plans', to: paths.plans, icon: FileSignature },
    { label: 'Payroll Export', to: paths.payroll, icon: FileSpreadsheet },
    { label: 'Activity', to: paths.activity, icon: History },
    // A company's people and their roles (issue 32).
    { label: 'People', to: paths.people, icon: UserCog },
    ...(hasCalculator(user)
      ? [{ label: 'Rep Calculator', to: paths.adminCalculator, icon: Calculator }]
      : []),
    // API tokens and webhooks (issue 19).
    { label: 'API', to: paths.api, icon: KeyRound },
    help,
    ...(superUser
      ? [
          { label: 'Overrides', to: paths.overrides, icon: Layers },
          { label: 'Bee Panels', to: paths.help, icon: LayoutDashboard },
          { label: 'Super', to: paths.super, icon: ShieldCheck },
        ]
      : []),
  ];
}
