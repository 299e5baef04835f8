import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A company's ADP Workforce Now import settings (issue 17). */
@Entity('payroll_settings')
export class PayrollSettingsRecord {
  @PrimaryColumn({ type: 'int' })
  company_id: number;

  @Column({ type: 'varchar', length: 10, nullable: true })
  adp_company_code: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  adp_batch_id: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  adp_earnings_code: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
