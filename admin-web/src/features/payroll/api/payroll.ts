// Payroll export calls: GET /bee/payroll (what an export of a pay date holds), the file itself
// (GET /bee/payroll/export, refused with the reps missing an employee ID) and the ADP settings.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorBodyOf, hasErrorCode } from '@commissionbee/shared/api-client';
import type { PayrollFormat, PayrollSettings } from '@commissionbee/shared/activity';
import { api } from '../../../config/api';
import { saveBlob } from '../../../lib/save-blob';
import * as queryKeys from '../../../lib/query-keys';

export interface PayrollSummary {
  pay_dates: string[];
  pay_date: string | null;
  reps: {
    email: string;
    rep_name: string;
    employee_id: string | null;
    total: string;
  }[];
  total: number;
  missing: { email: string; name: string }[];
  settings: PayrollSettings;
}

export const usePayrollSummary = (payDate: string) =>
  useQuery({
    queryKey: queryKeys.payroll.summary(payDate),
    queryFn: () =>
      api.getOrThrow<PayrollSummary>(
        `/bee/payroll${payDate ? `?${new URLSearchParams({ payDate }).toString()}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });

/** The export's refusal: the message and who lacks an employee ID. */
/** The refusals that name what to fix before the export (the reps, or the ADP settings). */
const PAYROLL_BLOCKS = [
  'PAYROLL_EMPLOYEE_IDS_MISSING',
  'PAYROLL_ADP_FILE_NUMBERS',
  'PAYROLL_ADP_SETTINGS_MISSING',
] as const;

export class PayrollBlocked extends Error {
  constructor(
    message: string,
    readonly missing: { email: string; name: string }[],
  ) {
    super(message);
  }
}

export async function downloadPayroll(payDate: string, format: PayrollFormat): Promise<void> {
  const query = new URLSearchParams({ payDate, format });
  const response = await api.raw(`/bee/payroll/export?${query.toString()}`);
  if (!response.ok) {
    const error = new ApiError(
      `API call failed with status ${response.status}`,
      response.status,
      await errorBodyOf(response),
    );
    if (hasErrorCode(error, ...PAYROLL_BLOCKS)) {
      const body = error.body as { message: string; missing?: PayrollBlocked['missing'] };
      throw new PayrollBlocked(body.message, body.missing ?? []);
    }
    throw error;
  }
  saveBlob(await response.blob(), `commissionbee-payroll-${format}-${payDate}.csv`);
}

export const useDownloadPayroll = () =>
  useMutation({
    mutationFn: ({ payDate, format }: { payDate: string; format: PayrollFormat }) =>
      downloadPayroll(payDate, format),
  });

export function useSavePayrollSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: PayrollSettings) =>
      api.put<PayrollSettings>('/bee/payroll/settings', settings),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.payroll.all }),
  });
}
