// SQL of mail_sends and their per-rep mail_send_items (one aggregate: a send and its reps).
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { LanguageChoices } from '../i18n/rep-language.js';
import { repVisibleLines, reviewOn } from '../ledger/rep-visible-lines.js';
import { exec, row, rows } from '../database/sql.js';
import type { Columns, Narrowed, Reads } from '../database/row-types.js';

export type SendKind = 'portal' | 'new-pay';

export interface NewSendItem {
  /** Trimmed, lower-cased. */
  rep_email: string;
  pay_date: string;
  paycheck: string | null;
}

export type SendRow = Narrowed<
  Columns<'mail_sends', 'id' | 'kind' | 'created_at'>,
  { kind: SendKind }
>;

export interface ItemCounts {
  total: number;
  queued: number;
  sent: number;
  failed: number;
}

export interface FailedItem {
  email: string;
  error: string | null;
}

/** What a delivery job needs to send one message, read when the job runs. */
export type DeliveryRow = Narrowed<
  Columns<'mail_sends', 'company_id' | 'kind'>,
  { kind: SendKind }
> &
  Columns<'mail_send_items', 'rep_email' | 'pay_date'> & {
    /** The address to write to: the key's spelling of the email. */
    to_email: string;
    /** to_char(paycheck, 'YYYY-MM-DD'). */
    paycheck: string | null;
    company_name: string;
    company_color: string | null;
    company_logo: string | null;
    view_key: string | null;
    rep_key_id: number | null;
    rep_name: string | null;
  } & LanguageChoices;

@Injectable()
export class MailSendsRepository {
  constructor(private readonly db: DataSource) {}

  async create(
    companyId: number,
    send: { id: string; kind: SendKind; createdBy: number | null; uploadId: number | null },
    items: NewSendItem[],
    /** Written in the same transaction (the send's activity event). */
    also?: (tx: EntityManager) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx: EntityManager) => {
      await also?.(tx);
      await exec(
        tx,
        `INSERT INTO mail_sends (id, company_id, kind, created_by, upload_id) VALUES ($1, $2, $3, $4, $5)`,
        [send.id, companyId, send.kind, send.createdBy, send.uploadId],
      );
      await exec(
        tx,
        `INSERT INTO mail_send_items (send_id, rep_email, pay_date, paycheck)
         SELECT $1, e, d, p::date FROM unnest($2::text[], $3::text[], $4::text[]) AS i(e, d, p)`,
        [
          send.id,
          items.map((i) => i.rep_email),
          items.map((i) => i.pay_date),
          items.map((i) => i.paycheck),
        ],
      );
    });
  }

  async find(companyId: number, id: string): Promise<SendRow | null> {
    return row<SendRow>(
      this.db,
      `SELECT id, kind, created_at FROM mail_sends WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
  }

  async counts(id: string): Promise<ItemCounts> {
    const counts = await row<ItemCounts>(
      this.db,
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'queued')::int AS queued,
              count(*) FILTER (WHERE status = 'sent')::int AS sent,
              count(*) FILTER (WHERE status = 'failed')::int AS failed
         FROM mail_send_items WHERE send_id = $1`,
      [id],
    );
    return counts!;
  }

  async failed(id: string): Promise<FailedItem[]> {
    return rows<Reads<FailedItem, 'mail_send_items', 'rep_email' | 'error' | 'status'>>(
      this.db,
      `SELECT rep_email AS email, error FROM mail_send_items
        WHERE send_id = $1 AND status = 'failed' ORDER BY rep_email`,
      [id],
    );
  }

  /** Puts the failed reps back in the queue; answers their emails. */
  async requeueFailed(id: string): Promise<string[]> {
    const requeued = await rows<Columns<'mail_send_items', 'rep_email'>>(
      this.db,
      `WITH requeued AS (
         UPDATE mail_send_items SET status = 'queued', error = NULL, attempts = 0, updated_at = now()
          WHERE send_id = $1 AND status = 'failed' RETURNING rep_email
       )
       SELECT rep_email FROM requeued`,
      [id],
    );
    return requeued.map((r) => r.rep_email).sort();
  }

  /**
   * The item to deliver with everything its message needs, or null when it is not queued any more
   * (sent or failed already: a duplicate or late job must not send again).
   */
  async startAttempt(sendId: string, email: string): Promise<DeliveryRow | null> {
    return row<DeliveryRow>(
      this.db,
      `WITH item AS (
         UPDATE mail_send_items SET attempts = attempts + 1, updated_at = now()
          WHERE send_id = $1 AND rep_email = $2 AND status = 'queued'
          RETURNING send_id, rep_email, pay_date, to_char(paycheck, 'YYYY-MM-DD') AS paycheck
       )
       SELECT s.company_id, s.kind, i.rep_email, coalesce(k.email, i.rep_email) AS to_email, i.pay_date, i.paycheck,
              c.name AS company_name, c.color AS company_color, c.logo AS company_logo,
              k.view_key, k.id AS rep_key_id,
              p.rep_language, p.language, c.default_language,
              (SELECT r.rep_name FROM ledger_records r
                WHERE r.company_id = s.company_id AND lower(trim(r.rep_email)) = i.rep_email
                ORDER BY r.id DESC LIMIT 1) AS rep_name
         FROM item i
         JOIN mail_sends s ON s.id = i.send_id
         JOIN companies c ON c.id = s.company_id
         LEFT JOIN rep_keys k ON k.company_id = s.company_id AND lower(k.email) = i.rep_email
                              AND k.revoked_at IS NULL
         -- The rep's language (i18n/rep-language.ts), read with the rest: no query of its own.
         LEFT JOIN rep_profiles p ON p.company_id = s.company_id AND p.email = i.rep_email`,
      [sendId, email],
    );
  }

  /**
   * Settles the item (sent or failed for good) and logs the attempt in mail_log, in one statement:
   * one round trip per message matters on PGlite's single session.
   */
  async finish(
    item: { companyId: number; sendId: string; email: string; toEmail: string },
    outcome: { status: 'sent' | 'failed'; channel: 'email' | 'push' | null; error: string | null },
  ): Promise<void> {
    await exec(
      this.db,
      `WITH settled AS (
         UPDATE mail_send_items SET status = $5, channel = $6, error = $7, updated_at = now()
          WHERE send_id = $2 AND rep_email = $3 RETURNING 1
       )
       INSERT INTO mail_log (company_id, rep_email, status, error, send_id, channel)
       VALUES ($1, $4, $5, $7, $2, coalesce($6, 'email'))`,
      [
        item.companyId,
        item.sendId,
        item.email,
        item.toEmail,
        outcome.status,
        outcome.channel,
        outcome.error,
      ],
    );
  }

  /** Notes a passing failure on an item that stays queued for its retry, and logs the attempt. */
  async noteError(
    item: { companyId: number; sendId: string; email: string; toEmail: string },
    channel: 'email' | 'push',
    error: string,
  ): Promise<void> {
    await exec(
      this.db,
      `WITH noted AS (
         UPDATE mail_send_items SET error = $5, updated_at = now()
          WHERE send_id = $2 AND rep_email = $3 RETURNING 1
       )
       INSERT INTO mail_log (company_id, rep_email, status, error, send_id, channel)
       VALUES ($1, $4, 'failed', $5, $2, $6)`,
      [item.companyId, item.sendId, item.email, item.toEmail, error, channel],
    );
  }
}

