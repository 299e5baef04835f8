// SQL of mail_log: one row per attempt to email or push a rep, whatever its outcome.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface MailLogEntry {
  companyId: number;
  email: string;
  sendId: string | null;
  channel: 'email' | 'push';
  error: string | null;
}

@Injectable()
export class MailLogRepository {
  private readonly logger = new Logger('MailLog');

  constructor(private readonly db: DataSource) {}

  async record(entry: MailLogEntry): Promise<void> {
    try {
      await this.db.query(
        `INSERT INTO mail_log (company_id, rep_email, status, error, send_id, channel)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          entry.companyId,
          entry.email,
          entry.error ? 'failed' : 'sent',
          entry.error,
          entry.sendId,
          entry.channel,
        ],
      );
    } catch (err) {
      // The message went (or failed) already; losing its log line must not fail the delivery.
      this.logger.error(`Could not record the attempt for ${entry.email}: ${(err as Error).message}`);
    }
  }
}
