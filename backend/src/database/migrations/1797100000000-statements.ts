import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Statements a rep can keep (issue 31): each revision of a rep's paycheck statement as frozen when
 * its pay date was published (or closed): its canonical content and that content's SHA-256, the
 * SHA-256 of its PDF once first made, and its verification code. A later change to the rep's lines
 * of the date adds the next revision and marks the one before superseded; rows are never edited
 * otherwise.
 */
export class Statements1797100000000 implements MigrationInterface {
  name = 'Statements1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "statements" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "rep_email" character varying(320) NOT NULL, "pay_date" date NOT NULL, "revision" integer NOT NULL, "state" character varying(10) NOT NULL, "reason" character varying(20) NOT NULL, "content" text NOT NULL, "content_sha256" character varying(64) NOT NULL, "lines_sha256" character varying(64) NOT NULL, "pdf_sha256" character varying(64), "code" character varying(40) NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "superseded_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_7f53bcddeb706df7ea7eec10b8d" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "statements_company_rep_date_revision_key" ON "statements" ("company_id", "rep_email", "pay_date", "revision") `,
    );
    await q.query(
      `CREATE INDEX "statements_company_pay_date_idx" ON "statements" ("company_id", "pay_date") `,
    );
    await q.query(`CREATE UNIQUE INDEX "statements_code_key" ON "statements" ("code") `);
    await q.query(
      `ALTER TABLE "statements" ADD CONSTRAINT "FK_5ce54aa0a8028f087e1d384497e" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "statements"`);
  }
}
