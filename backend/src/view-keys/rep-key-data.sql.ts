// The SQL of the rep portal's one read, in a module of its own with no imports but the SQL it is
// made of, so that the rep-portal bench runs the very text the server runs (bench/rep-portal.mjs
// imports the built file).
import { REP_VISIBLE_COLUMNS } from '../ledger/rep-visible-lines.js';

// The rep portal's one read (GET /bee/rep-key-data), the product's hot path: it builds the whole
// answer as JSON text inside PostgreSQL, so Node neither parses rows nor re-serialises them.
// Answers RepKeyData (libs/shared types.ts); test/api/rep-portal.api.spec.ts pins the exact shape.
// - The key is read again with its company, so a key revoked a moment ago answers 404.
// - The calculator travels only when both the company and the key have whatif-calc; an older
//   config stored as an array answers its first item (as GET /bee/calculator does).
// - The rows' WHERE matches the expression indexes ledger_records_company_rep_email_idx and
//   ledger_records_company_manager_email_idx, so the planner ORs two bitmap index scans.
// - PENDING and CANCELLED rows (no date) come first, then the newest pay dates.
// - added_at (when the line was added) and change ({at, previous}: when an upload last changed it,
//   and what it was) are Unix seconds and one mostly-null field, so the rows grow by ~30 bytes,
//   not ~80 (every answer is built and gzipped with them).
// - Rows come from repVisibleLines (ledger/rep-visible-lines.ts): the live ledger while pay review
//   is off, the published snapshot while it is on (issue 29). With review on, the answer also
//   names when each pay date was published ('published': {pay date: Unix seconds}); an
//   adjustment line carries 'adjusts': {pay_date, line} (the closed line it corrects).
const portalObject = (source: string) => `json_build_object(
           'email', $2::text,
           'company', json_build_object('name', c.name, 'logo', c.logo, 'color', c.color, 'features', c.features),
           'company_id', k.company_id,
           'custom_features', k.custom_features,
           'calculator', CASE WHEN $4 = ANY (c.features) AND $4 = ANY (k.custom_features) THEN
                           (SELECT CASE jsonb_typeof(config) WHEN 'array' THEN config -> 0 ELSE config END
                              FROM calculators WHERE company_id = k.company_id)
                         END,
           'data', (SELECT COALESCE(json_agg(CASE WHEN r.adjusts_pay_date IS NULL THEN to_json(row_json)
                                                  ELSE (to_jsonb(row_json) || jsonb_build_object('adjusts',
                                                          json_build_object('pay_date', to_char(r.adjusts_pay_date, 'YYYY-MM-DD'),
                                                                            'line', r.adjusts_record_id)))::json END
                                             ORDER BY r.pay_date DESC NULLS FIRST, r.id), '[]')
                      FROM ${source} r
                     CROSS JOIN LATERAL (
                       SELECT r.id, r.item_name AS job_name,
                              CASE WHEN r.pay_status IN ('PENDING', 'CANCELLED') THEN r.pay_status
                                   ELSE to_char(r.pay_date, 'YYYY-MM-DD') END AS pay_date,
                              r.rep_name, r.rep_email, r.item_name, r.item_pay_type, r.amount::float8 AS amount,
                              r.manager_email, r.breakdown, r.manual_note,
                              extract(epoch FROM r.created_at)::bigint AS added_at,
                              CASE WHEN r.changed_at IS NOT NULL THEN
                                json_build_object('at', extract(epoch FROM r.changed_at)::bigint,
                                                  'previous', r.previous) END AS change
                     ) row_json
                     WHERE lower(trim(r.rep_email)) = $2 OR lower(trim(r.manager_email)) = $2)
         )`;

// The lines reps see (ledger/rep-visible-lines.ts, one definition) as two statements, one per
// source, instead of its UNION ALL: planning both branches cost more than running a rep's query
// (0.58 against 0.19 ms, bench/rep-portal.mjs). Each statement reads its source only while the
// company's review setting says so, in the same snapshot that answers the setting ('review'), so
// a caller that guessed the setting wrong gets no lines and asks again with the other one
// (RepKeysRepository.portalJson); with review on, 'published' is added.
const statement = (review: boolean) => `
  SELECT c.review_before_publish AS review,
         ${
           review
             ? `left(o.body, -1) || ', "published" : ' || (
                  SELECT COALESCE(json_object_agg(p.pay_date, extract(epoch FROM p.published_at)::bigint), '{}')
                    FROM pay_dates p WHERE p.company_id = k.company_id AND p.published_at IS NOT NULL)::text || '}'`
             : 'o.body'
         } AS body
    FROM rep_keys k
    JOIN companies c ON c.id = k.company_id
   CROSS JOIN LATERAL (SELECT ${portalObject(
     `(SELECT company_id, ${REP_VISIBLE_COLUMNS} FROM ${review ? 'published_ledger_lines' : 'ledger_records'}
        WHERE company_id = $1 AND ${review ? '' : 'NOT '}c.review_before_publish)`,
   )}::text AS body) o
   WHERE k.id = $3 AND k.company_id = $1 AND k.revoked_at IS NULL`;

/** The portal's read with review off (the live ledger) and on (the published snapshot). */
export const REP_KEY_DATA_SQL = { live: statement(false), published: statement(true) } as const;
