// Backups on the PostgreSQL server run (issue 20): off there (pg_dump's job), and move-to-postgres
// copies an embedded DATA_DIR into a fresh server database where the smoke path (login, ledger,
// a rep key, an undo) works.
import { DEMO_COMPANY_ID } from '@commissionbee/shared/types';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { moveToPostgres } from '../../src/backup/data-dir-tools.js';
import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
import { someLedgerRows } from '../support/builders.js';
import { DEMO_ADMIN, freshServerDatabase, SUPER } from '../support/harness.js';
import {
  appOn,
  checksums,
  dbQuery,
  embeddedApp,
  serverOnly,
  tempDir,
} from '../support/backup.support.js';

serverOnly('on a PostgreSQL server', () => {
  it('has no backups of its own: they are pg_dump’s job', async () => {
    const server = await freshServerDatabase(process.env.DATABASE_URL!);
    const dir = tempDir('cb-server-');
    const t = await appOn(dir, { DATABASE_URL: server.url, SEED_DEMO: 'false' });
    try {
      const auth = await t.login(SUPER.email, SUPER.password);
      const status = await t.http.get('/api/super/backups').set('Authorization', auth);
      expect(status.body).toMatchObject({ available: false, schedule: 'off', backups: [] });
      expect(status.body.message).toMatch(/pg_dump/);
      const take = await t.http.post('/api/super/backups').set('Authorization', auth);
      expect(take.status).toBe(409);
      expect(take.body.message).toMatch(/pg_dump/);
    } finally {
      await t.close();
      await server.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('moves the embedded database into a fresh server database, where the product goes on', async () => {
    const dataDir = tempDir('cb-move-');
    const server = await freshServerDatabase(process.env.DATABASE_URL!);
    try {
      // The source: the demo company, an upload, a portal email, a JWT_SECRET kept in DATA_DIR.
      const s = await embeddedApp(dataDir, { BACKUP_SCHEDULE: 'off' });
      const admin = await s.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const upload = await s.http
        .post('/api/bee/ledger')
        .set('Authorization', admin)
        .send({ data: someLedgerRows(5, () => ({ rep_email: 'moved.rep@example.com' })) });
      expect(upload.status).toBe(200);
      const mail = await s.http
        .post('/api/mail/rep-portals')
        .set('Authorization', admin)
        .send({ pay_date: '3/5/2024', rep_emails: ['moved.rep@example.com'] });
      expect(mail.status).toBe(202); // queued (issue 15): wait until it went, so mail_log has it
      for (let i = 0; i < 120; i++) {
        const send = await s.http
          .get(`/api/mail/sends/${(mail.body as { id: string }).id}`)
          .set('Authorization', admin);
        if ((send.body as { state?: string }).state !== 'sending') break;
        await new Promise((done) => setTimeout(done, 250));
      }
      const ledgerBefore = (await s.http.get('/api/bee/ledger').set('Authorization', admin)).body;
      const sourceSums = await checksums(dbQuery(s));
      await s.close();

      const lines: string[] = [];
      const report = await moveToPostgres(dataDir, server.url, (l) => lines.push(l));
      expect(report.jwtSecret).toBe(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim());
      expect(Object.fromEntries(report.counts.map((c) => [c.table, c.rows]))).toMatchObject({
        'public.ledger_records': expect.any(Number),
        'public.mail_log': 1,
      });
      for (const c of report.counts) {
        const source = sourceSums[c.table.replace('public.', '')];
        if (source === undefined) continue; // an UNLOGGED table: not compared (see checksums)
        expect(`${c.rows} rows`).toBe(source.split(' rows')[0] + ' rows');
      }
      // Into a database that is not empty any more: refused, nothing changed.
      await expect(moveToPostgres(dataDir, server.url, () => {})).rejects.toThrow(/is not empty/);

      const t = await appOn(tempDir('cb-moved-'), {
        DATABASE_URL: server.url,
        JWT_SECRET: report.jwtSecret!,
      });
      try {
        expect(await checksums(dbQuery(t))).toEqual(sourceSums);
        // A token signed before the move still works; logins, ledger, rep key and undo too.
        expect((await t.http.get('/api/me').set('Authorization', admin)).status).toBe(200);
        const again = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
        expect((await t.http.get('/api/bee/ledger').set('Authorization', again)).body).toEqual(
          ledgerBefore,
        );
        const rep = await t.http.get('/api/bee/rep-key-data').query({ view_key: DEMO_VIEW_KEY });
        expect(rep.status).toBe(200);
        const undo = await t.http
          .delete(`/api/bee/uploads/${upload.body.upload_id}`)
          .set('Authorization', again);
        expect(undo.status).toBe(200);
        expect(undo.body).toEqual({ deleted: 5, restored: 0 });
        const next = await t.http
          .post('/api/bee/ledger')
          .set('Authorization', again)
          .send({ data: someLedgerRows(2) });
        expect(next.status).toBe(200);
        expect(next.body.upload_id).toBeGreaterThan(upload.body.upload_id);
        const company = await t.http.post('/api/company').set('Authorization', again);
        expect(company.body.id).toBe(DEMO_COMPANY_ID);
      } finally {
        await t.close();
      }
    } finally {
      await server.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
