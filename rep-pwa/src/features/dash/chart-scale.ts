// The Dash graph's axis on round values ($0 / $500 / $1k …, never $151 / $303): the top at least
// 10% above the largest paycheck (spec §9), at most 8 levels above zero, and a negative paycheck
// (a clawback) drawn below zero on the same steps.

export interface NiceScale {
  /** Bottom of the axis: 0, or a whole number of steps below zero. */
  min: number;
  /** Top of the axis: a whole number of steps, at least 10% above the largest value. */
  max: number;
  step: number;
  /** Every level from min to max, ascending, 0 included. */
  ticks: number[];
}

const MAX_LEVELS = 8;
const EMPTY_TOP = 100;

/**
 * The smallest of 1, 2, 5 × 10^k (and 2.5 × 10^k from 250 up, whose labels stay whole: $250,
 * $2.5k) that is at least `raw`, and never below $1: the labels are whole dollars.
 */
function niceStep(raw: number): number {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factors = power >= 100 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  for (const factor of factors) if (factor * power >= raw) return factor * power;
  return 10 * power;
}

export function niceChartScale(values: readonly number[], levels = MAX_LEVELS): NiceScale {
  const finite = values.filter((value) => Number.isFinite(value));
  const largest = Math.max(0, ...finite);
  const smallest = Math.min(0, ...finite);
  const top = largest > 0 ? largest * 1.1 : smallest < 0 ? 0 : EMPTY_TOP;
  const bottom = smallest < 0 ? smallest * 1.1 : 0;
  let step = niceStep((top - bottom) / Math.max(1, levels));
  // Rounding both ends outwards can add a level; widen the step until it fits.
  while (Math.ceil(top / step) - Math.floor(bottom / step) > levels + 1)
    step = niceStep(step * 1.01);
  const max = Math.ceil(top / step) * step;
  const min = Math.floor(bottom / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 1000; tick += step)
    ticks.push(Math.round(tick * 100) / 100);
  return { min, max, step, ticks: ticks.map((tick) => (Object.is(tick, -0) ? 0 : tick)) };
}
