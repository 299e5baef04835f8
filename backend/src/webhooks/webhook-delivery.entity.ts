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
import type { WebhookEndpointRecord } from './webhook-endpoint.entity.js';

/** One event for one endpoint: a job on the queue, tried until it succeeds or a day has passed. */
@Entity('webhook_deliveries')
@Index('webhook_deliveries_company_endpoint_idx', ['company_id', 'endpoint_id', 'created_at'])
export class WebhookDeliveryRecord {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Index('webhook_deliveries_endpoint_id_idx')
  @Column({ type: 'int' })
  endpoint_id: number;

  @ManyToOne('WebhookEndpointRecord', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: Relation<WebhookEndpointRecord>;

  @Column({ type: 'varchar', length: 40 })
  event: string;

  /** The exact JSON body sent (every attempt sends the same bytes). */
  @Column({ type: 'text' })
  body: string;

  /** pending | succeeded | failed */
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: string;

  @Column({ type: 'uuid', nullable: true })
  replay_of: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
