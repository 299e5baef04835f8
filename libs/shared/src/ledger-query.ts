// The ledger screen's query (GET /api/bee/ledger?page=&pageSize=&search=&pay_date=&rep=&status=&sort=):
// the sorts and page sizes the server accepts and the screen offers.

/** `date` oldest first, `-date` newest first (the default), `rep` by name, `amount` by amount. */
export const LEDGER_SORTS = ['-date', 'date', 'rep', '-rep', 'amount', '-amount'] as const;
export type LedgerSort = (typeof LEDGER_SORTS)[number];

/** The page sizes the ledger screen offers; 10 is the specification's. */
export const LEDGER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_LEDGER_PAGE_SIZE = 10;
