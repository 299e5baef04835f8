// Writes events into the activity log inside the transaction of the action they record, so an
// action without its event cannot commit, and reads the log for the admin screen and its CSV.
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  activitySentence,
  type ActivityAction,
  type ActivityEvent,
  type ActivityPage,
} from '@commissionbee/shared/activity';
import { DataSource, type EntityManager } from 'typeorm';
import type { TokenPrincipal, UserPrincipal } from '../auth/principal.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { JobQueue } from '../queue/job-queue.service.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { ActivityEventsRepository, type ActivityRow } from './activity-events.repository.js';
import type { ActivityFilter } from './activity.dto.js';
import { currentRequest } from './request-context.js';
import { appError } from '../common/app-error.js';

export type Actor =
  | { kind: 'user'; userId: number; email: string }
  | { kind: 'rep'; email: string }
  /** An API token (issue 19): its name stands where a person's email would. */
  | { kind: 'token'; email: string }
  | { kind: 'system' };

export interface NewActivity {
  companyId: number;
  action: ActivityAction;
  target?: string | null;
  details?: Record<string, unknown>;
  /** Who acted; by default the caller of the current request (else the system). */
  actor?: Actor;
}

export const RETENTION_JOB = 'activity-retention';

export function toEvent(row: ActivityRow): ActivityEvent {
  const event = { ...row, action: row.action as ActivityAction };
  return { ...event, sentence: activitySentence(event) };
}

@Injectable()
export class ActivityService implements OnModuleInit {
  private readonly logger = new Logger('Activity');

  constructor(
    private readonly db: DataSource,
    private readonly events: ActivityEventsRepository,
    private readonly companies: CompaniesRepository,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.define<object>({
      name: RETENTION_JOB,
      queue: { retryLimit: 2, retryDelay: 600 },
      batchSize: 1,
      schedule: '17 3 * * *',
      handle: async () => {
        const removed = await this.events.purgeOlderThan(this.config.ACTIVITY_RETENTION_DAYS);
        if (removed > 0) this.logger.log(`Removed ${removed} activity events past retention`);
        return { retry: false };
      },
    });
  }

  /** Writes the event in `tx` (the action's own transaction). */
  async record(tx: EntityManager, activity: NewActivity): Promise<void> {
    const req = currentRequest();
    const actor = activity.actor ?? actorOf(req?.principal);
    await this.events.insert(tx, {
      companyId: activity.companyId,
      actorKind: actor.kind,
      actorUserId: actor.kind === 'user' ? actor.userId : null,
      actorEmail: actor.kind === 'system' ? null : actor.email,
      action: activity.action,
      target: activity.target ?? null,
      details: activity.details ?? {},
      ip: req?.ip ?? null,
      userAgent: headerText(req?.headers['user-agent']),
    });
  }

  /** An action with nothing else to write (a download, a read): its event in a transaction of its own. */
  recordAlone(activity: NewActivity): Promise<void> {
    return this.db.transaction((tx) => this.record(tx, activity));
  }

  /** The company whose log the caller reads: their own, or any for a super user (404 if none). */
  async companyFor(
    user: UserPrincipal | TokenPrincipal,
    companyId: number | undefined,
  ): Promise<number> {
    if (companyId === undefined || companyId === user.companyId) return user.companyId;
    if (user.kind !== 'user' || !user.super) throw appError('NOT_FOUND');
    if (!(await this.companies.exists(companyId))) throw appError('NOT_FOUND');
    return companyId;
  }

  async page(
    companyId: number,
    filter: ActivityFilter,
    page: number,
    pageSize: number,
  ): Promise<ActivityPage> {
    const { rows, total } = await this.events.page(companyId, filter, page, pageSize);
    const pages = Math.max(1, Math.ceil(total / pageSize));
    return { rows: rows.map(toEvent), total, page: Math.min(page, pages), pages };
  }

  async *batches(companyId: number, filter: ActivityFilter): AsyncGenerator<ActivityEvent[]> {
    for await (const rows of this.events.batches(companyId, filter)) yield rows.map(toEvent);
  }

  async forRep(companyId: number, email: string, limit = 20): Promise<ActivityEvent[]> {
    return (await this.events.forRep(companyId, email, limit)).map(toEvent);
  }
}

function actorOf(
  principal: { kind: string; userId?: number; email?: string; name?: string } | undefined,
): Actor {
  if (principal?.kind === 'user')
    return { kind: 'user', userId: principal.userId!, email: principal.email! };
  if (principal?.kind === 'rep') return { kind: 'rep', email: principal.email! };
  if (principal?.kind === 'token') return { kind: 'token', email: `API token "${principal.name}"` };
  return { kind: 'system' };
}

function headerText(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
