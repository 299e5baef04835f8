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

@Entity('users')
// Emails are unique case-insensitively: an expression index the migration creates.
@Index('users_email_lower_key', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('users_company_id_idx')
  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  password_hash: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  name: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  first_name: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  last_name: string;

  @Column({ type: 'boolean', default: false })
  admin: boolean;

  @Column({ type: 'boolean', default: false })
  super: boolean;

  @Column({ type: 'varchar', length: 320, nullable: true })
  viewing_as_email: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** An admin gets an email for each new or reopened question unless they turn it off. */
  @Column({ type: 'boolean', default: true })
  question_emails: boolean;

  /** Set by someone else (a new company's admin): must be changed before anything else. */
  @Column({ type: 'boolean', default: false })
  must_change_password: boolean;

  /** Tokens issued before this are refused: set by a password change (ends other sessions). */
  @Column({ type: 'timestamptz', nullable: true, select: false })
  sessions_from: Date | null;

  /** invited (has not set a password yet), active, or deactivated (cannot sign in). */
  @Column({ type: 'varchar', length: 12, default: 'active' })
  status: string;

  @Column({ type: 'timestamptz', nullable: true })
  deactivated_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  last_sign_in_at: Date | null;

  /** 'password' or 'sso'. */
  @Column({ type: 'varchar', length: 12, nullable: true })
  last_sign_in_method: string | null;
}
