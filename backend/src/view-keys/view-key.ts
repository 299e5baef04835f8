import { randomBytes } from 'node:crypto';

/** A rep's private link key: 192 random bits, URL-safe. */
export function newViewKey(): string {
  return randomBytes(24).toString('base64url');
}
