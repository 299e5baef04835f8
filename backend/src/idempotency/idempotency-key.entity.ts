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

/** The first answer to a request sent with an Idempotency-Key, kept 24 hours. */
@Entity('idempotency_keys')
@Index('idempotency_keys_created_at_idx', ['created_at'])
export class IdempotencyKeyRecord {
  @PrimaryColumn({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  idem_key: string;

  /** `METHOD /path` of the request the key was first used with. */
  @Column({ type: 'varchar', length: 100 })
  route: string;

  /** sha256 (hex) of the body (or the uploaded file) and the query. */
  @Column({ type: 'varchar', length: 64 })
  body_hash: string;

  /** NULL while the first request is still running. */
  @Column({ type: 'int', nullable: true })
  status: number | null;

  @Column({ type: 'jsonb', nullable: true })
  response: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
