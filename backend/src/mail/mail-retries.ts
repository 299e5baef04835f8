// The retry policy every email and push job shares (portal links, new pay, question emails):
// a passing failure (mail server away, SMTP 4xx, push service 5xx) is tried again with backoff,
// up to MAIL_RETRY_LIMIT times; a refused address (SMTP 5xx) or the last attempt settles the job.
import type { QueueOptions } from 'pg-boss';
import type { AppConfig } from '../config/config.js';
import type { SendFailure } from './mail-sender.js';

/** The queue settings of a mail job (MAIL_RETRY_* from the config). */
export function mailRetryQueue(config: AppConfig): QueueOptions {
  return {
    retryLimit: config.MAIL_RETRY_LIMIT,
    retryDelay: config.MAIL_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 15 * 60,
    // One message never takes this long (SMTP_TIMEOUT_MS bounds each step); past it the job is retried.
    expireInSeconds: Math.max(60, Math.ceil((config.SMTP_TIMEOUT_MS * 4) / 1000)),
    deleteAfterSeconds: 7 * 24 * 3600,
  };
}

/** Whether a failed attempt ends the job: trying again would not help, or there is no next try. */
export const givesUp = (failure: SendFailure, lastAttempt: boolean): boolean =>
  failure.permanent || lastAttempt;
