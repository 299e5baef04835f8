import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { WebhookDeliveryRecord } from './webhook-delivery.entity.js';

/** One try of a delivery: what the endpoint answered, or why it could not be reached. */
@Entity('webhook_attempts')
export class WebhookAttemptRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('webhook_attempts_delivery_id_idx')
  @Column({ type: 'uuid' })
  delivery_id: string;

  @ManyToOne('WebhookDeliveryRecord', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id' })
  delivery?: Relation<WebhookDeliveryRecord>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  attempted_at: Date;

  @Column({ type: 'int', nullable: true })
  status_code: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Column({ type: 'int', default: 0 })
  duration_ms: number;
}
