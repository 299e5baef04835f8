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
import type { RepKey } from '../view-keys/rep-key.entity.js';

/**
 * A browser's Web Push subscription, owned by the view key that made it: rotating the link
 * deletes it (trigger in migration MailQueue), and so does a push service answering 404 or 410.
 * An endpoint is unique per key: another key sending it gets a row of its own.
 */
@Entity('push_subscriptions')
@Index('push_subscriptions_key_endpoint_key', ['rep_key_id', 'endpoint'], { unique: true })
export class PushSubscription {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('push_subscriptions_company_id_idx')
  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Index('push_subscriptions_rep_key_id_idx')
  @Column({ type: 'int' })
  rep_key_id: number;

  @ManyToOne('RepKey', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rep_key_id' })
  repKey?: Relation<RepKey>;

  @Column({ type: 'text' })
  endpoint: string;

  @Column({ type: 'varchar', length: 200 })
  p256dh: string;

  @Column({ type: 'varchar', length: 100 })
  auth: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
