import { describe, expect, it } from 'vitest';
import type { RepRow } from '@commissionbee/shared/types';
import { lastUpdated, lineChange, newLineCount } from './changes';

const VISIT = '2024-05-01T12:00:00.000Z';
const seconds = (iso: string) => Date.parse(iso) / 1000;
const row = (added: string, changed: string | null = null): RepRow =>
  ({
    id: 1,
    job_name: 'J',
    item_name: 'J',
    added_at: seconds(added),
    change: changed ? { at: seconds(changed), previous: { amount: 1 } } : null,
  }) as RepRow;

describe('what changed since the previous visit', () => {
  it('marks lines added after the visit New and lines changed after it Changed', () => {
    expect(lineChange(row('2024-05-02T00:00:00Z'), VISIT)).toBe('new');
    expect(lineChange(row('2024-04-01T00:00:00Z', '2024-05-02T00:00:00Z'), VISIT)).toBe('changed');
    expect(lineChange(row('2024-04-01T00:00:00Z', '2024-04-02T00:00:00Z'), VISIT)).toBeNull();
    // Added and changed since: still New (the rep never saw it).
    expect(lineChange(row('2024-05-02T00:00:00Z', '2024-05-03T00:00:00Z'), VISIT)).toBe('new');
  });

  it('marks nothing before a first recorded visit', () => {
    expect(lineChange(row('2024-05-02T00:00:00Z'), null)).toBeNull();
    expect(newLineCount([row('2024-05-02T00:00:00Z')], null)).toBe(0);
  });

  it('counts the new lines and finds the last update', () => {
    const rows = [
      row('2024-05-02T00:00:00Z'),
      row('2024-05-03T00:00:00Z'),
      row('2024-04-01T00:00:00Z', '2024-05-04T00:00:00Z'),
    ];
    expect(newLineCount(rows, VISIT)).toBe(2);
    expect(lastUpdated(rows)?.toISOString()).toBe('2024-05-04T00:00:00.000Z');
    expect(lastUpdated([])).toBeNull();
  });
});
