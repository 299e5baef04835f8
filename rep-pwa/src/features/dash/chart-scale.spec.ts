import { describe, expect, it } from 'vitest';
import { niceChartScale } from './chart-scale';

describe('niceChartScale', () => {
  const sut = niceChartScale;

  it('puts the axis on round values, topped at least 10% above the largest paycheck', () => {
    // 1,378.6 × 1.1 = 1,516: steps of 200 up to 1,600 (not 151 / 303 / 454 …).
    expect(sut([1378.6, 900, 412.5])).toEqual({
      min: 0,
      max: 1600,
      step: 200,
      ticks: [0, 200, 400, 600, 800, 1000, 1200, 1400, 1600],
    });
  });

  it('keeps at most 8 levels above zero', () => {
    for (const largest of [1, 7.77, 99, 151, 303, 999.99, 3087.43, 12_345, 987_654]) {
      const scale = sut([largest]);
      expect(scale.ticks.length - 1).toBeLessThanOrEqual(8);
      expect(scale.max).toBeGreaterThanOrEqual(largest * 1.1);
      expect(scale.ticks.every((tick) => Number.isInteger(tick))).toBe(true);
      expect(scale.ticks.every((tick) => Number.isInteger(tick / scale.step))).toBe(true);
    }
  });

  it('reaches below zero for a negative paycheck, on the same steps', () => {
    const scale = sut([1200, -300]);
    expect(scale.min).toBeLessThan(-300);
    expect(scale.ticks).toContain(0);
    expect(scale.ticks[0]).toBe(scale.min);
    expect(scale.ticks.at(-1)).toBe(scale.max);
    expect(scale.ticks.length - 1).toBeLessThanOrEqual(9);
  });

  it('draws an axis for all-negative and for empty data', () => {
    expect(sut([-50]).max).toBe(0);
    expect(sut([-50]).min).toBeLessThanOrEqual(-55);
    expect(sut([])).toMatchObject({ min: 0, max: 100 });
  });
});
