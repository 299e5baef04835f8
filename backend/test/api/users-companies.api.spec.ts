// Companies and users: super-only tools, switching company, password rules in the spec's order,
// and the caller's company being the only one a user ever sees.
import { anotherCompany } from '../support/builders.js';
import { DEMO_ADMIN, DEMO_VIEWER, startSignedIn, SUPER, type TestApp } from '../support/harness.js';

describe('companies and users', () => {
  let t: TestApp;
  let superAuth: string;
  beforeAll(async () => ({ t, auth: superAuth } = await startSignedIn(SUPER)));
  afterAll(() => t.close());

  const newCompany = (name: string) => anotherCompany(t, name, 'Temp-Pass1');

  it('lets a super user create a company whose admin logs in to it', async () => {
    const company = await newCompany('Sunrise Roofing');
    expect(company.companyId).toBeGreaterThan(10);
    const me = await t.http.get('/api/me').set('Authorization', company.auth);
    expect(me.body).toMatchObject({ company_id: company.companyId, admin: true, super: false });
    expect(me.body.company.name).toBe('Sunrise Roofing');
  });

  it('refuses the super tools to admins and standard users with 403', async () => {
    const admin = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const viewer = await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
    for (const auth of [admin, viewer]) {
      const created = await t.http
        .post('/api/company/new')
        .set('Authorization', auth)
        .send({ name: 'X', email: 'x@example.com', password: 'Temp-Pass1' });
      expect(created.status).toBe(403);
      expect(
        (await t.http.post('/api/users/super-be').set('Authorization', auth).send({ companyId: 1 }))
          .status,
      ).toBe(403);
      expect((await t.http.get('/api/companies').set('Authorization', auth)).status).toBe(403);
    }
  });

  it('refuses a new company without its three fields', async () => {
    const res = await t.http
      .post('/api/company/new')
      .set('Authorization', superAuth)
      .send({ name: 'Only a name' });
    expect(res.status).toBe(400);
  });

  it('switches the super user to another company; relogin and /me follow', async () => {
    const company = await newCompany('Switch Target');
    const auth = await t.login(SUPER.email, SUPER.password);
    const res = await t.http
      .post('/api/users/super-be')
      .set('Authorization', auth)
      .send({ companyId: company.companyId });
    expect(res.status).toBe(200);
    const relogin = await t.http.post('/api/auth/relogin').set('Authorization', auth);
    const me = await t.http.get('/api/me').set('Authorization', `Bearer ${relogin.body.token}`);
    expect(me.body.company_id).toBe(company.companyId);
    await t.http
      .post('/api/users/super-be')
      .set('Authorization', `Bearer ${relogin.body.token}`)
      .send({ companyId: 10 });
  });

  it('answers POST /company with the caller’s own company only', async () => {
    const company = await newCompany('Own Co');
    const res = await t.http.post('/api/company').set('Authorization', company.auth);
    expect(res.body).toMatchObject({ id: company.companyId, name: 'Own Co' });
  });

  it('checks a password change in the order of the specification', async () => {
    const company = await newCompany('Password Rules');
    const me = await t.http.get('/api/me').set('Authorization', company.auth);
    const change = (oldPassword: string, newPassword: string) =>
      t.http
        .patch(`/api/users/${me.body.user_id}/password`)
        .set('Authorization', company.auth)
        .send({ oldPassword, newPassword });
    const cases: [string, string][] = [
      ['Temp-Pass1', 'New password must be different from current password'],
      ['Short1A', 'Password must be at least 8 characters long'],
      ['lowercase-only1', 'Password must contain at least one uppercase letter'],
      ['UPPERCASE-ONLY1', 'Password must contain at least one lowercase letter'],
      ['No-Digits-Here', 'Password must contain at least one number'],
    ];
    for (const [next, message] of cases) {
      const res = await change('Temp-Pass1', next);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await change('Wrong-Pass1', 'Better-Pass2')).body.message).toBe(
      'Current password is incorrect',
    );
    const ok = await change('Temp-Pass1', 'Better-Pass2');
    expect(ok.body).toEqual({
      message: 'Password changed successfully',
      token: expect.any(String),
    });
    await t.login(company.email, 'Better-Pass2');
  });

  it('ends every other session on a password change and hands the caller a new token', async () => {
    const company = await newCompany('Session Co');
    const phone = await t.login(company.email, 'Temp-Pass1');
    const me = await t.http.get('/api/me').set('Authorization', company.auth);
    const ok = await t.http
      .patch(`/api/users/${me.body.user_id}/password`)
      .set('Authorization', company.auth)
      .send({ oldPassword: 'Temp-Pass1', newPassword: 'Rotated-Pass3' });
    expect(ok.status).toBe(200);
    for (const old of [phone, company.auth]) {
      const refused = await t.http.get('/api/me').set('Authorization', old);
      expect(refused.status).toBe(401);
      // The old tab learns why, so its login page can say so.
      expect(refused.body.message).toBe('Signed out: the password was changed');
    }
    const loggedOut = await t.login(company.email, 'Rotated-Pass3');
    await t.http.post('/api/auth/logout').send({ token: loggedOut.replace(/^Bearer /, '') });
    const afterLogout = await t.http.get('/api/me').set('Authorization', loggedOut);
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.message).not.toBe('Signed out: the password was changed');
    const fresh = await t.http.get('/api/me').set('Authorization', `Bearer ${ok.body.token}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.email).toBe(company.email);
    expect(
      (await t.http.post('/api/auth/login').send({ email: company.email, password: 'Temp-Pass1' }))
        .status,
    ).toBe(401);
    const later = await t.login(company.email, 'Rotated-Pass3');
    expect((await t.http.get('/api/me').set('Authorization', later)).status).toBe(200);
  });

  it('never changes another user’s password', async () => {
    const a = await newCompany('Pw A');
    const b = await newCompany('Pw B');
    const bMe = await t.http.get('/api/me').set('Authorization', b.auth);
    const res = await t.http
      .patch(`/api/users/${bMe.body.user_id}/password`)
      .set('Authorization', a.auth)
      .send({ oldPassword: 'Temp-Pass1', newPassword: 'Hijack-Pass9' });
    expect(res.status).toBe(403);
    await t.login(b.email, 'Temp-Pass1');
  });

  it('turns company features on and off for super users only', async () => {
    const company = await newCompany('Feature Co');
    const on = await t.http
      .patch(`/api/companies/${company.companyId}/features`)
      .set('Authorization', superAuth)
      .send({ features: ['whatif-calc'] });
    expect(on.body.features).toEqual(['whatif-calc']);
    expect(
      (await t.http.get('/api/me').set('Authorization', company.auth)).body.company.features,
    ).toEqual(['whatif-calc']);
    const bad = await t.http
      .patch(`/api/companies/${company.companyId}/features`)
      .set('Authorization', superAuth)
      .send({ features: ['root-access'] });
    expect(bad.status).toBe(400);
    const byAdmin = await t.http
      .patch(`/api/companies/${company.companyId}/features`)
      .set('Authorization', company.auth)
      .send({ features: [] });
    expect(byAdmin.status).toBe(403);
  });
});
