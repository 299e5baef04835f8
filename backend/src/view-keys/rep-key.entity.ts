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

/** A rep's private portal link. Rotating a link revokes the row and issues a new one. */
@Entity('rep_keys')
// One live key per rep and company (partial expression index in the migration).
@Index('rep_keys_company_email_live_key', { synchronize: false })
export class RepKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('rep_keys_company_id_idx')
  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Index('rep_keys_view_key_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  view_key: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  custom_features: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at: Date | null;

  /** The first and the last recorded portal open (recorded at most every few minutes). */
  @Column({ type: 'timestamptz', nullable: true })
  first_opened_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  last_opened_at: Date | null;

  /** The last open of the visit before the current one: what "new since your last visit" counts from. */
  @Column({ type: 'timestamptz', nullable: true })
  previous_visit_at: Date | null;
}
