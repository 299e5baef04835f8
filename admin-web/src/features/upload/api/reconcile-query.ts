// The query string of the upload endpoints and the preview: what an upload does with lines the
// ledger already has (issue 13), and the preview's token on the commit.
import type { ReconcileOptions } from '@commissionbee/shared/types';

export function reconcileQuery(options: ReconcileOptions, previewToken?: string): string {
  const query = new URLSearchParams({
    duplicates: options.duplicates,
    pending: options.pending,
    replace_pay_dates: String(options.replacePayDates),
  });
  if (options.adjustClosedOn) query.set('adjust_closed_on', options.adjustClosedOn);
  if (previewToken) query.set('preview_token', previewToken);
  return query.toString();
}
