// The search-box rule of libs/shared/search.ts, in SQL so that a million rows are searched by the
// database: a case-insensitive substring of any field of the row as the API shows it, amounts
// also as 1,234.50, and dates also in the US forms 3/5/2024, 3-5-2024, 03/05/2024 when the query
// could be the start of one.

/** The pay_date a reader sees: the date as YYYY-MM-DD, or the status word. */
export const PAY_DATE_TEXT = `CASE WHEN pay_status = 'PAID' THEN to_char(pay_date, 'YYYY-MM-DD') ELSE pay_status END`;

// One string per row with a separator no one types, so a query never matches across two fields
// (the function is migration LedgerSearchTrigram's). It decides, row by row, what matches;
// searchCandidates says which rows are worth deciding for.
const ALL_FIELDS = `ledger_search_text(rep_name, rep_email, item_name, item_pay_type, manager_email,
  manual_note, breakdown, pay_status, pay_date, amount, id)`;
const US_DATES = `(pay_status = 'PAID' AND (
     to_char(pay_date, 'FMMM/FMDD/YYYY') LIKE $3 OR to_char(pay_date, 'FMMM-FMDD-YYYY') LIKE $3
  OR to_char(pay_date, 'MM/DD/YYYY') LIKE $3 OR to_char(pay_date, 'MM-DD-YYYY') LIKE $3))`;

const DATE_LIKE_QUERY = /^[\d/-]+$/;

/** Escapes LIKE's wildcards so the query is matched literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export interface SqlFilter {
  /** Conditions after `company_id = $1`, or '' for every row. */
  sql: string;
  /** The parameters from $2 on. */
  params: unknown[];
}

export function searchFilter(search: string): SqlFilter {
  const needle = search.trim().toLowerCase();
  if (needle === '') return { sql: '', params: [] };
  const pattern = `%${likeLiteral(needle)}%`;
  const fields = ALL_FIELDS;
  if (!DATE_LIKE_QUERY.test(needle)) return { sql: ` AND ${fields} LIKE $2`, params: [pattern] };
  return {
    sql: ` AND (${fields} LIKE $2 OR ${US_DATES})`,
    params: [pattern, `${likeLiteral(needle)}%`],
  };
}

// The rows worth deciding for (migrations LedgerSearchDeferred, LedgerSearchStaged): those whose
// indexed text matches (the trigram index of ledger_search, written after an upload has
// committed), those whose staged text matches (computed, not yet indexed: a plain LIKE over the
// last few seconds' rows) and every row whose text is not computed yet. Uploads maintain no
// trigram index; the answer is exact anyway.
const INDEXED_OR_PENDING = `
  SELECT s.id FROM ledger_search s WHERE s.company_id = $1 AND s.text LIKE $2
  UNION ALL
  SELECT t.id FROM ledger_search_staged t WHERE t.company_id = $1 AND t.text LIKE $2
  UNION ALL
  SELECT r.id FROM ledger_search_pending p
    JOIN ledger_records r ON r.id BETWEEN p.first_id AND p.last_id AND r.company_id = p.company_id
   WHERE p.company_id = $1`;
// …plus, for a query that may start a US date, the rows of the days whose US forms start with
// it (the company's days from its first to its last pay date, read off the pay-date index).
const US_DATE_DAYS = `SELECT r.id FROM ledger_records r WHERE r.company_id = $1 AND r.pay_date IN (
  SELECT d::date FROM generate_series(
      (SELECT min(pay_date) FROM ledger_records WHERE company_id = $1),
      (SELECT max(pay_date) FROM ledger_records WHERE company_id = $1), interval '1 day') d
   WHERE to_char(d, 'FMMM/FMDD/YYYY') LIKE $3 OR to_char(d, 'FMMM-FMDD-YYYY') LIKE $3
      OR to_char(d, 'MM/DD/YYYY') LIKE $3 OR to_char(d, 'MM-DD-YYYY') LIKE $3)`;

/** Shorter queries hold no trigram: they are answered by reading rows in the ledger's order. */
export const MIN_INDEXED_LENGTH = 3;

/**
 * A query answering the ids (maybe repeated) of a superset of the rows searchFilter(search)
 * matches, from indexes, with the same parameters; null when no index can narrow the search.
 */
export function searchCandidates(search: string): string | null {
  const needle = search.trim().toLowerCase();
  if (needle.length < MIN_INDEXED_LENGTH) return null;
  if (!DATE_LIKE_QUERY.test(needle)) return INDEXED_OR_PENDING;
  return `${INDEXED_OR_PENDING}
  UNION ALL
  ${US_DATE_DAYS}`;
}
