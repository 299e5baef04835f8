// GET /super/backups (super users): the embedded database's backups and their schedule.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '@commissionbee/shared/backups';
import { api } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const getBackups = () => api.getOrThrow<BackupStatus>('/super/backups');

export const backupsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.backups, queryFn: getBackups });

export const useBackups = () => useQuery(backupsQueryOptions());
