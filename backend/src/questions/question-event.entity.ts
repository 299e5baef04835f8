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
import type { Question } from './question.entity.js';

/** One entry of a question's thread: a message or a transition, with its actor and time. */
@Entity('question_events')
export class QuestionEventRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('question_events_question_id_idx')
  @Column({ type: 'int' })
  question_id: number;

  @ManyToOne('Question', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'question_id' })
  question?: Relation<Question>;

  /** asked, message, request_info, resolved, accepted, reopened */
  @Column({ type: 'varchar', length: 20 })
  kind: string;

  @Column({ type: 'varchar', length: 10 })
  actor: 'rep' | 'admin';

  /** The rep's or the admin's email (the thread shows the admin's name when there is one). */
  @Column({ type: 'varchar', length: 320 })
  actor_email: string;

  @Column({ type: 'text', nullable: true })
  body: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
