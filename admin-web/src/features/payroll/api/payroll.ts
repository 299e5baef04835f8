// Payroll export calls: GET /bee/payroll (what an export of a pay date holds), the file itself
// (GET /bee/payroll/export, refused with the reps missing an employee ID) and the ADP settings.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@commissionbee/shared/api-client';
import type { PayrollFormat, PayrollSettings } from '@commissionbee/shared/activity';
import { payroll } from '@commissionbee/shared/contracts/payroll';
import { client } from '../../../config/api';
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
      client.call(payroll.summary, {
        query: { payDate: payDate || undefined },
      }) as Promise<PayrollSummary>,
    placeholderData: keepPreviousData,
  });

/** The export's refusal: the message and who lacks an employee ID. */
export class PayrollBlocked extends Error {
  constructor(
    message: string,
    readonly missing: { email: string; name: string }[],
  ) {
    super(message);
  }
}

export async function downloadPayroll(payDate: string, format: PayrollFormat): Promise<void> {
  const response = await client.raw(payroll.export, { query: { payDate, format } });
  if (response.status === 409) {
    const body = (await response.json()) as { message: string; missing: PayrollBlocked['missing'] };
    throw new PayrollBlocked(body.message, body.missing ?? []);
  }
  if (!response.ok)
    throw new ApiError(`API call failed with status ${response.status}`, response.status, null);
  saveBlob(await response.blob(), `commissionbee-payroll-${format}-${payDate}.csv`);
}

export const useDownloadPayroll = () =>
  useMutation({
    mutationFn: ({ payDate, format }: { payDate: string; format: PayrollFormat }) =>
      downloadPayroll(payDate, format),
  });

export function useSavePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PayrollSettings) => client.call(payroll.setSettings, { body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payroll.all }),
  });
}
