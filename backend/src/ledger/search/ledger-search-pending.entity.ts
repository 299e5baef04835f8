import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { Company } from '../../companies/company.entity.js';

/** A range of ledger row ids whose search text is not indexed yet (migration LedgerSearchDeferred). */
@Entity('ledger_search_pending')
export class LedgerSearchPending {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'ledger_search_pending_pkey' })
  id: number;

  @Index('ledger_search_pending_company_id_idx')
  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'ledger_search_pending_company_fk' })
  company?: Relation<Company>;

  @Column({ type: 'int' })
  first_id: number;

  @Column({ type: 'int' })
  last_id: number;
}
