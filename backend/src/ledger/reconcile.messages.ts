// The reconcile answers live in ledger.messages.ts (one messages file per module); kept under
// this name for the ingest files that import it.
export { LEDGER_CHANGED, UNDO_LATER_FIRST } from './ledger.messages.js';
