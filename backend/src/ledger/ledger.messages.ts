// What the ledger endpoints answer when they refuse a request (besides the validator's row
// issues, which live with the validator in libs/shared).
import type { ErrorCode } from '@commissionbee/shared/error-codes';
export const LEDGER_MESSAGES = {
  uploadTooDeep:
    'The upload is nested too deeply to read: each record must be a flat object of the CSV columns.',
  uploadTooComplex: 'The file is too complex to read: it needs more memory than an upload may use.',
  uploadsAtOnce: (n: number) =>
    `Your company already has ${n} uploads in progress. Try again when one of them has finished.`,
  serverBusy: 'The server is busy with other uploads. Try again in a few seconds.',
  bodyTooSlow: (seconds: number) =>
    `The upload did not arrive within ${seconds} seconds. Try again on a faster connection, or send a smaller file.`,
} as const;

/** The `code` of the upload slots' refusals (upload-slots.ts). */
export const UPLOAD_CODES = {
  companyBusy: 'UPLOADS_AT_ONCE',
  serverBusy: 'UPLOADS_SERVER_BUSY',
  tooSlow: 'UPLOAD_BODY_TOO_SLOW',
} as const satisfies Record<string, ErrorCode>;

/** The spec's words for a file that is not a CSV; also the API's answer when `file` is missing. */
export const NOT_A_CSV = 'Please select a valid CSV file.';

// The answers of uploads that reconcile (issue 13).
export const LEDGER_CHANGED = 'The ledger changed since the preview. Review the upload again.';
export const UNDO_LATER_FIRST =
  'Later uploads changed lines of this upload. Undo them first, newest first.';

export const UPLOAD_NOT_FOUND = 'Upload not found';
export const UPLOAD_ALREADY_UNDONE = 'This upload was already undone.';

/** Stable codes of the undo's refusals, beside the message (clients branch on these). */
export const UploadsErrorCode = {
  UndoLaterFirst: 'UPLOAD_UNDO_LATER_FIRST',
  AlreadyUndone: 'UPLOAD_ALREADY_UNDONE',
} as const satisfies Record<string, ErrorCode>;

/** The request schemas' answers (ledger.dto.ts). */
export { LEDGER_REQUEST_MESSAGES } from '@commissionbee/shared/contracts/ledger';

/** The stable codes of a refused GET /bee/ledger query, by the parameter at fault. */
export const LEDGER_QUERY_CODES = {
  page: 'LEDGER_PAGE_INVALID',
  pageSize: 'LEDGER_PAGE_SIZE_INVALID',
  search: 'LEDGER_SEARCH_INVALID',
  pay_date: 'LEDGER_PAY_DATE_INVALID',
  rep: 'LEDGER_REP_INVALID',
  status: 'LEDGER_STATUS_INVALID',
  sort: 'LEDGER_SORT_INVALID',
} as const satisfies Record<string, ErrorCode>;
