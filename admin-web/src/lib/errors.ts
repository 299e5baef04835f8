// Turns a failed call into a sentence for an alert: the server's message when it sent one, or in
// a language other than English the catalogue's words for the answer's `code` (issue 33).
import { ApiError } from '@commissionbee/shared/api-client';

/**
 * Words a refusal in the admin's language: its `code`, its body (the fields beside the code) and
 * the server's English message; null keeps the server's words. Registered by the admin's i18n
 * provider (i18n/error-words.tsx) so that every caller of errorMessage follows the language.
 */
export type RefusalWording = (
  code: string,
  body: Readonly<Record<string, unknown>>,
  serverMessage: string,
) => string | null;

let wording: RefusalWording | null = null;

/** The wording of the language shown; null (English, no provider) shows the server's words. */
export function setRefusalWording(next: RefusalWording | null): void {
  wording = next;
}

export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | null;
    const message = Array.isArray(body?.message) ? body.message.join(', ') : body?.message;
    const server = typeof message === 'string' ? message : '';
    const worded = error.code && body ? wording?.(error.code, body, server) : null;
    if (worded) return worded;
    if (server) return server;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server refused the call for the caller's role (403): show "You don't have access". */
export const isForbidden = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403;
