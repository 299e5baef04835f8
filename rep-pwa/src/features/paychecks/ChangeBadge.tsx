// 'New' and 'Changed' next to a line (issue 13); tapping Changed shows what the line was before.
import { useState } from 'react';
import { formatMoney } from '@commissionbee/shared/money';
import { formatMonthDay } from '@commissionbee/shared/pay-date';
import type { RepRow } from '@commissionbee/shared/types';
import type { LineChange } from '../../session/changes';

function beforeText(row: RepRow): string {
  const before = row.change?.previous ?? {};
  const parts: string[] = [];
  if (before.pay_date !== undefined && before.pay_date !== row.pay_date)
    parts.push(`${formatMonthDay(before.pay_date)} → ${formatMonthDay(row.pay_date)}`);
  if (before.amount !== undefined && before.amount !== row.amount)
    parts.push(`${formatMoney(before.amount)} → ${formatMoney(row.amount)}`);
  if (before.item_pay_type !== undefined && before.item_pay_type !== row.item_pay_type)
    parts.push(`${before.item_pay_type} → ${row.item_pay_type}`);
  return parts.length ? parts.join(', ') : 'Details updated';
}

export function ChangeBadge({ row, change }: { row: RepRow; change: LineChange }) {
  const [open, setOpen] = useState(false);
  if (change === 'new') return <span className="rep-badge rep-badge--new">New</span>;
  if (change !== 'changed') return null;
  return (
    <span className="rep-change">
      <button
        type="button"
        className="rep-badge rep-badge--changed"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Changed
      </button>
      {open && <span className="rep-change__before">{beforeText(row)}</span>}
    </span>
  );
}
