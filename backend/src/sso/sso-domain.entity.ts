import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import type { CompanySso } from './company-sso.entity.js';

/** An email domain that signs in through one company's provider: a domain has one company. */
@Entity('company_sso_domains')
export class SsoDomain {
  /** Lower-cased. */
  @PrimaryColumn({
    type: 'varchar',
    length: 253,
    primaryKeyConstraintName: 'company_sso_domains_pkey',
  })
  domain: string;

  @Index('company_sso_domains_company_id_idx')
  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('CompanySso', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  settings?: Relation<CompanySso>;
}
