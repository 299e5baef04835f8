import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pay runs (issue 29 §5): payroll export "records which file was exported". One row per payroll
 * file sent: its pay date, format, file name, row count and total, its size and the SHA-256 of
 * exactly the bytes sent, who exported it and when.
 */
export class PayrollExports1797810000000 implements MigrationInterface {
  name = 'PayrollExports1797810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "payroll_exports" (
         "id" SERIAL NOT NULL,
         "company_id" integer NOT NULL,
         "pay_date" date NOT NULL,
         "format" character varying(10) NOT NULL,
         "file_name" character varying(200) NOT NULL,
         "rows" integer NOT NULL,
         "total" numeric(16,2) NOT NULL,
         "bytes" integer NOT NULL,
         "sha256" character varying(64) NOT NULL,
         "exported_by" character varying(320) NOT NULL,
         "exported_by_user_id" integer,
         "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "payroll_exports_pkey" PRIMARY KEY ("id"),
         CONSTRAINT "payroll_exports_company_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE
       )`,
    );
    await q.query(
      `CREATE INDEX "payroll_exports_company_pay_date_idx" ON "payroll_exports" ("company_id", "pay_date", "id")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "payroll_exports"`);
  }
}
