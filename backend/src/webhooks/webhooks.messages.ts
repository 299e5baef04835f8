// What the webhook routes say when they refuse a URL or an endpoint.
export const WEBHOOKS_MESSAGES = {
  tooMany: (max: number) => `A company has at most ${max} webhook endpoints. Delete one first.`,
  enterUrl: 'Enter a URL',
  httpsOnly: 'A webhook URL must start with https://',
  noCredentials: 'A webhook URL may not hold a user name or password',
  hostNotFound: (host: string) => `The host ${host} could not be found`,
  internalAddress: 'A webhook URL may not point to a private, loopback or internal address',
} as const;
