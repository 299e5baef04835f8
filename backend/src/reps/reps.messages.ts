// What the reps routes answer when they refuse a request. The mapping CSV's answers and the
// employee ID rule's live with those rules in libs/shared (rep-mapping.ts): the browser says them too.
import { NOT_A_CSV } from '../ledger/ledger.messages.js';

/** The answer when the mapping upload has no `file`: the words of the ledger upload's. */
export const NOT_A_MAPPING_CSV = NOT_A_CSV;

/** The request schemas' answers (declared with them in libs/shared/src/contracts/reps.ts). */
export { REPS_REQUEST_MESSAGES } from '@commissionbee/shared/contracts/reps';
