// GET /bee/reviews?pay_date=: who reviewed a pay date, who opened the portal, open questions.
import { useQuery } from '@tanstack/react-query';
import type { PayDateReviews } from '@commissionbee/shared/questions';
import { api } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export function usePayDateReviews(payDate: string | null) {
  return useQuery({
    queryKey: queryKeys.payDateReviews(payDate),
    queryFn: () =>
      api.getOrThrow<PayDateReviews>(`/bee/reviews?pay_date=${encodeURIComponent(payDate ?? '')}`),
    enabled: Boolean(payDate),
  });
}
