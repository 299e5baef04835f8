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

/**
 * A pay date's run (issue 29): its state and who moved it when. `pay_date` is 'YYYY-MM-DD', or
 * 'PENDING' for the company's undated (PENDING and CANCELLED) lines.
 */
@Entity('pay_dates')
@Index('pay_dates_company_pay_date_key', { synchronize: false })
export class PayDateRecord {
  @PrimaryGeneratedColumn()
  id: number;
  @Column({ type: 'int' })
  company_id: number;
  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'pay_dates_company_fk' })
  company?: Relation<Company>;
  @Column({ type: 'varchar', length: 10 })
  pay_date: string;
  @Column({ type: 'varchar', length: 10, default: 'draft' })
  state: string;
  @Column({ type: 'timestamptz', default: () => 'now()' })
  changed_at: Date;
  @Column({ type: 'varchar', length: 320, nullable: true })
  changed_by: string | null;
  @Column({ type: 'int', nullable: true })
  changed_by_user_id: number | null;
  @Column({ type: 'timestamptz', nullable: true })
  approved_at: Date | null;
  @Column({ type: 'varchar', length: 320, nullable: true })
  approved_by: string | null;
  @Column({ type: 'timestamptz', nullable: true })
  published_at: Date | null;
  @Column({ type: 'varchar', length: 320, nullable: true })
  published_by: string | null;
  @Column({ type: 'timestamptz', nullable: true })
  closed_at: Date | null;
  @Column({ type: 'varchar', length: 320, nullable: true })
  closed_by: string | null;
  @Column({ type: 'timestamptz', nullable: true })
  reopened_at: Date | null;
  @Column({ type: 'varchar', length: 320, nullable: true })
  reopened_by: string | null;
  @Column({ type: 'text', nullable: true })
  reopen_reason: string | null;
  @Column({ type: 'int', default: 0 })
  published_lines: number;
  @Column({ type: 'numeric', precision: 16, scale: 2, default: 0 })
  published_total: string;
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}

/** The lines of a published pay date as reps read them while review is on. */
@Entity('published_ledger_lines')
@Index('published_ledger_lines_rep_email_idx', { synchronize: false })
@Index('published_ledger_lines_manager_email_idx', { synchronize: false })
export class PublishedLedgerLine {
  @Column({ type: 'int', primary: true })
  company_id: number;
  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'published_ledger_lines_company_fk' })
  company?: Relation<Company>;
  @Column({ type: 'varchar', length: 10, primary: true })
  pay_date_key: string;
  @Column({ type: 'int', primary: true })
  id: number;
  @Column({ type: 'date', nullable: true })
  pay_date: string | null;
  @Column({ type: 'varchar', length: 10 })
  pay_status: string;
  @Column({ type: 'varchar', length: 1000 })
  rep_name: string;
  @Column({ type: 'varchar', length: 1000 })
  rep_email: string;
  @Column({ type: 'varchar', length: 1000 })
  item_name: string;
  @Column({ type: 'varchar', length: 1000 })
  item_pay_type: string;
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  amount: string;
  @Column({ type: 'varchar', length: 1000, nullable: true })
  manager_email: string | null;
  @Column({ type: 'jsonb', nullable: true })
  breakdown: unknown;
  @Column({ type: 'text', nullable: true })
  manual_note: string | null;
  @Column({ type: 'timestamptz' })
  created_at: Date;
  @Column({ type: 'timestamptz', nullable: true })
  changed_at: Date | null;
  @Column({ type: 'jsonb', nullable: true })
  previous: unknown;
  @Column({ type: 'int', nullable: true })
  adjusts_record_id: number | null;
  @Column({ type: 'date', nullable: true })
  adjusts_pay_date: string | null;
}
