// What the notification routes say when a body is refused.
import type { ErrorCode } from '@commissionbee/shared/error-codes';
export const NOTIFICATIONS_MESSAGES = {
  base64url: 'must be base64url',
  endpointHttps: 'endpoint must be an https URL',
  notifyAfterUpload: 'notify_after_upload must be true or false',
  demoKey:
    'The demo portal cannot turn on notifications. Open your own portal link to get them on this device.',
} as const;

/** The `code` of the notification routes' own refusals (a refused endpoint carries the outbound client's URL_*). */
export const NotificationsErrorCode = {
  DemoKey: 'PUSH_DEMO_KEY',
} as const satisfies Record<string, ErrorCode>;
