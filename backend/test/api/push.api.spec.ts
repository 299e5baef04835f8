// "New pay posted" notifications end to end without the internet: the rep's browser subscription
// (a key pair made here), web-push sending to a local HTTP push service, the payload decrypted as
// the browser would, TTL and VAPID headers; a 410 deletes the subscription and the rep gets an
// email instead; rotating the link deletes its subscriptions; the company setting notifies after
// every upload; and reps without push get the same words by email. Never an amount.
import { storeRows } from '../support/builders.js';
import { DEMO_ADMIN, startSignedIn, type TestApp } from '../support/harness.js';
import { startMailSink, type MailSink } from '../support/mail-sink.js';
import {
  BrowserSubscription,
  startPushService,
  type PushServiceStub,
} from '../support/push-service.js';
import { waitForSend } from '../support/sends.js';

const DEMO = 10;
const LIAM = 'liam.carter@demosolar.example';
const OLIVIA = 'olivia.nguyen@demosolar.example';

const row = (rep_email: string, rep_name: string, pay_date: string, amount: number) => ({
  pay_date,
  rep_name,
  rep_email,
  item_name: 'Garcia Residence',
  item_pay_type: 'M1 - Install',
  amount,
  manager_email: null,
});

/**
 * A message's raw text without its random parts (the Message-ID and the MIME boundaries), which
 * may hold any digits: a Message-ID with 777 in it is not an amount.
 */
function withoutRandomParts(raw: string): string {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]);
  let text = raw.replace(/^Message-ID: .*$/im, '');
  for (const boundary of boundaries) text = text.replaceAll(boundary, '');
  return text;
}

