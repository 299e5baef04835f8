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

/** A URL of a company's that is told about the events it chose, signed with its secret. */
@Entity('webhook_endpoints')
export class WebhookEndpointRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('webhook_endpoints_company_id_idx')
  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  events: string[];

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  /** Kept as written: signing needs it (it is shown once, at creation). */
  @Column({ type: 'varchar', length: 100 })
  secret: string;

  @Column({ type: 'varchar', length: 320, nullable: true })
  created_by: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
