// The question_events table (each question's thread): its SQL with typed rows.
import { Injectable } from '@nestjs/common';
import type { QuestionEvent } from '@commissionbee/shared/questions';
import { DataSource, type EntityManager } from 'typeorm';
import { exec, rows } from '../database/sql.js';
import type { Reads } from '../database/row-types.js';

@Injectable()
export class QuestionEventsRepository {
  constructor(private readonly db: DataSource) {}

  async add(
    tx: EntityManager,
    questionId: number,
    kind: string,
    actor: 'rep' | 'admin',
    actorEmail: string,
    body: string | null,
  ): Promise<void> {
    await exec(
      tx,
      `INSERT INTO question_events (question_id, kind, actor, actor_email, body) VALUES ($1, $2, $3, $4, $5)`,
      [questionId, kind, actor, actorEmail, body],
    );
  }

  /**
   * The thread of a question of the company, oldest first. An admin shows as their name (or
   * "Your admin" to the rep, who needs no admin's address); a rep as their ledger name.
   */
  async thread(companyId: number, questionId: number, forRep: boolean): Promise<QuestionEvent[]> {
    return rows<
      Reads<QuestionEvent, 'question_events', 'id' | 'kind' | 'actor' | 'body' | 'created_at'>
    >(
      this.db,
      `SELECT e.id, e.kind, e.actor, e.body, e.created_at,
              CASE WHEN e.actor = 'admin' THEN
                     coalesce(nullif(u.name, ''), CASE WHEN $3 THEN 'Your admin' ELSE e.actor_email END)
                   ELSE coalesce((SELECT r.rep_name FROM ledger_records r
                                   WHERE r.company_id = q.company_id AND lower(trim(r.rep_email)) = e.actor_email
                                   ORDER BY r.id DESC LIMIT 1), e.actor_email) END AS actor_name
         FROM question_events e
         JOIN questions q ON q.id = e.question_id AND q.company_id = $1
         LEFT JOIN users u ON e.actor = 'admin' AND u.company_id = q.company_id AND lower(u.email) = e.actor_email
        WHERE e.question_id = $2
        ORDER BY e.id`,
      [companyId, questionId, forRep],
    );
  }
}
