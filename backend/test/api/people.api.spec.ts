// People (issue 32) through the real API, PostgreSQL and SMTP sink: an invitation email's link sets
// a password and signs in once; a role change is felt on the next request; deactivating ends the
// sessions at once (the old JWT is 401) and revokes or hands over API tokens; the last admin is
// protected; another company's person is 404; a super user manages any company.
import { SEED_USERS } from '@commissionbee/shared/seed-users';
import { newCompanyWithAdmin } from '../support/builders.js';
import { startMailSink, type MailSink } from '../support/mail-sink.js';
import {
  DEMO_ADMIN,
  DEMO_SECOND_ADMIN,
  DEMO_VIEWER,
  startTestApp,
  SUPER,
  type TestApp,
} from '../support/harness.js';

const bearer = (auth: string) => ({ Authorization: auth });

describe('people: invitations, roles, deactivation', () => {
  let t: TestApp;
  let sink: MailSink;
  let admin: string;

  beforeAll(async () => {
    sink = await startMailSink();
    t = await startTestApp({ SEED_DEMO: 'true', SMTP_URL: sink.url, LOG_LEVEL: 'error' });
    admin = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  /** Invites, waits for the email and answers the link's token. */
  async function invite(email: string, role: 'admin' | 'standard', auth = admin) {
    const before = sink.messages.length;
    const res = await t.http
      .post('/api/bee/people/invitations')
      .set(bearer(auth))
      .send({ email, role });
    expect(res.status).toBe(201);
    await sink.waitFor(before + 1);
    const mail = sink.messages.filter((m) => m.to.includes(email.toLowerCase())).at(-1)!;
    const link = /https?:\/\/\S+\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    return { res, mail, token: link![1] };
  }

  const people = async (auth = admin) =>
    (await t.http.get('/api/bee/people').set(bearer(auth))).body as {
      company_name: string;
      people: {
        id: number;
        email: string;
        role: string;
        status: string;
        last_sign_in_method: string | null;
      }[];
    };

  it('lists the demo company: two admins and a standard user, never the super user', async () => {
    const list = await people();
    expect(list.company_name).toBe('Demo Solar Co.');
    const byEmail = new Map(list.people.map((p) => [p.email, p]));
    expect(byEmail.get(DEMO_ADMIN.email)).toMatchObject({ role: 'admin', status: 'active' });
    expect(byEmail.get(DEMO_SECOND_ADMIN.email)).toMatchObject({ role: 'admin', status: 'active' });
    expect(byEmail.get(DEMO_VIEWER.email)).toMatchObject({ role: 'standard', status: 'active' });
    expect(byEmail.has(SUPER.email)).toBe(false);
    // The login above was with a password.
    expect(byEmail.get(DEMO_ADMIN.email)!.last_sign_in_method).toBe('password');
    // The second admin's login works.
    await t.login(SEED_USERS.demoSecondAdmin.email, SEED_USERS.demoSecondAdmin.password);
  });

  it('invite → email with a one-time link → set a password → signed in as a standard user', async () => {
    const { res, mail, token } = await invite('Finance.Lead@Example.com', 'standard');
    expect(res.body).toMatchObject({
      email: 'finance.lead@example.com',
      role: 'standard',
      status: 'invited',
      invitation_sent: true,
    });
    const expires = new Date(res.body.invitation_expires_at).getTime();
    expect(Math.abs(expires - (Date.now() + 7 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect(mail.subject).toBe(`${DEMO_ADMIN.email} invited you to Demo Solar Co. on CommissionBee`);
    expect(mail.html).toContain(`/invite/${token}`);
    // Only the hash is stored.
    const stored = await t.db.query(`SELECT token_hash FROM user_invitations`);
    expect(JSON.stringify(stored)).not.toContain(token);

    // Cannot sign in before accepting.
    expect(
      (
        await t.http
          .post('/api/auth/login')
          .send({ email: 'finance.lead@example.com', password: '' })
      ).status,
    ).toBe(400);
    const info = await t.http.get(`/api/auth/invitations/${token}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      email: 'finance.lead@example.com',
      company_name: 'Demo Solar Co.',
      role: 'standard',
    });

    const weak = await t.http
      .post(`/api/auth/invitations/${token}/accept`)
      .send({ password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('at least 8 characters');

    const accepted = await t.http
      .post(`/api/auth/invitations/${token}/accept`)
      .send({ password: 'Finance-Lead-1' });
    expect(accepted.status).toBe(200);
    const session = `Bearer ${accepted.body.token}`;
    const me = await t.http.get('/api/me').set(bearer(session));
    expect(me.body).toMatchObject({
      email: 'finance.lead@example.com',
      admin: false,
      company_id: 10,
      must_change_password: false,
      signed_in_with: 'password',
    });
    // A standard user reads but is no admin.
    expect((await t.http.get('/api/bee/ledger').set(bearer(session))).status).toBe(403);

    // Single use.
    const again = await t.http
      .post(`/api/auth/invitations/${token}/accept`)
      .send({ password: 'Finance-Lead-2' });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('INVITATION_INVALID');
    expect((await t.http.get(`/api/auth/invitations/${token}`)).status).toBe(404);

    // And the password logs in.
    await t.login('finance.lead@example.com', 'Finance-Lead-1');
    const listed = (await people()).people.find((p) => p.email === 'finance.lead@example.com');
    expect(listed).toMatchObject({ status: 'active', last_sign_in_method: 'password' });

    const events = await t.db.query(
      `SELECT action, target FROM activity_events WHERE company_id = 10 AND action LIKE 'user.%'
        AND target = 'finance.lead@example.com' ORDER BY id`,
    );
    expect(events.map((e: { action: string }) => e.action)).toEqual([
      'user.invited',
      'user.joined',
    ]);
  });

  it('a second invitation replaces the first link; an expired link is refused', async () => {
    const first = await invite('twice@example.com', 'admin');
    const second = await invite('twice@example.com', 'standard');
    expect(second.res.body.role).toBe('standard');
    expect((await t.http.get(`/api/auth/invitations/${first.token}`)).status).toBe(404);
    await t.db.query(
      `UPDATE user_invitations SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL
        AND user_id = (SELECT id FROM users WHERE email = 'twice@example.com')`,
    );
    const late = await t.http
      .post(`/api/auth/invitations/${second.token}/accept`)
      .send({ password: 'Too-Late-123' });
    expect(late.status).toBe(404);
    expect(late.body.code).toBe('INVITATION_INVALID');
  });

  it('refuses to invite an email that already has a login (any company)', async () => {
    const res = await t.http
      .post('/api/bee/people/invitations')
      .set(bearer(admin))
      .send({ email: DEMO_VIEWER.email.toUpperCase(), role: 'admin' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PEOPLE_EMAIL_TAKEN');
  });

  it('a role change takes effect on the very next request, both ways', async () => {
    const { token } = await invite('promoted@example.com', 'standard');
    const joined = await t.http
      .post(`/api/auth/invitations/${token}/accept`)
      .send({ password: 'Promoted-123' });
    const session = `Bearer ${joined.body.token}`;
    const id = (await t.http.get('/api/me').set(bearer(session))).body.user_id as number;
    expect((await t.http.get('/api/bee/people').set(bearer(session))).status).toBe(403);

    const up = await t.http
      .patch(`/api/bee/people/${id}`)
      .set(bearer(admin))
      .send({ role: 'admin' });
    expect(up.status).toBe(200);
    expect(up.body.role).toBe('admin');
    expect((await t.http.get('/api/bee/people').set(bearer(session))).status).toBe(200);

    const down = await t.http
      .patch(`/api/bee/people/${id}`)
      .set(bearer(admin))
      .send({ role: 'standard' });
    expect(down.status).toBe(200);
    expect((await t.http.get('/api/bee/people').set(bearer(session))).status).toBe(403);
    const [event] = await t.db.query(
      `SELECT details FROM activity_events WHERE action = 'user.role_changed' AND target = $1
        ORDER BY id DESC LIMIT 1`,
      ['promoted@example.com'],
    );
    expect(event.details).toEqual({ role: 'standard' });
  });

  it('deactivating ends sessions at once, revokes their API tokens, and reactivating lets them sign in again', async () => {
    const { token } = await invite('leaver@example.com', 'admin');
    const joined = await t.http
      .post(`/api/auth/invitations/${token}/accept`)
      .send({ password: 'Leaver-1234' });
    const session = `Bearer ${joined.body.token}`;
    const id = (await t.http.get('/api/me').set(bearer(session))).body.user_id as number;
    const made = await t.http
      .post('/api/bee/api-tokens')
      .set(bearer(session))
      .send({ name: 'leaver script', scopes: ['ledger:read'] });
    expect(made.status).toBe(201);
    const script = `Bearer ${made.body.secret}`;
    expect((await t.http.get('/api/bee/ledger').set(bearer(script))).status).toBe(200);

    const off = await t.http.post(`/api/bee/people/${id}/deactivate`).set(bearer(admin)).send({});
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      status: 'deactivated',
      api_tokens_revoked: 1,
      api_tokens_transferred: 0,
    });
    const refused = await t.http.get('/api/me').set(bearer(session));
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHORIZED');
    expect((await t.http.get('/api/bee/ledger').set(bearer(script))).status).toBe(401);
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: 'leaver@example.com', password: 'Leaver-1234' });
    expect(login.status).toBe(401);

    const twice = await t.http.post(`/api/bee/people/${id}/deactivate`).set(bearer(admin)).send({});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('PEOPLE_WRONG_STATUS');

    const on = await t.http.post(`/api/bee/people/${id}/reactivate`).set(bearer(admin));
    expect(on.status).toBe(200);
    expect(on.body.status).toBe('active');
    // The old session stays ended; a new sign-in works.
    expect((await t.http.get('/api/me').set(bearer(session))).status).toBe(401);
    await t.login('leaver@example.com', 'Leaver-1234');
    const actions = await t.db.query(
      `SELECT action FROM activity_events WHERE target = 'leaver@example.com' ORDER BY id`,
    );
    expect(actions.map((a: { action: string }) => a.action)).toEqual([
      'user.invited',
      'user.joined',
      'user.deactivated',
      'user.reactivated',
      'auth.login',
    ]);
  });

  it('deactivating with a transfer hands the API tokens to another admin: they keep working', async () => {
    const { token } = await invite('handover@example.com', 'admin');
    const joined = await t.http
      .post(`/api/auth/invitations/${token}/accept`)
      .send({ password: 'Handover-123' });
    const session = `Bearer ${joined.body.token}`;
    const id = (await t.http.get('/api/me').set(bearer(session))).body.user_id as number;
    const made = await t.http
      .post('/api/bee/api-tokens')
      .set(bearer(session))
      .send({ name: 'handover script', scopes: ['ledger:read'] });
    const adminId = (await t.http.get('/api/me').set(bearer(admin))).body.user_id as number;

    const toViewer = (await people()).people.find((p) => p.email === DEMO_VIEWER.email)!.id;
    const wrong = await t.http
      .post(`/api/bee/people/${id}/deactivate`)
      .set(bearer(admin))
      .send({ transfer_tokens_to: toViewer });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('PEOPLE_TRANSFER_TARGET_INVALID');

    const off = await t.http
      .post(`/api/bee/people/${id}/deactivate`)
      .set(bearer(admin))
      .send({ transfer_tokens_to: adminId });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ api_tokens_revoked: 0, api_tokens_transferred: 1 });
    expect((await t.http.get('/api/me').set(bearer(session))).status).toBe(401);
    expect(
      (await t.http.get('/api/bee/ledger').set({ Authorization: `Bearer ${made.body.secret}` }))
        .status,
    ).toBe(200);
    const listed = (await t.http.get('/api/bee/api-tokens').set(bearer(admin))).body as {
      name: string;
      created_by: string;
    }[];
    expect(listed.find((x) => x.name === 'handover script')!.created_by).toBe(DEMO_ADMIN.email);
  });

  it('protects the last active admin, and no one changes their own role', async () => {
    const created = await newCompanyWithAdmin(t, await t.login(SUPER.email, SUPER.password), {
      name: 'Solo Co',
      email: 'solo-admin@solo.example',
      password: 'Solo-Admin-1',
    });
    expect(created.status).toBe(201);
    const solo = await t.login('solo-admin@solo.example', 'Solo-Admin-1');
    const soloId = (await t.http.get('/api/me').set(bearer(solo))).body.user_id as number;

    const self = await t.http
      .patch(`/api/bee/people/${soloId}`)
      .set(bearer(solo))
      .send({ role: 'standard' });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('PEOPLE_NOT_YOURSELF');

    // A super user (acting on any company) meets the last-admin rule.
    const superAuth = await t.login(SUPER.email, SUPER.password);
    const demote = await t.http
      .patch(`/api/bee/people/${soloId}`)
      .set(bearer(superAuth))
      .send({ role: 'standard' });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('PEOPLE_LAST_ADMIN');
    const deactivate = await t.http
      .post(`/api/bee/people/${soloId}/deactivate`)
      .set(bearer(superAuth))
      .send({});
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.code).toBe('PEOPLE_LAST_ADMIN');
    expect((await t.http.get('/api/bee/people').set(bearer(solo))).status).toBe(200);

    // Once a second admin exists, the first may be demoted.
    const companyId = (await t.http.get('/api/me').set(bearer(solo))).body.company_id as number;
    const invited = await t.http
      .post('/api/bee/people/invitations')
      .set(bearer(superAuth))
      .send({ email: 'solo-second@solo.example', role: 'admin', company_id: companyId });
    expect(invited.status).toBe(201);
    const mail = await (async () => {
      await sink.waitFor(sink.messages.length);
      for (let i = 0; i < 50; i++) {
        const found = sink.messages.find((m) => m.to.includes('solo-second@solo.example'));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('no invitation email');
    })();
    expect(mail.subject).toContain('Solo Co');
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    // Still only invited: not an active admin yet, so the rule holds.
    expect(
      (
        await t.http
          .patch(`/api/bee/people/${soloId}`)
          .set(bearer(superAuth))
          .send({ role: 'standard' })
      ).status,
    ).toBe(409);
    expect(
      (
        await t.http
          .post(`/api/auth/invitations/${token}/accept`)
          .send({ password: 'Solo-Second-1' })
      ).status,
    ).toBe(200);
    const superList = await t.http
      .get('/api/bee/people')
      .query({ company_id: companyId })
      .set(bearer(superAuth));
    expect(superList.status).toBe(200);
    expect(superList.body.people.map((p: { email: string }) => p.email).sort()).toEqual([
      'solo-admin@solo.example',
      'solo-second@solo.example',
    ]);
    expect(
      (
        await t.http
          .patch(`/api/bee/people/${soloId}`)
          .set(bearer(superAuth))
          .send({ role: 'standard' })
      ).status,
    ).toBe(200);
  });

  it("keeps companies apart: another company's person is 404, its list is not reachable", async () => {
    const otherAdmin = await t.login('solo-second@solo.example', 'Solo-Second-1');
    const demoViewerId = (await people()).people.find((p) => p.email === DEMO_VIEWER.email)!.id;
    for (const res of [
      await t.http
        .patch(`/api/bee/people/${demoViewerId}`)
        .set(bearer(otherAdmin))
        .send({ role: 'admin' }),
      await t.http
        .post(`/api/bee/people/${demoViewerId}/deactivate`)
        .set(bearer(otherAdmin))
        .send({}),
      await t.http.post(`/api/bee/people/${demoViewerId}/reactivate`).set(bearer(otherAdmin)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const theirs = await t.http
      .get('/api/bee/people')
      .query({ company_id: 10 })
      .set(bearer(otherAdmin));
    expect(theirs.status).toBe(404);
    const mine = await t.http.get('/api/bee/people').set(bearer(otherAdmin));
    expect(JSON.stringify(mine.body)).not.toContain('demosolar');
    // A standard user is refused the whole screen.
    const viewer = await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
    expect((await t.http.get('/api/bee/people').set(bearer(viewer))).status).toBe(403);
  });
});
