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
 * A payroll file as it was sent (issue 29 §5): which pay date, format and file, how many rows and
 * what total, and the SHA-256 of exactly the bytes sent, with who exported it and when.
 */
@Entity('payroll_exports')
@Index('payroll_exports_company_pay_date_idx', { synchronize: false })
export class PayrollExportRecord {
  @PrimaryGeneratedColumn()
  id: number;
  @Column({ type: 'int' })
  company_id: number;
  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'payroll_exports_company_fk' })
  company?: Relation<Company>;
  @Column({ type: 'date' })
  pay_date: string;
  @Column({ type: 'varchar', length: 10 })
  format: string;
  @Column({ type: 'varchar', length: 200 })
  file_name: string;
  @Column({ type: 'int' })
  rows: number;
  @Column({ type: 'numeric', precision: 16, scale: 2 })
  total: string;
  @Column({ type: 'int' })
  bytes: number;
  @Column({ type: 'varchar', length: 64 })
  sha256: string;
  @Column({ type: 'varchar', length: 320 })
  exported_by: string;
  @Column({ type: 'int', nullable: true })
  exported_by_user_id: number | null;
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
