import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The activity log's purge recognised on a server in any language. The append-only trigger
 * (1796926500000) let a DELETE through only when the outermost frame of PG_CONTEXT read, in
 * English, "PL/pgSQL function activity_events_purge(integer) line N at SQL statement"; a server
 * whose lc_messages is German or Japanese words that frame in its own language, so the retention
 * job's purge was refused there and the log grew for ever. The words around the name are
 * translated, the name and its argument types are not: the frame now has to name the purge
 * function as a whole word (nothing of a name, a dot or a quote right before it) in a line without
 * a double quote (a function whose quoted name holds "activity_events_purge(integer)" is quoted in
 * the frame). Still only the outermost frame, still only rows older than 365 days.
 */
export class ActivityPurgeAnyLanguage1797830000000 implements MigrationInterface {
  name = 'ActivityPurgeAnyLanguage1797830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION activity_events_purge_frame(frame text) RETURNS boolean
      LANGUAGE sql IMMUTABLE AS $$
        SELECT frame !~ '"'
           AND frame ~ '(^|[^A-Za-z0-9_."])(public\\.)?activity_events_purge\\(integer\\)'
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION activity_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        stack text;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          GET DIAGNOSTICS stack = PG_CONTEXT;
          IF activity_events_purge_frame(substring(stack from '[^\\n]*$'))
             AND OLD.created_at < now() - interval '365 days' THEN
            RETURN OLD;
          END IF;
        END IF;
        RAISE EXCEPTION 'activity_events is append-only: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
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
    await q.query(`DROP FUNCTION IF EXISTS activity_events_purge_frame(text)`);
  }
}
