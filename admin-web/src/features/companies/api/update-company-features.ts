// PATCH /companies/:id/features {features} (super users). The signed-in user's own company may be
// the one changed, so /me is refetched and the sidebar follows at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanySummary } from '@commissionbee/shared/types';
import { api } from '../../../config/api';
import { userQueryKey } from '../../../lib/auth/get-user';
import { companiesQueryKey } from './get-companies';

export interface CompanyFeaturesInput {
  id: number;
  features: string[];
}

export const updateCompanyFeatures = ({ id, features }: CompanyFeaturesInput) =>
  api.patch<CompanySummary>(`/companies/${id}/features`, { features });

export function useUpdateCompanyFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyFeatures,
    onSuccess: (company, input) => {
      queryClient.setQueryData<CompanySummary[]>(companiesQueryKey, (list) =>
        list?.map((each) =>
          each.id === input.id
            ? { ...each, ...company, features: company?.features ?? input.features }
            : each,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
    },
  });
}
