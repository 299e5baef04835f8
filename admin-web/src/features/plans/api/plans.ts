// The plan calls of the admin screen (issue 30): plans, versions (multipart PDF), the employer's
// signature, assignment, the status board, its CSV and the signed copies.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plans } from '@commissionbee/shared/contracts/routes';
import type { AssignPlanBody } from '@commissionbee/shared/contracts/plans';
import { ApiError } from '@commissionbee/shared/api-client';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';
import { saveBlob } from '../../../lib/save-blob';

export const usePlans = () =>
  useQuery({ queryKey: queryKeys.plans.list, queryFn: () => client.call(plans.list) });

export const usePlan = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.plans.one(id ?? 0),
    queryFn: () => client.call(plans.detail, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });

export const useStatusBoard = (id: number, v: number | null) =>
  useQuery({
    queryKey: queryKeys.plans.board(id, v ?? 0),
    queryFn: () => client.call(plans.signatures, { params: { id, v: v ?? 0 } }),
    enabled: v !== null,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.plans.all });
}

export function useCreatePlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (name: string) => client.call(plans.create, { body: { name } }),
    onSuccess: refresh,
  });
}

export interface NewVersion {
  file: File;
  effective_date: string;
  end_date: string;
  due_date: string;
}

export function useAddVersion(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: NewVersion) => {
      const form = new FormData();
      form.append('effective_date', v.effective_date);
      if (v.end_date) form.append('end_date', v.end_date);
      if (v.due_date) form.append('due_date', v.due_date);
      form.append('file', v.file, v.file.name);
      return client.call(plans.addVersion, { params: { id }, body: form });
    },
    onSuccess: refresh,
  });
}

export function useEmployerSign(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (s: { v: number; name: string; title: string }) =>
      client.call(plans.employerSign, {
        params: { id, v: s.v },
        body: { name: s.name, title: s.title },
      }),
    onSuccess: refresh,
  });
}

export function useAssign(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (a: { v: number; body: AssignPlanBody }) =>
      client.call(plans.assign, { params: { id, v: a.v }, body: a.body }),
    onSuccess: refresh,
  });
}

async function fileOf(response: Response): Promise<Blob> {
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(`API call failed with status ${response.status}`, response.status, body);
  }
  return response.blob();
}

export const downloadBoardCsv = async (id: number, v: number) =>
  saveBlob(
    await fileOf(await client.raw(plans.signaturesCsv, { params: { id, v } })),
    `plan-${id}-v${v}-signatures.csv`,
  );

export const downloadSignedCopy = async (signatureId: number, fileName: string) =>
  saveBlob(
    await fileOf(await client.raw(plans.signedCopy, { params: { id: signatureId } })),
    fileName,
  );

export const downloadDocument = async (id: number, v: number, fileName: string) =>
  saveBlob(await fileOf(await client.raw(plans.document, { params: { id, v } })), fileName);
