// What the activity routes say when a filter is refused.
export const ACTIVITY_MESSAGES = {
  notADate: (name: string) => `${name} must be a date (YYYY-MM-DD)`,
  notARealDate: (name: string) => `${name} must be a real date`,
  whoTooLong: 'who must be at most 200 characters',
  whoControl: 'who must not contain control characters',
  unknownWhat: 'what must be a group or an action of the log',
  fromAfterTo: 'from must not be after to',
} as const;
