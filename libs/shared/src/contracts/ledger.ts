// The ledger: reading it, its Master CSV, uploads (JSON, a CSV file, a dry run) and upload batches.
// The routes, the ledger's query, the reconcile parameters and the upload body; the records of an
// upload are checked by the shared CSV validator (../csv.ts), not here.
import { z } from 'zod';
import { LEDGER_SORTS } from '../ledger-query.js';
import { ISO_DATE_PATTERN, isIsoDate, normalizePayDate } from '../pay-date.js';
import { MAX_PREVIEW_LINES, type ReconcileOptions } from '../types.js';
import {
  ledgerPage,
  ledgerRow,
  undoResult,
  uploadAnswer,
  uploadBatch,
  uploadPreview,
} from './answers.js';
import { route } from './contract.js';

export const LEDGER_REQUEST_MESSAGES = {
  page: 'page must be a whole number from 1',
  pageSize: (max: number) => `pageSize must be a whole number from 1 to ${max}`,
  searchText: 'search must be text',
  searchTooLong: (max: number) => `search must be at most ${max} characters`,
  payDate: 'pay_date must be a date (YYYY-MM-DD), PENDING or CANCELLED',
  rep: (max: number) => `rep must be a rep's email of at most ${max} characters`,
  status: 'status must be PAID, PENDING or CANCELLED',
  sort: (sorts: readonly string[]) => `sort must be one of ${sorts.join(', ')}`,
  duplicates: 'duplicates must be skip or add',
  pending: 'pending must be update or add',
  replacePayDates: 'replace_pay_dates must be true or false',
  previewTokenText: 'preview_token must be text',
  previewToken: 'preview_token must be the token a preview answered',
  fileNameText: 'file_name must be text',
  fileNameTooLong: (max: number) => `file_name must be at most ${max} characters`,
  uploadBody: 'Expected a JSON object {data: [records]}',
} as const;
const M = LEDGER_REQUEST_MESSAGES;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_SEARCH_LENGTH = 200;
/** A search counts and pages at most this many matches (the server's cap, stated in the answer). */
export const SEARCH_COUNT_CAP = 10_000;
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
  adjust_closed_on: z
    .string()
    .regex(ISO_DATE_PATTERN, 'adjust_closed_on must be a date (YYYY-MM-DD)')
    .refine(isIsoDate, 'adjust_closed_on must be a real date (YYYY-MM-DD)')
    .optional()
    .describe(
      'Pay runs: post changes to closed pay dates as adjustment lines on this open pay date (else they are refused)',
    ),
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
    ...(query.adjust_closed_on ? { adjustClosedOn: query.adjust_closed_on } : {}),
  };
}

/** The two storing uploads' query as documented (the token as any text of at most 200). */
const uploadQuery = reconcileQuery.extend({ preview_token: z.string().max(200).optional() });

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

const RECONCILE_TEXT =
  ' Lines the ledger already has: a Line ID already stored replaces that line (its values are kept as a ' +
  'version of the earlier upload); without Line IDs, duplicates=skip|add (exact duplicates of stored lines, ' +
  'with multiplicity; default skip), pending=update|add (a dated line matching a stored PENDING line of the ' +
  'same rep, item, pay type and amount; default update) and replace_pay_dates=true|false (replace every stored ' +
  'line of the pay dates in the file; default false), adjust_closed_on=YYYY-MM-DD (pay runs: a change to a ' +
  'line of a closed pay date becomes an adjustment line on that open date; without it such rows are refused). The answer adds the counts added, updated, skipped, removed.';

const readers = { roles: ['admin'], scope: 'ledger:read' } as const;
const writers = { roles: ['admin'], scope: 'ledger:write' } as const;

