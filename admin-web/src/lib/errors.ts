// Turns a failed call into a sentence for an alert: the server's message when it sent one.
import { ApiError } from '@commissionbee/shared/api-client';

export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | null;
    const message = Array.isArray(body?.message) ? body.message.join(', ') : body?.message;
    if (typeof message === 'string' && message) return message;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server refused the call for the caller's role (403): show "You don't have access". */
export const isForbidden = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403;
