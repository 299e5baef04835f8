// Hands one rendered email to the transport (pooled SMTP, or an .eml file in DATA_DIR/outbox
// without SMTP_URL) and says whether a failure is worth trying again.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { redactUrl } from '../common/redact.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { writesToOutbox } from './mail-transport.js';
import { MAIL_MESSAGES } from './mail.messages.js';
import type { PortalEmail } from './portal-email.js';

/** nodemailer's codes for "could not talk to the server at all" (as opposed to a refused message). */
const UNREACHABLE = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'EPROXY',
]);
export const SERVER_UNREACHABLE = MAIL_MESSAGES.serverUnreachable;
const MAX_ERROR_LENGTH = 500;

export interface SendFailure {
  message: string;
  /** A refusal (SMTP 5xx: unknown mailbox, refused address): trying again would not help. */
  permanent: boolean;
}

/** What went wrong, in words an admin can act on, and whether another attempt may succeed. */
export function describeFailure(err: unknown): SendFailure {
  const e = err as Error & { code?: string; responseCode?: number; response?: string };
  if (UNREACHABLE.has(e?.code ?? '')) return { message: SERVER_UNREACHABLE, permanent: false };
  const message = (e?.response || e?.message || String(err)).slice(0, MAX_ERROR_LENGTH);
  const code = Number(e?.responseCode);
  return { message, permanent: code >= 500 && code < 600 };
}

@Injectable()
export class MailSender {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly mailer: MailerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Resolves once the server accepted the message (or the .eml is written). */
  async send(to: string, email: PortalEmail, link: string): Promise<void> {
    // No `context`: the mailer would substitute {{…}} in the finished HTML without escaping.
    const info = await this.mailer.sendMail({
      from: this.config.MAIL_FROM,
      // An address object: nodemailer never splits it into several recipients.
      to: { name: '', address: to },
      ...email,
    });
    if (writesToOutbox(this.config)) {
      const file = await this.writeToOutbox(to, info.message as Buffer);
      // The link without its key: a log line is read by more people than the rep it is for.
      this.logger.log(`No SMTP_URL: email for ${to} written to ${file}; link ${redactUrl(link)}`);
    }
  }

  private async writeToOutbox(email: string, message: Buffer): Promise<string> {
    const dir = join(this.config.DATA_DIR, 'outbox');
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const who = email
      .toLowerCase()
      .replace(/[^a-z0-9@._-]+/g, '_')
      .slice(0, 100);
    const file = join(dir, `${stamp}-${who}-${randomBytes(3).toString('hex')}.eml`);
    await writeFile(file, message);
    return file;
  }
}
