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
// - 'data' holds the key's own lines (WHERE on ledger_records_company_rep_email_idx); a manager's
//   team comes as one summary per member ('team', on ledger_records_company_manager_email_idx),
//   and a member's lines are read when the app opens them (REP_TEAM_MEMBER_SQL, issue 34).
// - PENDING and CANCELLED rows (no date) come first, then the newest pay dates.
// - added_at (when the line was added) and change ({at, previous}: when an upload last changed it,
//   and what it was) are Unix seconds and one mostly-null field, so the rows grow by ~30 bytes,
//   not ~80 (every answer is built and gzipped with them).
// - Rows come from repVisibleLines (ledger/rep-visible-lines.ts): the live ledger while pay review
//   is off, the published snapshot while it is on (issue 29). With review on, the answer also
//   names when each pay date was published ('published': {pay date: Unix seconds}); an
//   adjustment line carries 'adjusts': {pay_date, line} (the closed line it corrects).

/** The lines of `source` matching `where`, as the portal's JSON array of rows (RepRow). */
const linesJson = (source: string, where: string) => `(
  SELECT COALESCE(json_agg(CASE WHEN r.adjusts_pay_date IS NULL THEN to_json(row_json)
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
   WHERE ${where})`;

// A manager's team as one summary per member (issue 34: a 49-rep team's every line was 2.4 MB),
// over the lines the manager's answer used to carry (manager_email = the key's email), with the
// numbers of libs/shared (numbers.ts, rep.ts, member-pay.ts) — test/api/team-pieces.api.spec.ts
// checks them against those functions on the member's own lines:
// - name and email: the first line's, in the portal's order (teamMembers' "first one seen");
// - latest: the newest pay date's paycheck total (the PAID lines of that date);
// - pending: the sum of the PENDING lines (CANCELLED count in nothing);
// - paychecks: the paycheck totals since January 1st of last year, newest first, from which the
//   app counts the year to date up to the phone's own today (yearToDate), which a kept answer
//   cannot know.
const teamJson = (source: string) => `(
  SELECT COALESCE(json_agg(json_build_object(
           'name', m.name, 'email', m.email, 'latest', m.paychecks -> 0,
           'pending', m.pending, 'paychecks', m.recent) ORDER BY m.member), '[]')
    FROM (SELECT b.member,
                 (array_agg(b.name ORDER BY b.pay_date DESC NULLS FIRST, b.first_id))[1] AS name,
                 (array_agg(b.email ORDER BY b.pay_date DESC NULLS FIRST, b.first_id))[1] AS email,
                 COALESCE(sum(b.total) FILTER (WHERE b.pay_status = 'PENDING'), 0)::float8 AS pending,
                 COALESCE(json_agg(json_build_object('pay_date', to_char(b.pay_date, 'YYYY-MM-DD'),
                                                     'total', b.total::float8)
                                   ORDER BY b.pay_date DESC)
                            FILTER (WHERE b.pay_status = 'PAID' AND b.pay_date IS NOT NULL), '[]') AS paychecks,
                 COALESCE(json_agg(json_build_object('pay_date', to_char(b.pay_date, 'YYYY-MM-DD'),
                                                     'total', b.total::float8)
                                   ORDER BY b.pay_date DESC)
                            FILTER (WHERE b.pay_status = 'PAID'
                                      AND b.pay_date >= date_trunc('year', current_date) - interval '1 year'),
                          '[]') AS recent
            FROM (SELECT lower(trim(r.rep_email)) AS member, r.pay_status,
                         r.pay_date,
                         min(r.id) AS first_id,
                         (array_agg(trim(COALESCE(r.rep_name, '')) ORDER BY r.id))[1] AS name,
                         (array_agg(trim(r.rep_email) ORDER BY r.id))[1] AS email,
                         sum(r.amount) FILTER (WHERE r.pay_status <> 'CANCELLED') AS total
                    FROM ${source} r
                   WHERE lower(trim(r.manager_email)) = $2 AND trim(COALESCE(r.rep_email, '')) <> ''
                   GROUP BY 1, 2, 3) b
           GROUP BY b.member) m)`;

const portalObject = (source: string) => `json_build_object(
           'email', $2::text,
           'company', json_build_object('name', c.name, 'logo', c.logo, 'color', c.color, 'features', c.features),
           'company_id', k.company_id,
           'custom_features', k.custom_features,
           'calculator', CASE WHEN $4 = ANY (c.features) AND $4 = ANY (k.custom_features) THEN
                           (SELECT CASE jsonb_typeof(config) WHEN 'array' THEN config -> 0 ELSE config END
                              FROM calculators WHERE company_id = k.company_id)
                         END,
           'data', ${linesJson(source, 'lower(trim(r.rep_email)) = $2')},
           'team', ${teamJson(source)}
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

// One team member's lines ($5, trimmed and lower-cased) as the manager of key $3 sees them: the
// member's lines whose manager_email is the key's email, in the key's company only — the very
// lines the manager's answer carried before it carried summaries. 'manager' says whether the key
// manages anyone at all (a plain rep is refused otherwise than a manager asking for a stranger).
// Read like the portal's answer: one statement per review setting, checked in the same snapshot.
const memberStatement = (review: boolean) => {
  const source = `(SELECT company_id, ${REP_VISIBLE_COLUMNS} FROM ${review ? 'published_ledger_lines' : 'ledger_records'}
        WHERE company_id = $1 AND ${review ? '' : 'NOT '}c.review_before_publish)`;
  return `
  SELECT c.review_before_publish AS review,
         EXISTS (SELECT 1 FROM ${source} r WHERE lower(trim(r.manager_email)) = $2) AS manager,
         ${linesJson(source, 'lower(trim(r.manager_email)) = $2 AND lower(trim(r.rep_email)) = $4')}::text AS data
    FROM rep_keys k
    JOIN companies c ON c.id = k.company_id
   WHERE k.id = $3 AND k.company_id = $1 AND k.revoked_at IS NULL`;
};

/** A team member's lines with review off (the live ledger) and on (the published snapshot). */
export const REP_TEAM_MEMBER_SQL = {
  live: memberStatement(false),
  published: memberStatement(true),
} as const;
