// BACKUP_SCHEDULE: when the server backs up the embedded database by itself.
//   off | hourly (at :00) | daily (03:00) | daily@HH:MM | <N>m | <N>h (every N minutes/hours)
// Times are the server's local time (TZ).

export type BackupSchedule =
  | { kind: 'off' }
  | { kind: 'daily'; hour: number; minute: number }
  | { kind: 'hourly' }
  | { kind: 'every'; ms: number };

export const SCHEDULE_HELP =
  'BACKUP_SCHEDULE must be off, hourly, daily, daily@HH:MM (local time), or an interval such as 30m or 6h';

/** Answers the schedule, or null when the text is none of the accepted forms. */
export function parseSchedule(text: string): BackupSchedule | null {
  const value = text.trim().toLowerCase();
  if (value === 'off') return { kind: 'off' };
  if (value === 'hourly') return { kind: 'hourly' };
  if (value === 'daily') return { kind: 'daily', hour: 3, minute: 0 };
  const at = /^daily@(\d{1,2}):(\d{2})$/.exec(value);
  if (at) {
    const [hour, minute] = [Number(at[1]), Number(at[2])];
    return hour < 24 && minute < 60 ? { kind: 'daily', hour, minute } : null;
  }
  const every = /^(\d{1,4})(m|h)$/.exec(value);
  if (every) {
    const n = Number(every[1]);
    if (n < 1) return null;
    return { kind: 'every', ms: n * (every[2] === 'h' ? 3_600_000 : 60_000) };
  }
  return null;
}

/** The next time a backup is due after `now` (null: never). */
export function nextRun(schedule: BackupSchedule, now: Date): Date | null {
  switch (schedule.kind) {
    case 'off':
      return null;
    case 'every':
      return new Date(now.getTime() + schedule.ms);
    case 'hourly': {
      const next = new Date(now);
      next.setMinutes(0, 0, 0);
      next.setHours(next.getHours() + 1);
      return next;
    }
    case 'daily': {
      const next = new Date(now);
      next.setHours(schedule.hour, schedule.minute, 0, 0);
      if (next <= now) next.setDate(next.getDate() + 1);
      return next;
    }
  }
}

/** How the schedule reads in the /super screen. */
export function describeSchedule(schedule: BackupSchedule): string {
  switch (schedule.kind) {
    case 'off':
      return 'off';
    case 'hourly':
      return 'every hour';
    case 'daily':
      return `every day at ${String(schedule.hour).padStart(2, '0')}:${String(schedule.minute).padStart(2, '0')}`;
    case 'every':
      return schedule.ms % 3_600_000 === 0
        ? `every ${schedule.ms / 3_600_000} h`
        : `every ${schedule.ms / 60_000} min`;
  }
}
