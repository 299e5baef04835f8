// API tokens for scripts: only a person (an admin) manages them, a token never mints or revokes one.
import { newApiTokenBody } from '../api.js';
import { apiToken, apiTokenCreated, revoked } from './answers.js';
import { route } from './contract.js';

const admins = { roles: ['admin'] } as const;

export const apiTokens = {
  list: route({
    method: 'GET',
    path: '/bee/api-tokens',
    access: admins,
    tag: 'api-tokens',
    summary: "The company's live API tokens",
    description:
      'Name, the first characters of the secret, scopes, who created it and when it was last used.',
    status: 200,
    response: apiToken.array(),
  }),
  create: route({
    method: 'POST',
    path: '/bee/api-tokens',
    access: admins,
    tag: 'api-tokens',
    summary: 'Create an API token',
    description:
      'Body {name, scopes}. The answer holds `secret`, shown this once: send it as `Authorization: Bearer <secret>`.',
    body: newApiTokenBody,
    status: 201,
    response: apiTokenCreated,
    errors: [400, 409],
  }),
  revoke: route({
    method: 'DELETE',
    path: '/bee/api-tokens/:id',
    access: admins,
    tag: 'api-tokens',
    summary: 'Revoke an API token',
    description: "Effective at once: the next call with it is 401. Another company's token is 404.",
    status: 200,
    response: revoked,
  }),
};
