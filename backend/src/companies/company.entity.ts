import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('companies')
@Check('companies_statement_email_check', `"statement_email" IN ('off', 'link', 'attachment')`)
export class Company {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', nullable: true })
  logo: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  color: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  features: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** Questions open longer than this many business days are overdue (issue 14). */
  @Column({ type: 'int', default: 2 })
  answer_within_days: number;
  /** Tell the reps with new pay after every upload (push, else email). */
  @Column({ type: 'boolean', default: false })
  notify_after_upload: boolean;
  /** Pay runs (issue 29): reps see a pay date only once an admin has published it. */
  @Column({ type: 'boolean', default: false })
  review_before_publish: boolean;
  /** Pay runs: whoever uploaded or last changed a pay date cannot approve it. */
  @Column({ type: 'boolean', default: false })
  second_approver: boolean;

  /**
   * Changes with every change to the company, its ledger or its calculator (database triggers,
   * migration CompanyDataVersion): names the state a cached rep portal answer was built from.
   */
  @Column({ type: 'bigint', default: 0, select: false })
  data_version: string;

  /** SCIM (issue 32): a deactivated or deleted SCIM user who is also a rep gets a new portal link. */
  @Column({ type: 'boolean', default: true })
  scim_rotate_rep_links: boolean;

  /** Statements (issue 31 §4): email each rep their new statement revision: 'off' | 'link' | 'attachment'. */
  @Column({ type: 'varchar', length: 12, default: 'off' })
  statement_email: string;

  /** Languages (issue 33): what reps get emails in when neither they nor an admin chose one. */
  @Column({ type: 'varchar', length: 16, default: 'en' })
  default_language: string;
}