export const ledger = {
  read: route({
    method: 'GET',
    path: '/bee/ledger',
    access: readers,
    tag: 'ledger',
    summary: "The company's ledger",
    description:
      'Without parameters: every row, newest pay date first (PENDING and CANCELLED on top), streamed as one JSON ' +
      'array. With any of page, pageSize (1-100, default 10), search, pay_date, rep, status or sort: ' +
      '{rows, total, page, pages}, filtered, searched case-insensitively over every field, sorted and paged in ' +
      'SQL; a page past the end answers the last page. A search ' +
      `counts and pages at most ${SEARCH_COUNT_CAP} matches: with more, total is ${SEARCH_COUNT_CAP} and capped is true. ` +
      'A bad parameter is 400 with a code naming it (LEDGER_PAGE_SIZE_INVALID, LEDGER_SORT_INVALID, …).',
    query: ledgerQuery,
    status: 200,
    response: z.union([ledgerRow.array(), ledgerPage]),
    errors: [400],
  }),
  masterCsv: route({
    method: 'GET',
    path: '/bee/ledger.csv',
    access: readers,
    tag: 'ledger',
    summary: 'Download the Master CSV',
    description:
      'Streamed in upload order, in the upload format (title-case headers); text cells starting with = + - @, ' +
      'tab or CR get a leading single quote so spreadsheets do not run them.',
    status: 200,
    response: { media: 'text/csv' },
  }),
  upload: route({
    method: 'POST',
    path: '/bee/ledger',
    access: writers,
    tag: 'ledger',
    summary: 'Upload ledger records (the upload screen)',
    description:
      'Body {data: [records], file_name?}. Every record is re-checked with the shared CSV validator; any problem ' +
      "answers 400 {message: 'Invalid CSV Data.', issues: [{row, column, message, code, params?}], issueCount, rowCount, " +
      'invalidRowCount} and stores nothing (code is a stable CSV_* name of the problem and params the values ' +
      "in its message, so a client can word it in its own language). Otherwise all rows are stored in one transaction: {message: 'success', " +
      'newEmails, upload_id}, newEmails being the rep emails the company had not seen before.' +
      RECONCILE_TEXT +
      ' With preview_token (from POST /bee/ledger/preview) the upload is stored only if the ledger is as ' +
      "previewed, else 409 'The ledger changed since the preview. Review the upload again.'",
    query: uploadQuery,
    body: uploadLedgerBody,
    status: 200,
    response: uploadAnswer,
    errors: [400, 408, 409, 413, 429],
    idempotent: true,
  }),
  uploadCsv: route({
    method: 'POST',
    path: '/bee/ledger/csv',
    access: writers,
    tag: 'ledger',
    summary: 'Upload a ledger CSV file (for scripts)',
    description:
      'Multipart field `file`, at most 40 MB (413 above). Parsed and validated on the server with the shared ' +
      'validator; same answers and parameters as POST /bee/ledger.',
    query: uploadQuery,
    body: { multipart: 'file' },
    status: 200,
    response: uploadAnswer,
    errors: [400, 408, 409, 413, 429],
    idempotent: true,
  }),
  preview: route({
    method: 'POST',
    path: '/bee/ledger/preview',
    access: writers,
    tag: 'ledger',
    summary: 'Preview an upload (stores nothing)',
    description:
      'The body of POST /bee/ledger (JSON {data, file_name?}) or of POST /bee/ledger/csv (multipart `file`), ' +
      'validated the same way (400 the same). Answers what storing it would do: {added, updated, skipped, ' +
      'removed, reps: [{rep_email, rep_name, added, changed, removed, skipped, total_change}], pay_dates: ' +
      '[{pay_date, added, changed, removed, skipped, total_change}], lines: [{action, rep_email, rep_name, before, ' +
      `after}] (at most ${MAX_PREVIEW_LINES} of lineCount), lineCount, preview_token}. total_change is the change ` +
      'of the sum of the amounts that are not CANCELLED. Send preview_token with the upload to store exactly ' +
      'this.' +
      RECONCILE_TEXT,
    query: reconcileQuery,
    body: { multipart: 'file', json: uploadLedgerBody },
    status: 200,
    response: uploadPreview,
    errors: [400, 408, 413, 429],
  }),
};

export const uploads = {
  list: route({
    method: 'GET',
    path: '/bee/uploads',
    access: readers,
    tag: 'ledger',
    summary: "The company's upload batches, newest first",
    description:
      'Each {id, file_name, uploaded_by, uploaded_by_name, created_at, row_count, total_amount, undone, ' +
      'undone_at, undone_by, undone_by_name}; names are null when the user set none. ' +
      'undone uploads stay listed with undone: true.',
    status: 200,
    response: uploadBatch.array(),
  }),
  undo: route({
    method: 'DELETE',
    path: '/bee/uploads/:id',
    access: writers,
    tag: 'ledger',
    summary: 'Undo an upload',
    description:
      "Removes exactly the batch's rows, puts back what it replaced and marks it undone (it stays in the history); " +
      'answers {deleted, restored}. 409 UPLOAD_UNDO_LATER_FIRST with `uploads` (the later uploads to undo first) ' +
      "or UPLOAD_ALREADY_UNDONE; 404 for another company's batch.",
    status: 200,
    response: undoResult,
    errors: [409],
  }),
};
