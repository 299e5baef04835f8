// The query parameters of POST /bee/ledger, /bee/ledger/csv and /bee/ledger/preview that say what
// an upload does with lines the ledger already has (issue 13), and the preview's token.
import type { ReconcileOptions } from '@commissionbee/shared/types';
import { z } from 'zod';

export const reconcileQuery = z.object({
  duplicates: z
    .enum(['skip', 'add'], { message: 'duplicates must be skip or add' })
    .default('skip'),
  pending: z
    .enum(['update', 'add'], { message: 'pending must be update or add' })
    .default('update'),
  replace_pay_dates: z
    .enum(['true', 'false'], { message: 'replace_pay_dates must be true or false' })
    .default('false'),
  preview_token: z
    .string({ message: 'preview_token must be text' })
    .regex(/^[0-9a-f]{64}$/, 'preview_token must be the token a preview answered')
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
