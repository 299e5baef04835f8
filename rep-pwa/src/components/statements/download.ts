// Statements as files (issue 31): the PDF is fetched with the rep's key and handed to the browser
// as a download. The service worker keeps the last few (NetworkFirst, vite.config.ts), so a
// statement opened before downloads again offline.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { repStatements } from '@commissionbee/shared/contracts/routes';
import { client } from '../../lib/api-client';
import * as queryKeys from '../../lib/query-keys';

export type StatementTarget =
  | { kind: 'paycheck'; payDate: string; revision?: number }
  | { kind: 'monthly'; month: string }
  | { kind: 'ytd'; year: string };

function request(target: StatementTarget): Promise<Response> {
  if (target.kind === 'monthly')
    return client.raw(repStatements.monthly, { params: { month: target.month } });
  if (target.kind === 'ytd')
    return client.raw(repStatements.ytd, { params: { year: target.year } });
  return client.raw(repStatements.paycheck, {
    params: { pay_date: target.payDate },
    query: target.revision ? { revision: target.revision } : {},
  });
}

function fileNameOf(response: Response, fallback: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return named?.[1] ?? fallback;
}

/**
 * Why a download did not go: offline with no copy kept, no statement (404), any other refusal.
 */
export type StatementDownloadError = 'offline' | 'none' | 'failed';

/** Downloads a statement; answers why it did not go, or null when it went. */
export async function downloadStatement(
  target: StatementTarget,
): Promise<StatementDownloadError | null> {
  let response: Response;
  try {
    response = await request(target);
  } catch {
    return 'offline';
  }
  if (response.status === 404) return 'none';
  if (!response.ok) return 'failed';
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, 'statement.pdf');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}

/** A download's state for a button: busy while it runs, its error after. */
export function useStatementDownload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StatementDownloadError | null>(null);
  const start = async (target: StatementTarget) => {
    setBusy(true);
    setError(null);
    setError(await downloadStatement(target));
    setBusy(false);
  };
  return { busy, error, start };
}

export function useStatementList(viewKey: string | null) {
  return useQuery({
    queryKey: queryKeys.statements.list(viewKey ?? ''),
    queryFn: () => client.call(repStatements.list),
    enabled: Boolean(viewKey),
    staleTime: 30_000,
  });
}
