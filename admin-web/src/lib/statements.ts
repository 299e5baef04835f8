// Statements as an admin downloads them (issue 31): a pay date's ZIP of every rep's statement and
// one rep's statement of a pay date. Both are recorded in the activity log by the server.
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, errorBodyOf } from '@commissionbee/shared/api-client';
import { payroll, statements } from '@commissionbee/shared/contracts/routes';
import { client } from '../config/api';
import * as queryKeys from './query-keys';
import { saveBlob } from './save-blob';

async function save(response: Response, fallback: string): Promise<void> {
  if (!response.ok)
    throw new ApiError(
      response.status === 404
        ? 'There is no statement for this pay date.'
        : `API call failed with status ${response.status}`,
      response.status,
      await errorBodyOf(response),
    );
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  saveBlob(await response.blob(), named?.[1] ?? fallback);
}

export const useDownloadStatementsZip = () =>
  useMutation({
    mutationFn: async (payDate: string) =>
      save(
        await client.raw(statements.zip, { params: { pay_date: payDate } }),
        `statements-${payDate}.zip`,
      ),
  });

export const useDownloadRepStatement = () =>
  useMutation({
    mutationFn: async ({ email, payDate }: { email: string; payDate: string }) =>
      save(
        await client.raw(statements.repPdf, { params: { email, pay_date: payDate }, query: {} }),
        `${payDate}-${email}.pdf`,
      ),
  });

/** The company's pay dates, newest first (GET /bee/payroll's list). */
export const usePayDates = () =>
  useQuery({
    queryKey: queryKeys.payroll.summary(''),
    queryFn: () => client.call(payroll.summary, { query: {} }),
    select: (answer) => answer?.pay_dates ?? [],
  });
