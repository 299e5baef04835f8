// What the notification routes say when a body is refused.
export const NOTIFICATIONS_MESSAGES = {
  base64url: 'must be base64url',
  endpointHttps: 'endpoint must be an https URL',
  notifyAfterUpload: 'notify_after_upload must be true or false',
} as const;
