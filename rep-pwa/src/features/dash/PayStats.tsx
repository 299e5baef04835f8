import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { amountClass, money } from '../../lib/money';
import type { PaySummary } from './pay-summary';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Year to date and what is still pending, beside the latest paycheck. */
export function PayStats({ summary }: { summary: PaySummary }) {
  return (
    <>
      <div className="rep-stat cb-card">
        <span className="rep-stat__label">Year to date</span>{' '}
        <span className={amountClass(summary.yearToDate, 'rep-stat__value')}>
          {money(summary.yearToDate)}
        </span>{' '}
        <span className="rep-stat__note">
          {`${summary.year} · ${plural(summary.yearPaychecks, 'paycheck')}`}
        </span>
      </div>
      <Link to={paths.paychecks} className="rep-stat rep-stat--pending cb-card">
        <span className="rep-stat__label">Pending</span>{' '}
        <span className={amountClass(summary.pending, 'rep-stat__value')}>
          {money(summary.pending)}
        </span>{' '}
        <span className="rep-stat__note">
          {summary.pendingLines
            ? `${plural(summary.pendingLines, 'item')} coming`
            : 'Nothing pending'}
        </span>
      </Link>
    </>
  );
}
