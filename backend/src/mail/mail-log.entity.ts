import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { Company } from '../companies/company.entity.js';

/** Every email or push attempt, sent or failed. */
@Entity('mail_log')
@Index('mail_log_company_rep_email_idx', { synchronize: false })
export class MailLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('mail_log_company_id_idx')
  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'varchar', length: 320 })
  rep_email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  sent_at: Date;

  @Column({ type: 'varchar', length: 10 })
  status: 'sent' | 'failed';

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** The send this attempt belongs to (null for attempts made before the queue). */
  @Column({ type: 'uuid', nullable: true })
  send_id: string | null;

  @Column({ type: 'varchar', length: 10, default: 'email' })
  channel: 'email' | 'push';
}
