import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Questions and reviews (issue 14): a rep's questions about pay lines with their thread of events,
 * paycheck reviews with a hash of the lines as seen, the company's answer time and each admin's
 * choice of question emails.
 */
export class QuestionsAndReviews1796500000000 implements MigrationInterface {
  name = 'QuestionsAndReviews1796500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "paycheck_reviews" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "rep_email" character varying(320) NOT NULL, "pay_date" date NOT NULL, "lines_hash" character varying(64) NOT NULL, "reviewed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_40597c12f6e8c74ec5ea9d71fb6" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "paycheck_reviews_company_date_idx" ON "paycheck_reviews"  ("company_id", "pay_date")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "paycheck_reviews_company_rep_date_key" ON "paycheck_reviews"  ("company_id", "rep_email", "pay_date")`,
    );
    await q.query(
      `CREATE TABLE "question_events" ("id" SERIAL NOT NULL, "question_id" integer NOT NULL, "kind" character varying(20) NOT NULL, "actor" character varying(10) NOT NULL, "actor_email" character varying(320) NOT NULL, "body" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a6f7dd901f206c8743991b00951" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "question_events_question_id_idx" ON "question_events"  ("question_id")`,
    );
    await q.query(
      `CREATE TABLE "questions" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "asker_email" character varying(320) NOT NULL, "client_id" uuid, "scope" character varying(10) NOT NULL, "record_id" integer, "line_rep_email" character varying(320), "pay_date" date, "reason" character varying(20) NOT NULL, "expected_amount" numeric(14,2), "snapshot" jsonb, "status" character varying(20) NOT NULL DEFAULT 'open', "resolution" character varying(20), "adjusted_pay_date" date, "opened_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "resolved_at" TIMESTAMP WITH TIME ZONE, "rep_unread" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_08a6d4b0f49ff300bf3a0ca60ac" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "questions_company_asker_client_key" ON "questions"  ("company_id", "asker_email", "client_id")`,
    );
    await q.query(
      `CREATE INDEX "questions_company_asker_idx" ON "questions"  ("company_id", "asker_email")`,
    );
    await q.query(
      `CREATE INDEX "questions_company_status_idx" ON "questions"  ("company_id", "status")`,
    );
    await q.query(`ALTER TABLE "companies" ADD "answer_within_days" integer NOT NULL DEFAULT '2'`);
    await q.query(`ALTER TABLE "users" ADD "question_emails" boolean NOT NULL DEFAULT true`);
    await q.query(
      `ALTER TABLE "paycheck_reviews" ADD CONSTRAINT "FK_0fe6fd5724aec454e9939675fd2" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "question_events" ADD CONSTRAINT "FK_8f32269b981d5adf60bf63d9d5d" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "questions" ADD CONSTRAINT "FK_722a223195079a0c7fdb05faa02" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "question_events"`);
    await q.query(`DROP TABLE IF EXISTS "questions"`);
    await q.query(`DROP TABLE IF EXISTS "paycheck_reviews"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN IF EXISTS "question_emails"`);
    await q.query(`ALTER TABLE "companies" DROP COLUMN IF EXISTS "answer_within_days"`);
  }
}
