import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploads that reconcile (issue 13): a line's source id (Line ID, unique per company), when an
 * upload last changed it and its values before, the versions an upload replaced or removed (so
 * its undo can put them back), and when each rep key opened the portal.
 */
export class LedgerLineIds1796300000000 implements MigrationInterface {
  name = 'LedgerLineIds1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "ledger_record_versions" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "record_id" integer NOT NULL, "upload_id" integer, "replaced_by_upload_id" integer NOT NULL, "kind" character varying(10) NOT NULL, "old_row" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8a2816802d8ab85a777fa86b7d2" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "ledger_record_versions_replaced_by_idx" ON "ledger_record_versions"  ("replaced_by_upload_id") `,
    );
    await q.query(
      `CREATE INDEX "ledger_record_versions_company_upload_idx" ON "ledger_record_versions"  ("company_id", "upload_id") `,
    );
    await q.query(`ALTER TABLE "ledger_records" ADD "line_id" character varying(200)`);
    await q.query(`ALTER TABLE "ledger_records" ADD "changed_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "ledger_records" ADD "previous" jsonb`);
    await q.query(`ALTER TABLE "rep_keys" ADD "first_opened_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "rep_keys" ADD "last_opened_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "rep_keys" ADD "previous_visit_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(
      `ALTER TABLE "ledger_record_versions" ADD CONSTRAINT "FK_bf81a31fde808f0f4f649e7d89b" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "ledger_record_versions" ADD CONSTRAINT "FK_0822249bc1e28c158cbfd6521c8" FOREIGN KEY ("replaced_by_upload_id") REFERENCES "uploads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "ledger_records_company_line_id_key" ON "ledger_records" ("company_id", "line_id") WHERE line_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "ledger_records_company_pending_idx" ON "ledger_records" ("company_id", lower(trim(rep_email))) WHERE pay_status = 'PENDING'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "ledger_records_company_pending_idx"`);
    await q.query(`DROP INDEX IF EXISTS "ledger_records_company_line_id_key"`);
    await q.query(`DROP TABLE IF EXISTS "ledger_record_versions"`);
    for (const column of ['previous_visit_at', 'last_opened_at', 'first_opened_at'])
      await q.query(`ALTER TABLE "rep_keys" DROP COLUMN IF EXISTS "${column}"`);
    for (const column of ['previous', 'changed_at', 'line_id'])
      await q.query(`ALTER TABLE "ledger_records" DROP COLUMN IF EXISTS "${column}"`);
  }
}
