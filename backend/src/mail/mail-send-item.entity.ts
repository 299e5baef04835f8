import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { MailSend } from './mail-send.entity.js';

/**
 * One rep of a send: the unit of idempotency. A delivery job sends only while its item is
 * 'queued', and marks it 'sent' once the server accepted the message, so a retried or duplicated
 * job never repeats a message (at most one in flight when a replica dies goes twice).
 */
@Entity('mail_send_items')
export class MailSendItem {
  @PrimaryColumn({ type: 'uuid' })
  send_id: string;

  @ManyToOne('MailSend', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'send_id' })
  send?: Relation<MailSend>;

  /** The rep's email, trimmed and lower-cased. */
  @PrimaryColumn({ type: 'varchar', length: 320 })
  rep_email: string;

  /** As the rep reads it, M/D/YYYY. */
  @Column({ type: 'varchar', length: 10 })
  pay_date: string;

  /** 'new-pay': the paycheck a tap on the notification opens (YYYY-MM-DD). */
  @Column({ type: 'date', nullable: true })
  paycheck: string | null;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status: 'queued' | 'sent' | 'failed';

  /** How it went out: 'email' or 'push'. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  channel: 'email' | 'push' | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updated_at: Date;
}
