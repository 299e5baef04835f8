// The ledger routes' request schemas (zod): the reading of GET /bee/ledger, the upload body of
// POST /bee/ledger and the reconcile parameters of the three upload routes. The records of an
// upload are checked by the shared CSV validator (a bad row is a row issue in the screen's words),
// not here.
import { normalizePayDate } from '@commissionbee/shared/pay-date';
import { LEDGER_SORTS } from '@commissionbee/shared/ledger-query';
import type { ReconcileOptions } from '@commissionbee/shared/types';
import { z } from 'zod';
import { LEDGER_REQUEST_MESSAGES as M } from './ledger.messages.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_SEARCH_LENGTH = 200;
const MAX_REP_LENGTH = 320;
const MAX_FILE_NAME_LENGTH = 255;

// GET /bee/ledger: with none of these parameters the whole ledger as an array (spec §7);
// with any of them one page of it, searched and counted in SQL.
export const ledgerQuery = z.object({
  page: z.coerce
    .number({ message: M.page })
    .int(M.page)
    .min(1, M.page)
    .max(1_000_000_000, M.page)
    .default(1),
  pageSize: z.coerce
    .number({ message: M.pageSize(MAX_PAGE_SIZE) })
    .int(M.pageSize(MAX_PAGE_SIZE))
    .min(1, M.pageSize(MAX_PAGE_SIZE))
    .max(MAX_PAGE_SIZE, M.pageSize(MAX_PAGE_SIZE))
    .default(DEFAULT_PAGE_SIZE),
  search: z
    .string({ message: M.searchText })
    .max(MAX_SEARCH_LENGTH, M.searchTooLong(MAX_SEARCH_LENGTH))
    .default(''),
  // A pay date's lines (YYYY-MM-DD), or the PENDING or CANCELLED ones (any case).
  pay_date: z
    .string({ message: M.payDate })
    .max(20, M.payDate)
    .transform((value, ctx) => {
      if (value.trim() === '') return undefined;
      const normalized = normalizePayDate(value);
      if (normalized === null) ctx.addIssue({ code: 'custom', message: M.payDate });
      return normalized ?? undefined;
    })
    .optional(),
  // One rep's lines: their email, compared trimmed and case-insensitively.
  rep: z
    .string({ message: M.rep(MAX_REP_LENGTH) })
    .max(MAX_REP_LENGTH, M.rep(MAX_REP_LENGTH))
    .transform((value) => value.trim().toLowerCase() || undefined)
    .optional(),
  status: z
    .union([z.enum(['PAID', 'PENDING', 'CANCELLED']), z.literal('')], { message: M.status })
    .transform((value) => value || undefined)
    .optional(),
  sort: z.enum(LEDGER_SORTS, { message: M.sort(LEDGER_SORTS) }).default('-date'),
});

export type LedgerQuery = z.infer<typeof ledgerQuery>;

/** The parameters of GET /bee/ledger; any of them asks for the paged form. */
export const LEDGER_QUERY_PARAMETERS = [
  'page',
  'pageSize',
  'search',
  'pay_date',
  'rep',
  'status',
  'sort',
] as const;

/** True when the caller asked for the paged form. */
export function wantsPage(query: Record<string, unknown>): boolean {
  return LEDGER_QUERY_PARAMETERS.some((name) => query[name] !== undefined);
}

/**
 * The whole query of GET /bee/ledger: undefined for the whole ledger (none of the paging
 * parameters), else the page asked for, checked by `ledgerQuery`.
 */
export const ledgerReadQuery = z.preprocess(
  (query) => (wantsPage(query as Record<string, unknown>) ? query : undefined),
  ledgerQuery.optional(),
);

export type LedgerReadQuery = z.infer<typeof ledgerReadQuery>;

// The query parameters of POST /bee/ledger, /bee/ledger/csv and /bee/ledger/preview that say what
// an upload does with lines the ledger already has (issue 13), and the preview's token.
export const reconcileQuery = z.object({
  duplicates: z.enum(['skip', 'add'], { message: M.duplicates }).default('skip'),
  pending: z.enum(['update', 'add'], { message: M.pending }).default('update'),
  replace_pay_dates: z.enum(['true', 'false'], { message: M.replacePayDates }).default('false'),
  preview_token: z
    .string({ message: M.previewTokenText })
    .regex(/^[0-9a-f]{64}$/, M.previewToken)
    .optional(),
});

export type ReconcileQuery = z.infer<typeof reconcileQuery>;

export function reconcileOptions(query: ReconcileQuery): ReconcileOptions {
  return {
    duplicates: query.duplicates,
    pending: query.pending,
    replacePayDates: query.replace_pay_dates === 'true',
  };
}

// POST /bee/ledger body (and the JSON body of POST /bee/ledger/preview).
export const uploadLedgerBody = z.object(
  {
    data: z.unknown(),
    file_name: z
      .string({ message: M.fileNameText })
      .trim()
      .max(MAX_FILE_NAME_LENGTH, M.fileNameTooLong(MAX_FILE_NAME_LENGTH))
      .nullish(),
  },
  { message: M.uploadBody },
);

export type UploadLedgerBody = z.infer<typeof uploadLedgerBody>;
