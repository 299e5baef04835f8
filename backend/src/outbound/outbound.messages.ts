// What the outbound client says when it refuses or loses a request (shown in webhook delivery logs
// and push errors, and as the reason a URL is refused).
export const OUTBOUND_MESSAGES = {
  notAUrl: 'Enter a URL',
  httpsOnly: 'The URL must start with https://',
  noCredentials: 'The URL may not hold a user name or password',
  hostNotFound: (host: string) => `The host ${host} could not be found`,
  hostTimeout: (host: string, ms: number) =>
    `The host ${host} did not resolve within ${Math.round(ms / 1000)} s; check the name and try again`,
  internalAddress: 'The URL may not point to a private, loopback or internal address',
  deadline: (ms: number) => `The endpoint did not answer within ${Math.round(ms / 1000)} s`,
  stopped: 'The server is shutting down; the request was stopped and will be tried again',
} as const;
