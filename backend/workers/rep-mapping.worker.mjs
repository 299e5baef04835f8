// Parses and checks a rep mapping CSV off the main thread, in the upload workers' pool
// (LedgerUploadParser.mapping): a hostile 5 MB file must not hold other tenants' requests.
// Plain JavaScript for the same reason as ledger-upload.worker.mjs; it runs the BUILT shared rules.
import { decodeCsvBytes } from '@commissionbee/shared/csv';
import { parseRepMapping } from '@commissionbee/shared/rep-mapping';

/** @param {{ bytes: Uint8Array }} task */
export default function checkMapping(task) {
  return parseRepMapping(decodeCsvBytes(task.bytes));
}
