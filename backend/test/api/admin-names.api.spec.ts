// Admins have names (issue 27): the super user's New Company takes the first admin's name, a user
// sets their own with PATCH /api/me, and the name is what question answers and the activity log
// show instead of an email address.
import { randomUUID } from 'node:crypto';
import { newCompanyWithAdmin } from '../support/builders.js';
import { startSignedIn, SUPER, type TestApp } from '../support/harness.js';

describe('admin names', () => {
  let t: TestApp;
  let superAuth: string;
  beforeAll(async () => ({ t, auth: superAuth } = await startSignedIn(SUPER)));
  afterAll(() => t.close());

  // Through the new admin's first sign-in, which changes the temporary password (issue 27).
  const create = async (body: {
    name: string;
    email: string;
    password: string;
    admin_name?: string;
  }) => {
    const res = await newCompanyWithAdmin(t, superAuth, body);
    expect(res.status).toBe(201);
    return {
      companyId: res.body.company.id as number,
      auth: await t.login(body.email, body.password),
    };
  };
  const me = async (auth: string) => (await t.http.get('/api/me').set('Authorization', auth)).body;

  it("gives a new company's admin the name the super user typed, and none when left out", async () => {
    const named = await create({
      name: `Named Co ${randomUUID()}`,
      admin_name: '  Priya Shah ',
      email: `priya-${randomUUID()}@named.example`,
      password: 'Temp-Pass1',
    });
    expect((await me(named.auth)).name).toBe('Priya Shah');
    const unnamed = await create({
      name: `Unnamed Co ${randomUUID()}`,
      email: `anon-${randomUUID()}@named.example`,
      password: 'Temp-Pass1',
    });
    expect((await me(unnamed.auth)).name).toBe('');
  });

  it('lets a user set their own name, which the activity log then shows', async () => {
    const company = await create({
      name: `Rename Co ${randomUUID()}`,
      email: `rename-${randomUUID()}@named.example`,
      password: 'Temp-Pass1',
    });
    const res = await t.http
      .patch('/api/me')
      .set('Authorization', company.auth)
      .send({ name: ' Dana Ortiz ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'Dana Ortiz' });
    expect((await me(company.auth)).name).toBe('Dana Ortiz');

    // An action after it is told with the name, not the address.
    await t.http
      .post('/api/bee/ledger')
      .set('Authorization', company.auth)
      .send({
        data: [
          {
            pay_date: '2026-10-23',
            rep_name: 'Ana',
            rep_email: `ana-${randomUUID()}@named.example`,
            item_name: 'Smith',
            item_pay_type: 'M1',
            amount: '100.00',
          },
        ],
        file_name: 'october.csv',
      })
      .expect(200);
    const activity = await t.http
      .get('/api/bee/activity?page=1&pageSize=10')
      .set('Authorization', company.auth);
    const upload = (activity.body.rows as { action: string; sentence: string }[]).find(
      (row) => row.action === 'ledger.upload',
    );
    expect(upload?.sentence).toMatch(/^Dana Ortiz uploaded october\.csv/);

    // The upload history names the uploader beside the email recorded at the time.
    const history = await t.http.get('/api/bee/uploads').set('Authorization', company.auth);
    expect(history.body[0]).toMatchObject({
      file_name: 'october.csv',
      uploaded_by: expect.stringMatching(/^rename-.*@named\.example$/),
      uploaded_by_name: 'Dana Ortiz',
      undone_by_name: null,
    });
  });

  it('leaves the upload history without a name for an admin who set none', async () => {
    const company = await create({
      name: `Nameless Co ${randomUUID()}`,
      email: `nameless-${randomUUID()}@named.example`,
      password: 'Temp-Pass1',
    });
    await t.http
      .post('/api/bee/ledger')
      .set('Authorization', company.auth)
      .send({
        data: [
          {
            pay_date: '2026-10-23',
            rep_name: 'Ana',
            rep_email: `ana-${randomUUID()}@named.example`,
            item_name: 'Smith',
            item_pay_type: 'M1',
            amount: '100.00',
          },
        ],
        file_name: 'quiet.csv',
      })
      .expect(200);
    const history = await t.http.get('/api/bee/uploads').set('Authorization', company.auth);
    expect(history.body[0]).toMatchObject({ file_name: 'quiet.csv', uploaded_by_name: null });
  });

  it('refuses an empty, overlong or extra-field name with the reason', async () => {
    const company = await create({
      name: `Strict Co ${randomUUID()}`,
      email: `strict-${randomUUID()}@named.example`,
      password: 'Temp-Pass1',
    });
    const send = (body: unknown) =>
      t.http
        .patch('/api/me')
        .set('Authorization', company.auth)
        .send(body as object);
    const empty = await send({ name: '   ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.message)).toContain('Name is required');
    expect((await send({ name: 'x'.repeat(201) })).status).toBe(400);
    expect((await send({ name: 'Ok', admin: true })).status).toBe(400);
    expect((await me(company.auth)).admin).toBe(true);
    expect((await t.http.patch('/api/me').send({ name: 'Nobody' })).status).toBe(401);
  });
});
