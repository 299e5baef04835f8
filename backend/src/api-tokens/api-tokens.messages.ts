// What the API token routes say when they refuse.
export const API_TOKENS_MESSAGES = {
  tooMany: (max: number) => `A company has at most ${max} API tokens. Revoke one first.`,
} as const;
