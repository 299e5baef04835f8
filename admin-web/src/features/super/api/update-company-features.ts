// PATCH /companies/:id/features {features} (super users). The signed-in user's own company may be
// the one changed, so /me is refetched and the sidebar follows at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanySummary } from '@commissionbee/shared/types';
import { companies } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export interface CompanyFeaturesInput {
  id: number;
  features: string[];
}

export const updateCompanyFeatures = ({ id, features }: CompanyFeaturesInput) =>
  client.call(companies.setFeatures, { params: { id }, body: { features } });

export function useUpdateCompanyFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyFeatures,
    onSuccess: (company, input) => {
      queryClient.setQueryData<CompanySummary[]>(queryKeys.companies, (list) =>
        list?.map((each) =>
          each.id === input.id
            ? { ...each, ...company, features: company?.features ?? input.features }
            : each,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies });
    },
  });
}
