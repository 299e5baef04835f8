// Commission plans (issue 30): a plan, its versions (the PDF itself in the database, so backups,
// restore and the move to PostgreSQL carry it), which reps each version is assigned to (with the
// state of their emailed code) and their signatures with the evidence and the signed copy. The
// product never deletes a version or a signature (New York asks for three years; we keep them).
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

@Entity('plans')
@Index('plans_company_id_idx', ['company_id'])
export class Plan {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 320, nullable: true })
  created_by: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}

@Entity('plan_versions')
@Index('plan_versions_plan_version_key', ['plan_id', 'version'], { unique: true })
@Index('plan_versions_company_id_idx', ['company_id'])
export class PlanVersionRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'int' })
  plan_id: number;

  @ManyToOne('Plan', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'plan_id' })
  plan?: Relation<Plan>;

  /** 1, 2, … within the plan. */
  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'date' })
  effective_date: string;

  @Column({ type: 'date', nullable: true })
  end_date: string | null;

  @Column({ type: 'date', nullable: true })
  due_date: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  file_name: string | null;

  /** The PDF as uploaded, byte for byte. */
  @Column({ type: 'bytea' })
  pdf: Buffer;

  @Column({ type: 'int' })
  bytes: number;

  @Column({ type: 'int' })
  pages: number;

  /** Hex SHA-256 of `pdf`. */
  @Column({ type: 'varchar', length: 64 })
  document_sha256: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  employer_name: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  employer_title: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  employer_email: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  employer_signed_at: Date | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  created_by: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}

@Entity('plan_assignments')
@Index('plan_assignments_version_rep_key', ['version_id', 'rep_email'], { unique: true })
@Index('plan_assignments_company_rep_idx', ['company_id', 'rep_email'])
export class PlanAssignment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'int' })
  version_id: number;

  @ManyToOne('PlanVersionRecord', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'version_id' })
  planVersion?: Relation<PlanVersionRecord>;

  /** Lower-cased and trimmed. */
  @Column({ type: 'varchar', length: 320 })
  rep_email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  assigned_at: Date;

  /** The first time the rep opened the document. */
  @Column({ type: 'timestamptz', nullable: true })
  opened_at: Date | null;

  /** The last reminder email (at most one a day). */
  @Column({ type: 'timestamptz', nullable: true })
  reminded_at: Date | null;

  /** HMAC of the live 6-digit code (never the code itself). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  code_hash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  code_expires_at: Date | null;

  /** Wrong tries of the live code. */
  @Column({ type: 'int', default: 0 })
  code_tries: number;
}

@Entity('plan_signatures')
@Index('plan_signatures_assignment_key', ['assignment_id'], { unique: true })
@Index('plan_signatures_code_key', ['verification_code'], { unique: true })
@Index('plan_signatures_signed_sha_idx', ['signed_sha256'])
@Index('plan_signatures_company_id_idx', ['company_id'])
export class PlanSignature {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'int' })
  version_id: number;

  @ManyToOne('PlanVersionRecord', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'version_id' })
  planVersion?: Relation<PlanVersionRecord>;

  @Column({ type: 'int' })
  assignment_id: number;

  @ManyToOne('PlanAssignment', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'assignment_id' })
  assignment?: Relation<PlanAssignment>;

  @Column({ type: 'varchar', length: 320 })
  rep_email: string;

  /** The name the rep typed. */
  @Column({ type: 'varchar', length: 120 })
  signed_name: string;

  @Column({ type: 'timestamptz' })
  signed_at: Date;

  /** SHA-256 of the version's PDF as the rep signed it. */
  @Column({ type: 'varchar', length: 64 })
  document_sha256: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  user_agent: string | null;

  /** The rep key the signature came through. */
  @Column({ type: 'int' })
  key_id: number;

  /** The address the code was emailed to and proved. */
  @Column({ type: 'varchar', length: 320 })
  verified_email: string;

  /** PL + 20 base32 characters (100 bits): what the public check asks by. */
  @Column({ type: 'varchar', length: 32 })
  verification_code: string;

  /** The signed copy: the original PDF plus the signature page. */
  @Column({ type: 'bytea' })
  signed_pdf: Buffer;

  @Column({ type: 'varchar', length: 64 })
  signed_sha256: string;
}
