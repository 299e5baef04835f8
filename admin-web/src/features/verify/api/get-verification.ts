// GET /verify/{code}: whether a document code (printed on a statement) is authentic and current.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { verification } from '@commissionbee/shared/contracts/answers';
import type { z } from 'zod';
import { verify } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';

export type Verification = z.infer<typeof verification>;

export const verificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['verify', code],
    queryFn: () => client.call(verify.get, { params: { code } }) as Promise<Verification>,
    retry: false,
  });

export const useVerification = (code: string) => useQuery(verificationQueryOptions(code));
