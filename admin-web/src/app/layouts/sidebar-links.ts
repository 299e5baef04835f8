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
import type { Translator } from '@commissionbee/shared/i18n/messages';
import type { User } from '@commissionbee/shared/types';
import { paths } from '../../config/paths';
import { hasCalculator, isAdmin, isSuper } from '../../lib/auth/roles';

export interface SidebarLink {
  /** In the admin's language. */
  label: string;
  to: string;
  icon: LucideIcon;
  /** Also highlighted on these paths (Help on /bee, the Help Center's other address). */
  alsoActiveOn?: string[];
}

export function sidebarLinks(user: User, t: Translator): SidebarLink[] {
  const superUser = isSuper(user);
  // /bee is the Help Center; for super users it is the 'Bee Panels' link of their own.
  const help: SidebarLink = {
    label: t('nav.help'),
    to: paths.docs,
    icon: CircleHelp,
    alsoActiveOn: superUser ? [] : [paths.help],
  };
  if (!isAdmin(user)) {
    return [help, { label: t('nav.settings'), to: paths.settings, icon: Settings }];
  }
  return [
    { label: t('nav.upload'), to: paths.upload, icon: Upload },
    { label: t('nav.ledger'), to: paths.ledger, icon: Table2 },
    { label: t('nav.portals'), to: paths.portals, icon: Mail },
    { label: t('nav.questions'), to: paths.questions, icon: MessagesSquare },
    // The back office (issue 17): the API answers admins only.
    { label: t('nav.reps'), to: paths.reps, icon: Users },
    // Pay runs (issue 29): review, publish and close each pay date.
    { label: t('nav.payRuns'), to: paths.payRuns, icon: CalendarCheck },
    // Commission plans with signed receipts (issue 30).
    { label: t('nav.plans'), to: paths.plans, icon: FileSignature },
    { label: t('nav.payroll'), to: paths.payroll, icon: FileSpreadsheet },
    { label: t('nav.activity'), to: paths.activity, icon: History },
    // A company's people and their roles (issue 32).
    { label: t('nav.people'), to: paths.people, icon: UserCog },
    ...(hasCalculator(user)
      ? [{ label: t('nav.calculator'), to: paths.adminCalculator, icon: Calculator }]
      : []),
    // API tokens and webhooks (issue 19).
    { label: t('nav.api'), to: paths.api, icon: KeyRound },
    help,
    ...(superUser
      ? [
          { label: t('nav.overrides'), to: paths.overrides, icon: Layers },
          { label: t('nav.bee'), to: paths.help, icon: LayoutDashboard },
          { label: t('nav.super'), to: paths.super, icon: ShieldCheck },
        ]
      : []),
  ];
}
