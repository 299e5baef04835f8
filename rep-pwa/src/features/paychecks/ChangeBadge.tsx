// 'New' and 'Changed' next to a line (issue 13); tapping Changed shows what the line was before.
import { useState } from 'react';
import type { AmountValue } from '@commissionbee/shared/money';
import type { Translator } from '@commissionbee/shared/i18n/messages';
import type { RepRow } from '@commissionbee/shared/types';
import type { LineChange } from '../../session/changes';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { usePayDateLabel } from '../../i18n/pay-date-label';

function useBeforeText(): (row: RepRow) => string {
  const { t, format } = useI18n();
  const payDateLabel = usePayDateLabel();
  return (row) => beforeText(row, t, format.money, payDateLabel);
}

function beforeText(
  row: RepRow,
  t: Translator,
  formatMoney: (value: AmountValue) => string,
  formatMonthDay: (payDate: string | null | undefined) => string,
): string {
  const before = row.change?.previous ?? {};
  const parts: string[] = [];
  if (before.pay_date !== undefined && before.pay_date !== row.pay_date)
    parts.push(`${formatMonthDay(before.pay_date)} → ${formatMonthDay(row.pay_date)}`);
  if (before.amount !== undefined && before.amount !== row.amount)
    parts.push(`${formatMoney(before.amount)} → ${formatMoney(row.amount)}`);
  if (before.item_pay_type !== undefined && before.item_pay_type !== row.item_pay_type)
    parts.push(`${before.item_pay_type} → ${row.item_pay_type}`);
  return parts.length ? parts.join(', ') : t('change.detailsUpdated');
}

export function ChangeBadge({ row, change }: { row: RepRow; change: LineChange }) {
  const [open, setOpen] = useState(false);
  const { t } = useI18n();
  const beforeOf = useBeforeText();
  if (change === 'new') return <span className="rep-badge rep-badge--new">{t('change.new')}</span>;
  if (change !== 'changed') return null;
  return (
    <span className="rep-change">
      <button
        type="button"
        className="rep-badge rep-badge--changed"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('change.changed')}
      </button>
      {open && <span className="rep-change__before">{beforeOf(row)}</span>}
    </span>
  );
}
