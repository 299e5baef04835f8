// Reps' emails and notifications in their language (issue 33 §3) through a real SMTP server: the
// rep's own choice (PUT /bee/rep/language), else the language an admin set for the rep (the Reps
// directory or the mapping CSV's Language column), else the company's default (Settings). The
// rep's choice wins over the admin's; an admin's preview cannot make it.
import type { RepDirectoryRow } from '@commissionbee/shared/activity';
import { DEMO_ADMIN, startSignedIn, type TestApp } from '../support/harness.js';
import { startMailSink, type CaughtMail, type MailSink } from '../support/mail-sink.js';
import {
  BrowserSubscription,
  startPushService,
  type PushServiceStub,
} from '../support/push-service.js';
import { waitForSend } from '../support/sends.js';

const DEMO = 10;
const LIAM = 'liam.carter@demosolar.example';
const OLIVIA = 'olivia.nguyen@demosolar.example';
const NOAH = 'noah.patel@demosolar.example';
const EMMA = 'emma.johnson@demosolar.example';
const ETHAN = 'ethan.kim@demosolar.example';
const AVA = 'ava.martinez@demosolar.example';

const SPANISH_PORTAL = {
  subject: 'Tu portal de comisiones de Demo Solar Co.',
  sentence: 'Ya está listo el detalle de tus comisiones, con tu información de pago al 5/3/2024.',
  button: 'Ver mi portal de comisiones',
};
const ENGLISH_PORTAL = {
  subject: 'Your Demo Solar Co. commission portal',
  sentence: 'Your commission breakdown is ready, with your pay information as of 3/5/2024.',
};

const row = (rep_email: string, rep_name: string) => ({
  pay_date: '2031-04-05',
  rep_name,
  rep_email,
  item_name: 'Garcia Residence',
  item_pay_type: 'M1 - Install',
  amount: 100,
  manager_email: null,
});

