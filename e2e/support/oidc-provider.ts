// A real OpenID provider for the single sign-on browser test: oidc-provider on 127.0.0.1 with its
// development login form (any login; the login names the account), accounts the test sets.
import Provider from 'oidc-provider';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, { email: string; groups: string[] }>;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUri: string): Promise<TestProvider> {
  const accounts = new Map<string, { email: string; groups: string[] }>();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => handler!(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'commissionbee-e2e';
  const clientSecret = 'e2e-client-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount(_ctx, id) {
      const account = accounts.get(id);
      return account
        ? { accountId: id, claims: () => ({ sub: id, email_verified: true, name: id, ...account }) }
        : undefined;
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    scopes: ['openid', 'email', 'profile', 'groups'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
  });
  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
