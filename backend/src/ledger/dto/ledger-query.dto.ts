// GET /bee/ledger: with none of these parameters the whole ledger as an array (spec §7);
// with any of them one page of it, searched and counted in SQL.
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_SEARCH_LENGTH = 200;

export const ledgerQuery = z.object({
  page: z.coerce
    .number({ message: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(1_000_000_000, 'page must be a whole number from 1')
    .default(1),
  pageSize: z.coerce
    .number({ message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  search: z
    .string({ message: 'search must be text' })
    .max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`)
    .default(''),
});

export type LedgerQuery = z.infer<typeof ledgerQuery>;

/** True when the caller asked for the paged form. */
export function wantsPage(query: Record<string, unknown>): boolean {
  return ['page', 'pageSize', 'search'].some((name) => query[name] !== undefined);
}