describe("reps' emails in their language", () => {
  let t: TestApp;
  let sink: MailSink;
  let push: PushServiceStub;
  let admin: string;
  const keys = new Map<string, string>();

  const keyOf = async (email: string) => {
    if (!keys.has(email)) {
      const res = await t.http
        .get(`/api/bee/view-keys/?email=${encodeURIComponent(email)}`)
        .set('Authorization', admin);
      expect(res.status).toBe(200);
      keys.set(email, res.body.view_key);
    }
    return keys.get(email)!;
  };
  const chooseAsRep = async (email: string, language: string) =>
    t.http
      .put('/api/bee/rep/language')
      .set('X-View-Key', await keyOf(email))
      .send({ language });
  const setByAdmin = (email: string, language: string | null) =>
    t.http.patch(`/api/bee/reps/${email}`).set('Authorization', admin).send({ language });
  const mapping = (csv: string) =>
    t.http
      .post('/api/bee/reps/mapping')
      .set('Authorization', admin)
      .attach('file', Buffer.from(csv), { filename: 'mapping.csv', contentType: 'text/csv' });
  const setDefault = (default_language: string) =>
    t.http.put('/api/bee/language-settings').set('Authorization', admin).send({ default_language });
  const directoryRow = async (email: string) =>
    (await t.http.get(`/api/bee/reps/${email}`).set('Authorization', admin))
      .body as RepDirectoryRow;

  /** Sends the portal email to `emails` and answers each rep's message. */
  const sendPortal = async (emails: string[]) => {
    sink.messages.length = 0;
    const res = await t.http
      .post('/api/mail/rep-portals/')
      .set('Authorization', admin)
      .send({ pay_date: '3/5/2024', rep_emails: emails });
    expect(res.status).toBe(202);
    const done = await waitForSend(t, admin, res.body.id);
    expect(done).toMatchObject({ sent: emails.length, failed: [] });
    return byRep(sink.messages);
  };
  const byRep = (messages: CaughtMail[]) => new Map(messages.map((m) => [m.to[0], m]));

  beforeAll(async () => {
    sink = await startMailSink();
    push = await startPushService();
    ({ t, auth: admin } = await startSignedIn(DEMO_ADMIN, {
      SMTP_URL: sink.url,
      SEED_DEMO: 'true',
      MAIL_RETRY_DELAY_SECONDS: '1',
    }));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
    await push?.close();
  });

  it("validates the rep's choice, and refuses an admin's preview", async () => {
    for (const language of ['fr', 'es', '', 'x'.repeat(5000), 42, null]) {
      const res = await chooseAsRep(LIAM, language as string);
      expect(res.status).toBe(400);
    }
    const preview = await t.http
      .post('/api/bee/rep-previews')
      .set('Authorization', admin)
      .send({ email: AVA });
    expect(preview.status).toBe(201);
    const refused = await t.http
      .put('/api/bee/rep/language')
      .set('X-View-Key', preview.body.preview_key)
      .send({ language: 'es-US' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('REP_PREVIEW_READ_ONLY');
    expect((await directoryRow(AVA)).rep_language).toBeNull();
    expect((await setDefault('fr')).status).toBe(400);
    expect((await setByAdmin(AVA, 'Spanish')).status).toBe(400);
  });

  it("emails each rep in their own choice, else the admin's, else the company default", async () => {
    // (a) Liam chose Spanish in the rep app.
    const chose = await chooseAsRep(LIAM, 'es-US');
    expect(chose.status).toBe(200);
    expect(chose.body).toEqual({ language: 'es-US' });
    // (b) An admin set Olivia's in the Reps directory, and Noah's through the mapping CSV.
    const set = await setByAdmin(OLIVIA, 'es-US');
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      language: 'es-US',
      rep_language: null,
      email_language: 'es-US',
    });
    const mapped = await mapping(
      'Rep Email,Employee ID,First Name,Last Name,Language\n' +
        `${NOAH},100104,Noah,Patel,Español\n`,
    );
    expect(mapped.status).toBe(200);
    expect((await directoryRow(NOAH)).language).toBe('es-US');
    // Emma chose English herself: the admin's Spanish does not override it.
    expect((await chooseAsRep(EMMA, 'en')).status).toBe(200);
    expect((await setByAdmin(EMMA, 'es-US')).status).toBe(200);
    expect(await directoryRow(EMMA)).toMatchObject({
      language: 'es-US',
      rep_language: 'en',
      email_language: 'en',
    });

    const mails = await sendPortal([LIAM, OLIVIA, NOAH, EMMA, ETHAN]);
    for (const rep of [LIAM, OLIVIA, NOAH]) {
      const mail = mails.get(rep)!;
      expect(mail.subject).toBe(SPANISH_PORTAL.subject);
      expect(mail.text).toContain(SPANISH_PORTAL.sentence);
      expect(mail.text).toContain('Este enlace es solo para ti. No lo reenvíes.');
      expect(mail.html).toContain('<html lang="es-US">');
      expect(mail.html).toContain(SPANISH_PORTAL.button);
    }
    for (const rep of [EMMA, ETHAN]) {
      const mail = mails.get(rep)!;
      expect(mail.subject).toBe(ENGLISH_PORTAL.subject);
      expect(mail.text).toContain(ENGLISH_PORTAL.sentence);
      expect(mail.html).toContain('<html lang="en">');
    }
  });

  it("the company's default speaks for reps with nothing set; a rep's own English still wins", async () => {
    expect(
      (await t.http.get('/api/bee/language-settings').set('Authorization', admin)).body,
    ).toEqual({ default_language: 'en' });
    const saved = await setDefault('es-US');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ default_language: 'es-US' });
    expect((await directoryRow(ETHAN)).email_language).toBe('es-US');

    const mails = await sendPortal([ETHAN, EMMA]);
    expect(mails.get(ETHAN)!.subject).toBe(SPANISH_PORTAL.subject);
    expect(mails.get(ETHAN)!.text).toContain(SPANISH_PORTAL.sentence);
    expect(mails.get(EMMA)!.subject).toBe(ENGLISH_PORTAL.subject);

    // An admin clearing a rep's language leaves the company's default.
    expect((await setByAdmin(OLIVIA, null)).body).toMatchObject({
      language: null,
      email_language: 'es-US',
    });
    expect((await setDefault('en')).status).toBe(200);
    expect((await directoryRow(OLIVIA)).email_language).toBe('en');
  });

  it("new pay by email and by push in the rep's language", async () => {
    const browser = new BrowserSubscription(`${push.url}/push/liam-phone`);
    const on = await t.http
      .put('/api/bee/rep/push')
      .set('X-View-Key', await keyOf(LIAM))
      .send(browser.toJSON());
    expect(on.status).toBe(200);
    sink.messages.length = 0;
    push.requests.length = 0;
    const uploaded = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', admin)
      .send({
        data: [row(LIAM, 'Liam Carter'), row(NOAH, 'Noah Patel'), row(EMMA, 'Emma Johnson')],
      });
    expect(uploaded.status).toBe(200);
    const notify = await t.http
      .post(`/api/bee/uploads/${uploaded.body.upload_id}/notify`)
      .set('Authorization', admin);
    expect(notify.status).toBe(202);
    const done = await waitForSend(t, admin, notify.body.id);
    expect(done).toMatchObject({ state: 'sent', total: 3, sent: 3 });

    // Liam (Spanish, subscribed) is pushed in Spanish.
    expect(push.requests).toHaveLength(1);
    expect(JSON.parse(browser.decrypt(push.requests[0].body))).toMatchObject({
      title: 'Hay pago nuevo para el 5/4/2031',
      body: 'Demo Solar Co.: abre tu portal para verlo.',
    });
    // Noah (Spanish through the mapping) and Emma (her own English) are emailed.
    const mails = byRep(sink.messages);
    expect([...mails.keys()].sort()).toEqual([EMMA, NOAH]);
    const noah = mails.get(NOAH)!;
    expect(noah.subject).toBe('Hay pago nuevo para el 5/4/2031');
    expect(noah.text).toContain(
      'Se registró pago nuevo para la fecha de pago 5/4/2031. Abre tu portal privado de comisiones de Demo Solar Co. para verlo:',
    );
    expect(noah.html).toContain('<html lang="es-US">');
    expect(noah.html).toContain('Ver mi pago');
    expect(mails.get(EMMA)!.subject).toBe('New pay posted for 4/5/2031');
  });

  it('the mapping CSV refuses a Language it does not know, by row', async () => {
    const res = await mapping(
      'Rep Email,Employee ID,First Name,Last Name,Language\n' +
        `${NOAH},100104,Noah,Patel,Klingon\n`,
    );
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      {
        row: 2,
        column: 'Language',
        code: 'badLanguage',
        params: { value: 'en (English), es-US (Español)' },
        message: 'Language must be one of en (English), es-US (Español), or blank',
      },
    ]);
    // A file without the column leaves every rep's language as it was.
    const without = await mapping(
      `Rep Email,Employee ID,First Name,Last Name\n${NOAH},100104,Noah,Patel\n`,
    );
    expect(without.status).toBe(200);
    expect((await directoryRow(NOAH)).language).toBe('es-US');
    const [profile] = await t.db.query(
      `SELECT language FROM rep_profiles WHERE company_id = $1 AND email = $2`,
      [DEMO, NOAH],
    );
    expect(profile.language).toBe('es-US');
  });
});
