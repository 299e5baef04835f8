// Uploads in flight are bounded, per company and per process (src/ledger/upload-slots.ts): one
// more gets 429 with Retry-After before its body is read, other companies go on, and a slot comes
// back however its upload ended (stored, refused, cut off by the client).
import { connect, type AddressInfo, type Socket } from 'node:net';
import { DEMO_COMPANY_ID } from '@commissionbee/shared/types';
import { LEDGER_MESSAGES } from '../src/ledger/ledger.messages.js';
import {
  UploadSlots,
  UPLOADS_PER_COMPANY,
  UPLOADS_PER_PROCESS,
} from '../src/ledger/upload-slots.js';
import { aCsv, anotherCompany, multipart, someLedgerRows } from './builders.js';
import { startSignedIn, type TestApp } from './harness.js';

describe('uploads in flight', () => {
  let t: TestApp;
  let auth: string;
  let port: number;
  let slots: UploadSlots;
  const held: Socket[] = [];

  beforeAll(async () => {
    ({ t, auth } = await startSignedIn());
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
    let company = { companyId: DEMO_COMPANY_ID, auth };
    for (let n = 0; n < UPLOADS_PER_PROCESS; n++) {
      if (slots.inFlight(company.companyId) === UPLOADS_PER_COMPANY)
        company = await anotherCompany(t, `Busy ${n}`);
      await hold(company.companyId, company.auth);
    }
    expect(slots.inFlight()).toBe(UPLOADS_PER_PROCESS);

    const res = await upload(last.auth);
    expect([res.status, res.body.message]).toEqual([429, LEDGER_MESSAGES.serverBusy]);
    expect(await rowsOf(last.companyId)).toBe(0);
  }, 60_000);
});
