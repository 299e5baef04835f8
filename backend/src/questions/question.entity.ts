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
import type {
  QuestionLineSnapshot,
  QuestionReason,
  QuestionScope,
  QuestionStatus,
  Resolution,
} from '@commissionbee/shared/questions';
import type { Company } from '../companies/company.entity.js';
import { numericToNumber } from '../database/transformers.js';

/**
 * A rep's question about a pay line, a paycheck or missing pay. It belongs to the asker's email in
 * the company (so a rotated link keeps it), and keeps the line as the rep saw it.
 */
@Entity('questions')
@Index('questions_company_status_idx', ['company_id', 'status'])
@Index('questions_company_asker_idx', ['company_id', 'asker_email'])
@Index('questions_company_asker_client_key', ['company_id', 'asker_email', 'client_id'], {
  unique: true,
})
export class Question {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  /** The asking key's email, trimmed and lower-cased. */
  @Column({ type: 'varchar', length: 320 })
  asker_email: string;

  /** The phone's id for the question, so a retried send is one question. */
  @Column({ type: 'uuid', nullable: true })
  client_id: string | null;

  @Column({ type: 'varchar', length: 10 })
  scope: QuestionScope;

  /** The line asked about (no foreign key: an undo may remove it; the snapshot stays). */
  @Column({ type: 'int', nullable: true })
  record_id: number | null;

  /** Whose line it is (a manager may ask about a team member's line), lower-cased. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  line_rep_email: string | null;

  @Column({ type: 'date', nullable: true })
  pay_date: string | null;

  @Column({ type: 'varchar', length: 20 })
  reason: QuestionReason;

  @Column({
    type: 'numeric',
    precision: 14,
    scale: 2,
    nullable: true,
    transformer: numericToNumber,
  })
  expected_amount: number | null;

  @Column({ type: 'jsonb', nullable: true })
  snapshot: QuestionLineSnapshot | null;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: QuestionStatus;

  @Column({ type: 'varchar', length: 20, nullable: true })
  resolution: Resolution | null;

  @Column({ type: 'date', nullable: true })
  adjusted_pay_date: string | null;

  /** When the question last became open (asked, rep replied, reopened): overdue counts from it. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  opened_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  resolved_at: Date | null;

  /** An admin's answer the rep has not opened yet (the My questions badge). */
  @Column({ type: 'boolean', default: false })
  rep_unread: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updated_at: Date;
}
