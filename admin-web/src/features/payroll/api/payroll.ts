// Payroll export calls: GET /bee/payroll (what an export of a pay date holds), the file itself
// (GET /bee/payroll/export, refused with the reps missing an employee ID) and the ADP settings.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorBodyOf, hasErrorCode } from '@commissionbee/shared/api-client';
import type { PayrollFormat, PayrollSettings } from '@commissionbee/shared/activity';
import { payroll } from '@commissionbee/shared/contracts/routes';
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

/** The refusals that name what to fix before the export (the reps, or the ADP settings). */
const PAYROLL_BLOCKS = [
  'PAYROLL_EMPLOYEE_IDS_MISSING',
  'PAYROLL_ADP_FILE_NUMBERS',
  'PAYROLL_ADP_SETTINGS_MISSING',
] as const;

export type PayrollBlock = (typeof PAYROLL_BLOCKS)[number];

/** The export's refusal: its code, the server's message and who lacks an employee ID. */
export class PayrollBlocked extends Error {
  constructor(
    message: string,
    readonly missing: { email: string; name: string }[],
    readonly code: PayrollBlock,
  ) {
    super(message);
  }
}

export async function downloadPayroll(payDate: string, format: PayrollFormat): Promise<void> {
  const response = await client.raw(payroll.export, { query: { payDate, format } });
  if (!response.ok) {
    const error = new ApiError(
      `API call failed with status ${response.status}`,
      response.status,
      await errorBodyOf(response),
    );
    if (hasErrorCode(error, ...PAYROLL_BLOCKS)) {
      const body = error.body as {
        code: PayrollBlock;
        message: string;
        missing?: PayrollBlocked['missing'];
      };
      throw new PayrollBlocked(body.message, body.missing ?? [], body.code);
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PayrollSettings) => client.call(payroll.setSettings, { body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payroll.all }),
  });
}
