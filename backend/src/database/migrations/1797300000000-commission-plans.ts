import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Commission plans with signed receipts (issue 30): plans, their versions with the PDF in the
 * database (bytea, so backups, restore and the move to PostgreSQL carry it), the reps each
 * version is assigned to with the state of their emailed code, and the signatures with their
 * evidence and the signed copy.
 */
export class CommissionPlans1797300000000 implements MigrationInterface {
  name = 'CommissionPlans1797300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "plans" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "name" character varying(120) NOT NULL, "created_by" character varying(320), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3720521a81c7c24fe9b7202ba61" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "plans_company_id_idx" ON "plans"  ("company_id")`);
    await q.query(
      `CREATE TABLE "plan_versions" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "plan_id" integer NOT NULL, "version" integer NOT NULL, "effective_date" date NOT NULL, "end_date" date, "due_date" date, "file_name" character varying(255), "pdf" bytea NOT NULL, "bytes" integer NOT NULL, "pages" integer NOT NULL, "document_sha256" character varying(64) NOT NULL, "employer_name" character varying(120), "employer_title" character varying(120), "employer_email" character varying(320), "employer_signed_at" TIMESTAMP WITH TIME ZONE, "created_by" character varying(320), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_dd2f605d45f2679a86a7c1c5b20" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "plan_versions_company_id_idx" ON "plan_versions"  ("company_id")`);
    await q.query(
      `CREATE UNIQUE INDEX "plan_versions_plan_version_key" ON "plan_versions"  ("plan_id", "version")`,
    );
    await q.query(
      `CREATE TABLE "plan_assignments" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "version_id" integer NOT NULL, "rep_email" character varying(320) NOT NULL, "assigned_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "opened_at" TIMESTAMP WITH TIME ZONE, "reminded_at" TIMESTAMP WITH TIME ZONE, "code_hash" character varying(64), "code_expires_at" TIMESTAMP WITH TIME ZONE, "code_tries" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_2bc06e975cf6c5f51e6b9da344c" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "plan_assignments_company_rep_idx" ON "plan_assignments"  ("company_id", "rep_email")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "plan_assignments_version_rep_key" ON "plan_assignments"  ("version_id", "rep_email")`,
    );
    await q.query(
      `CREATE TABLE "plan_signatures" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "version_id" integer NOT NULL, "assignment_id" integer NOT NULL, "rep_email" character varying(320) NOT NULL, "signed_name" character varying(120) NOT NULL, "signed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "document_sha256" character varying(64) NOT NULL, "ip" character varying(64), "user_agent" character varying(500), "key_id" integer NOT NULL, "verified_email" character varying(320) NOT NULL, "verification_code" character varying(32) NOT NULL, "signed_pdf" bytea NOT NULL, "signed_sha256" character varying(64) NOT NULL, CONSTRAINT "PK_45ffaa4bf4324e5d9b28211e35a" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "plan_signatures_company_id_idx" ON "plan_signatures"  ("company_id")`,
    );
    await q.query(
      `CREATE INDEX "plan_signatures_signed_sha_idx" ON "plan_signatures"  ("signed_sha256")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "plan_signatures_code_key" ON "plan_signatures"  ("verification_code")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "plan_signatures_assignment_key" ON "plan_signatures"  ("assignment_id")`,
    );
    await q.query(
      `ALTER TABLE "plans" ADD CONSTRAINT "FK_d2c2e8915644470dbd4fd8807d9" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "plan_versions" ADD CONSTRAINT "FK_676c9c3a5d2107657272194a60e" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "plan_versions" ADD CONSTRAINT "FK_b504a5b710ec5832245809b7bce" FOREIGN KEY ("plan_id") REFERENCES "plans"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "plan_assignments" ADD CONSTRAINT "FK_f45086ee3b82f9bca33e1b5b79f" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "plan_assignments" ADD CONSTRAINT "FK_18a971b91efe49b36a4c83717d2" FOREIGN KEY ("version_id") REFERENCES "plan_versions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "plan_signatures" ADD CONSTRAINT "FK_fd9dfd799667d13d4d3341b755d" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "plan_signatures" ADD CONSTRAINT "FK_0bac918f483fff7832bd2632479" FOREIGN KEY ("version_id") REFERENCES "plan_versions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "plan_signatures" ADD CONSTRAINT "FK_ebf5352a375315723e1f53c6b0f" FOREIGN KEY ("assignment_id") REFERENCES "plan_assignments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "plan_signatures"`);
    await q.query(`DROP TABLE IF EXISTS "plan_assignments"`);
    await q.query(`DROP TABLE IF EXISTS "plan_versions"`);
    await q.query(`DROP TABLE IF EXISTS "plans"`);
  }
}
