// POST /company/new {name, email, password}: a company with its first admin.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companies } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export interface NewCompanyInput {
  name: string;
  admin_name?: string;
  email: string;
  password: string;
}

export interface NewCompanyResult {
  company: { id: number; name: string };
  admin: { id: number; email: string };
}

export const createCompany = (input: NewCompanyInput) =>
  client.call(companies.create, { body: input });

/** Query key of the super user's company list (GET /companies). */

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies }),
  });
}
