import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { Company } from '../companies/company.entity.js';

/** A rep's "Looks right" for one pay date, with a hash of the lines as they were then. */
@Entity('paycheck_reviews')
@Index('paycheck_reviews_company_rep_date_key', ['company_id', 'rep_email', 'pay_date'], {
  unique: true,
})
@Index('paycheck_reviews_company_date_idx', ['company_id', 'pay_date'])
export class PaycheckReview {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 320 })
  rep_email: string;

  @Column({ type: 'date' })
  pay_date: string;

  @Column({ type: 'varchar', length: 64 })
  lines_hash: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  reviewed_at: Date;
}
