// The ledger routes' request schemas (the reading of GET /bee/ledger, the upload body and the
// reconcile parameters) are declared with the routes in libs/shared/src/contracts/ledger.ts.
export {
  DEFAULT_PAGE_SIZE,
  LEDGER_QUERY_PARAMETERS,
  ledgerQuery,
  ledgerReadQuery,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  reconcileOptions,
  reconcileQuery,
  uploadLedgerBody,
  wantsPage,
  type LedgerQuery,
  type LedgerReadQuery,
  type ReconcileQuery,
  type UploadLedgerBody,
} from '@commissionbee/shared/contracts/ledger';
