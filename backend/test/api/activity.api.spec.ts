// The activity log (issue 17): an event for each action that touches pay or access, written in the
// action's own transaction (an event that cannot be written rolls the action back; an answered
// action's event survives a SIGKILL right after the answer), none when the action is refused; the
// database refuses UPDATE and DELETE except the retention job; tenancy; filters; the CSV export.
import pg from 'pg';
import { DEMO_CALCULATOR } from '@commissionbee/shared/demo-calculator';
import type { ActivityEvent } from '@commissionbee/shared/activity';
import { ActivityEventsRepository } from '../../src/activity/activity-events.repository.js';
import {
  aLedgerRow,
  anotherCompany,
  OTHER_ADMIN_PASSWORD,
  type OtherCompany,
} from '../support/builders.js';
import { builtBackendDataDir, startBuilt } from '../support/built-backend.js';
import { freshServerDatabase, startTestApp, SUPER, type TestApp } from '../support/harness.js';

const DAY = '2024-03-05';
const ANA = 'ana.lopez@example.com';
const BEN = 'ben.ortiz@example.com';

describe('activity log', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let companyId: number;
  let other: OtherCompany;
  let superAuth: string;

  const upload = (auth: string, data: Record<string, unknown>[], file_name?: string) =>
    t.http.post('/api/bee/ledger').set('Authorization', auth).send({ data, file_name });
  const log = async (auth: string, query: Record<string, string | number> = {}) => {
    const res = await t.http
      .get('/api/bee/activity')
      .query({ pageSize: 100, ...query })
      .set('Authorization', auth);
    expect(res.status).toBe(200);
    return res.body as { rows: ActivityEvent[]; total: number; page: number; pages: number };
  };
  const count = async (cid: number) =>
    (
      (await t.db.query(`SELECT count(*)::int AS n FROM activity_events WHERE company_id = $1`, [
        cid,
      ])) as { n: number }[]
    )[0].n;
  const newest = async (auth: string, action: string) =>
    (await log(auth, { what: action })).rows[0];

  beforeAll(async () => {
    t = await startTestApp();
    const a = await anotherCompany(t, 'Activity Co.');
    admin = a.auth;
    companyId = a.companyId;
    adminId = (await t.http.get('/api/me').set('Authorization', admin)).body.user_id;
    other = await anotherCompany(t, 'Elsewhere Co.');
    superAuth = await t.login(SUPER.email, SUPER.password);
    expect(
      (
        await upload(
          admin,
          [
            aLedgerRow({ rep_email: ANA, rep_name: 'Ana Lopez', pay_date: DAY, amount: 100 }),
            aLedgerRow({ rep_email: BEN, rep_name: 'Ben Ortiz', pay_date: DAY, amount: 50 }),
          ],
          'first.csv',
        )
      ).status,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it('records an upload and its undo as sentences with rows, total and file name', async () => {
    const res = await upload(
      admin,
      [
        aLedgerRow({ rep_email: ANA, rep_name: 'Ana Lopez', amount: 48000 }),
        aLedgerRow({ rep_email: ANA, rep_name: 'Ana Lopez', amount: 210 }),
      ],
      'nov.csv',
    );
    expect(res.status).toBe(200);
    const uploaded = await newest(admin, 'ledger.upload');
    expect(uploaded.sentence).toMatch(/ uploaded nov\.csv \(2 rows, \$48,210\.00\)$/);
    expect(uploaded.details).toMatchObject({ file_name: 'nov.csv', rows: 2, total: 48210 });
    expect(uploaded.actor_kind).toBe('user');
    const undo = await t.http
      .delete(`/api/bee/uploads/${res.body.upload_id}`)
      .set('Authorization', admin);
    expect(undo.status).toBe(200);
    const undone = await newest(admin, 'ledger.undo');
    expect(undone.sentence).toMatch(/ undid the upload nov\.csv \(2 rows, \$48,210\.00\)$/);
    expect(undone.target).toBe(String(res.body.upload_id));
  });

  it('records logins (success and failure), logout and a password change', async () => {
    const email = (await t.http.get('/api/me').set('Authorization', admin)).body.email;
    const before = await count(companyId);
    expect(
      (await t.http.post('/api/auth/login').send({ email, password: 'wrong-password' })).status,
    ).toBe(401);
    const token = await t.login(email, OTHER_ADMIN_PASSWORD);
    expect(
      (await t.http.post('/api/auth/logout').set('Authorization', token).send({})).status,
    ).toBe(200);
    const fresh = await t.login(email, OTHER_ADMIN_PASSWORD);
    const changed = await t.http
      .patch(`/api/users/${adminId}/password`)
      .set('Authorization', fresh)
      .send({ oldPassword: OTHER_ADMIN_PASSWORD, newPassword: 'Other-Admin-2025!' });
    expect(changed.status).toBe(200);
    admin = `Bearer ${changed.body.token}`;
    const rows = (await log(admin)).rows.slice(0, (await count(companyId)) - before);
    expect(rows.map((r) => r.action).reverse()).toEqual([
      'auth.login_failed',
      'auth.login',
      'auth.logout',
      'auth.login',
      'user.password_changed',
    ]);
    expect(rows[rows.length - 1].sentence).toBe(
      `Someone failed to log in as ${email.toLowerCase()}`,
    );
    expect(rows[0].actor_email?.toLowerCase()).toBe(email.toLowerCase());
  });

  it('records the Master CSV, a portal preview, a rotated link, an added rep and access changes', async () => {
    expect((await t.http.get('/api/bee/ledger.csv').set('Authorization', admin)).status).toBe(200);
    expect((await newest(admin, 'ledger.master_csv')).sentence).toMatch(
      / downloaded the Master CSV$/,
    );
    const key = await t.http
      .get('/api/bee/view-keys')
      .query({ email: ANA })
      .set('Authorization', admin);
    expect(key.status).toBe(200);
    expect((await newest(admin, 'portal.preview')).target).toBe(ANA);
    const rotated = await t.http
      .post('/api/bee/view-keys/rotate')
      .set('Authorization', admin)
      .send({ email: ANA });
    expect(rotated.status).toBe(201);
    expect((await newest(admin, 'portal.link_rotated')).sentence).toMatch(
      new RegExp(` issued ${ANA} a new link$`),
    );
    const added = await t.http
      .post('/api/bee/add-rep-key')
      .set('Authorization', admin)
      .send({ email: 'new.rep@example.com' });
    expect(added.status).toBe(201);
    expect((await newest(admin, 'rep.invited')).target).toBe('new.rep@example.com');
    const patched = await t.http
      .patch('/api/bee/view-keys/features')
      .set('Authorization', admin)
      .send([{ id: added.body.data.id, custom_features: ['whatif-calc'] }]);
    expect(patched.status).toBe(200);
    const access = await newest(admin, 'rep.access_changed');
    expect(access.details.changes).toEqual([
      { email: 'new.rep@example.com', custom_features: ['whatif-calc'] },
    ]);
  });

  it('records portal emails with whom they went to, and a calculator save with what changed', async () => {
    const sent = await t.http
      .post('/api/mail/rep-portals/')
      .set('Authorization', admin)
      .send({ pay_date: '3/5/2024', rep_emails: [ANA, BEN, 'nobody@example.com'] });
    expect(sent.status).toBe(202);
    const mail = await newest(admin, 'portal.emails_sent');
    expect(mail.details).toMatchObject({ count: 2, pay_date: '3/5/2024' });
    expect([...(mail.details.recipients as string[])].sort()).toEqual([ANA, BEN]);
    expect(mail.sentence).toMatch(/ emailed portal links for 3\/5\/2024 to 2 reps \(/);
    const save = (config: unknown) =>
      t.http.post('/api/bee/calculator').set('Authorization', admin).send({ data: config });
    expect((await save(DEMO_CALCULATOR)).status).toBe(200);
    expect((await save({ ...DEMO_CALCULATOR, title: 'New title' })).status).toBe(200);
    const saved = await newest(admin, 'calculator.saved');
    expect(saved.details.changed).toEqual(['title']);
    expect(saved.sentence).toMatch(/ saved the calculator \(changed title\)$/);
  });

  it('records company creation, a switch and a features change in that company’s log', async () => {
    const created = await anotherCompany(t, 'Created Co.');
    const own = await log(created.auth, { what: 'company' });
    expect(own.rows.map((r) => r.action)).toEqual(['company.created']);
    expect(own.rows[0].sentence).toMatch(/created the company Created Co\. with admin /);
    const features = await t.http
      .patch(`/api/companies/${created.companyId}/features`)
      .set('Authorization', superAuth)
      .send({ features: ['whatif-calc'] });
    expect(features.status).toBe(200);
    const switched = await t.http
      .post('/api/users/super-be')
      .set('Authorization', superAuth)
      .send({ companyId: created.companyId });
    expect(switched.status).toBe(200);
    const after = await log(created.auth, { what: 'company' });
    expect(after.rows.map((r) => r.action)).toEqual([
      'company.switched',
      'company.features_changed',
      'company.created',
    ]);
    // Put the super user back where the other tests expect them.
    const home = await t.http
      .post('/api/users/super-be')
      .set('Authorization', superAuth)
      .send({ companyId: 10 });
    expect(home.status).toBe(200);
  });

  it('records a question opened, answered and resolved, and a paycheck reviewed', async () => {
    const key = (
      await t.http.get('/api/bee/view-keys').query({ email: BEN }).set('Authorization', admin)
    ).body.view_key as string;
    const asked = await t.http
      .post('/api/bee/rep/questions')
      .set('X-View-Key', key)
      .send({ reason: 'amount_wrong', message: 'Why?', pay_date: DAY });
    expect(asked.status).toBe(201);
    const opened = await newest(admin, 'question.opened');
    expect(opened).toMatchObject({ actor_kind: 'rep', actor_email: BEN, actor_name: 'Ben Ortiz' });
    expect(opened.sentence).toBe(`Ben Ortiz asked a question about ${DAY}`);
    const id = asked.body.id as number;
    const q = (path: string, body: object) =>
      t.http.post(`/api/bee/questions/${id}/${path}`).set('Authorization', admin).send(body);
    expect((await q('messages', { message: 'Looking' })).status).toBe(200);
    expect((await q('resolve', { resolution: 'no_change', message: 'Right' })).status).toBe(200);
    expect((await newest(admin, 'question.answered')).target).toBe(String(id));
    expect((await newest(admin, 'question.resolved')).sentence).toMatch(
      new RegExp(` resolved question #${id} \\(no change\\)$`),
    );
    const reviewed = await t.http
      .post('/api/bee/rep/reviews')
      .set('X-View-Key', key)
      .send({ pay_date: DAY });
    expect(reviewed.status).toBe(200);
    expect((await newest(admin, 'paycheck.reviewed')).sentence).toBe(
      `Ben Ortiz reviewed the paycheck of ${DAY}`,
    );
  });

  it('writes no event when the action is refused', async () => {
    const viewerFree = await count(companyId);
    // Not found, invalid, conflicting: each refused before anything commits.
    expect(
      (await t.http.delete('/api/bee/uploads/999999').set('Authorization', admin)).status,
    ).toBe(404);
    expect(
      (
        await t.http
          .post('/api/bee/view-keys/rotate')
          .set('Authorization', admin)
          .send({ email: 'not.a.rep@example.com' })
      ).status,
    ).toBe(404);
    expect(
      (await t.http.post('/api/bee/add-rep-key').set('Authorization', admin).send({ email: ANA }))
        .status,
    ).toBe(409);
    expect(
      (
        await t.http
          .post('/api/bee/calculator')
          .set('Authorization', admin)
          .send({ data: { ...DEMO_CALCULATOR, operation: 'commission = (' } })
      ).status,
    ).toBe(400);
    expect(
      (await upload(admin, [aLedgerRow({ rep_email: 'not-an-email', pay_date: DAY })])).status,
    ).toBe(400);
    // Another company's admin acting on this company's objects.
    expect(
      (
        await t.http
          .post('/api/bee/view-keys/rotate')
          .set('Authorization', other.auth)
          .send({ email: ANA })
      ).status,
    ).toBe(404);
    expect(await count(companyId)).toBe(viewerFree);
  });

  it('rolls the action back when its event cannot be written (same transaction)', async () => {
    await t.db.query(`
      CREATE FUNCTION refuse_upload_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.action = 'ledger.upload' THEN RAISE EXCEPTION 'event refused for the test'; END IF;
        RETURN NEW;
      END $$`);
    await t.db.query(`CREATE TRIGGER refuse_upload_events BEFORE INSERT ON activity_events
                        FOR EACH ROW EXECUTE FUNCTION refuse_upload_events()`);
    try {
      const res = await upload(admin, [aLedgerRow({ rep_email: 'lost@example.com' })], 'lost.csv');
      expect(res.status).toBe(500);
      const rows: unknown[] = await t.db.query(
        `SELECT 1 FROM ledger_records WHERE company_id = $1 AND rep_email = 'lost@example.com'`,
        [companyId],
      );
      expect(rows).toEqual([]);
      const batches: unknown[] = await t.db.query(
        `SELECT 1 FROM uploads WHERE company_id = $1 AND file_name = 'lost.csv'`,
        [companyId],
      );
      expect(batches).toEqual([]);
    } finally {
      await t.db.query(`DROP TRIGGER refuse_upload_events ON activity_events`);
      await t.db.query(`DROP FUNCTION refuse_upload_events()`);
    }
  });

  it('refuses UPDATE and DELETE in the database; only the retention job removes old events', async () => {
    await expect(
      t.db.query(`UPDATE activity_events SET action = 'auth.login' WHERE company_id = $1`, [
        companyId,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.db.query(`DELETE FROM activity_events WHERE company_id = $1`, [companyId]),
    ).rejects.toThrow(/append-only/);
    await t.db.query(
      `INSERT INTO activity_events (company_id, actor_kind, action, created_at)
       VALUES ($1, 'system', 'auth.login', now() - interval '800 days')`,
      [companyId],
    );
    const before = await count(companyId);
    const removed = await t.app.app.get(ActivityEventsRepository).purgeOlderThan(730);
    expect(removed).toBe(1);
    expect(await count(companyId)).toBe(before - 1);
    // The setting lasts for the job's transaction only.
    await expect(
      t.db.query(`DELETE FROM activity_events WHERE company_id = $1`, [companyId]),
    ).rejects.toThrow(/append-only/);
  });

  it('knows the purge in the words of a server in any language, and nothing that only looks like it', async () => {
    const frame = async (text: string) =>
      (
        (await t.db.query(`SELECT activity_events_purge_frame($1) AS ok`, [text])) as {
          ok: boolean;
        }[]
      )[0].ok;
    // The outermost frame of PG_CONTEXT as servers with lc_messages English, German, Spanish and
    // Japanese word it (PostgreSQL 15's own translations, plpgsql-15.mo): the purge, everywhere.
    for (const words of [
      'PL/pgSQL function activity_events_purge(integer) line 9 at SQL statement',
      'PL/pgSQL function public.activity_events_purge(integer) line 9 at SQL statement',
      'PL/pgSQL-Funktion activity_events_purge(integer) Zeile 9 bei SQL-Anweisung',
      'función PL/pgSQL activity_events_purge(integer) en la línea 9 en sentencia SQL',
      'PL/pgSQL関数activity_events_purge(integer)の9行目 - SQL ステートメント',
    ])
      expect([words, await frame(words)]).toEqual([words, true]);
    // Another function: a DO block, a name that ends in it, another schema's, a quoted name
    // that holds it, another signature.
    for (const words of [
      'PL/pgSQL function inline_code_block line 1 at PERFORM',
      'PL/pgSQL function my_activity_events_purge(integer) line 2 at SQL statement',
      'PL/pgSQL function evil.activity_events_purge(integer) line 2 at SQL statement',
      'PL/pgSQL function "x activity_events_purge(integer) y"() line 2 at SQL statement',
      'PL/pgSQL function activity_events_purge(bigint) line 2 at SQL statement',
    ])
      expect([words, await frame(words)]).toEqual([words, false]);
  });

  it('refuses TRUNCATE, the old retention setting and a purge of young events (issue 26)', async () => {
    const before = await count(companyId);
    expect(before).toBeGreaterThan(0);
    await expect(t.db.query(`TRUNCATE activity_events`)).rejects.toThrow(/append-only/);
    // The setting that used to open the table to anyone who knew it opens nothing now.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`SET LOCAL commissionbee.activity_retention = 'on'`);
        await tx.query(`DELETE FROM activity_events WHERE company_id = $1`, [companyId]);
      }),
    ).rejects.toThrow(/append-only/);
    // A DO block that names the purge function in its text is not the purge function.
    await expect(
      t.db.query(`DO $$ BEGIN
          DELETE FROM activity_events WHERE 'PL/pgSQL function activity_events_purge(integer) line 9 at SQL statement' <> '';
        END $$`),
    ).rejects.toThrow(/append-only/);
    // The purge keeps a year whatever it is asked, and its call inside another block deletes nothing.
    await expect(t.db.query(`SELECT activity_events_purge(0)`)).rejects.toThrow(/at least 365/);
    await t.db.query(
      `INSERT INTO activity_events (company_id, actor_kind, action, created_at)
       VALUES ($1, 'system', 'auth.login', now() - interval '400 days')`,
      [companyId],
    );
    await expect(
      t.db.query(`DO $$ BEGIN PERFORM activity_events_purge(365); END $$`),
    ).rejects.toThrow(/append-only/);
    expect(await count(companyId)).toBe(before + 1);
    expect(await t.app.app.get(ActivityEventsRepository).purgeOlderThan(365)).toBe(1);
    expect(await count(companyId)).toBe(before);
  });

  it('shows a company only its own events; a super user chooses the company', async () => {
    const theirs = await log(other.auth);
    expect(theirs.rows.every((r) => !JSON.stringify(r).includes('nov.csv'))).toBe(true);
    expect(
      (
        await t.http
          .get('/api/bee/activity')
          .query({ company_id: companyId })
          .set('Authorization', other.auth)
      ).status,
    ).toBe(404);
    expect(
      (
        await t.http
          .get('/api/bee/activity.csv')
          .query({ company_id: companyId })
          .set('Authorization', other.auth)
      ).status,
    ).toBe(404);
    const chosen = await t.http
      .get('/api/bee/activity')
      .query({ company_id: companyId, what: 'ledger.undo' })
      .set('Authorization', superAuth);
    expect(chosen.status).toBe(200);
    expect(chosen.body.rows[0].details.file_name).toBe('nov.csv');
    expect(
      (
        await t.http
          .get('/api/bee/activity')
          .query({ company_id: 999999 })
          .set('Authorization', superAuth)
      ).status,
    ).toBe(404);
  });

  it('filters by who, what and when, pages in SQL, and rejects bad filters', async () => {
    const byRep = await log(admin, { who: 'ben ortiz' });
    expect(byRep.rows.length).toBeGreaterThan(0);
    expect(byRep.rows.every((r) => r.actor_name === 'Ben Ortiz' || r.target === BEN)).toBe(true);
    const questions = await log(admin, { what: 'questions' });
    expect(new Set(questions.rows.map((r) => r.action))).toEqual(
      new Set(['question.opened', 'question.answered', 'question.resolved', 'paycheck.reviewed']),
    );
    expect((await log(admin, { from: '2000-01-01', to: '2000-12-31' })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const all = await log(admin, { from: today, to: today });
    expect(all.total).toBe(await count(companyId));
    const page2 = await log(admin, { pageSize: 2, page: 2 });
    expect(page2.rows.map((r) => r.id)).toEqual(all.rows.slice(2, 4).map((r) => r.id));
    expect(page2.pages).toBe(Math.ceil(all.total / 2));
    for (const query of [
      { what: 'nope' },
      { from: '2024-13-01' },
      { from: '2024-02-01', to: '2024-01-01' },
    ]) {
      const res = await t.http.get('/api/bee/activity').query(query).set('Authorization', admin);
      expect(res.status).toBe(400);
    }
    // The right shape, but no such day: a message that says so, not a database error.
    const impossible = await t.http
      .get('/api/bee/activity')
      .query({ from: '2024-02-30' })
      .set('Authorization', admin);
    expect(impossible.status).toBe(400);
    expect(impossible.body.code).toBe('VALIDATION_FAILED');
  });

  it('exports the filtered events as CSV with formulas neutralised', async () => {
    expect(
      (
        await upload(
          admin,
          [aLedgerRow({ rep_email: ANA, rep_name: 'Ana Lopez' })],
          '=cmd|calc.csv',
        )
      ).status,
    ).toBe(200);
    const res = await t.http
      .get('/api/bee/activity.csv')
      .query({ what: 'ledger.upload' })
      .set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Who,Email,Action,What happened,Target,Address,Browser');
    expect(lines).toHaveLength(1 + (await log(admin, { what: 'ledger.upload' })).total);
    expect(lines[1]).toContain('ledger.upload');
    expect(lines[1]).toMatch(/ uploaded =cmd\|calc\.csv \(1 row, \$100\.00\)/);
    expect(lines.some((l) => l.includes(',"=') || l.includes(',='))).toBe(false);
  });
});

// The event of an answered action is committed with it: the built server is SIGKILLed the moment
// each answer arrives, and the events are read from the database afterwards.
const SERVER_URL = process.env.DATABASE_URL;
(SERVER_URL ? describe : describe.skip)('activity log across a SIGKILL', () => {
  // Builds the backend first when this spec runs on a checkout that has not been built.
  const dataDirOf = builtBackendDataDir('cb-activity-kill-');
  it('keeps the event of each action answered just before the process was killed', async () => {
    const dataDir = dataDirOf();
    const db = await freshServerDatabase(SERVER_URL!);
    const client = new pg.Client({ connectionString: db.url });
    try {
      const post = async (url: string, path: string, auth: string | null, body: unknown) =>
        fetch(`${url}${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(auth ? { Authorization: auth } : {}),
          },
          body: JSON.stringify(body),
        });
      // Each action on a fresh server, killed as soon as it answers.
      const actions: string[] = [];
      for (const step of ['upload', 'undo', 'rotate'] as const) {
        const { url, child } = await startBuilt(dataDir, db.url);
        const exited = new Promise((done) => child.once('exit', done));
        const login = await post(url, '/api/auth/login', null, SUPER);
        const auth = `Bearer ${((await login.json()) as { token: string }).token}`;
        let res: Response;
        if (step === 'upload')
          res = await post(url, '/api/bee/ledger', auth, {
            data: [aLedgerRow({ rep_email: 'killed@example.com' })],
            file_name: 'killed.csv',
          });
        else if (step === 'undo') {
          await client.connect().catch(() => undefined);
          const [{ id }] = (
            await client.query(`SELECT id FROM uploads WHERE file_name = 'killed.csv'`)
          ).rows as { id: number }[];
          res = await fetch(`${url}/api/bee/uploads/${id}`, {
            method: 'DELETE',
            headers: { Authorization: auth },
          });
        } else
          res = await post(url, '/api/bee/view-keys/rotate', auth, { email: 'killed@example.com' });
        child.kill('SIGKILL');
        expect(res.status).toBeLessThan(300);
        await exited;
        actions.push(step);
      }
      await client.connect().catch(() => undefined);
      const events = (
        await client.query(
          `SELECT action FROM activity_events WHERE action <> 'auth.login' ORDER BY id`,
        )
      ).rows.map((r: { action: string }) => r.action);
      expect(events).toEqual(['ledger.upload', 'ledger.undo', 'portal.link_rotated']);
      expect(actions).toHaveLength(3);
    } finally {
      await client.end().catch(() => undefined);
      await db.drop();
    }
  }, 300_000);
});
