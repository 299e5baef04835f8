// A real OpenID provider for the single sign-on tests: oidc-provider on 127.0.0.1 with its
// development login form (any login; the login is the account id), accounts whose claims the test
// sets (email, groups), and a browser-like walk through it with a cookie jar.
import Provider from 'oidc-provider';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OidcAccount {
  email: string;
  groups: string[];
  name?: string;
  email_verified?: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by login (what the development form is given). */
  accounts: Map<string, OidcAccount>;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUri: string): Promise<TestProvider> {
  const accounts = new Map<string, OidcAccount>();
  const clientId = 'commissionbee-test';
  const clientSecret = 'test-client-secret-0123456789';
  // Listen first: the issuer names the port.
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server: Server = createServer((req, res) => handler!(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Its start-up warnings (development keys, in-memory storage, Node 20) are expected here.
  const { warn, info } = console;
  console.warn = console.info = () => {};
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
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.email_verified ?? true,
          name: account.name ?? id,
          groups: account.groups,
        }),
      };
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
  // Its notices come with the first requests.
  setTimeout(() => Object.assign(console, { warn, info }), 0);
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

/** Cookies by name, as a browser would send them back to one host. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Walks a browser through the provider from its authorization URL: the development login form
 * (with `login`), then the consent form, following redirects, until the provider redirects to
 * `redirectUri`; answers that URL (the callback, with its code and state).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  redirectUri: string,
): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    jar.take(res);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).toString();
      if (next.startsWith(redirectUri)) return next;
      url = next;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200)
      throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
    url = new URL(action, url).toString();
    method = 'POST';
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    );
  }
  throw new Error('the provider never redirected back');
}
