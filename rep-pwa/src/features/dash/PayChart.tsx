// The Dash graph (spec §9): up to 7 paychecks, at most 8 levels on round values, the top at
// least 10% above the largest; a negative paycheck (a clawback) is drawn below the zero line.
import { useId } from 'react';
import { shortMoney } from '@commissionbee/shared/money';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { DASH_PAYCHECK_COUNT, type PaycheckSummary } from '@commissionbee/shared/rep';
import { usePayDateLabel } from '../../i18n/pay-date-label';
import { niceChartScale } from './chart-scale';

const WIDTH = 340;
const HEIGHT = 240;
const PLOT = { left: 50, right: 8, top: 10, bottom: 30 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;
const MAX_BAR_WIDTH = 34;

/** Axis labels ($0, $500, $1k, $1.5k): like shortMoney, with 1,000 as $1k so a column of labels reads alike. */
function axisLabel(value: number): string {
  return Math.abs(value) === 1000 ? `${value < 0 ? '-' : ''}$1k` : shortMoney(value);
}

export interface PayChartProps {
  /** Oldest first, as latestPaychecks returns them. */
  paychecks: readonly PaycheckSummary[];
}

export function PayChart({ paychecks }: PayChartProps) {
  const titleId = useId();
  const { t, format } = useI18n();
  const payDateLabel = usePayDateLabel();
  const shown = paychecks.slice(-DASH_PAYCHECK_COUNT);
  const scale = niceChartScale(shown.map((paycheck) => paycheck.total));
  const yOf = (value: number) =>
    PLOT.top + PLOT_HEIGHT - ((value - scale.min) / (scale.max - scale.min)) * PLOT_HEIGHT;
  const slot = PLOT_WIDTH / Math.max(1, shown.length);
  const barWidth = Math.min(MAX_BAR_WIDTH, slot * 0.6);
  const title = t('dash.chartTitle', { count: shown.length });

  return (
    <figure className="rep-chart cb-card">
      <figcaption aria-hidden="true">{title}</figcaption>
      <svg
        className="rep-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{title}</title>
        <g className="rep-chart__axis">
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={yOf(tick)} y2={yOf(tick)} />
              <text x={PLOT.left - 6} y={yOf(tick)} textAnchor="end" dominantBaseline="middle">
                {axisLabel(tick)}
              </text>
            </g>
          ))}
          <line
            className="rep-chart__baseline"
            x1={PLOT.left}
            x2={WIDTH - PLOT.right}
            y1={yOf(0)}
            y2={yOf(0)}
          />
        </g>
        {shown.map((paycheck, index) => {
          const centre = PLOT.left + slot * index + slot / 2;
          const end = yOf(paycheck.total);
          const negative = paycheck.total < 0;
          return (
            <g
              key={paycheck.pay_date}
              className={negative ? 'rep-chart__bar rep-chart__bar--negative' : 'rep-chart__bar'}
              data-pay-date={paycheck.pay_date}
            >
              <rect
                x={centre - barWidth / 2}
                y={Math.min(end, yOf(0))}
                width={barWidth}
                height={Math.max(1, Math.abs(yOf(0) - end))}
                rx={3}
              />
              <text x={centre} y={HEIGHT - 10} textAnchor="middle">
                {payDateLabel(paycheck.pay_date)}
              </text>
            </g>
          );
        })}
      </svg>
      {/* The graph's text equivalent: the svg is one image to assistive technology. */}
      <ul className="cb-visually-hidden" aria-label={t('dash.chartTotals')}>
        {shown.map((paycheck) => (
          <li
            key={paycheck.pay_date}
          >{`${payDateLabel(paycheck.pay_date)}: ${format.money(paycheck.total)}`}</li>
        ))}
      </ul>
    </figure>
  );
}
