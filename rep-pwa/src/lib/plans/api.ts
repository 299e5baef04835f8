// The rep's plan calls (X-View-Key): the plans and what each paycheck was paid under, the PDF and
// the signed copy (bytes), the emailed code and the signature.
import { useQuery } from '@tanstack/react-query';
import { repPlans } from '@commissionbee/shared/contracts/routes';
import { ApiError } from '@commissionbee/shared/api-client';
import { client } from '../api-client';
import * as queryKeys from '../query-keys';

export function useMyPlans(viewKey: string | null) {
  return useQuery({
    queryKey: queryKeys.myPlans.list(viewKey ?? ''),
    queryFn: () => client.call(repPlans.list),
    enabled: Boolean(viewKey),
    staleTime: 60_000,
  });
}

async function bytesOf(response: Response): Promise<ArrayBuffer> {
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(`API call failed with status ${response.status}`, response.status, body);
  }
  return response.arrayBuffer();
}

export const planDocument = async (versionId: number) =>
  bytesOf(await client.raw(repPlans.document, { params: { version_id: versionId } }));
export const signedCopy = async (versionId: number) =>
  bytesOf(await client.raw(repPlans.signedCopy, { params: { version_id: versionId } }));
export const emailCode = (versionId: number) =>
  client.call(repPlans.code, { params: { version_id: versionId } });
export const signPlan = (versionId: number, name: string, code: string) =>
  client.call(repPlans.sign, {
    params: { version_id: versionId },
    body: { name, code, read_and_received: true },
  });

/** The server's words for a refused call, else a general sentence. */
export function refusal(error: unknown): string {
  const message = (error as ApiError | null)?.body as { message?: unknown } | undefined;
  return typeof message?.message === 'string'
    ? message.message
    : 'That did not work. Check your connection and try again.';
}
