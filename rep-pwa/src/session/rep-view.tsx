// What the portal shows for the current key and selection: whose pay, which rows, which tools.
import { createContext, useContext, type ReactNode } from 'react';
import { sameEmail } from '@commissionbee/shared/email';
import { canUseCalculator, rowsForRep, type TeamMember } from '@commissionbee/shared/rep';
import { isDemoKey, isPreviewKey } from '@commissionbee/shared/demo';
import type { RepKeyData, RepRow } from '@commissionbee/shared/types';
import type { SelectedMember } from './rep-store';

export interface RepView {
  data: RepKeyData;
  /** The key's email: the person holding the link. */
  viewerEmail: string;
  viewerName: string;
  /** Some line names the viewer as manager: the answer carries a summary per team member. */
  isManager: boolean;
  /** The team member being viewed, or null for the viewer's own pay. */
  teamMember: TeamMember | null;
  /** Whose rows every screen shows. */
  viewedEmail: string;
  /** The viewed person's rows: a team member's come from their own query (TeamMemberGate). */
  rows: RepRow[];
  /** The name in the top bar. */
  displayName: string;
  /** The public demo key (never a company): questions and reviews stay on the phone. */
  isDemo: boolean;
  /** An admin previewing the portal (a preview key, or the admin app's frame): nothing is sent. */
  isPreview: boolean;
  canUseCalculator: boolean;
  /** The rep's previous visit (ISO time): lines added or changed after it are New / Changed. */
  previousVisit: string | null;
}

export function deriveRepView(
  data: RepKeyData,
  selected: SelectedMember | null,
  embedded: boolean,
  previousVisit: string | null = null,
  viewKey: string | null = null,
): RepView {
  const rows = data.data ?? [];
  const viewerEmail = data.email;
  const viewerName =
    rowsForRep(rows, viewerEmail)
      .find((row) => row.rep_name?.trim())
      ?.rep_name?.trim() || viewerEmail;
  // A manager's answer carries their team as summaries (issue 34), not the members' lines.
  const team = data.team ?? [];
  // A remembered member who is no longer on the team (new upload, other key) is dropped.
  const teamMember =
    (selected &&
      !sameEmail(selected.email, viewerEmail) &&
      team.find((member) => sameEmail(member.email, selected.email))) ||
    null;
  const viewedEmail = teamMember?.email ?? viewerEmail;
  const viewedName = teamMember ? teamMember.name || teamMember.email : viewerName;

  return {
    data,
    viewerEmail,
    viewerName,
    isManager: team.length > 0,
    teamMember,
    viewedEmail,
    rows: teamMember ? [] : rowsForRep(rows, viewedEmail),
    displayName: embedded ? viewedEmail : viewedName,
    // DESIGN §4: the demo is the public demo key; a rep of the seeded company is a real rep.
    isDemo: isDemoKey(viewKey),
    isPreview: embedded || isPreviewKey(viewKey),
    // Spec §6: the company's whatif-calc and the one an admin granted the rep's key.
    canUseCalculator: canUseCalculator(data.company?.features, data.custom_features),
    previousVisit,
  };
}

const RepViewContext = createContext<RepView | null>(null);

export function RepViewProvider({ view, children }: { view: RepView | null; children: ReactNode }) {
  return <RepViewContext.Provider value={view}>{children}</RepViewContext.Provider>;
}

/** The rep view, or null while the rep's data is still loading. */
export function useRepView(): RepView | null {
  return useContext(RepViewContext);
}
