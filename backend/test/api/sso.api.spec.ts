// Single sign-on (issue 32 §3, §5) through a real OpenID provider (oidc-provider on 127.0.0.1):
// the admin's settings (secret write-only, stored encrypted), "Test sign-in", the login page's
// lookup, and whole sign-ins (start → the provider's login and consent forms → callback → a
// session) with the role its groups map to; refusals end on the login page with a code.
import { DEMO_ADMIN, DEMO_VIEWER, startTestApp, SUPER, type TestApp } from '../support/harness.js';
import { newCompanyWithAdmin } from '../support/builders.js';
import {
  signInAtProvider,
  startOidcProvider,
  type TestProvider,
} from '../support/oidc-provider.js';

const REDIRECT_URI = 'http://portal.test/api/auth/sso/callback';
const DOMAIN = 'sso-demo.test';
const bearer = (auth: string) => ({ Authorization: auth });

describe('single sign-on with a real OpenID provider', () => {
  let t: TestApp;
  let idp: TestProvider;
  let admin: string;

  const settings = (over: Record<string, unknown> = {}) => ({
    issuer: idp.issuer,
    client_id: idp.clientId,
    client_secret: idp.clientSecret,
    domains: [DOMAIN],
    role_claim: 'groups',
    admin_groups: ['cb-admins'],
    standard_groups: ['cb-viewers'],
    required: false,
    ...over,
  });

  /** The callback's path and query, as the provider redirected the browser to it. */
  const callbackPath = (url: string) => url.slice('http://portal.test'.length);

  /** start → the provider → answers the callback URL (not yet called). */
  async function throughProvider(login: string, email = `${login}@${DOMAIN}`) {
    const start = await t.http.get('/api/auth/sso/start').query({ email });
    expect(start.status).toBe(302);
    expect(start.headers.location.startsWith(`${idp.issuer}/`)).toBe(true);
    const sent = new URL(start.headers.location);
    expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sent.searchParams.get('state')).toBeTruthy();
    expect(sent.searchParams.get('nonce')).toBeTruthy();
    return signInAtProvider(start.headers.location, login, REDIRECT_URI);
  }

  /** A whole sign-in: answers where the callback sent the browser. */
  async function signIn(login: string) {
    const back = await t.http.get(callbackPath(await throughProvider(login)));
    expect(back.status).toBe(302);
    return back.headers.location as string;
  }

  const tokenOf = (location: string) => {
    const match = /^\/login#sso_token=(.+)$/.exec(location);
    expect(match).not.toBeNull();
    return `Bearer ${decodeURIComponent(match![1])}`;
  };

  beforeAll(async () => {
    idp = await startOidcProvider(REDIRECT_URI);
    t = await startTestApp({ SEED_DEMO: 'true', LOG_LEVEL: 'silent' });
    admin = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    idp.accounts.set('ana', { email: `ana@${DOMAIN}`, groups: ['cb-viewers'], name: 'Ana Diaz' });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  it('saves the settings: the secret is never answered and is stored encrypted', async () => {
    const saved = await t.http.put('/api/bee/sso').set(bearer(admin)).send(settings());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      configured: true,
      enabled: true,
      issuer: idp.issuer,
      client_secret_set: true,
      domains: [DOMAIN],
      redirect_uri: REDIRECT_URI,
    });
    expect(JSON.stringify(saved.body)).not.toContain(idp.clientSecret);
    const read = await t.http.get('/api/bee/sso').set(bearer(admin));
    expect(read.body).not.toHaveProperty('client_secret');
    const [stored] = (await t.db.query(`SELECT client_secret_encrypted FROM company_sso`)) as {
      client_secret_encrypted: string;
    }[];
    expect(stored.client_secret_encrypted).not.toContain(idp.clientSecret);
    // Saving again without a secret keeps the stored one.
    const again = await t.http
      .put('/api/bee/sso')
      .set(bearer(admin))
      .send(settings({ client_secret: undefined }));
    expect(again.status).toBe(200);
    expect(again.body.client_secret_set).toBe(true);
  });

  it('tests the provider: its discovery, and a whole sign-in that signs nobody in', async () => {
    const res = await t.http.post('/api/bee/sso/test').set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}/auth`,
      groups_scope: true,
    });
    idp.accounts.set('tess', { email: `tess@${DOMAIN}`, groups: ['cb-admins'] });
    const back = await t.http.get(
      callbackPath(await signInAtProvider(res.body.sign_in_url, 'tess', REDIRECT_URI)),
    );
    expect(back.headers.location).toBe(
      `/bee/people?sso_test=ok&sso_email=${encodeURIComponent(`tess@${DOMAIN}`)}&sso_role=admin`,
    );
    const people = await t.http.get('/api/bee/people').set(bearer(admin));
    expect(people.body.people.map((p: { email: string }) => p.email)).not.toContain(
      `tess@${DOMAIN}`,
    );
  });

  it('tells the login page which emails sign in through the provider, by domain only', async () => {
    const sso = await t.http.post('/api/auth/sso/lookup').send({ email: `Nobody@${DOMAIN}` });
    expect(sso.body).toEqual({
      method: 'sso',
      start_url: `/api/auth/sso/start?email=${encodeURIComponent(`nobody@${DOMAIN}`)}`,
    });
    const password = await t.http.post('/api/auth/sso/lookup').send({ email: DEMO_ADMIN.email });
    expect(password.body).toEqual({ method: 'password', start_url: null });
  });

  it('signs a new person in with the role their group maps to, as a password login would', async () => {
    const location = await signIn('ana');
    const auth = tokenOf(location);
    const me = await t.http.get('/api/me').set(bearer(auth));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: `ana@${DOMAIN}`, signed_in_with: 'sso' });
    // A Standard User: the SSO settings are an admin's.
    expect((await t.http.get('/api/bee/sso').set(bearer(auth))).status).toBe(403);
    const people = await t.http.get('/api/bee/people').set(bearer(admin));
    const ana = people.body.people.find((p: { email: string }) => p.email === `ana@${DOMAIN}`);
    expect(ana).toMatchObject({
      role: 'standard',
      status: 'active',
      name: 'Ana Diaz',
      last_sign_in_method: 'sso',
    });
    // No password was set: a password login never signs them in.
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: `ana@${DOMAIN}`, password: 'anything-at-all' });
    expect(login.status).toBe(401);
  });

  it('updates the role on a later sign-in', async () => {
    idp.accounts.set('ana', { email: `ana@${DOMAIN}`, groups: ['cb-admins', 'other'] });
    const auth = tokenOf(await signIn('ana'));
    expect((await t.http.get('/api/bee/sso').set(bearer(auth))).status).toBe(200);
  });

  it('activates an invited person who signs in through the provider, and refuses a deactivated one', async () => {
    const invited = await t.http
      .post('/api/bee/people/invitations')
      .set(bearer(admin))
      .send({ email: `ivy@${DOMAIN}`, role: 'standard' });
    expect(invited.status).toBe(201);
    idp.accounts.set('ivy', { email: `ivy@${DOMAIN}`, groups: ['cb-viewers'] });
    tokenOf(await signIn('ivy'));
    const person = async () =>
      (await t.http.get('/api/bee/people').set(bearer(admin))).body.people.find(
        (p: { email: string }) => p.email === `ivy@${DOMAIN}`,
      );
    expect(await person()).toMatchObject({ status: 'active', last_sign_in_method: 'sso' });
    const off = await t.http
      .post(`/api/bee/people/${(await person()).id}/deactivate`)
      .set(bearer(admin))
      .send({});
    expect(off.status).toBe(200);
    expect(await signIn('ivy')).toBe('/login?sso_error=SSO_USER_DEACTIVATED');
  });

  it('refuses a replayed callback and an altered state or code', async () => {
    idp.accounts.set('ana', { email: `ana@${DOMAIN}`, groups: ['cb-viewers'] });
    const callback = callbackPath(await throughProvider('ana'));
    const first = await t.http.get(callback);
    tokenOf(first.headers.location);
    const replay = await t.http.get(callback);
    expect(replay.status).toBe(302);
    expect(replay.headers.location).toBe('/login?sso_error=SSO_STATE_INVALID');

    const tampered = new URL(await throughProvider('ana'));
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    const refused = await t.http.get(callbackPath(tampered.toString()));
    expect(refused.headers.location).toBe('/login?sso_error=SSO_STATE_INVALID');

    const altered = new URL(await throughProvider('ana'));
    altered.searchParams.set('code', `${altered.searchParams.get('code')}x`);
    const wrongCode = await t.http.get(callbackPath(altered.toString()));
    expect(wrongCode.headers.location).toBe('/login?sso_error=SSO_CALLBACK_INVALID');

    const none = await t.http.get('/api/auth/sso/callback').query({ code: 'x' });
    expect(none.headers.location).toBe('/login?sso_error=SSO_STATE_INVALID');
  });

  it('refuses an email outside the domains and a person in no mapped group', async () => {
    idp.accounts.set('outsider', { email: 'outsider@elsewhere.test', groups: ['cb-admins'] });
    expect(await signIn('outsider')).toBe('/login?sso_error=SSO_DOMAIN_NOT_ALLOWED');
    idp.accounts.set('guest', { email: `guest@${DOMAIN}`, groups: ['contractors'] });
    expect(await signIn('guest')).toBe('/login?sso_error=SSO_ROLE_UNMAPPED');
    const people = await t.http.get('/api/bee/people').set(bearer(admin));
    const emails = people.body.people.map((p: { email: string }) => p.email);
    expect(emails).not.toContain(`guest@${DOMAIN}`);
    expect(emails).not.toContain('outsider@elsewhere.test');
    // The login page explains a code, never a trace.
    const unknown = await t.http.get('/api/auth/sso/start').query({ email: 'x@unknown.test' });
    expect(unknown.headers.location).toBe('/login?sso_error=SSO_NOT_CONFIGURED');
  });

  it('says so when the provider is down: the test, the start and a callback in flight', async () => {
    const inFlight = await throughProvider('ana');
    const dead = settings({ issuer: 'http://127.0.0.1:9' });
    expect((await t.http.put('/api/bee/sso').set(bearer(admin)).send(dead)).status).toBe(200);
    const tested = await t.http.post('/api/bee/sso/test').set(bearer(admin));
    expect(tested.body).toMatchObject({
      ok: false,
      code: 'SSO_PROVIDER_UNREACHABLE',
      sign_in_url: null,
    });
    expect(tested.body.message).toContain('http://127.0.0.1:9');
    const start = await t.http.get('/api/auth/sso/start').query({ email: `ana@${DOMAIN}` });
    expect(start.headers.location).toBe('/login?sso_error=SSO_PROVIDER_UNREACHABLE');
    const back = await t.http.get(callbackPath(inFlight));
    expect(back.headers.location).toBe('/login?sso_error=SSO_PROVIDER_UNREACHABLE');
    expect((await t.http.put('/api/bee/sso').set(bearer(admin)).send(settings())).status).toBe(200);
  });

  it('gives a domain to one company only', async () => {
    const superAuth = await t.login(SUPER.email, SUPER.password);
    await newCompanyWithAdmin(t, superAuth, {
      name: 'Other SSO Co',
      email: 'admin@other-sso.test',
      password: 'Other-Admin-Pass1',
    });
    const other = await t.login('admin@other-sso.test', 'Other-Admin-Pass1');
    const res = await t.http.put('/api/bee/sso').set(bearer(other)).send(settings());
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SSO_DOMAIN_TAKEN');
    // An admin of that company sees only their own (empty) settings.
    const mine = await t.http.get('/api/bee/sso').set(bearer(other));
    expect(mine.body).toMatchObject({ configured: false, domains: [], client_secret_set: false });
  });

  it('"require single sign-on" refuses a company user\'s password, never a super user\'s', async () => {
    const on = await t.http
      .put('/api/bee/sso')
      .set(bearer(admin))
      .send(settings({ required: true }));
    expect(on.body.required).toBe(true);
    const refused = await t.http
      .post('/api/auth/login')
      .send({ email: DEMO_VIEWER.email, password: DEMO_VIEWER.password });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('AUTH_SSO_REQUIRED');
    // A wrong password still reads as any failed login: the rule is told only to the owner.
    const wrong = await t.http
      .post('/api/auth/login')
      .send({ email: DEMO_VIEWER.email, password: 'wrong-password-1' });
    expect(wrong.status).toBe(401);
    await t.login(SUPER.email, SUPER.password);
    // Single sign-on turned off: nobody is sent to the provider, so passwords work again.
    const paused = await t.http
      .put('/api/bee/sso')
      .set(bearer(admin))
      .send(settings({ required: true, enabled: false }));
    expect(paused.body).toMatchObject({ required: true, enabled: false });
    await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
    const off = await t.http
      .put('/api/bee/sso')
      .set(bearer(admin))
      .send(settings({ required: false }));
    expect(off.body.required).toBe(false);
    await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
  });
  describe('admin password fallback while the provider is down', () => {
    const DEAD = 'http://127.0.0.1:9';
    const save = (over: Record<string, unknown>) =>
      t.http.put('/api/bee/sso').set(bearer(admin)).send(settings(over));
    const login = (who: { email: string; password: string }) =>
      t.http.post('/api/auth/login').send({ email: who.email, password: who.password });
    const fallbacks = async () =>
      (await t.db.query(
        `SELECT target, details FROM activity_events WHERE action = 'auth.sso_fallback_login'`,
      )) as { target: string; details: { issuer?: string } }[];

    afterAll(async () => {
      expect((await save({ required: false })).status).toBe(200);
    });

    it('is off by default: a down provider still refuses the admin', async () => {
      const off = await save({ required: true, issuer: DEAD });
      expect(off.body).toMatchObject({ required: true, admin_password_fallback: false });
      const refused = await login(DEMO_ADMIN);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('AUTH_SSO_REQUIRED');
    });

    it('refuses the admin while the provider answers, even when the company allows it', async () => {
      const on = await save({ required: true, admin_password_fallback: true });
      expect(on.body).toMatchObject({ required: true, admin_password_fallback: true });
      expect((await t.http.get('/api/bee/sso').set(bearer(admin))).body).toMatchObject({
        admin_password_fallback: true,
      });
      const refused = await login(DEMO_ADMIN);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('AUTH_SSO_REQUIRED');
    });

    it('lets an Administrator in with their password when allowed and the provider is down, never a Standard User', async () => {
      await save({ required: true, admin_password_fallback: true, issuer: DEAD });
      const wrong = await t.http
        .post('/api/auth/login')
        .send({ email: DEMO_ADMIN.email, password: 'wrong-password-1' });
      expect(wrong.status).toBe(401);
      const viewer = await login(DEMO_VIEWER);
      expect(viewer.status).toBe(403);
      expect(viewer.body.code).toBe('AUTH_SSO_REQUIRED');
      expect(await fallbacks()).toEqual([]);

      const allowed = await login(DEMO_ADMIN);
      expect(allowed.status).toBe(200);
      const me = await t.http.get('/api/me').set(bearer(`Bearer ${allowed.body.token}`));
      expect(me.body).toMatchObject({
        email: DEMO_ADMIN.email,
        signed_in_with: 'password_fallback',
      });
      const events = await fallbacks();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ target: DEMO_ADMIN.email, details: { issuer: DEAD } });
      // The company sees it in its activity log.
      const log = await t.http.get('/api/bee/activity').set(bearer(admin));
      expect(JSON.stringify(log.body)).toContain('auth.sso_fallback_login');
    });
  });

  describe('limits on starting a single sign-on', () => {
    it('bounds the sign-ins on their way per company', async () => {
      const [{ id }] = (await t.db.query(
        `SELECT company_id AS id FROM company_sso_domains WHERE domain = $1`,
        [DOMAIN],
      )) as { id: number }[];
      await t.db.query(
        `INSERT INTO sso_logins (state_hash, company_id, nonce, code_verifier, expires_at)
         SELECT md5('fill' || g) || md5('more' || g), $1, 'n', 'v', now() + interval '10 minutes'
           FROM generate_series(1, 1000) g`,
        [id],
      );
      const full = await t.http.get('/api/auth/sso/start').query({ email: `pat@${DOMAIN}` });
      expect(full.status).toBe(429);
      expect(full.body.code).toBe('SSO_TOO_MANY_PENDING');
      expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
      await t.db.query(`DELETE FROM sso_logins WHERE nonce = 'n' AND code_verifier = 'v'`);
      const again = await t.http.get('/api/auth/sso/start').query({ email: `pat@${DOMAIN}` });
      expect(again.status).toBe(302);
    });

    it('limits starts per email and per network address, with Retry-After', async () => {
      const start = (email: string) => t.http.get('/api/auth/sso/start').query({ email });
      for (let i = 0; i < 10; i++) expect((await start(`rex@${DOMAIN}`)).status).toBe(302);
      const perEmail = await start(`rex@${DOMAIN}`);
      expect(perEmail.status).toBe(429);
      expect(perEmail.body.code).toBe('SSO_TOO_MANY_STARTS');
      expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(perEmail.headers['retry-after'])).toBeLessThanOrEqual(600);
      // A browser sent by the login page is brought back to it with the reason, not a JSON page.
      const browser = await start(`rex@${DOMAIN}`).set('Accept', 'text/html,*/*;q=0.8');
      expect(browser.status).toBe(302);
      expect(browser.headers.location).toBe('/login?sso_error=SSO_TOO_MANY_STARTS');
      // Another email from the same address goes on, until the address has had its share.
      let refused = null;
      for (let i = 0; i < 70 && !refused; i++) {
        const res = await start(`someone${i}@unknown.test`);
        if (res.status === 429) refused = res;
        else expect(res.status).toBe(302);
      }
      expect(refused?.body.code).toBe('SSO_TOO_MANY_STARTS');
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      const rows = (await t.db.query(
        `SELECT count(*)::int AS n FROM sso_logins WHERE created_at > now() - interval '10 minutes'`,
      )) as { n: number }[];
      expect(rows[0].n).toBeLessThanOrEqual(61);
    });
  });
});
