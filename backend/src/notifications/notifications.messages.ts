// What the notification routes say when a body is refused.
import { NOTIFICATIONS_BODY_MESSAGES } from '@commissionbee/shared/contracts/notifications';
import type { ErrorCode } from '@commissionbee/shared/error-codes';

export const NOTIFICATIONS_MESSAGES = {
  ...NOTIFICATIONS_BODY_MESSAGES,
  demoKey:
    'The demo portal cannot turn on notifications. Open your own portal link to get them on this device.',
} as const;

/** The `code` of the notification routes' own refusals (a refused endpoint carries the outbound client's URL_*). */
export const NotificationsErrorCode = {
  DemoKey: 'PUSH_DEMO_KEY',
} as const satisfies Record<string, ErrorCode>;
