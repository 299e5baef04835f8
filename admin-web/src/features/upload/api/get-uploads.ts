// GET /bee/uploads: the company's upload batches, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadBatch } from '@commissionbee/shared/types';
import { uploads } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export async function getUploads(): Promise<UploadBatch[]> {
  const batches = await client.call(uploads.list);
  return Array.isArray(batches) ? batches : [];
}

export const uploadsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.uploads.all, queryFn: getUploads });

export const useUploads = () => useQuery(uploadsQueryOptions());
