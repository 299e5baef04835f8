// GET /bee/people and the changes to a person: invite, role, deactivate, reactivate. Every change
// refreshes the list (a super user's list of another company included).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PeopleRole } from '@commissionbee/shared/people';
import { companies, invitations, people, scim } from '@commissionbee/shared/contracts/routes';
import type { User } from '@commissionbee/shared/types';
import { client, setToken } from '../../../config/api';
import { userQueryOptions } from '../../../lib/auth/get-user';
import * as queryKeys from '../../../lib/query-keys';

export const getPeople = (companyId: number | null) =>
  client.call(people.list, { query: companyId ? { company_id: companyId } : {} });

export const peopleQueryOptions = (companyId: number | null) =>
  queryOptions({ queryKey: queryKeys.people.list(companyId), queryFn: () => getPeople(companyId) });

export const usePeople = (companyId: number | null) => useQuery(peopleQueryOptions(companyId));

/** A super user's choice of company. */
export const useCompanyChoices = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.companies,
    queryFn: () => client.call(companies.list),
    enabled,
  });

function usePeopleChange<Vars, Answer>(mutationFn: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.people.all }),
  });
}

export const useInvite = () =>
  usePeopleChange((body: { email: string; role: PeopleRole; company_id?: number }) =>
    client.call(people.invite, { body }),
  );

export const useSetRole = () =>
  usePeopleChange(({ id, role }: { id: number; role: PeopleRole }) =>
    client.call(people.setRole, { params: { id }, body: { role } }),
  );

export const useDeactivate = () =>
  usePeopleChange(({ id, transferTo }: { id: number; transferTo: number | null }) =>
    client.call(people.deactivate, {
      params: { id },
      body: transferTo ? { transfer_tokens_to: transferTo } : {},
    }),
  );

export const useReactivate = () =>
  usePeopleChange((id: number) => client.call(people.reactivate, { params: { id } }));

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: () => client.call(invitations.read, { params: { token } }),
    retry: false,
  });

/** Sets the password, stores the session and loads the user before the app moves on. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string): Promise<User | null> => {
      const answer = await client.call(invitations.accept, {
        params: { token },
        body: { password },
      });
      if (!answer?.token) throw new Error('The server did not return a session.');
      setToken(answer.token);
      return queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
    },
  });
}

/** GET/PUT /bee/scim/settings: rotate a SCIM leaver's rep link (on by default). */
export const useScimSettings = () =>
  useQuery({ queryKey: queryKeys.scimSettings, queryFn: () => client.call(scim.settings) });

export function useSaveScimSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rotate: boolean) =>
      client.call(scim.saveSettings, { body: { rotate_rep_links: rotate } }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.scimSettings, saved),
  });
}
