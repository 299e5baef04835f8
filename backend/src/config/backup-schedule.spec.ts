import { describeSchedule, nextRun, parseSchedule as sut } from './backup-schedule.js';

describe('BACKUP_SCHEDULE', () => {
  it.each([
    ['off', { kind: 'off' }],
    ['hourly', { kind: 'hourly' }],
    ['daily', { kind: 'daily', hour: 3, minute: 0 }],
    ['Daily@23:45', { kind: 'daily', hour: 23, minute: 45 }],
    ['30m', { kind: 'every', ms: 30 * 60_000 }],
    ['6h', { kind: 'every', ms: 6 * 3_600_000 }],
  ])('reads %j', (text, expected) => {
    expect(sut(text)).toEqual(expected);
  });

  it.each(['', 'weekly', 'daily@24:00', 'daily@7:60', '0m', '5s', 'every 5m'])(
    'refuses %j',
    (text) => {
      expect(sut(text)).toBeNull();
    },
  );

  it('runs daily at the set local time, today if it is still ahead, else tomorrow', () => {
    const schedule = sut('daily@03:00')!;
    expect(nextRun(schedule, new Date(2026, 10, 23, 2, 59))).toEqual(new Date(2026, 10, 23, 3, 0));
    expect(nextRun(schedule, new Date(2026, 10, 23, 3, 0))).toEqual(new Date(2026, 10, 24, 3, 0));
    expect(describeSchedule(schedule)).toBe('every day at 03:00');
  });

  it('runs hourly on the hour and intervals from now, and never when off', () => {
    expect(nextRun(sut('hourly')!, new Date(2026, 10, 23, 10, 15))).toEqual(
      new Date(2026, 10, 23, 11, 0),
    );
    expect(nextRun(sut('90m')!, new Date(2026, 10, 23, 10, 0))).toEqual(
      new Date(2026, 10, 23, 11, 30),
    );
    expect(nextRun(sut('off')!, new Date())).toBeNull();
  });
});
