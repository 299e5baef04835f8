// Sends reps their private portal links: one message per rep of the caller's company that holds a
// live key, a few at a time, each attempt written to mail_log whatever its outcome.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { BadGatewayException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { normalizeEmail } from '@commissionbee/shared/email';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { SMTP_MAX_CONNECTIONS, writesToOutbox } from './mail-transport.js';
import { renderPortalEmail } from './portal-email.js';

export interface RepPortalsResult {
  sent: number;
  failed: { email: string; error: string }[];
  ignored: string[];
}

interface Recipient {
  key: string;
  email: string;
  view_key: string;
  rep_name: string | null;
}

interface Company {
  name: string;
  color: string | null;
  logo: string | null;
}

/** nodemailer's codes for "could not talk to the server at all" (as opposed to a refused message). */
const UNREACHABLE = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'EPROXY',
]);
export const SERVER_UNREACHABLE = 'The mail server could not be reached.';
const MAX_ERROR_LENGTH = 500;

@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly db: DataSource,
    private readonly mailer: MailerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `payDate` is shown to the rep as given (M/D/YYYY). Throws 502 when no message got through to a dead server. */
  async sendRepPortals(
    companyId: number,
    payDate: string,
    emails: string[],
  ): Promise<RepPortalsResult> {
    const requested = new Map<string, string>();
    for (const email of emails) {
      const key = normalizeEmail(email);
      if (key && !requested.has(key)) requested.set(key, email.trim());
    }
    const company = await this.company(companyId);
    const recipients = await this.recipients(companyId, [...requested.keys()]);
    const found = new Set(recipients.map((r) => r.key));
    const result: RepPortalsResult = {
      sent: 0,
      failed: [],
      ignored: [...requested].filter(([key]) => !found.has(key)).map(([, email]) => email),
    };

    // When a whole wave of attempts could not reach the server and none got through, the rest are
    // failed at once: a dead server must not cost one timeout per rep.
    let unreachableStreak = 0;
    let anySent = false;
    let unreachableFailures = 0;
    await forEachLimited(recipients, SMTP_MAX_CONNECTIONS, async (rep) => {
      let error: string | null = null;
      if (!anySent && unreachableStreak >= SMTP_MAX_CONNECTIONS) {
        error = SERVER_UNREACHABLE;
        unreachableFailures++;
      } else {
        try {
          await this.sendOne(company, rep, payDate);
          anySent = true;
          unreachableStreak = 0;
        } catch (err) {
          const e = err as Error & { code?: string };
          error = (e?.message || String(err)).slice(0, MAX_ERROR_LENGTH);
          if (UNREACHABLE.has(e?.code ?? '')) {
            unreachableStreak++;
            unreachableFailures++;
          }
        }
      }
      await this.log(companyId, rep.email, error);
      if (error) result.failed.push({ email: rep.email, error });
      else result.sent++;
    });

    if (
      result.sent === 0 &&
      result.failed.length > 0 &&
      unreachableFailures === result.failed.length
    ) {
      this.logger.warn(
        `No portal email for company ${companyId} got through: ${result.failed[0].error}`,
      );
      throw new BadGatewayException(SERVER_UNREACHABLE);
    }
    return result;
  }

  private async log(companyId: number, email: string, error: string | null): Promise<void> {
    try {
      await this.db.query(
        `INSERT INTO mail_log (company_id, rep_email, status, error) VALUES ($1, $2, $3, $4)`,
        [companyId, email, error ? 'failed' : 'sent', error],
      );
    } catch (err) {
      // The message went (or failed) already; losing its log line must not abort the other reps.
      this.logger.error(`Could not record the portal email to ${email}: ${(err as Error).message}`);
    }
  }

  private async sendOne(company: Company, rep: Recipient, payDate: string): Promise<void> {
    const link = `${this.config.PUBLIC_URL}/bee/view/${encodeURIComponent(rep.view_key)}`;
    const email = renderPortalEmail({ company, repName: rep.rep_name ?? rep.email, payDate, link });
    // No `context`: the mailer would substitute {{…}} in the finished HTML without escaping.
    const info = await this.mailer.sendMail({
      from: this.config.MAIL_FROM,
      // An address object: nodemailer never splits it into several recipients.
      to: { name: '', address: rep.email },
      ...email,
    });
    if (writesToOutbox(this.config)) {
      const file = await this.writeToOutbox(rep.email, info.message as Buffer);
      this.logger.log(
        `No SMTP_URL: portal email for ${rep.email} written to ${file}; link ${link}`,
      );
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

  private async company(companyId: number): Promise<Company> {
    const rows: Company[] = await this.db.query(
      `SELECT name, color, logo FROM companies WHERE id = $1`,
      [companyId],
    );
    if (!rows[0]) throw new NotFoundException();
    return rows[0];
  }

  /** The requested reps that hold a live key in this company, with their latest ledger name. */
  private async recipients(companyId: number, keys: string[]): Promise<Recipient[]> {
    if (keys.length === 0) return [];
    return this.db.query(
      `SELECT w.key, k.email, k.view_key,
              (SELECT r.rep_name FROM ledger_records r
                WHERE r.company_id = $1 AND lower(trim(r.rep_email)) = w.key
                ORDER BY r.id DESC LIMIT 1) AS rep_name
         FROM unnest($2::text[]) AS w(key)
         JOIN rep_keys k ON k.company_id = $1 AND lower(k.email) = w.key AND k.revoked_at IS NULL
        ORDER BY w.key`,
      [companyId, keys],
    );
  }
}

/** Runs `fn` over the items with at most `limit` running at once; `fn` must not throw. */
async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
