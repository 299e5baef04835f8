// The activity_events table: its SQL with typed rows. Writes go through the caller's transaction.
import { Injectable } from '@nestjs/common';
import { ACTIVITY_GROUPS, type ActorKind } from '@commissionbee/shared/activity';
import { DataSource, type EntityManager } from 'typeorm';
import { exec, rows } from '../database/sql.js';
import type { Columns, Narrowed } from '../database/row-types.js';

export interface NewActivityRow {
  companyId: number;
  actorKind: ActorKind;
  actorUserId: number | null;
  actorEmail: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
}

/** created_at is ISO text (to_char, see COLUMNS). */
export type ActivityRow = Narrowed<
  Columns<
    'activity_events',
    | 'id'
    | 'actor_kind'
    | 'actor_email'
    | 'actor_name'
    | 'action'
    | 'target'
    | 'details'
    | 'ip'
    | 'user_agent'
  >,
  { actor_kind: ActorKind; details: Record<string, unknown> }
> & { created_at: string };

export interface ActivityWhere {
  who?: string;
  what?: string;
  from?: string;
  to?: string;
}

const COLUMNS = `id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  actor_kind, actor_email, actor_name, action, target, details, ip, user_agent`;

/** A LIKE pattern that matches the text literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@Injectable()
export class ActivityEventsRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Writes one event in `tx`. The actor's name is read as it is now: a user's name, a rep's
   * payroll name or, failing that, their newest ledger name.
   */
  async insert(tx: EntityManager, row: NewActivityRow): Promise<void> {
    await exec(
      tx,
      `INSERT INTO activity_events
         (company_id, actor_kind, actor_user_id, actor_email, actor_name, action, target, details, ip, user_agent)
       VALUES ($1, $2::varchar, $3::int,
         CASE WHEN $2::varchar = 'user' THEN coalesce(nullif($4::varchar, ''), (SELECT u.email FROM users u WHERE u.id = $3::int))
              ELSE nullif($4::varchar, '') END,
         -- Cut to the column's size: a ledger name may hold 1,000 characters, payroll names 100 + 100.
         left(CASE $2::varchar
           WHEN 'user' THEN (SELECT nullif(coalesce(nullif(trim(u.name), ''), trim(concat_ws(' ', u.first_name, u.last_name))), '')
                               FROM users u WHERE u.id = $3::int)
           WHEN 'rep' THEN coalesce(
             (SELECT nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') FROM rep_profiles p
               WHERE p.company_id = $1 AND p.email = lower(trim($4::varchar))),
             (SELECT r.rep_name FROM ledger_records r
               WHERE r.company_id = $1 AND lower(trim(r.rep_email)) = lower(trim($4::varchar))
               ORDER BY r.id DESC LIMIT 1))
         END, 200),
         $5, $6, $7::jsonb, $8, $9)`,
      [
        row.companyId,
        row.actorKind,
        row.actorUserId,
        row.actorEmail,
        row.action,
        row.target?.slice(0, 500) ?? null,
        JSON.stringify(row.details),
        row.ip?.slice(0, 64) ?? null,
        row.userAgent?.slice(0, 500) ?? null,
      ],
    );
  }

  private where(companyId: number, filter: ActivityWhere): { sql: string; params: unknown[] } {
    const params: unknown[] = [companyId];
    const parts = ['company_id = $1'];
    if (filter.who) {
      params.push(likeText(filter.who));
      const p = `$${params.length}`;
      parts.push(`(actor_email ILIKE ${p} OR actor_name ILIKE ${p} OR target ILIKE ${p})`);
    }
    if (filter.what) {
      const group = ACTIVITY_GROUPS[filter.what];
      params.push(group ? group.actions : [filter.what]);
      parts.push(`action = ANY($${params.length}::text[])`);
    }
    if (filter.from) {
      params.push(filter.from);
      parts.push(`created_at >= $${params.length}::date`);
    }
    if (filter.to) {
      params.push(filter.to);
      parts.push(`created_at < $${params.length}::date + 1`);
    }
    return { sql: parts.join(' AND '), params };
  }

  /** One page, newest first, and the number of matches. */
  async page(
    companyId: number,
    filter: ActivityWhere,
    page: number,
    pageSize: number,
  ): Promise<{ rows: ActivityRow[]; total: number }> {
    const { sql, params } = this.where(companyId, filter);
    const [{ total }] = await rows<{ total: number }>(
      this.db,
      `SELECT count(*)::int AS total FROM activity_events WHERE ${sql}`,
      params,
    );
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const offset = (Math.min(page, pages) - 1) * pageSize;
    const found = await rows<ActivityRow>(
      this.db,
      `SELECT ${COLUMNS} FROM activity_events WHERE ${sql}
        ORDER BY id DESC LIMIT ${pageSize} OFFSET ${offset}`,
      params,
    );
    return { rows: found, total };
  }

  /** Every matching event, newest first, `batch` at a time by keyset (for the CSV export). */
  async *batches(
    companyId: number,
    filter: ActivityWhere,
    batch = 1000,
  ): AsyncGenerator<ActivityRow[]> {
    const { sql, params } = this.where(companyId, filter);
    let before = 2_147_483_647;
    for (;;) {
      const batchRows = await rows<ActivityRow>(
        this.db,
        `SELECT ${COLUMNS} FROM activity_events WHERE ${sql} AND id < $${params.length + 1}
          ORDER BY id DESC LIMIT ${batch}`,
        [...params, before],
      );
      if (batchRows.length > 0) yield batchRows;
      if (batchRows.length < batch) return;
      before = batchRows[batchRows.length - 1].id;
    }
  }

  /** The newest events by or about a rep (their email as actor or target). */
  forRep(companyId: number, email: string, limit: number): Promise<ActivityRow[]> {
    return rows<ActivityRow>(
      this.db,
      `SELECT ${COLUMNS} FROM activity_events
        WHERE company_id = $1 AND (lower(target) = $2 OR (actor_kind = 'rep' AND lower(actor_email) = $2))
        ORDER BY id DESC LIMIT ${limit}`,
      [companyId, email],
    );
  }

  /**
   * Removes events older than `days` (the retention job) through activity_events_purge(), the only
   * caller the table's trigger lets delete (and then only events past 365 days). It must be the
   * outermost call of its statement: the trigger reads the call stack.
   */
  async purgeOlderThan(days: number): Promise<number> {
    const [{ removed }] = await rows<{ removed: number }>(
      this.db,
      `SELECT activity_events_purge($1) AS removed`,
      [days],
    );
    return removed;
  }
}
