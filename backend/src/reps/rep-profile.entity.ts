import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A rep as a person for payroll (issue 17): employee ID and the names payroll uses. */
@Entity('rep_profiles')
@Index('rep_profiles_company_email_key', ['company_id', 'email'], { unique: true })
export class RepProfile {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  /** Trimmed and lower-cased, as the ledger's emails compare. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  employee_id: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  first_name: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  last_name: string | null;

  /** The language an admin set for the rep (Reps directory, mapping CSV): en, es-US, or null. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  language: string | null;

  /** The rep's own choice, made in the rep app (PUT /bee/rep/language): it wins over `language`. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  rep_language: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