export interface PortalRecipient {
  /** Trimmed, lower-cased. */
  key: string;
}

export interface NewPayRecipient {
  key: string;
  /** The newest dated pay of the rep in the upload, YYYY-MM-DD. */
  paycheck: string;
}

/** Who a send may reach: reps of the company holding a live key. */
@Injectable()
export class RecipientsRepository {
  constructor(private readonly db: DataSource) {}

  async withLiveKey(companyId: number, keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const live = await rows<{ key: string }>(
      this.db,
      `SELECT w.key FROM unnest($2::text[]) AS w(key)
        WHERE EXISTS (SELECT 1 FROM rep_keys k WHERE k.company_id = $1 AND lower(k.email) = w.key
                         AND k.revoked_at IS NULL)
        ORDER BY w.key`,
      [companyId, keys],
    );
    return live.map((r) => r.key);
  }

  /** Whether the company reviews pay before reps see it (pay runs, issue 29). */
  async reviewOn(companyId: number): Promise<boolean> {
    const found = await row<{ on: boolean }>(this.db, `SELECT ${reviewOn('$1')} AS on`, [
      companyId,
    ]);
    return found?.on ?? false;
  }

  /**
   * Reps with dated (PAID) pay in the upload who hold a live key; null when the upload is not the
   * company's. None while the company reviews pay before reps see it: the upload's lines are
   * drafts (or revisions) that reps do not see until published, and publishing notifies them.
   */
  async newPay(companyId: number, uploadId: number): Promise<NewPayRecipient[] | null> {
    const upload = await row<object>(
      this.db,
      `SELECT 1 FROM uploads WHERE company_id = $1 AND id = $2`,
      [companyId, uploadId],
    );
    if (!upload) return null;
    return rows<NewPayRecipient>(
      this.db,
      `SELECT r.key, to_char(r.paycheck, 'YYYY-MM-DD') AS paycheck
         FROM (SELECT lower(trim(rep_email)) AS key, max(pay_date) AS paycheck
                 FROM ledger_records
                WHERE company_id = $1 AND upload_id = $2 AND pay_status = 'PAID' AND pay_date IS NOT NULL
                  AND NOT ${reviewOn('$1')}
                GROUP BY 1) r
        WHERE EXISTS (SELECT 1 FROM rep_keys k WHERE k.company_id = $1 AND lower(k.email) = r.key
                         AND k.revoked_at IS NULL)
        ORDER BY r.key`,
      [companyId, uploadId],
    );
  }

  /**
   * Pay runs (issue 29): reps with lines on a published pay date who hold a live key, read from
   * the lines reps see (ledger/rep-visible-lines.ts), so only published pay reaches them.
   */
  newPayOnDate(companyId: number, payDate: string): Promise<NewPayRecipient[]> {
    return rows<NewPayRecipient>(
      this.db,
      `SELECT r.key, to_char(r.paycheck, 'YYYY-MM-DD') AS paycheck
         FROM (SELECT lower(trim(rep_email)) AS key, max(pay_date) AS paycheck
                 FROM ${repVisibleLines('$1')} v
                WHERE pay_status = 'PAID' AND pay_date = $2::date
                GROUP BY 1) r
        WHERE EXISTS (SELECT 1 FROM rep_keys k WHERE k.company_id = $1 AND lower(k.email) = r.key
                         AND k.revoked_at IS NULL)
        ORDER BY r.key`,
      [companyId, payDate],
    );
  }
}
