// What the webhook routes say when they refuse an endpoint or a replay.
import type { ErrorCode } from '@commissionbee/shared/error-codes';
export const WEBHOOKS_MESSAGES = {
  tooMany: (max: number) => `A company has at most ${max} webhook endpoints. Delete one first.`,
  replayLimit: (max: number, seconds: number) =>
    `An endpoint's deliveries can be replayed at most ${max} times an hour. Try again in ${Math.ceil(seconds / 60)} min.`,
} as const;

/** The `code` of the webhook routes' own refusals (a refused URL carries the outbound client's). */
export const WebhooksErrorCode = {
  ReplayLimit: 'WEBHOOK_REPLAY_LIMIT',
} as const satisfies Record<string, ErrorCode>;
