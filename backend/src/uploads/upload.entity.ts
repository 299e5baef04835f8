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
import type { User } from '../users/user.entity.js';
import { numericToNumber } from '../database/transformers.js';

/** One upload batch: the unit an admin can list and undo. */
@Entity('uploads')
export class Upload {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uploads_company_id_idx')
  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Index('uploads_user_id_idx')
  @Column({ type: 'int', nullable: true })
  user_id: number | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 320, nullable: true })
  uploaded_by: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  file_name: string | null;

  @Column({ type: 'int', default: 0 })
  row_count: number;

  @Column({ type: 'numeric', precision: 16, scale: 2, default: 0, transformer: numericToNumber })
  total_amount: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** When the upload was undone; it stays listed in the history, marked undone. */
  @Column({ type: 'timestamptz', nullable: true })
  undone_at: Date | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  undone_by: string | null;
}
