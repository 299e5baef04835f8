import type { QuestionSummary } from '@commissionbee/shared/questions';
import type { RepRow } from '@commissionbee/shared/types';
import { ChevronIcon } from '../../components/icons';
import { amountClass } from '../../lib/money';
import { lineChange } from '../../session/changes';
import { ChangeBadge } from './ChangeBadge';
import { QuestionMarker } from '../../components/questions/QuestionMarker';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export interface StubLineProps {
  row: RepRow;
  previousVisit: string | null;
  question: QuestionSummary | undefined;
  onOpen: () => void;
  onAsk: () => void;
}

/** One line of a pay stub: what it pays for, its milestone and note, and the amount. */
export function StubLine({ row, previousVisit, question, onOpen, onAsk }: StubLineProps) {
  const { t, format } = useI18n();
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
              ? t('paycheck.adjustmentTo', {
                  date: format.date(row.adjusts.pay_date),
                  item: row.item_name,
                })
              : row.item_name}
          </span>{' '}
          {meta.length > 0 && <span className="rep-stub-line__meta">{meta.join(' · ')}</span>}
        </span>{' '}
        <span className={amountClass(row.amount, 'rep-stub-line__amount')}>
          {format.money(row.amount)}
        </span>
        <ChevronIcon className="rep-paycheck-row__chevron" />
      </button>
      <div className="rep-stub-line__extras">
        <ChangeBadge row={row} change={lineChange(row, previousVisit)} />
        <QuestionMarker question={question} />
        <button type="button" className="rep-ask-link" onClick={onAsk}>
          {t('paycheck.askLine')}
        </button>
      </div>
    </div>
  );
}
