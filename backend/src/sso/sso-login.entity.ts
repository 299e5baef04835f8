import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import type { Company } from '../companies/company.entity.js';

/**
 * A sign-in on its way through the provider: what the callback must check (state, nonce, the PKCE
 * verifier), kept server-side for 10 minutes and used once, so a replayed callback is refused.
 */
@Entity('sso_logins')
export class SsoLogin {
  /** sha256 (hex) of the `state` parameter. */
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'sso_logins_pkey' })
  state_hash: string;

  @Index('sso_logins_company_id_idx')
  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'varchar', length: 100 })
  nonce: string;

  @Column({ type: 'varchar', length: 200 })
  code_verifier: string;

  /** An admin's "Test sign-in": checked end to end, nobody is signed in. */
  @Column({ type: 'boolean', default: false })
  test: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Index('sso_logins_expires_at_idx')
  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  used_at: Date | null;
}
