// The answers of uploads that reconcile (issue 13).
export const LEDGER_CHANGED = 'The ledger changed since the preview. Review the upload again.';
export const UNDO_LATER_FIRST =
  'Later uploads changed lines of this upload. Undo them first, newest first.';
