import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The activity log, rep profiles and payroll settings (issue 17). activity_events is append-only:
 * a trigger refuses UPDATE and DELETE, except a DELETE in a transaction that set
 * `commissionbee.activity_retention` to 'on' (the retention job, SET LOCAL). TRUNCATE (a backup
 * restore empties every table first) is left alone.
 */
export class ActivityRepsPayroll1796600000000 implements MigrationInterface {
  name = 'ActivityRepsPayroll1796600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "activity_events" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_kind" character varying(10) NOT NULL, "actor_user_id" integer, "actor_email" character varying(320), "actor_name" character varying(200), "action" character varying(40) NOT NULL, "target" character varying(500), "details" jsonb NOT NULL DEFAULT '{}', "ip" character varying(64), "user_agent" character varying(500), CONSTRAINT "PK_activity_events_id" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "activity_events_company_id_idx" ON "activity_events" ("company_id", "id") `,
    );
    await q.query(
      `CREATE INDEX "activity_events_company_action_idx" ON "activity_events" ("company_id", "action", "id") `,
    );
    await q.query(
      `CREATE INDEX "activity_events_company_created_idx" ON "activity_events" ("company_id", "created_at") `,
    );
    await q.query(`
      CREATE FUNCTION activity_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('commissionbee.activity_retention', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'activity_events is append-only: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER activity_events_append_only BEFORE UPDATE OR DELETE ON "activity_events"
      FOR EACH ROW EXECUTE FUNCTION activity_events_append_only()`);

    await q.query(
      `CREATE TABLE "rep_profiles" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "email" character varying(320) NOT NULL, "employee_id" character varying(64), "first_name" character varying(100), "last_name" character varying(100), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_rep_profiles_id" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "rep_profiles_company_email_key" ON "rep_profiles" ("company_id", "email") `,
    );
    await q.query(
      `CREATE TABLE "payroll_settings" ("company_id" integer NOT NULL, "adp_company_code" character varying(10), "adp_batch_id" character varying(20), "adp_earnings_code" character varying(10), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_payroll_settings_company_id" PRIMARY KEY ("company_id"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "payroll_settings"`);
    await q.query(`DROP TABLE IF EXISTS "rep_profiles"`);
    await q.query(`DROP TABLE IF EXISTS "activity_events"`);
    await q.query(`DROP FUNCTION IF EXISTS activity_events_append_only()`);
  }
}
