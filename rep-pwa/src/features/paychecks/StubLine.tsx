import type { QuestionSummary } from '@commissionbee/shared/questions';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import type { RepRow } from '@commissionbee/shared/types';
import { ChevronIcon } from '../../components/icons';
import { amountClass, money } from '../../lib/money';
import { lineChange } from '../../session/changes';
import { ChangeBadge } from './ChangeBadge';
import { QuestionMarker } from '../../components/questions/QuestionMarker';

export interface StubLineProps {
  row: RepRow;
  previousVisit: string | null;
  question: QuestionSummary | undefined;
  onOpen: () => void;
  onAsk: () => void;
}

/** One line of a pay stub: what it pays for, its milestone and note, and the amount. */
export function StubLine({ row, previousVisit, question, onOpen, onAsk }: StubLineProps) {
  const meta = [row.adjusts ? null : row.item_pay_type, row.manual_note].filter((part) =>
    part?.trim(),
  );
  return (
    <div className="rep-stub-line">
      <button type="button" className="rep-stub-line__open" onClick={onOpen}>
        <span className="rep-stub-line__what">
          <span className="rep-stub-line__name">
            {/* Pay runs: a correction of a closed paycheck, posted on this one. */}
            {row.adjusts
              ? `Adjustment to ${formatUsDate(row.adjusts.pay_date)} · ${row.item_name}`
              : row.item_name}
          </span>{' '}
          {meta.length > 0 && <span className="rep-stub-line__meta">{meta.join(' · ')}</span>}
        </span>{' '}
        <span className={amountClass(row.amount, 'rep-stub-line__amount')}>
          {money(row.amount)}
        </span>
        <ChevronIcon className="rep-paycheck-row__chevron" />
      </button>
      <div className="rep-stub-line__extras">
        <ChangeBadge row={row} change={lineChange(row, previousVisit)} />
        <QuestionMarker question={question} />
        <button type="button" className="rep-ask-link" onClick={onAsk}>
          Ask about this
        </button>
      </div>
    </div>
  );
}
