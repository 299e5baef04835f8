// What the backup routes answer when they cannot do what was asked.
export const BACKUP_MESSAGES = {
  onServer:
    'Backups here cover the embedded database only. This server stores its data on a PostgreSQL server: back it up with that server’s own tools (pg_dump, base backups).',
  running: 'A backup is already being written. Try again when it is done.',
  notFound: 'No such backup.',
} as const;
