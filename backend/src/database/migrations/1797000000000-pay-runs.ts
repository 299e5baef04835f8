import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pay runs (issue 29): a pay date's state (draft → approved → published → closed), the company's
 * review settings, the published snapshot reps read while review is on, and the link of an
 * adjustment line to the closed line it corrects.
 *
 * - `pay_dates`: one row per company and pay date ('YYYY-MM-DD'), plus the pseudo pay date
 *   'PENDING' for the undated (PENDING and CANCELLED) lines. Existing pay dates start published.
 * - `published_ledger_lines`: the lines of each published pay date as they were when it was
 *   published (the same columns reps read from ledger_records). Used only while review is on.
 * - `companies.review_before_publish` / `second_approver`: on the companies row, so turning
 *   review on or off bumps data_version (trigger) and every rep answer is rebuilt.
 * - `ledger_records.adjusts_record_id` / `adjusts_pay_date`: an adjustment line names the line of a
 *   closed pay date it corrects and that date.
 */
export class PayRuns1797000000000 implements MigrationInterface {
  name = 'PayRuns1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "companies" ADD "review_before_publish" boolean NOT NULL DEFAULT false`,
    );
    await q.query(`ALTER TABLE "companies" ADD "second_approver" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "ledger_records" ADD "adjusts_record_id" integer`);
    await q.query(`ALTER TABLE "ledger_records" ADD "adjusts_pay_date" date`);
    await q.query(
      `CREATE TABLE "pay_dates" (
         "id" SERIAL NOT NULL,
         "company_id" integer NOT NULL,
         "pay_date" character varying(10) NOT NULL,
         "state" character varying(10) NOT NULL DEFAULT 'draft',
         "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "changed_by" character varying(320),
         "changed_by_user_id" integer,
         "approved_at" TIMESTAMP WITH TIME ZONE,
         "approved_by" character varying(320),
         "published_at" TIMESTAMP WITH TIME ZONE,
         "published_by" character varying(320),
         "closed_at" TIMESTAMP WITH TIME ZONE,
         "closed_by" character varying(320),
         "reopened_at" TIMESTAMP WITH TIME ZONE,
         "reopened_by" character varying(320),
         "reopen_reason" text,
         "published_lines" integer NOT NULL DEFAULT 0,
         "published_total" numeric(16,2) NOT NULL DEFAULT 0,
         "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "pay_dates_pkey" PRIMARY KEY ("id"),
         CONSTRAINT "pay_dates_company_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE
       )`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "pay_dates_company_pay_date_key" ON "pay_dates" ("company_id", "pay_date")`,
    );
    await q.query(
      `CREATE TABLE "published_ledger_lines" (
         "company_id" integer NOT NULL,
         "pay_date_key" character varying(10) NOT NULL,
         "id" integer NOT NULL,
         "pay_date" date,
         "pay_status" character varying(10) NOT NULL,
         "rep_name" character varying(1000) NOT NULL,
         "rep_email" character varying(1000) NOT NULL,
         "item_name" character varying(1000) NOT NULL,
         "item_pay_type" character varying(1000) NOT NULL,
         "amount" numeric(14,2) NOT NULL,
         "manager_email" character varying(1000),
         "breakdown" jsonb,
         "manual_note" text,
         "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
         "changed_at" TIMESTAMP WITH TIME ZONE,
         "previous" jsonb,
         "adjusts_record_id" integer,
         "adjusts_pay_date" date,
         CONSTRAINT "published_ledger_lines_pkey" PRIMARY KEY ("company_id", "pay_date_key", "id"),
         CONSTRAINT "published_ledger_lines_company_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE
       )`,
    );
    await q.query(
      `CREATE INDEX "published_ledger_lines_rep_email_idx" ON "published_ledger_lines" ("company_id", lower(trim(rep_email)))`,
    );
    await q.query(
      `CREATE INDEX "published_ledger_lines_manager_email_idx" ON "published_ledger_lines" ("company_id", lower(trim(manager_email)))`,
    );
    // Every pay date reps can already see was published by its upload.
    await q.query(
      `INSERT INTO pay_dates (company_id, pay_date, state, changed_at, published_at, published_by,
                              published_lines, published_total)
       SELECT company_id,
              CASE WHEN pay_status = 'PAID' AND pay_date IS NOT NULL THEN to_char(pay_date, 'YYYY-MM-DD') ELSE 'PENDING' END,
              'published', max(created_at), max(created_at), 'upload', count(*),
              sum(CASE WHEN pay_status = 'CANCELLED' THEN 0 ELSE amount END)
         FROM ledger_records
        GROUP BY 1, 2`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "published_ledger_lines"`);
    await q.query(`DROP TABLE "pay_dates"`);
    await q.query(`ALTER TABLE "ledger_records" DROP COLUMN "adjusts_pay_date"`);
    await q.query(`ALTER TABLE "ledger_records" DROP COLUMN "adjusts_record_id"`);
    await q.query(`ALTER TABLE "companies" DROP COLUMN "second_approver"`);
    await q.query(`ALTER TABLE "companies" DROP COLUMN "review_before_publish"`);
  }
}
