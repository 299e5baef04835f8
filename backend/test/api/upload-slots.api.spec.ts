// Uploads in flight are bounded, per company and per process (src/uploads/upload-slots.ts): one
// more gets 429 with Retry-After before its body is read, other companies go on, and a slot comes
// back however its upload ended (stored, refused, cut off by the client, or a body that did not
// arrive by its deadline). The last free slots are kept for companies with none in flight, so two
// busy companies cannot lock a third out. The reps mapping upload takes the same slots.
import { connect, type AddressInfo, type Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { DEMO_COMPANY_ID } from '@commissionbee/shared/types';
import { LEDGER_MESSAGES } from '../../src/ledger/ledger.messages.js';
import {
  bodyDeadlineMs,
  serverIsBehind,
  SLOTS_KEPT_FOR_NEWCOMERS,
  UploadSlots,
  UPLOADS_PER_COMPANY,
  UPLOADS_PER_PROCESS,
} from '../../src/uploads/upload-slots.js';
import { aCsv, anotherCompany, multipart, someLedgerRows } from '../support/builders.js';
import { startSignedIn, type TestApp } from '../support/harness.js';

/**
 * The body's deadline for a 40 MB upload in this file's app: short, so a test can outwait it (the
 * small held bodies below get a quarter: 12 s, longer than any test holds them).
 */
const BODY_TIMEOUT_MS = 48_000;

describe('uploads in flight', () => {
  let t: TestApp;
  let auth: string;
  let port: number;
  let slots: UploadSlots;
  const held: Socket[] = [];

  beforeAll(async () => {
    ({ t, auth } = await startSignedIn(undefined, {
      UPLOAD_BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
    }));
    slots = t.app.app.get(UploadSlots);
    await t.app.app.listen(0, '127.0.0.1');
    port = (t.app.app.getHttpServer().address() as AddressInfo).port;
  }, 120_000);
  afterAll(() => t?.close());
  afterEach(async () => {
    for (const socket of held.splice(0)) socket.destroy();
    await until(() => slots.inFlight() === 0);
  });

  async function until(done: () => boolean, ms = 15_000) {
    const end = Date.now() + ms;
    while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    expect(done()).toBe(true);
  }

  /**
   * An upload whose client sends the headers and half the body, then waits: it holds its slot
   * until the socket goes. Answers once the server has taken the slot.
   */
  async function hold(companyId: number, who: string, path = '/api/bee/ledger/csv') {
    const before = slots.inFlight(companyId);
    const { body, type } = multipart(aCsv(someLedgerRows(200)));
    const socket = connect(port, '127.0.0.1');
    held.push(socket);
    socket.on('error', () => undefined);
    await new Promise<void>((done) => socket.once('connect', done));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${who}\r\n` +
        `Content-Type: ${type}\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, body.length >> 1));
    await until(() => slots.inFlight(companyId) === before + 1);
    return socket;
  }

  const upload = (who: string, rows = 3) =>
    t.http
      .post('/api/bee/ledger/csv')
      .query({ duplicates: 'add', pending: 'add' })
      .set('Authorization', who)
      .attach('file', Buffer.from(aCsv(someLedgerRows(rows))), 'small.csv');

  const rowsOf = async (companyId: number) =>
    (
      await t.db.query(`SELECT count(*)::int AS n FROM ledger_records WHERE company_id = $1`, [
        companyId,
      ])
    )[0].n as number;

  it(`refuses a company's upload beyond ${UPLOADS_PER_COMPANY} at once with 429, and lets other companies upload`, async () => {
    const other = await anotherCompany(t, 'Slots Co.');
    const before = await rowsOf(DEMO_COMPANY_ID);
    await hold(DEMO_COMPANY_ID, auth, '/api/bee/ledger/preview');
    for (let i = 1; i < UPLOADS_PER_COMPANY; i++) await hold(DEMO_COMPANY_ID, auth);

    const csv = await upload(auth);
    expect(csv.status).toBe(429);
    expect(csv.headers['retry-after']).toBe('5');
    expect(csv.body.message).toBe(LEDGER_MESSAGES.uploadsAtOnce(UPLOADS_PER_COMPANY));
    const json = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', auth)
      .send({ data: someLedgerRows(1) });
    expect([json.status, json.body.message]).toEqual([
      429,
      LEDGER_MESSAGES.uploadsAtOnce(UPLOADS_PER_COMPANY),
    ]);
    expect(await rowsOf(DEMO_COMPANY_ID)).toBe(before);

    // Another company is not held back by this one.
    expect((await upload(other.auth)).status).toBe(200);
    expect(await rowsOf(other.companyId)).toBe(3);

    // The held uploads' clients go away: their slots come back.
    for (const socket of held.splice(0)) socket.destroy();
    await until(() => slots.inFlight(DEMO_COMPANY_ID) === 0);
    expect((await upload(auth)).status).toBe(200);
    expect(await rowsOf(DEMO_COMPANY_ID)).toBe(before + 3);
  }, 60_000);

  it('gives the slot back after every kind of ending: stored, refused (400), too large (413)', async () => {
    expect((await upload(auth)).status).toBe(200);
    const bad = await t.http
      .post('/api/bee/ledger/csv')
      .set('Authorization', auth)
      .attach('file', Buffer.from('Rep Name,Amount\r\nJane,ten\r\n'), 'bad.csv');
    expect(bad.status).toBe(400);
    const missing = await t.http.post('/api/bee/ledger/csv').set('Authorization', auth);
    expect(missing.status).toBe(400);
    const tooBig = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', auth)
      .set('Content-Type', 'application/json')
      .send(`{"data":[${'{"a":"b"},'.repeat(5_000_000)}{}]}`);
    expect(tooBig.status).toBe(413);
    expect(slots.inFlight()).toBe(0);
    // Exactly the bound is left: as many held as allowed, one more refused.
    for (let i = 0; i < UPLOADS_PER_COMPANY; i++) await hold(DEMO_COMPANY_ID, auth);
    expect((await upload(auth)).status).toBe(429);
  }, 60_000);

  it(`refuses any upload beyond ${UPLOADS_PER_PROCESS} at once in the process`, async () => {
    const last = await anotherCompany(t, 'Busy Last');
    const others = [];
    for (let n = UPLOADS_PER_COMPANY; n < UPLOADS_PER_PROCESS; n++)
      others.push(await anotherCompany(t, `Busy ${n}`));
    for (let i = 0; i < UPLOADS_PER_COMPANY; i++) await hold(DEMO_COMPANY_ID, auth);
    for (const company of others) await hold(company.companyId, company.auth);
    expect(slots.inFlight()).toBe(UPLOADS_PER_PROCESS);

    const res = await upload(last.auth);
    expect([res.status, res.body.message, res.body.code]).toEqual([
      429,
      LEDGER_MESSAGES.serverBusy,
      'UPLOADS_SERVER_BUSY',
    ]);
    expect(await rowsOf(last.companyId)).toBe(0);
  }, 60_000);

  it(`keeps the last ${SLOTS_KEPT_FOR_NEWCOMERS} slots for companies with no upload in flight`, async () => {
    const a = await anotherCompany(t, 'Greedy A');
    const b = await anotherCompany(t, 'Greedy B');
    const c = await anotherCompany(t, 'Newcomer C');
    for (let i = 0; i < UPLOADS_PER_COMPANY; i++) await hold(a.companyId, a.auth);
    await hold(b.companyId, b.auth);
    // B's second upload would leave fewer than the kept slots free: refused, though B has room.
    const second = await upload(b.auth);
    expect([second.status, second.body.code]).toEqual([429, 'UPLOADS_SERVER_BUSY']);
    // C, with nothing in flight, still gets in: the two busy companies did not lock it out.
    expect((await upload(c.auth)).status).toBe(200);
    expect(await rowsOf(c.companyId)).toBe(3);
  }, 60_000);

  it('ends an upload whose body does not arrive by its deadline (408) and frees its slot', async () => {
    // A 40 MB body gets the whole deadline; a small one a quarter of it at least.
    expect(bodyDeadlineMs(60_000, String(40 * 1024 * 1024))).toBe(60_000);
    expect(bodyDeadlineMs(60_000, String(20 * 1024 * 1024))).toBe(30_000);
    expect(bodyDeadlineMs(60_000, '1000')).toBe(15_000);
    expect(bodyDeadlineMs(60_000, undefined)).toBe(60_000);

    // A deadline that falls while the server is the one behind (its parse or store waits and the
    // body fills the request's buffer, or reading is paused) waits too: the client is not slow.
    const body = new PassThrough({ highWaterMark: 1024 });
    body.write(Buffer.alloc(100));
    expect(serverIsBehind(body)).toBe(false);
    body.write(Buffer.alloc(2048));
    expect(serverIsBehind(body)).toBe(true);
    const paused = new PassThrough();
    paused.on('data', () => undefined).pause();
    expect(serverIsBehind(paused)).toBe(true);

    const company = await anotherCompany(t, 'Trickle Co.');
    const answers: string[] = [];
    const trickling: Socket[] = [];
    const started = Date.now();
    for (const path of ['/api/bee/ledger/csv', '/api/bee/reps/mapping']) {
      const socket = await hold(company.companyId, company.auth, path);
      socket.on('data', (chunk: Buffer) => answers.push(chunk.toString('utf8')));
      trickling.push(socket);
    }
    // One byte now and then keeps an idle timeout happy; the deadline is not idle time.
    const drip = setInterval(() => trickling.forEach((s) => s.writable && s.write('x')), 300);
    try {
      await until(() => slots.inFlight(company.companyId) === 0, BODY_TIMEOUT_MS / 4 + 5_000);
    } finally {
      clearInterval(drip);
    }
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS / 4 - 100);
    expect(took).toBeLessThan(BODY_TIMEOUT_MS / 4 + 5_000);
    await until(() => answers.length === 2);
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"code":"UPLOAD_BODY_TOO_SLOW"');
    }
    await until(() => trickling.every((s) => s.destroyed || s.readableEnded));
    expect((await upload(company.auth)).status).toBe(200);
  }, 60_000);
});
