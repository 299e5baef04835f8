import { useState, type MouseEvent } from 'react';
import { CALCULATOR_FEATURE, type RepKeyRecord } from '@commissionbee/shared/types';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { TableFrame, textHeaders } from '@commissionbee/ui/TableFrame';
import { Loader } from '@commissionbee/ui/Loader';
import { errorMessage } from '../../../lib/errors';
import { useRepAccess } from '../api/get-rep-access';
import { useUpdateRepAccess, type FeatureUpdate } from '../api/update-rep-access';
import { InviteRep } from './InviteRep';
import { StatusMessage } from './StatusMessage';
import { useTimedStatus } from './use-timed-status';

export const ACCESS_SAVED = 'Access updated successfully';
export const ACCESS_FAILED = 'Failed to update access';

const hasAccess = (rep: RepKeyRecord) => (rep.custom_features ?? []).includes(CALCULATOR_FEATURE);

function withAccess(rep: RepKeyRecord, access: boolean): FeatureUpdate {
  const others = (rep.custom_features ?? []).filter((feature) => feature !== CALCULATOR_FEATURE);
  return { id: rep.id, custom_features: access ? [...others, CALCULATOR_FEATURE] : others };
}

/**
 * Calculator Access: which reps see the calculator. Ticks are a draft over the saved state;
 * 'Save Changes' sends only the reps whose tick differs from it.
 */
export function CalculatorAccess() {
  const access = useRepAccess();
  const update = useUpdateRepAccess();
  const [draft, setDraft] = useState<Record<number, boolean>>({});
  const [status, showStatus] = useTimedStatus();
  const reps = access.data ?? [];
  const ticked = (rep: RepKeyRecord) => draft[rep.id] ?? hasAccess(rep);
  const changed = reps.filter((rep) => ticked(rep) !== hasAccess(rep));

  const setAll = (value: boolean) =>
    setDraft(Object.fromEntries(reps.map((rep) => [rep.id, value])));
  const toggle = (rep: RepKeyRecord) =>
    setDraft((current) => ({ ...current, [rep.id]: !ticked(rep) }));

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, rep: RepKeyRecord) => {
    // The checkbox (and its label) toggle by themselves; a second toggle would undo it.
    if ((event.target as HTMLElement).closest('input, label, button, a')) return;
    toggle(rep);
  };

  const save = () => {
    const updates = changed.map((rep) => withAccess(rep, ticked(rep)));
    update.mutate(updates, {
      onSuccess: () => {
        setDraft({});
        showStatus('success', ACCESS_SAVED);
      },
      onError: () => showStatus('error', ACCESS_FAILED),
    });
  };

  return (
    <section className="cb-stack" aria-labelledby="calculator-access-title">
      <h2 id="calculator-access-title">Calculator Access</h2>
      <div className="cb-cluster">
        <Button variant="secondary" small onClick={() => setAll(true)} disabled={reps.length === 0}>
          Select All
        </Button>
        <Button
          variant="secondary"
          small
          onClick={() => setAll(false)}
          disabled={reps.length === 0}
        >
          Deselect All
        </Button>
      </div>
      <StatusMessage status={status} />
      {access.isPending ? (
        <Loader block label="Loading reps" />
      ) : access.isError ? (
        <Alert variant="error">{errorMessage(access.error)}</Alert>
      ) : (
        <TableFrame
          caption="Calculator Access"
          headers={textHeaders('Email', 'Access')}
          emptyMessage="No reps found"
          emptyHint="Reps appear here once you upload a ledger."
          isEmpty={reps.length === 0}
          className="calc-access-table"
        >
          {reps.map((rep) => (
            <tr
              key={rep.id}
              className="calc-access-row"
              onClick={(event) => onRowClick(event, rep)}
            >
              <td className="cb-table__truncate calc-access-email">
                <span className="cb-table__clip" title={rep.email}>
                  {rep.email}
                </span>
              </td>
              <td>
                <input
                  type="checkbox"
                  className="calc-checkbox"
                  aria-label={`Calculator access for ${rep.email}`}
                  checked={ticked(rep)}
                  onChange={() => toggle(rep)}
                />
              </td>
            </tr>
          ))}
        </TableFrame>
      )}
      <div>
        <Button onClick={save} disabled={changed.length === 0} loading={update.isPending}>
          Save Changes
        </Button>
      </div>
      <InviteRep />
    </section>
  );
}
