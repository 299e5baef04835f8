import { useState, type MouseEvent } from 'react';
import { CALCULATOR_FEATURE, type RepKeyRecord } from '@commissionbee/shared/types';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { TableFrame, textHeaders } from '@commissionbee/ui/TableFrame';
import { Loader } from '@commissionbee/ui/Loader';
import { errorMessage } from '../../../lib/errors';
import { useRepAccess } from '../api/get-rep-access';
import { useUpdateRepAccess, type FeatureUpdate } from '../api/update-rep-access';
import { InviteRep } from './InviteRep';
import { StatusMessage } from './StatusMessage';
import { useTimedStatus } from './use-timed-status';

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
  const { t } = useI18n();
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
        showStatus('success', t('calc.access.saved'));
      },
      onError: () => showStatus('error', t('calc.access.failed')),
    });
  };

  return (
    <section className="cb-stack" aria-labelledby="calculator-access-title">
      <h2 id="calculator-access-title">{t('calc.access.title')}</h2>
      <div className="cb-cluster">
        <Button variant="secondary" small onClick={() => setAll(true)} disabled={reps.length === 0}>
          {t('calc.access.selectAll')}
        </Button>
        <Button
          variant="secondary"
          small
          onClick={() => setAll(false)}
          disabled={reps.length === 0}
        >
          {t('calc.access.deselectAll')}
        </Button>
      </div>
      <StatusMessage status={status} />
      {access.isPending ? (
        <Loader block label={t('calc.access.loading')} />
      ) : access.isError ? (
        <Alert variant="error">{errorMessage(access.error, t('app.genericError'))}</Alert>
      ) : (
        <TableFrame
          caption={t('calc.access.title')}
          headers={textHeaders(t('calc.access.email'), t('calc.access.access'))}
          emptyMessage={t('calc.access.empty')}
          emptyHint={t('calc.access.emptyHint')}
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
                  aria-label={t('calc.access.for', { email: rep.email })}
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
          {t('calc.access.save')}
        </Button>
      </div>
      <InviteRep />
    </section>
  );
}
