// Plan documents and signed copies live in the database (bytea), so a backup, its restore and the
// move to a PostgreSQL server carry them byte for byte (issue 30): the version's PDF, the signed
// copy, its hashes and every evidence column come back equal, and the restored product serves
// the same bytes and still verifies the copy.
import { createHash, createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Response } from 'supertest';
import { backupDataDir, moveToPostgres, restoreDataDir } from '../../src/backup/data-dir-tools.js';
import { aLedgerRow, anotherCompany, viewKeyOf } from '../support/builders.js';
import { freshServerDatabase, usingServer, type TestApp } from '../support/harness.js';
import { appOn, embeddedApp, tempDir } from '../support/backup.support.js';

const REP = 'backed.up@example.com';
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const asBuffer = (req: ReturnType<TestApp['http']['get']>) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** Every plan table's rows, the PDFs as hex: what must come back equal. */
const planRows = async (t: TestApp) => ({
  versions: await t.db.query(
    `SELECT id, plan_id, version, effective_date::text, document_sha256, encode(pdf, 'hex') AS pdf,
            employer_name, employer_title, employer_signed_at::text FROM plan_versions ORDER BY id`,
  ),
  assignments: await t.db.query(
    `SELECT id, version_id, rep_email, opened_at::text FROM plan_assignments ORDER BY id`,
  ),
  signatures: await t.db.query(
    `SELECT id, version_id, rep_email, signed_name, signed_at::text, document_sha256, ip, user_agent, key_id,
            verified_email, verification_code, signed_sha256, encode(signed_pdf, 'hex') AS signed_pdf
       FROM plan_signatures ORDER BY id`,
  ),
});

describe('plans in backups, restores and the move to PostgreSQL', () => {
  const cleanup: string[] = [];
  afterAll(() => {
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps plans and signatures byte for byte', async () => {
    const dataDir = tempDir('cb-plans-backup-');
    cleanup.push(dataDir);
    const s = await embeddedApp(dataDir, { BACKUP_SCHEDULE: 'off', LOG_LEVEL: 'error' });
    let before: Awaited<ReturnType<typeof planRows>>;
    let signedCopy: Buffer;
    let versionId: number;
    let viewKey: string;
    try {
      const a = await anotherCompany(s, 'Backed Up Co.');
      await s.http
        .post('/api/bee/ledger')
        .set('Authorization', a.auth)
        .send({ data: [aLedgerRow({ rep_email: REP, manager_email: null })] })
        .expect(200);
      viewKey = await viewKeyOf(s, a.auth, REP);
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(StandardFonts.Helvetica);
      doc.addPage().drawText('Backed up plan', { x: 50, y: 700, size: 14, font });
      const pdf = Buffer.from(await doc.save());
      const plan = await s.http
        .post('/api/bee/plans')
        .set('Authorization', a.auth)
        .send({ name: 'Backed Up Plan' })
        .expect(201);
      const version = await s.http
        .post(`/api/bee/plans/${plan.body.id}/versions`)
        .set('Authorization', a.auth)
        .field({ effective_date: '2024-01-01' })
        .attach('file', pdf, 'plan.pdf')
        .expect(201);
      versionId = version.body.id;
      await s.http
        .post(`/api/bee/plans/${plan.body.id}/versions/1/employer-signature`)
        .set('Authorization', a.auth)
        .send({ name: 'Bea Boss', title: 'Owner' })
        .expect(200);
      await s.http
        .post(`/api/bee/plans/${plan.body.id}/versions/1/assign`)
        .set('Authorization', a.auth)
        .send({ emails: [REP] })
        .expect(200);
      // The code as the emailed one would be (no mail server here): its HMAC set on the assignment.
      const [{ id }] = await s.db.query(`SELECT id FROM plan_assignments WHERE rep_email = $1`, [
        REP,
      ]);
      const hash = createHmac('sha256', s.config.JWT_SECRET)
        .update(`plan-code\n${id}\n135790`)
        .digest('hex');
      await s.db.query(
        `UPDATE plan_assignments SET code_hash = $2, code_expires_at = now() + interval '10 minutes' WHERE id = $1`,
        [id, hash],
      );
      await s.http
        .post(`/api/bee/rep/plans/${versionId}/sign`)
        .set('X-View-Key', viewKey)
        .send({ name: 'Backed Up Rep', code: '135790', read_and_received: true })
        .expect(201);
      signedCopy = (
        (await asBuffer(
          s.http.get(`/api/bee/rep/plans/${versionId}/signed-copy`).set('X-View-Key', viewKey),
        )) as Response
      ).body as Buffer;
      expect(sha(signedCopy)).toMatch(/^[0-9a-f]{64}$/);
      before = await planRows(s);
      expect(before.versions[0].pdf).toBe(pdf.toString('hex'));
      expect(before.signatures).toHaveLength(1);
    } finally {
      await s.close();
    }

    // Backup and restore into an empty DATA_DIR.
    const file = join(tempDir('cb-plans-dump-'), 'plans.sql');
    cleanup.push(join(file, '..'));
    await backupDataDir(dataDir, file);
    const restoredDir = tempDir('cb-plans-restored-');
    cleanup.push(restoredDir);
    rmSync(restoredDir, { recursive: true });
    await restoreDataDir(file, restoredDir, false);
    const r = await embeddedApp(restoredDir, { BACKUP_SCHEDULE: 'off', LOG_LEVEL: 'error' });
    try {
      expect(await planRows(r)).toEqual(before);
      const served = await asBuffer(
        r.http.get(`/api/bee/rep/plans/${versionId}/signed-copy`).set('X-View-Key', viewKey),
      );
      expect(Buffer.compare(served.body as Buffer, signedCopy)).toBe(0);
      const check = await r.http.post('/api/plans/verify').attach('file', signedCopy, 'copy.pdf');
      expect(check.body).toMatchObject({ status: 'authentic', company_name: 'Backed Up Co.' });
    } finally {
      await r.close();
    }

    // The move to a PostgreSQL server (on the server run).
    if (!usingServer()) return;
    const server = await freshServerDatabase(process.env.DATABASE_URL!);
    try {
      const report = await moveToPostgres(dataDir, server.url, () => {});
      const m = await appOn(tempDir('cb-plans-moved-'), {
        DATABASE_URL: server.url,
        JWT_SECRET: report.jwtSecret!,
        LOG_LEVEL: 'error',
      });
      try {
        expect(await planRows(m)).toEqual(before);
        const served = await asBuffer(
          m.http.get(`/api/bee/rep/plans/${versionId}/signed-copy`).set('X-View-Key', viewKey),
        );
        expect(Buffer.compare(served.body as Buffer, signedCopy)).toBe(0);
      } finally {
        await m.close();
      }
    } finally {
      await server.drop();
    }
  }, 300_000);
});
