// Portal emails through a real SMTP server on 127.0.0.1: who gets what, escaping, tenancy,
// validation, the delivery log and the Email Center table.
import type { LedgerRecordInput, PortalRep } from '@commissionbee/shared/types';
import { anotherCompany, storeRows, type OtherCompany } from '../support/builders.js';
import { DEMO_ADMIN, DEMO_VIEWER, startSignedIn, type TestApp } from '../support/harness.js';
import { startMailSink, type CaughtMail, type MailSink } from '../support/mail-sink.js';
import { UUID, waitForSend } from '../support/sends.js';

const DEMO = 10;
const LIAM = 'liam.carter@demosolar.example';
const OLIVIA = 'olivia.nguyen@demosolar.example';
const ETHAN = 'ethan.kim@demosolar.example';
const MAYA = 'maya.brooks@demosolar.example';
const BOB = 'bob@demosolar.example';
const SHARED = 'shared.person@both.example';
const OLGA = 'olga@other.example';

function aRecord(overrides: Partial<LedgerRecordInput> = {}): LedgerRecordInput {
  return {
    pay_date: '2024-03-05',
    rep_name: 'Test Rep',
    rep_email: 'test.rep@example.com',
    item_name: 'Garcia Residence',
    item_pay_type: 'M1 - Install',
    amount: 100,
    manager_email: null,
    ...overrides,
  };
}

async function liveKeys(t: TestApp, companyId: number): Promise<Map<string, string>> {
  const rows: { email: string; view_key: string }[] = await t.db.query(
    `SELECT lower(email) AS email, view_key FROM rep_keys WHERE company_id = $1 AND revoked_at IS NULL`,
    [companyId],
  );
  return new Map(rows.map((r) => [r.email, r.view_key]));
}

/** Booting the app migrates and seeds a fresh database: longer than jest's default 5 s. */
const BOOT_MS = 180_000;

const linkOf = (t: TestApp, key: string) => `${t.config.PUBLIC_URL}/bee/view/${key}`;
const to = (mail: CaughtMail) => mail.to.join(',');

