// A query's three states in the order a screen reads them: the loader while it loads, the error,
// then the content drawn from its data.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { errorMessage } from '../lib/errors';

interface QueryStateProps<Data> {
  query: UseQueryResult<Data>;
  /** The loader's label ('Loading backups'). */
  loading: string;
  /** The error's text; defaults to what the server said. */
  error?: string;
  children: (data: Data) => ReactNode;
}

export function QueryState<Data>({ query, loading, error, children }: QueryStateProps<Data>) {
  if (query.isPending) return <Loader block label={loading} />;
  if (query.isError) return <Alert variant="error">{error ?? errorMessage(query.error)}</Alert>;
  return children(query.data);
}
