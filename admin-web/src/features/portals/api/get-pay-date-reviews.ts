// GET /bee/reviews?pay_date=: who reviewed a pay date, who opened the portal, open questions.
import { useQuery } from '@tanstack/react-query';
import { questions } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export function usePayDateReviews(payDate: string | null) {
  return useQuery({
    queryKey: queryKeys.payDateReviews(payDate),
    queryFn: () => client.call(questions.payDateReviews, { query: { pay_date: payDate ?? '' } }),
    enabled: Boolean(payDate),
  });
}
