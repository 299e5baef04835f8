// The rep's plan calls (X-View-Key): the plans and what each paycheck was paid under, the PDF and
// the signed copy (bytes), the emailed code and the signature.
import { useQuery } from '@tanstack/react-query';
import { repPlans } from '@commissionbee/shared/contracts/routes';
import { ApiError, hasErrorCode } from '@commissionbee/shared/api-client';
import type { Translator } from '@commissionbee/shared/i18n/messages';
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

/** A count the refusal carries beside its message (`left` tries, `minutes` to wait). */
function countIn(error: ApiError, field: 'left' | 'minutes'): number | null {
  const value = (error.body as Record<string, unknown> | null)?.[field];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * A refused call in the rep's language, chosen by the answer's code; anything else (offline, an
 * unknown code) is the general sentence. `signature`: a 404 is about the signed copy.
 */
export function refusal(t: Translator, error: unknown, signature = false): string {
  if (hasErrorCode(error, 'PLAN_CODE_WRONG')) {
    const left = countIn(error, 'left');
    return left ? t('plans.error.codeWrong', { left }) : t('plans.error.codeWrongLast');
  }
  if (hasErrorCode(error, 'PLAN_CODE_LIMIT')) {
    const minutes = countIn(error, 'minutes');
    return minutes ? t('plans.error.codeLimit', { minutes }) : t('plans.error.codeLimitLater');
  }
  if (hasErrorCode(error, 'PLAN_CODE_EXPIRED')) return t('plans.error.codeExpired');
  if (hasErrorCode(error, 'PLAN_CODE_NEEDED')) return t('plans.error.codeNeeded');
  if (hasErrorCode(error, 'PLAN_ALREADY_SIGNED')) return t('plans.error.alreadySigned');
  if (hasErrorCode(error, 'PLAN_NO_EMAIL')) return t('plans.error.noEmail');
  if (hasErrorCode(error, 'PLAN_DEMO_READ_ONLY')) return t('plans.demoReadOnly');
  if (hasErrorCode(error, 'REP_PREVIEW_READ_ONLY')) return t('plans.error.preview');
  if (hasErrorCode(error, 'PLAN_NOT_FOUND'))
    return signature ? t('plans.error.noSignature') : t('plans.error.noVersion');
  return t('plans.error.general');
}
