// SQL fragments of the reconciling (reconcile.repository.ts): how a line reads as the API writes
// it, when two lines are equal, and every line of a plan with its effect on its rep's total.

/** The pay date as the API writes it, of a row aliased `t`. */
export const payDateText = (t: string) =>
  `CASE WHEN ${t}.pay_status = 'PAID' THEN to_char(${t}.pay_date, 'YYYY-MM-DD') ELSE ${t}.pay_status END`;

/** A line as LedgerRecordInput JSON, of a row aliased `t`. */
export const lineJson = (t: string) => `json_build_object(
  'pay_date', ${payDateText(t)}, 'rep_name', ${t}.rep_name, 'rep_email', ${t}.rep_email,
  'item_name', ${t}.item_name, 'item_pay_type', ${t}.item_pay_type, 'amount', ${t}.amount::float8,
  'manager_email', ${t}.manager_email, 'breakdown', ${t}.breakdown, 'manual_note', ${t}.manual_note,
  'line_id', ${t}.line_id)`;

/** Every value of a stored line `r` equals the file's line `u` (NULL equal to NULL). */
export const SAME_VALUES = `r.pay_status = u.pay_status AND r.rep_name = u.rep_name AND r.rep_email = u.rep_email
  AND r.item_name = u.item_name AND r.item_pay_type = u.item_pay_type AND r.amount = u.amount
  AND r.pay_date IS NOT DISTINCT FROM u.pay_date AND r.manager_email IS NOT DISTINCT FROM u.manager_email
  AND r.breakdown IS NOT DISTINCT FROM u.breakdown AND r.manual_note IS NOT DISTINCT FROM u.manual_note`;

/**
 * What a line counts for in a rep's, a pay date's and an upload's total: its amount unless
 * CANCELLED (countsInTotal in libs/shared/src/numbers.ts; docs/numbers.md).
 */
export const counted = (t: string) =>
  `CASE WHEN ${t}.pay_status = 'CANCELLED' THEN 0 ELSE ${t}.amount END`;

/** Every line of the plan as the preview lists it (removed lines as their own rows). */
export const PLAN_LINES = `
  SELECT u.action, u.ord, u.rep_email, u.rep_name,
         ${lineJson('r')} AS before, ${lineJson('u')} AS after
    FROM upload_lines u LEFT JOIN ledger_records r ON r.id = u.target_id AND r.company_id = $1
  UNION ALL
  SELECT 'removed', NULL, r.rep_email, r.rep_name, ${lineJson('r')}, NULL
    FROM removed_lines x JOIN ledger_records r ON r.id = x.id AND r.company_id = $1`;

/**
 * What each line of the plan does to the totals, as rows keyed by rep and pay date: a line enters
 * the totals of its new values and an updated line leaves the totals of its old ones, as two rows.
 * So a PENDING line that gets a date moves its amount out of PENDING and into its date (grouped by
 * pay date), and a line given to another rep leaves one rep for the other; grouped where both
 * halves meet, the two add up to the difference. `ord` names the file's line (NULL for removed).
 */
export const EFFECTS = `
  SELECT u.action, u.ord, u.rep_email, u.rep_name, ${payDateText('u')} AS pay_date,
         CASE WHEN u.action IN ('added', 'updated') THEN ${counted('u')} ELSE 0 END AS delta
    FROM upload_lines u
  UNION ALL
  SELECT 'updated', u.ord, r.rep_email, r.rep_name, ${payDateText('r')}, -${counted('r')}
    FROM upload_lines u JOIN ledger_records r ON r.id = u.target_id AND r.company_id = $1
   WHERE u.action = 'updated'
  UNION ALL
  SELECT 'removed', NULL, r.rep_email, r.rep_name, ${payDateText('r')}, -${counted('r')}
    FROM removed_lines x JOIN ledger_records r ON r.id = x.id AND r.company_id = $1`;

/** The stored lines (no Line ID) of company $1 equal in every value to the file's line `t`. */
export const joinStoredDuplicates = (
  t: string,
) => `JOIN ledger_records r ON r.company_id = $1 AND r.line_id IS NULL
                AND r.rep_email = ${t}.rep_email AND r.item_name = ${t}.item_name
                AND r.item_pay_type = ${t}.item_pay_type AND r.amount = ${t}.amount AND r.pay_status = ${t}.pay_status
                AND r.pay_date IS NOT DISTINCT FROM ${t}.pay_date AND r.rep_name = ${t}.rep_name
                AND r.manager_email IS NOT DISTINCT FROM ${t}.manager_email
                AND r.breakdown IS NOT DISTINCT FROM ${t}.breakdown
                AND r.manual_note IS NOT DISTINCT FROM ${t}.manual_note`;

/**
 * A group of EFFECTS rows (a rep, a pay date): its lines by action and its total's change. An
 * updated line counts once in a group that holds both its halves, and in each group it leaves or
 * joins (the PENDING row of a preview counts the lines that got a date).
 */
export const EFFECT_TOTALS = `count(*) FILTER (WHERE action = 'added')::int AS added,
              count(DISTINCT ord) FILTER (WHERE action = 'updated')::int AS changed,
              count(*) FILTER (WHERE action = 'removed')::int AS removed,
              count(*) FILTER (WHERE action = 'skipped')::int AS skipped,
              sum(delta)::float8 AS total_change`;
