import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One entry of the activity log (issue 17): append-only. A database trigger (migration
 * ActivityRepsPayroll) refuses UPDATE and DELETE except for the retention job.
 */
@Entity('activity_events')
@Index('activity_events_company_id_idx', ['company_id', 'id'])
@Index('activity_events_company_action_idx', ['company_id', 'action', 'id'])
@Index('activity_events_company_created_idx', ['company_id', 'created_at'])
export class ActivityEventRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** user, rep or system */
  @Column({ type: 'varchar', length: 10 })
  actor_kind: string;

  @Column({ type: 'int', nullable: true })
  actor_user_id: number | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  actor_email: string | null;

  /** The actor's name when the event was written (a user's name; a rep's ledger name). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  actor_name: string | null;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  target: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  user_agent: string | null;
}