describe('portal emails over SMTP', () => {
  let t: TestApp;
  let sink: MailSink;
  let admin: string;
  let other: OtherCompany;

  const post = (auth: string, rep_emails: unknown, pay_date: unknown = '3/5/2024') =>
    t.http.post('/api/mail/rep-portals/').set('Authorization', auth).send({ pay_date, rep_emails });
  /** Posts a send (202 at once) and follows it until every rep is settled. */
  const send = async (auth: string, rep_emails: unknown, pay_date: unknown = '3/5/2024') => {
    const res = await post(auth, rep_emails, pay_date);
    if (res.status !== 202) return { status: res.status, body: res.body, started: null };
    expect(res.body.id).toMatch(UUID);
    // Generous: 300 messages on PGlite's one session on a loaded 2-core machine.
    const progress = await waitForSend(t, auth, res.body.id, 150_000);
    expect(progress.total).toBe(res.body.total);
    return {
      status: res.status,
      started: res.body,
      body: {
        sent: progress.sent,
        failed: progress.failed,
        ignored: res.body.ignored as string[],
      },
    };
  };

  beforeAll(async () => {
    sink = await startMailSink();
    ({ t, auth: admin } = await startSignedIn(DEMO_ADMIN, {
      SMTP_URL: sink.url,
      SEED_DEMO: 'true',
    }));
    other = await anotherCompany(t, 'Other Co.');
    await storeRows(t, DEMO, [
      aRecord({ rep_name: 'Bobby Old', rep_email: BOB }),
      aRecord({ rep_name: 'Shared Demo', rep_email: SHARED }),
    ]);
    // A later upload renames Bob: the email uses the latest name.
    await storeRows(t, DEMO, [
      aRecord({
        rep_name: '<b>Bob</b>',
        rep_email: 'BOB@DemoSolar.example',
        pay_date: '2024-03-19',
      }),
    ]);
    await storeRows(t, other.companyId, [
      aRecord({ rep_name: 'Olga Other', rep_email: OLGA }),
      aRecord({ rep_name: 'Shared Other', rep_email: SHARED }),
    ]);
  }, BOOT_MS);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  it('mails each selected rep exactly one message carrying their own portal link', async () => {
    const res = await send(admin, [
      LIAM,
      ` ${LIAM.toUpperCase()} `,
      OLIVIA,
      ETHAN,
      'Olivia.Nguyen@demosolar.example',
    ]);
    expect(res.status).toBe(202);
    expect(res.started).toMatchObject({ total: 3, ignored: [] });
    expect(res.body).toEqual({ sent: 3, failed: [], ignored: [] });

    expect(sink.messages.map(to).sort()).toEqual([ETHAN, LIAM, OLIVIA]);
    const keys = await liveKeys(t, DEMO);
    const everyDemoKey = [...keys.values()];
    for (const mail of sink.messages) {
      const own = keys.get(mail.to[0])!;
      expect(mail.html).toContain(`href="${linkOf(t, own)}"`);
      expect(mail.text).toContain(linkOf(t, own));
      for (const key of everyDemoKey.filter((k) => k !== own)) {
        expect(mail.raw).not.toContain(key);
      }
      expect(mail.subject).toBe('Your Demo Solar Co. commission portal');
      expect(mail.headers.get('from')).toBe(t.config.MAIL_FROM);
      expect(mail.html).toContain('3/5/2024');
      expect(mail.text).toContain('3/5/2024');
    }
    const liam = sink.messages.find((m) => m.to[0] === LIAM)!;
    expect(liam.html).toContain('Hi Liam Carter,');
    expect(liam.text).toContain('Hi Liam Carter,');
  });

  it('escapes ledger values in the HTML part: a rep named <b>Bob</b> arrives as text', async () => {
    const res = await send(admin, [BOB]);
    expect(res.body).toEqual({ sent: 1, failed: [], ignored: [] });
    const [mail] = sink.messages;
    expect(mail.html).toContain('Hi &lt;b&gt;Bob&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Bob</b>');
    expect(mail.html).not.toContain('Bobby Old');
    expect(mail.text).toContain('Hi <b>Bob</b>,');
  });

  it("never mails another company's reps and lists them as ignored", async () => {
    const res = await send(admin, [OLGA, LIAM, 'nobody@nowhere.example']);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ sent: 1, failed: [], ignored: [OLGA, 'nobody@nowhere.example'] });
    expect(sink.messages.map(to)).toEqual([LIAM]);

    const fromOther = await send(other.auth, [LIAM, ETHAN]);
    expect(fromOther.body).toEqual({ sent: 0, failed: [], ignored: [LIAM, ETHAN] });
    expect(sink.messages).toHaveLength(1);
  });

  it('sends a rep of two companies the link of the sending company only', async () => {
    const demoKey = (await liveKeys(t, DEMO)).get(SHARED)!;
    const otherKey = (await liveKeys(t, other.companyId)).get(SHARED)!;
    expect(demoKey).not.toBe(otherKey);

    expect((await send(other.auth, [SHARED])).body).toEqual({ sent: 1, failed: [], ignored: [] });
    const [mail] = sink.messages;
    expect(mail.subject).toBe('Your Other Co. commission portal');
    expect(mail.html).toContain(linkOf(t, otherKey));
    expect(mail.raw).not.toContain(demoKey);
    expect(mail.html).toContain('Hi Shared Other,');
  });

  it('refuses an empty list, a missing list, too many reps and a bad pay date with 400', async () => {
    const empty = await send(admin, []);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Select at least one rep');
    expect((await send(admin, undefined)).status).toBe(400);
    const tooMany = await send(
      admin,
      Array.from({ length: 5001 }, (_, i) => `rep${i}@demosolar.example`),
    );
    expect(tooMany.status).toBe(400);
    expect((await send(admin, [LIAM], 'not a date')).status).toBe(400);
    expect((await send(admin, [LIAM], '2/30/2024')).status).toBe(400);
    expect(sink.messages).toHaveLength(0);
  });

  it('lets only admins send and read the Email Center table', async () => {
    const viewer = await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
    expect((await send(viewer, [LIAM])).status).toBe(403);
    expect((await t.http.get('/api/bee/portal-reps').set('Authorization', viewer)).status).toBe(
      403,
    );
    expect(
      (
        await t.http
          .post('/api/mail/rep-portals/')
          .send({ pay_date: '3/5/2024', rep_emails: [LIAM] })
      ).status,
    ).toBe(401);
    expect((await t.http.get('/api/bee/portal-reps')).status).toBe(401);
    expect(sink.messages).toHaveLength(0);
  });

  it('records every attempt in mail_log and shows the last email in /bee/portal-reps', async () => {
    const rowOf = async (email: string) => {
      const res = await t.http.get('/api/bee/portal-reps').set('Authorization', admin);
      expect(res.status).toBe(200);
      return (res.body as PortalRep[]).find((r) => r.rep_email.toLowerCase() === email);
    };
    expect((await rowOf(MAYA))?.last_emailed ?? null).toBeNull();
    const before = Date.now();
    await send(admin, [MAYA]);
    const logged: { status: string; error: string | null }[] = await t.db.query(
      `SELECT status, error FROM mail_log WHERE company_id = $1 AND lower(rep_email) = $2`,
      [DEMO, MAYA],
    );
    expect(logged).toEqual([{ status: 'sent', error: null }]);
    const lastEmailed = new Date((await rowOf(MAYA))!.last_emailed!).getTime();
    expect(lastEmailed).toBeGreaterThanOrEqual(before - 1000);
    expect(lastEmailed).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('answers one Email Center row per rep email with team size, latest pay date and link date', async () => {
    const res = await t.http.get('/api/bee/portal-reps').set('Authorization', admin);
    const rows = res.body as Record<string, unknown>[];
    const emails = rows.map((r) => String(r.rep_email).toLowerCase());
    expect(new Set(emails).size).toBe(rows.length);
    expect(emails).toContain(BOB);
    expect(emails).not.toContain(OLGA);
    expect(rows).toHaveLength(14); // the 12 demo reps, Bob and the shared rep

    const maya = rows.find((r) => r.rep_email === MAYA)!;
    expect(Object.keys(maya).sort()).toEqual(
      [
        'key_issued_at',
        'last_emailed',
        'last_opened_at',
        'last_reviewed',
        'latest_pay_date',
        // Commission plans (issue 30): signed, due, or null when no plan was sent to the rep.
        'plan_status',
        'rep_email',
        'rep_name',
        'team_members',
      ].sort(),
    );
    expect(maya.plan_status).toBeNull();
    expect(maya.rep_name).toBe('Maya Brooks');
    expect(maya.team_members).toBe(5);
    expect(maya.latest_pay_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof maya.key_issued_at).toBe('string');
    // The demo seed marks two of Maya's paychecks as looking right (issue 14).
    expect(maya.last_reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const bob = rows.find((r) => String(r.rep_email).toLowerCase() === BOB)!;
    expect(bob).toMatchObject({
      rep_name: '<b>Bob</b>',
      team_members: 0,
      latest_pay_date: '2024-03-19',
    });
  });

  it('mails the new link after a rotation, never the old one', async () => {
    const oldKey = (await liveKeys(t, DEMO)).get(ETHAN)!;
    const rotated = await t.http
      .post('/api/bee/view-keys/rotate')
      .set('Authorization', admin)
      .send({ email: ETHAN });
    expect(rotated.status).toBeLessThan(300);
    const newKey = (await liveKeys(t, DEMO)).get(ETHAN)!;
    expect(newKey).not.toBe(oldKey);

    await send(admin, [ETHAN]);
    expect(sink.messages[0].html).toContain(linkOf(t, newKey));
    expect(sink.messages[0].raw).not.toContain(oldKey);
  });

  it('delivers 300 portal emails through the queue, one to each rep', async () => {
    const bulk = await anotherCompany(t, 'Bulk Co.');
    const emails = Array.from(
      { length: 300 },
      (_, i) => `rep${String(i).padStart(3, '0')}@bulk.example`,
    );
    await storeRows(
      t,
      bulk.companyId,
      emails.map((rep_email, i) => aRecord({ rep_email, rep_name: `Rep ${i}` })),
    );

    const started = performance.now();
    const res = await send(bulk.auth, emails);
    const ms = Math.round(performance.now() - started);
    console.log(`[mail benchmark] 300 portal emails through the local SMTP server in ${ms} ms`);

    expect(res.status).toBe(202);
    expect(res.body).toEqual({ sent: 300, failed: [], ignored: [] });
    expect(sink.messages).toHaveLength(300);
    expect(new Set(sink.messages.map(to))).toEqual(new Set(emails));
    const keys = await liveKeys(t, bulk.companyId);
    for (const mail of sink.messages) expect(mail.text).toContain(linkOf(t, keys.get(mail.to[0])!));
  }, 180_000);
});
