// The preview's per-rep table: counts and the change in total, each rep expandable to its lines.
import { useState } from 'react';
import { formatMoney } from '@commissionbee/shared/money';
import type { PreviewLine, PreviewRep } from '@commissionbee/shared/types';
import { ChangeCounts } from './ChangeCounts';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** A line's action in the words of the count columns. */
const ACTION_KEY = {
  added: 'upload.counts.new',
  updated: 'upload.counts.changed',
  skipped: 'upload.counts.skipped',
  removed: 'upload.counts.removed',
} as const;

function LineText({ line }: { line: PreviewLine }) {
  const { t } = useI18n();
  const shown = line.after ?? line.before;
  if (!shown) return null;
  const before = line.before;
  const moved =
    line.action === 'updated' && before
      ? `${before.pay_date} ${formatMoney(before.amount)} → ${shown.pay_date} ${formatMoney(shown.amount)}`
      : `${shown.pay_date} ${formatMoney(shown.amount)}`;
  return (
    <>
      <span className={`upload-action upload-action--${line.action}`}>
        {t(ACTION_KEY[line.action])}
      </span>{' '}
      {shown.item_name} · {shown.item_pay_type} · {moved}
    </>
  );
}

export function RepChanges({ reps, lines }: { reps: PreviewRep[]; lines: PreviewLine[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<string | null>(null);
  const key = (email: string) => email.trim().toLowerCase();
  const linesOf = (rep: PreviewRep) => lines.filter((l) => key(l.rep_email) === key(rep.rep_email));
  return (
    <ChangeCounts
      caption={t('upload.reps.caption')}
      rowHeader={t('upload.reps.rep')}
      rows={reps}
      rowKey={(rep) => rep.rep_email}
      name={(rep) => {
        const expanded = open === key(rep.rep_email);
        return (
          <>
            <button
              type="button"
              className="upload-rep-toggle"
              aria-expanded={expanded}
              onClick={() => setOpen(expanded ? null : key(rep.rep_email))}
            >
              {expanded ? '▾' : '▸'} {rep.rep_name}
            </button>
            <span className="cb-muted upload-rep-email">{rep.rep_email}</span>
          </>
        );
      }}
      below={(rep) => {
        if (open !== key(rep.rep_email)) return null;
        const own = linesOf(rep);
        return (
          <tr className="upload-rep-lines">
            <td colSpan={6}>
              <ul aria-label={t('upload.reps.linesOf', { name: rep.rep_name })}>
                {own.map((line, index) => (
                  <li key={index}>
                    <LineText line={line} />
                  </li>
                ))}
                {own.length === 0 && <li className="cb-muted">{t('upload.reps.notListed')}</li>}
              </ul>
            </td>
          </tr>
        );
      }}
    />
  );
}
