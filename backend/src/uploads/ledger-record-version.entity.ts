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
import type { Upload } from './upload.entity.js';

/**
 * A ledger line's values before an upload replaced or removed them, tied to the upload that had
 * written them (upload_id) and to the one that replaced them (replaced_by_upload_id). Undoing the
 * replacing upload puts them back; undoing the earlier one first is refused while this exists.
 */
@Entity('ledger_record_versions')
@Index('ledger_record_versions_company_upload_idx', ['company_id', 'upload_id'])
export class LedgerRecordVersion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  /** The line (ledger_records.id); a removed line keeps its id when an undo puts it back. */
  @Column({ type: 'int' })
  record_id: number;

  /** The upload whose values these are (null for lines stored without an upload). */
  @Column({ type: 'int', nullable: true })
  upload_id: number | null;

  @Index('ledger_record_versions_replaced_by_idx')
  @Column({ type: 'int' })
  replaced_by_upload_id: number;

  @ManyToOne('Upload', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'replaced_by_upload_id' })
  replaced_by?: Relation<Upload>;

  /** 'updated' (the line still exists with new values) or 'removed' (replace mode deleted it). */
  @Column({ type: 'varchar', length: 10 })
  kind: 'updated' | 'removed';

  /** Every column of the line as it was (row_to_json of ledger_records). */
  @Column({ type: 'jsonb' })
  old_row: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
