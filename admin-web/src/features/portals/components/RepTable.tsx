import type { MouseEvent, ReactNode } from 'react';
import type { PortalRep } from '@commissionbee/shared/types';
import { formatDay, formatLastEmailed, repKey } from '../lib/rep-rows';
import { NewLinkButton } from './NewLinkButton';
import { PreviewButton } from './PreviewButton';

interface RepTableProps {
  reps: readonly PortalRep[];
  selected: ReadonlySet<string>;
  onToggle: (rep: PortalRep) => void;
  /** Selects every shown rep, or deselects them all when they are all selected already. */
  onToggleAll: () => void;
  emptyMessage: ReactNode;
  onRotated: (email: string) => void;
}

// The person first (name, then the address under it), the row's buttons next, then what an admin
// checks (opened, reviewed, emailed): all in view at 1280 px, the rest after them (issue 27); the
// commission plan's signing status last (issue 30).
const COLUMNS = [
  'Rep',
  'Actions',
  'Last Opened',
  'Reviewed',
  'Last Emailed',
  'Latest Pay Date',
  'Team Members',
  'Link Issued',
  'Plan',
];

/** The Email Center rep table; it scrolls inside a box 400 px high (spec §9). */
export function RepTable({
  reps,
  selected,
  onToggle,
  onToggleAll,
  emptyMessage,
  onRotated,
}: RepTableProps) {
  const allSelected = reps.length > 0 && reps.every((rep) => selected.has(repKey(rep)));

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, rep: PortalRep) => {
    // Controls in the row act by themselves; a click elsewhere on the row toggles it.
    if ((event.target as HTMLElement).closest('input, label, button, a')) return;
    onToggle(rep);
  };

  return (
    <div className="cb-table-wrap portals-table-wrap" tabIndex={0}>
      <table className="cb-table portals-table">
        <caption className="cb-visually-hidden">Reps</caption>
        <thead>
          <tr>
            <th scope="col" className="portals-select-col">
              <button
                type="button"
                className="cb-btn cb-btn--secondary cb-btn--small portals-select-all"
                aria-disabled={reps.length === 0 || undefined}
                onClick={() => reps.length > 0 && onToggleAll()}
              >
                {allSelected ? 'Deselect All' : 'Select All'}
              </button>
            </th>
            {COLUMNS.map((title) => (
              <th
                key={title}
                scope="col"
                className={title === 'Team Members' ? 'cb-table__end' : undefined}
              >
                {title === 'Actions' ? <span className="cb-visually-hidden">Actions</span> : title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {reps.length === 0 ? (
            <tr>
              <td className="cb-table__empty" colSpan={COLUMNS.length + 1}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            reps.map((rep) => (
              <tr
                key={repKey(rep)}
                className={
                  selected.has(repKey(rep)) ? 'portals-row portals-row--selected' : 'portals-row'
                }
                onClick={(event) => onRowClick(event, rep)}
              >
                <td className="portals-select-cell">
                  <input
                    type="checkbox"
                    className="portals-checkbox"
                    aria-label={`Select ${rep.rep_email}`}
                    checked={selected.has(repKey(rep))}
                    onChange={() => onToggle(rep)}
                  />
                </td>
                <td className="portals-rep">
                  <span className="portals-rep__name">{rep.rep_name || rep.rep_email}</span>
                  <span className="portals-email cb-muted" title={rep.rep_email}>
                    {rep.rep_email}
                  </span>
                </td>
                <td>
                  <div className="portals-actions">
                    <PreviewButton email={rep.rep_email} />
                    <NewLinkButton
                      email={rep.rep_email}
                      name={rep.rep_name}
                      onRotated={onRotated}
                    />
                  </div>
                </td>
                <td className="cb-num">
                  {rep.last_opened_at ? formatLastEmailed(rep.last_opened_at) : 'Not opened'}
                </td>
                <td className="cb-num">{rep.last_reviewed ? formatDay(rep.last_reviewed) : '—'}</td>
                <td className="cb-num">{formatLastEmailed(rep.last_emailed)}</td>
                <td className="cb-num">{formatDay(rep.latest_pay_date)}</td>
                <td className="cb-table__end">{rep.team_members}</td>
                <td className="cb-num">
                  {rep.key_issued_at ? formatDay(rep.key_issued_at) : 'No link'}
                </td>
                <td>
                  {rep.plan_status === 'signed'
                    ? 'Signed'
                    : rep.plan_status === 'due'
                      ? 'To sign'
                      : '—'}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
