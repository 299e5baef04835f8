// Every TanStack Query key of the rep app, so a screen invalidates another's data by name instead
// of by a string both happen to spell alike. A key starts with its resource: invalidating `.all`
// refreshes every query below it. (The persisted cache keeps `repKeyData` queries only.) Read it
// as `import * as queryKeys`: one export per resource lets each screen bundle only its own keys.
export const repKeyData = {
  all: ['rep-key-data'] as const,
  one: (viewKey: string) => ['rep-key-data', viewKey] as const,
  /** A team member's lines (issue 34): under the key's data, so they are persisted and refreshed with it. */
  member: (viewKey: string, email: string) =>
    ['rep-key-data', viewKey, 'team', email.trim().toLowerCase()] as const,
};
export const repVisit = (viewKey: string) => ['rep-visit', viewKey] as const;
export const myQuestions = {
  all: ['my-questions'] as const,
  list: (viewKey: string) => ['my-questions', viewKey] as const,
  one: (viewKey: string, id: number | null) => ['my-questions', viewKey, id] as const,
};
export const myReviews = {
  all: ['my-reviews'] as const,
  list: (viewKey: string) => ['my-reviews', viewKey] as const,
};
export const statements = {
  all: ['statements'] as const,
  list: (viewKey: string) => ['statements', viewKey] as const,
};
export const myPlans = {
  all: ['my-plans'] as const,
  list: (viewKey: string) => ['my-plans', viewKey] as const,
};