describe('new pay notifications', () => {
  let t: TestApp;
  let sink: MailSink;
  let push: PushServiceStub;
  let admin: string;
  let liamKey: string;

  const subscriptions = async (email: string): Promise<number> => {
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM push_subscriptions p JOIN rep_keys k ON k.id = p.rep_key_id
        WHERE k.company_id = $1 AND lower(k.email) = $2`,
      [DEMO, email],
    );
    return n;
  };
  const subscribe = (key: string, sub: BrowserSubscription) =>
    t.http.put('/api/bee/rep/push').set('X-View-Key', key).send(sub.toJSON());
  const upload = async (rows: object[]) => {
    const res = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', admin)
      .send({ data: rows });
    expect(res.status).toBe(200);
    return res.body as { upload_id: number; notified?: { id: string; total: number } };
  };
  const notify = async (uploadId: number) => {
    const res = await t.http
      .post(`/api/bee/uploads/${uploadId}/notify`)
      .set('Authorization', admin);
    expect(res.status).toBe(202);
    return waitForSend(t, admin, res.body.id);
  };

  beforeAll(async () => {
    sink = await startMailSink();
    push = await startPushService();
    ({ t, auth: admin } = await startSignedIn(DEMO_ADMIN, {
      SMTP_URL: sink.url,
      SEED_DEMO: 'true',
      MAIL_RETRY_DELAY_SECONDS: '1',
    }));
    const key = await t.http
      .get(`/api/bee/view-keys/?email=${encodeURIComponent(LIAM)}`)
      .set('Authorization', admin);
    liamKey = key.body.view_key;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
    await push?.close();
  });
  beforeEach(() => {
    sink.messages.length = 0;
    push.requests.length = 0;
  });

  it('pushes an encrypted "New pay posted" with a TTL to a subscribed rep, and emails the others', async () => {
    const browser = new BrowserSubscription(`${push.url}/push/liam-phone`);
    const on = await subscribe(liamKey, browser);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ subscribed: true });
    const state = await t.http.get('/api/bee/rep/push').set('X-View-Key', liamKey);
    expect(state.body).toEqual({ public_key: t.config.VAPID_PUBLIC_KEY, subscribed: true });

    const { upload_id } = await upload([
      row(LIAM, 'Liam Carter', '2031-04-05', 1234.56),
      row(LIAM, 'Liam Carter', 'PENDING', 99),
      row(OLIVIA, 'Olivia Nguyen', '2031-04-05', 777.77),
    ]);
    const count = await t.http
      .get(`/api/bee/uploads/${upload_id}/new-pay`)
      .set('Authorization', admin);
    expect(count.body).toEqual({ reps: 2, review_before_publish: false });

    const done = await notify(upload_id);
    expect(done).toMatchObject({ kind: 'new-pay', state: 'sent', total: 2, sent: 2 });

    expect(push.requests).toHaveLength(1);
    const [request] = push.requests;
    expect(request.path).toBe('/push/liam-phone');
    expect(request.headers.ttl).toBe('86400');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.config.VAPID_PUBLIC_KEY}$`),
    );
    const payload = JSON.parse(browser.decrypt(request.body));
    expect(payload).toEqual({
      title: 'New pay posted for 4/5/2031',
      body: 'Demo Solar Co.: open your portal to see it.',
      url: '/bee/paycheck?date=2031-04-05',
      tag: 'new-pay-2031-04-05',
    });
    // Never an amount on a lock screen: not in the push, not in the email.
    const mailWords = sink.messages.flatMap((m) => [withoutRandomParts(m.raw), m.text, m.html]);
    for (const text of [JSON.stringify(payload), ...mailWords]) {
      expect(text).not.toMatch(/1,?234|777|\$/);
    }
    // Liam was pushed, not emailed; Olivia (no subscription) got the same words by email.
    expect(sink.messages.map((m) => m.to[0])).toEqual([OLIVIA]);
    expect(sink.messages[0].subject).toBe('New pay posted for 4/5/2031');
    const channels: { rep_email: string; channel: string }[] = await t.db.query(
      `SELECT lower(rep_email) AS rep_email, channel FROM mail_log WHERE send_id = $1 ORDER BY 1`,
      [done.id],
    );
    expect(channels).toEqual([
      { rep_email: LIAM, channel: 'push' },
      { rep_email: OLIVIA, channel: 'email' },
    ]);
  });

  it('deletes a subscription the push service says is gone (410) and emails the rep instead', async () => {
    expect(await subscriptions(LIAM)).toBe(1);
    push.answer.set('/push/liam-phone', 410);
    const uploadId = await storeRows(t, DEMO, [row(LIAM, 'Liam Carter', '2031-04-19', 10)]);
    const done = await notify(uploadId);
    expect(done).toMatchObject({ state: 'sent', sent: 1 });
    expect(push.requests).toHaveLength(1);
    expect(await subscriptions(LIAM)).toBe(0);
    expect(sink.messages.map((m) => m.to[0])).toEqual([LIAM]);
    const state = await t.http.get('/api/bee/rep/push').set('X-View-Key', liamKey);
    expect(state.body.subscribed).toBe(false);
  });

  it('retries a push service that is down for a moment (5xx)', async () => {
    const browser = new BrowserSubscription(`${push.url}/push/liam-laptop`);
    expect((await subscribe(liamKey, browser)).status).toBe(200);
    push.answer.set('/push/liam-laptop', 503);
    const uploadId = await storeRows(t, DEMO, [row(LIAM, 'Liam Carter', '2031-05-03', 10)]);
    const res = await t.http
      .post(`/api/bee/uploads/${uploadId}/notify`)
      .set('Authorization', admin);
    await new Promise((r) => setTimeout(r, 500));
    push.answer.delete('/push/liam-laptop');
    const done = await waitForSend(t, admin, res.body.id);
    expect(done).toMatchObject({ state: 'sent', sent: 1 });
    expect(push.requests.length).toBeGreaterThanOrEqual(2);
    expect(sink.messages).toHaveLength(0);
    // The failed tries are in the log as push attempts (no email was tried).
    const log: { status: string; channel: string }[] = await t.db.query(
      `SELECT status, channel FROM mail_log WHERE send_id = $1 ORDER BY id`,
      [done.id],
    );
    expect(log.length).toBeGreaterThanOrEqual(2);
    expect(log.every((entry) => entry.channel === 'push')).toBe(true);
    expect(log.at(-1)!.status).toBe('sent');
  });

  it('deletes the subscriptions of a link that is rotated, and refuses the old key', async () => {
    expect(await subscriptions(LIAM)).toBe(1);
    const rotated = await t.http
      .post('/api/bee/view-keys/rotate')
      .set('Authorization', admin)
      .send({ email: LIAM });
    expect(rotated.status).toBe(201);
    expect(await subscriptions(LIAM)).toBe(0);
    const old = await subscribe(liamKey, new BrowserSubscription(`${push.url}/push/x`));
    expect(old.status).toBe(404);
    liamKey = (
      await t.http
        .get(`/api/bee/view-keys/?email=${encodeURIComponent(LIAM)}`)
        .set('Authorization', admin)
    ).body.view_key;
  });

  it('refuses a subscription that is not one, and turns push off', async () => {
    const bad = [
      { endpoint: 'javascript:alert(1)', keys: { p256dh: 'a'.repeat(87), auth: 'b'.repeat(22) } },
      { endpoint: `${push.url}/p`, keys: { p256dh: 'short', auth: 'b'.repeat(22) } },
      { endpoint: `${push.url}/p` },
    ];
    for (const body of bad) {
      const res = await t.http.put('/api/bee/rep/push').set('X-View-Key', liamKey).send(body);
      expect(res.status).toBe(400);
    }
    expect(await subscriptions(LIAM)).toBe(0);
    const browser = new BrowserSubscription(`${push.url}/push/liam-tablet`);
    await subscribe(liamKey, browser);
    const off = await t.http
      .delete('/api/bee/rep/push')
      .set('X-View-Key', liamKey)
      .send({ endpoint: browser.endpoint });
    expect(off.body).toEqual({ subscribed: false });
    expect(await subscriptions(LIAM)).toBe(0);
  });

  it('notifies after every upload when the company turned it on', async () => {
    const settings = await t.http
      .patch('/api/bee/notification-settings')
      .set('Authorization', admin)
      .send({ notify_after_upload: true });
    expect(settings.body).toEqual({ notify_after_upload: true });
    const browser = new BrowserSubscription(`${push.url}/push/liam-new`);
    await subscribe(liamKey, browser);
    const answer = await upload([row(LIAM, 'Liam Carter', '2031-06-07', 55)]);
    expect(answer.notified).toEqual({ id: expect.any(String), total: 1, ignored: [] });
    await waitForSend(t, admin, answer.notified!.id);
    expect(JSON.parse(browser.decrypt(push.requests[0].body)).title).toBe(
      'New pay posted for 6/7/2031',
    );

    await t.http
      .patch('/api/bee/notification-settings')
      .set('Authorization', admin)
      .send({ notify_after_upload: false });
    const quiet = await upload([row(LIAM, 'Liam Carter', '2031-06-21', 55)]);
    expect(quiet.notified).toBeUndefined();
    const bad = await t.http
      .patch('/api/bee/notification-settings')
      .set('Authorization', admin)
      .send({ notify_after_upload: 'yes' });
    expect(bad.status).toBe(400);
  });
});
