// The answers of /api/super/backups (backups of the embedded database, issue 20).

export interface BackupFile {
  name: string;
  size: number;
  created_at: string;
}

export interface TakenBackup extends BackupFile {
  /** How long requests waited for the database while the snapshot was taken. */
  blocked_ms: number;
  tables: number;
}

export interface BackupStatus {
  /** False on a PostgreSQL server: `message` then says to use the server's own tools. */
  available: boolean;
  message: string | null;
  /** 'every day at 03:00', 'every hour', 'off', … */
  schedule: string;
  keep: number;
  directory: string | null;
  running: boolean;
  last_error: { at: string; message: string } | null;
  backups: BackupFile[];
}
