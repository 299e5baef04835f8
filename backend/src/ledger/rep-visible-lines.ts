// The ONE definition of "the lines reps see" (issue 29, pay runs): every rep-facing read — the
// rep portal's answer (dash, paychecks, customers, team, calculator inputs, totals, badges), the
// lines a rep may ask about, the new-pay notifications, and statements — selects FROM
// repVisibleLines(companyParam) instead of ledger_records.
//
// - Review off (the specification's flow, the default): the live ledger, exactly as before.
// - Review on (companies.review_before_publish): the published snapshot (published_ledger_lines),
//   which PayRunsService rewrites for a pay date when it is published. A draft or approved pay
//   date, or a revision of a published one, is therefore invisible by construction; the shared
//   rep-portal cache stays keyed on companies.data_version, which publishing bumps.
//
// The setting is read once per statement (an InitPlan), so the branch not taken costs nothing,
// and PostgreSQL pushes the caller's WHERE into each branch of the UNION ALL, so the expression
// indexes on (company_id, lower(trim(rep_email))) and manager_email still serve the portal.

/** The columns both sources share (ledger_records' rep-facing columns). */
export const REP_VISIBLE_COLUMNS = `id, pay_date, pay_status, rep_name, rep_email, item_name, item_pay_type,
  amount, manager_email, breakdown, manual_note, created_at, changed_at, previous,
  adjusts_record_id, adjusts_pay_date`;

/** Whether review is on for company `c` (a parameter like '$1'), as a scalar subquery. */
export const reviewOn = (c: string) =>
  `(SELECT review_before_publish FROM companies WHERE id = ${c})`;

/**
 * The lines of company `c` (a parameter like '$1') that its reps may see, as a FROM item:
 * `FROM ${repVisibleLines('$1')} r`. Columns: REP_VISIBLE_COLUMNS plus company_id.
 */
export const repVisibleLines = (c: string) => `(
    SELECT company_id, ${REP_VISIBLE_COLUMNS} FROM ledger_records
     WHERE company_id = ${c} AND NOT ${reviewOn(c)}
    UNION ALL
    SELECT company_id, ${REP_VISIBLE_COLUMNS} FROM published_ledger_lines
     WHERE company_id = ${c} AND ${reviewOn(c)}
  )`;

/** A row's pseudo pay date key: 'YYYY-MM-DD' for a dated PAID line, else 'PENDING'. */
export const payDateKey = (t: string) =>
  `CASE WHEN ${t}.pay_status = 'PAID' AND ${t}.pay_date IS NOT NULL THEN to_char(${t}.pay_date, 'YYYY-MM-DD') ELSE 'PENDING' END`;
