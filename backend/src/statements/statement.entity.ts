import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { Company } from '../companies/company.entity.js';

/** One revision of a rep's paycheck statement, frozen as issued (migration 1797100000000). */
@Entity('statements')
@Index(
  'statements_company_rep_date_revision_key',
  ['company_id', 'rep_email', 'pay_date', 'revision'],
  {
    unique: true,
  },
)
@Index('statements_company_pay_date_idx', ['company_id', 'pay_date'])
export class StatementRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  /** Trimmed and lower-cased (numbers.ts repKey). */
  @Column({ type: 'varchar', length: 320 })
  rep_email: string;

  @Column({ type: 'date' })
  pay_date: string;

  @Column({ type: 'int' })
  revision: number;

  /** 'published' | 'closed': the pay date's state when frozen. */
  @Column({ type: 'varchar', length: 10 })
  state: string;

  /** What froze it: 'published', 'closed', or 'caught_up' (the rep's visit came first). */
  @Column({ type: 'varchar', length: 20 })
  reason: string;

  /** The canonical content (JSON text) the PDF is made from, byte for byte. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 64 })
  content_sha256: string;

  /** sha256 of the paycheck's lines alone: a change to it issues the next revision. */
  @Column({ type: 'varchar', length: 64 })
  lines_sha256: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  pdf_sha256: string | null;

  @Index('statements_code_key', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Column({ type: 'timestamptz' })
  issued_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  superseded_at: Date | null;

  /** Issued by a publish with the company's statement email on: the rep is to be emailed it. */
  @Column({ type: 'boolean', default: false })
  email_due: boolean;

  /** When the rep was emailed this revision (never twice, whatever the job's retries). */
  @Column({ type: 'timestamptz', nullable: true })
  emailed_at: Date | null;
}
