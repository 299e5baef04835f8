// Backups of the embedded database: the super user only.
import { backupStatus, takenBackup } from './answers.js';
import { route } from './contract.js';

const superOnly = { roles: ['super'] } as const;

export const backups = {
  status: route({
    method: 'GET',
    path: '/super/backups',
    access: superOnly,
    tag: 'backups',
    summary: 'Backups of the embedded database and their schedule (super only)',
    description:
      '{available, message, schedule, keep, directory, running, last_error, backups:[{name,size,created_at}]}; ' +
      'on a PostgreSQL server available is false and message says to use pg_dump.',
    status: 200,
    response: backupStatus,
  }),
  take: route({
    method: 'POST',
    path: '/super/backups',
    access: superOnly,
    tag: 'backups',
    summary: 'Write a backup now (super only)',
    description:
      'Answers {name,size,created_at,blocked_ms,tables} once the file is written; 409 while another backup runs or on a PostgreSQL server.',
    status: 201,
    response: takenBackup,
    errors: [409],
  }),
  download: route({
    method: 'GET',
    path: '/super/backups/:name',
    access: superOnly,
    tag: 'backups',
    summary: 'Download one backup, a plain SQL file (super only)',
    status: 200,
    response: { media: 'application/sql' },
  }),
};
