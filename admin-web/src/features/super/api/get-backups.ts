// GET /super/backups (super users): the embedded database's backups and their schedule.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backups } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const getBackups = () => client.call(backups.status);

export const backupsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.backups, queryFn: getBackups });

export const useBackups = () => useQuery(backupsQueryOptions());
