// SCIM 2.0 Users (issue 32) as an identity provider calls it, at /scim/v2/Users with an API token
// holding the `scim` scope: create (an invitation email), filter by userName, get, replace, PATCH
// active=false in both providers' forms (the person's session is 401 at once), delete; a leaver who
// is also a rep gets a new portal link (a company setting, on by default); SCIM errors everywhere.
import { startMailSink, type MailSink } from '../support/mail-sink.js';
import { DEMO_ADMIN, startTestApp, SUPER, type TestApp } from '../support/harness.js';
import { newCompanyWithAdmin } from '../support/builders.js';

const SCIM_JSON = 'application/scim+json';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

describe('SCIM 2.0 Users', () => {
  let t: TestApp;
  let sink: MailSink;
  let admin: string;
  let scim: string;

  beforeAll(async () => {
    sink = await startMailSink();
    t = await startTestApp({ SEED_DEMO: 'true', SMTP_URL: sink.url, LOG_LEVEL: 'error' });
    admin = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    scim = await tokenWith(admin, ['scim']);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  async function tokenWith(auth: string, scopes: string[]) {
    const res = await t.http
      .post('/api/bee/api-tokens')
      .set('Authorization', auth)
      .send({ name: `scim ${scopes.join(' ')} ${Math.random()}`, scopes });
    expect(res.status).toBe(201);
    return `Bearer ${res.body.secret}`;
  }

  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, auth = scim) =>
    t.http[method](`/scim/v2${path}`).set('Authorization', auth).set('Content-Type', SCIM_JSON);

  const expectScimError = (
    res: { status: number; body: Record<string, unknown>; headers: Record<string, string> },
    status: number,
    code: string,
  ) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toContain(SCIM_JSON);
    expect(res.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(status), code });
    expect(typeof res.body.detail).toBe('string');
  };

  it('refuses without a token (401), and a token without the scim scope (403), in the SCIM error schema', async () => {
    expectScimError(await t.http.get('/scim/v2/Users'), 401, 'UNAUTHORIZED');
    const other = await tokenWith(admin, ['ledger:read']);
    expectScimError(await call('get', '/Users', other), 403, 'AUTH_TOKEN_SCOPE_MISSING');
    // A standard user's session is no admin either.
    const viewer = await t.login('viewer@demosolar.example', 'DemoViewer-2024');
    expectScimError(await call('get', '/Users', viewer), 403, 'FORBIDDEN');
  });

  let id: string;

  it('creates a user (invited by email), finds them by userName, reads them back', async () => {
    const created = await call('post', '/Users').send({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'Jane.Leaver@Example.com',
      name: { givenName: 'Jane', familyName: 'Leaver' },
      emails: [{ value: 'jane.leaver@example.com', primary: true }],
      active: true,
      roles: [{ value: 'admin' }],
      externalId: 'okta-00u1',
    });
    expect(created.status).toBe(201);
    expect(created.headers['content-type']).toContain(SCIM_JSON);
    expect(created.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'jane.leaver@example.com',
      name: { givenName: 'Jane', familyName: 'Leaver', formatted: 'Jane Leaver' },
      displayName: 'Jane Leaver',
      active: true,
      roles: [{ value: 'admin', primary: true }],
      meta: { resourceType: 'User' },
    });
    id = created.body.id;
    expect(created.body.meta.location).toMatch(new RegExp(`/scim/v2/Users/${id}$`));
    await sink.waitFor(1);
    expect(sink.messages.at(-1)!.to).toEqual(['jane.leaver@example.com']);

    const found = await call('get', '/Users').query({
      filter: 'userName eq "JANE.leaver@example.com"',
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 1,
      startIndex: 1,
      itemsPerPage: 1,
      Resources: [{ id, userName: 'jane.leaver@example.com' }],
    });
    const none = await call('get', '/Users').query({ filter: 'userName eq "nobody@example.com"' });
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });
    const all = await call('get', '/Users');
    expect(all.body.totalResults).toBeGreaterThanOrEqual(4);
    expectScimError(
      await call('get', '/Users').query({ filter: 'emails co "example"' }),
      400,
      'SCIM_INVALID_FILTER',
    );
    expect((await call('get', `/Users/${id}`)).body.userName).toBe('jane.leaver@example.com');
    expectScimError(await call('get', '/Users/999999'), 404, 'NOT_FOUND');

    const again = await call('post', '/Users').send({ userName: 'jane.leaver@example.com' });
    expectScimError(again, 409, 'PEOPLE_EMAIL_TAKEN');
    expect(again.body.scimType).toBe('uniqueness');
  });

  it('PATCH active=false ends the person’s session at once; the Entra form reactivates', async () => {
    // Jane accepts her invitation and signs in.
    const mail = sink.messages.find((m) => m.to.includes('jane.leaver@example.com'))!;
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const accepted = await t.http
      .post(`/api/auth/invitations/${token}/accept`)
      .send({ password: 'Jane-Leaver-1' });
    expect(accepted.status).toBe(200);
    const session = `Bearer ${accepted.body.token}`;
    expect((await t.http.get('/api/bee/ledger').set('Authorization', session)).status).toBe(200);

    const off = await call('patch', `/Users/${id}`).send({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await t.http.get('/api/me').set('Authorization', session)).status).toBe(401);
    expect(
      (
        await t.http
          .post('/api/auth/login')
          .send({ email: 'jane.leaver@example.com', password: 'Jane-Leaver-1' })
      ).status,
    ).toBe(401);

    const on = await call('patch', `/Users/${id}`).send({
      Operations: [{ op: 'Replace', value: { active: 'True', 'name.givenName': 'Janet' } }],
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      active: true,
      name: { givenName: 'Janet', familyName: 'Leaver' },
    });
    await t.login('jane.leaver@example.com', 'Jane-Leaver-1');

    expectScimError(
      await call('patch', `/Users/${id}`).send({ Operations: [{ op: 'remove', path: 'emails' }] }),
      400,
      'SCIM_INVALID_PATCH',
    );
  });

  it('PUT replaces name and role, and active=false deactivates', async () => {
    const res = await call('put', `/Users/${id}`).send({
      userName: 'jane.leaver@example.com',
      name: { givenName: 'Jane', familyName: 'Smith' },
      roles: [{ value: 'standard' }],
      active: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      displayName: 'Jane Smith',
      roles: [{ value: 'standard', primary: true }],
      active: false,
    });
    const people = await t.http.get('/api/bee/people').set('Authorization', admin);
    expect(
      people.body.people.find((p: { email: string }) => p.email === 'jane.leaver@example.com'),
    ).toMatchObject({ role: 'standard', status: 'deactivated' });
  });

  it('DELETE removes the user (204), and a later GET is 404', async () => {
    const res = await call('delete', `/Users/${id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expectScimError(await call('get', `/Users/${id}`), 404, 'NOT_FOUND');
    const gone = await call('get', '/Users').query({
      filter: 'userName eq "jane.leaver@example.com"',
    });
    expect(gone.body.totalResults).toBe(0);
  });

  it("rotates a leaver's portal link when they are also a rep (setting on by default, off stops it)", async () => {
    const keyOf = async (email: string) =>
      (await t.http.get('/api/bee/view-keys').query({ email }).set('Authorization', admin)).body
        .view_key as string;
    const repData = (key: string) => t.http.get('/api/bee/rep-key-data').query({ view_key: key });

    expect((await t.http.get('/api/bee/scim/settings').set('Authorization', admin)).body).toEqual({
      rotate_rep_links: true,
    });
    const rep = 'ethan.kim@demosolar.example';
    const before = await keyOf(rep);
    expect((await repData(before)).status).toBe(200);
    const made = await call('post', '/Users').send({ userName: rep });
    expect(made.status).toBe(201);
    expect(
      (
        await call('patch', `/Users/${made.body.id}`).send({
          Operations: [{ op: 'replace', path: 'active', value: false }],
        })
      ).status,
    ).toBe(200);
    const after = await keyOf(rep);
    expect(after).not.toBe(before);
    expect((await repData(before)).status).toBe(404);
    expect((await repData(after)).status).toBe(200);

    // Off: a deleted SCIM user who is a rep keeps their link.
    const saved = await t.http
      .put('/api/bee/scim/settings')
      .set('Authorization', admin)
      .send({ rotate_rep_links: false });
    expect(saved.body).toEqual({ rotate_rep_links: false });
    expect((await call('delete', `/Users/${made.body.id}`)).status).toBe(204);
    expect(await keyOf(rep)).toBe(after);
  });

  it("keeps companies apart, and never deactivates a company's last admin", async () => {
    const superAuth = await t.login(SUPER.email, SUPER.password);
    const created = await newCompanyWithAdmin(t, superAuth, {
      name: 'Scim Solo Co',
      email: 'scim-solo@solo.example',
      password: 'Scim-Solo-12',
    });
    expect(created.status).toBe(201);
    const soloAdmin = await t.login('scim-solo@solo.example', 'Scim-Solo-12');
    const soloScim = await tokenWith(soloAdmin, ['scim']);
    const soloId = (await t.http.get('/api/me').set('Authorization', soloAdmin)).body.user_id;

    // The demo company's token sees nothing of the other company.
    expectScimError(await call('get', `/Users/${soloId}`), 404, 'NOT_FOUND');
    const list = await call('get', '/Users');
    expect(JSON.stringify(list.body)).not.toContain('solo.example');

    const off = await call('patch', `/Users/${soloId}`, soloScim).send({
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expectScimError(off, 409, 'PEOPLE_LAST_ADMIN');
    expectScimError(await call('delete', `/Users/${soloId}`, soloScim), 409, 'PEOPLE_LAST_ADMIN');
    expect((await t.http.get('/api/me').set('Authorization', soloAdmin)).status).toBe(200);
  });
});
