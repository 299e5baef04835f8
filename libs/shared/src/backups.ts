// The answers of /api/super/backups (backups of the embedded database, issue 20).
import type { z } from 'zod';
import type * as A from './contracts/answers.js';

export type BackupFile = z.output<typeof A.backupFile>;

export type TakenBackup = z.output<typeof A.takenBackup>;

export type BackupStatus = z.output<typeof A.backupStatus>;
