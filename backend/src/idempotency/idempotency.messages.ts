// What a route behind the Idempotency-Key interceptor answers when the key is refused.
export const IDEMPOTENCY_MESSAGES = {
  reused:
    'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  inProgress:
    'A request with this Idempotency-Key is still being processed. Retry after it finished.',
  badKey: 'Idempotency-Key must be 1 to 255 printable ASCII characters.',
} as const;
