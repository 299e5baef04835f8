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
import type { PayStatus } from '@commissionbee/shared/types';
import type { Company } from '../companies/company.entity.js';
import type { Upload } from '../uploads/upload.entity.js';
import { numericToNumber } from '../database/transformers.js';

@Entity('ledger_records')
// Rep views look rows up by lower(rep_email) and lower(manager_email): expression indexes in the migration.
@Index('ledger_records_company_rep_email_idx', { synchronize: false })
@Index('ledger_records_company_manager_email_idx', { synchronize: false })
// The ledger screen's newest-first order, read straight off an index (a migration of its own).
@Index('ledger_records_company_newest_idx', { synchronize: false })
// One line per Line ID and company (partial unique index), and the PENDING lines an upload may
// date (partial index): both in migration LedgerLineIds. The search has a table of its own
// (ledger_search, migration LedgerSearchDeferred).
@Index('ledger_records_company_line_id_key', { synchronize: false })
@Index('ledger_records_company_pending_idx', { synchronize: false })
export class LedgerRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  // No foreign keys (migration LedgerIngestChecks): statement triggers check the parents and
  // delete the rows of a deleted company or upload, at a fraction of an upload's cost.
  @ManyToOne('Company', { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Index('ledger_records_upload_id_idx')
  @Column({ type: 'int', nullable: true })
  upload_id: number | null;

  @ManyToOne('Upload', { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'upload_id' })
  upload?: Relation<Upload>;

  @Column({ type: 'date', nullable: true })
  pay_date: string | null;

  @Column({ type: 'varchar', length: 10, default: 'PAID' })
  pay_status: PayStatus;

  @Column({ type: 'varchar', length: 1000 })
  rep_name: string;

  @Column({ type: 'varchar', length: 1000 })
  rep_email: string;

  @Column({ type: 'varchar', length: 1000 })
  item_name: string;

  @Column({ type: 'varchar', length: 1000 })
  item_pay_type: string;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericToNumber })
  amount: number;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  manager_email: string | null;

  @Column({ type: 'jsonb', nullable: true })
  breakdown: string[] | null;

  @Column({ type: 'text', nullable: true })
  manual_note: string | null;

  /** The source system's id of the line: a later upload with the same id replaces it. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  line_id: string | null;

  /** When the line was added: reps see it as New until their next visit. */
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** When an upload last replaced the line's values (Line ID, or PENDING → dated). */
  @Column({ type: 'timestamptz', nullable: true })
  changed_at: Date | null;

  /** The values before that change, as a rep sees them (Changed: before → after). */
  @Column({ type: 'jsonb', nullable: true })
  previous: Record<string, unknown> | null;

  /** An adjustment line (issue 29): the line of a closed pay date it corrects. */
  @Column({ type: 'int', nullable: true })
  adjusts_record_id: number | null;

  /** An adjustment line: the closed pay date it corrects. */
  @Column({ type: 'date', nullable: true })
  adjusts_pay_date: string | null;
}
