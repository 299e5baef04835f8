import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The activity log's append-only rule without a way around it for plain SQL (issue 26). Before,
 * any session could `SET commissionbee.activity_retention = 'on'` and delete, and TRUNCATE fired
 * no trigger at all. Now:
 * - TRUNCATE is refused by a statement trigger (move-to-postgres copies with user triggers off).
 * - DELETE passes only when the outermost function on the call stack is activity_events_purge()
 *   (read from PG_CONTEXT, which the caller cannot write: a DO block or another function shows up
 *   as the outermost frame instead) and only for rows older than 365 days, whatever it is asked.
 * - activity_events_purge(retention_days) is SECURITY DEFINER with a fixed search_path, refuses
 *   less than 365 days and is not executable by PUBLIC, so a deployment may run the app as a role
 *   that has EXECUTE on it and no DELETE on the table.
 * Getting past this takes DDL (DROP TRIGGER, CREATE FUNCTION), i.e. the table's owner or a
 * superuser; the README says so.
 */
export class ActivityLogSealed1796926500000 implements MigrationInterface {
  name = 'ActivityLogSealed1796926500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION activity_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        stack text;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          GET DIAGNOSTICS stack = PG_CONTEXT;
          IF substring(stack from '[^\\n]*$') ~ '^PL/pgSQL function (public\\.)?activity_events_purge\\(integer\\) line [0-9]+ at SQL statement$'
             AND OLD.created_at < now() - interval '365 days' THEN
            RETURN OLD;
          END IF;
        END IF;
        RAISE EXCEPTION 'activity_events is append-only: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER activity_events_no_truncate BEFORE TRUNCATE ON "activity_events"
      FOR EACH STATEMENT EXECUTE FUNCTION activity_events_append_only()`);
    await q.query(`
      CREATE FUNCTION activity_events_purge(retention_days integer) RETURNS integer
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
      DECLARE
        removed integer;
      BEGIN
        IF retention_days IS NULL OR retention_days < 365 THEN
          RAISE EXCEPTION 'activity_events keeps at least 365 days, not %', retention_days
            USING ERRCODE = 'invalid_parameter_value';
        END IF;
        DELETE FROM public.activity_events
         WHERE created_at < now() - make_interval(days => retention_days);
        GET DIAGNOSTICS removed = ROW_COUNT;
        RETURN removed;
      END $$`);
    await q.query(`REVOKE ALL ON FUNCTION activity_events_purge(integer) FROM PUBLIC`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS activity_events_purge(integer)`);
    await q.query(`DROP TRIGGER IF EXISTS activity_events_no_truncate ON "activity_events"`);
    await q.query(`
      CREATE OR REPLACE FUNCTION activity_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('commissionbee.activity_retention', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'activity_events is append-only: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
  }
}
