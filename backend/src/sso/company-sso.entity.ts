import {
  Column,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { Company } from '../companies/company.entity.js';

/** A company's OpenID Connect provider (issue 32 §3); its domains are company_sso_domains. */
@Entity('company_sso')
export class CompanySso {
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'company_sso_pkey' })
  company_id: number;

  @OneToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'varchar', length: 500 })
  issuer: string;

  @Column({ type: 'varchar', length: 300 })
  client_id: string;

  /** AES-256-GCM under SSO_SECRET_KEY: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  @Column({ type: 'text' })
  client_secret_encrypted: string;

  @Column({ type: 'varchar', length: 100, default: 'groups' })
  role_claim: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  admin_groups: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  standard_groups: string[];

  /** Passwords are refused for the company's users (super users keep theirs). */
  @Column({ type: 'boolean', default: false })
  required: boolean;

  /**
   * While required: an Administrator may sign in with their password when the provider does not
   * answer at that moment (the server checks; Standard Users never may).
   */
  @Column({ type: 'boolean', default: false })
  admin_password_fallback: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
