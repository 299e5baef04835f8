// The durable job queue (pg-boss) on the application's PostgreSQL: every email and push is a job,
// so a replica that dies mid-send loses nothing — another replica (or this one after a restart)
// takes its jobs once their heartbeat goes stale. On PGlite, pg-boss goes through the one-session
// pool TypeORM uses (a second client of the PGlite object could land inside a TypeORM transaction);
// on a PostgreSQL server it has a small pool of its own.
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PgBoss, type Job, type JobInsert, type QueueOptions } from 'pg-boss';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { poolDb } from './pool-db.js';

export const QUEUE_SCHEMA = 'pgboss';

/** How a job went: done (whatever the outcome for the rep), or to be tried again later. */
export type JobOutcome = { retry: false } | { retry: true; error: string };

export interface WorkerDefinition<T extends object> {
  name: string;
  queue: QueueOptions;
  /** Jobs one worker fetches at once; they run concurrently and the worker waits for all of them. */
  batchSize: number;
  /**
   * Workers of this queue on each replica (default 1), each fetching its own batch: a slow batch
   * holds its own worker only.
   */
  concurrency?: number;
  /**
   * Jobs of one group (a company: the `group` given to enqueue) active at once across replicas,
   * so one company's slow endpoints cannot take every worker from the others.
   */
  groupConcurrency?: number;
  /** A cron expression (UTC): pg-boss sends the job on this schedule, once across replicas. */
  schedule?: string;
  /** `job.signal` is aborted when the job is taken away (shutdown, expiry): stop and return. */
  handle(job: Job<T> & { lastAttempt: boolean }): Promise<JobOutcome>;
}

/** The group of a company's jobs (see WorkerDefinition.groupConcurrency). */
export const companyGroup = (companyId: number) => ({ id: `company-${companyId}` });

/** Heartbeats every 5 s, stale after 10 s; the monitor looks every 10 s: a dead replica's jobs go back within ~30 s. */
const HEARTBEAT_SECONDS = 10;
const MONITOR_SECONDS = 10;

@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobQueue');
  private readonly workers: WorkerDefinition<object>[] = [];
  private readonly workerIds = new Map<string, string[]>();
  private boss: PgBoss | null = null;
  private started: Promise<void> | null = null;

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Called by the modules that own a kind of job, before the application starts. */
  define<T extends object>(worker: WorkerDefinition<T>): void {
    this.workers.push(worker as unknown as WorkerDefinition<object>);
  }

  onApplicationBootstrap(): Promise<void> {
    this.started ??= this.start();
    return this.started;
  }

  private async start(): Promise<void> {
    const common = {
      schema: QUEUE_SCHEMA,
      superviseIntervalSeconds: MONITOR_SECONDS,
      monitorIntervalSeconds: MONITOR_SECONDS,
      instanceName: 'commissionbee',
      openTelemetry: { enabled: false },
    };
    const boss = this.config.DATABASE_URL
      ? new PgBoss({ ...common, connectionString: this.config.DATABASE_URL, max: 4 })
      : new PgBoss({ ...common, backend: 'pglite', db: poolDb(this.typeormPool()) });
    boss.on('error', (error: Error) => this.logger.error(`Queue: ${error.message}`));
    await boss.start();
    this.boss = boss;
    for (const worker of this.workers) {
      const options = { heartbeatSeconds: HEARTBEAT_SECONDS, ...worker.queue };
      await boss.createQueue(worker.name, options);
      // createQueue leaves an existing queue as it was: this start's settings (MAIL_RETRY_*) apply.
      await boss.updateQueue(worker.name, options);
      const ids: string[] = [];
      // One work() per worker rather than pg-boss's localConcurrency: each answers an id that
      // enqueue can wake (notifyWorker wakes one worker only).
      for (let i = 0; i < (worker.concurrency ?? 1); i++) ids.push(await this.work(boss, worker));
      this.workerIds.set(worker.name, ids);
      if (worker.schedule) await boss.schedule(worker.name, worker.schedule);
    }
  }

  private work(boss: PgBoss, worker: WorkerDefinition<object>): Promise<string> {
    return boss.work(
      worker.name,
      {
        batchSize: worker.batchSize,
        pollingIntervalSeconds: 1,
        burstWhenBatchFull: true,
        includeMetadata: true,
        perJobResults: true,
        ...(worker.groupConcurrency ? { groupConcurrency: worker.groupConcurrency } : {}),
      },
      async (jobs) =>
        Promise.all(
          jobs.map(async (job) => {
            let outcome: JobOutcome;
            try {
              outcome = await worker.handle({
                ...job,
                data: job.data as object,
                lastAttempt: job.retryCount >= job.retryLimit,
              });
            } catch (error) {
              // A handler that throws (the database went away) is tried again.
              outcome = { retry: true, error: (error as Error).message };
            }
            return outcome.retry
              ? { id: job.id, status: 'failed' as const, output: { error: outcome.error } }
              : { id: job.id, status: 'completed' as const };
          }),
        ),
    );
  }

  /** Adds jobs and wakes this replica's workers (the others find them on their next poll). */
  async enqueue<T extends object>(name: string, jobs: JobInsert<T>[]): Promise<void> {
    if (jobs.length === 0) return;
    const boss = await this.ready();
    for (let at = 0; at < jobs.length; at += 1000) {
      await boss.insert(name, jobs.slice(at, at + 1000));
    }
    for (const id of this.workerIds.get(name) ?? []) boss.notifyWorker(id);
  }

  private async ready(): Promise<PgBoss> {
    await (this.started ??= this.start());
    // Started, so no boss means stopped.
    if (!this.boss) throw new Error('The job queue has stopped: the server is shutting down.');
    return this.boss;
  }

  async beforeApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    // In-flight deliveries get a few seconds to finish; what is left is retried by whoever runs next.
    await boss?.stop({ graceful: true, timeout: 5_000, close: true });
  }

  private typeormPool(): pg.Pool {
    return (this.db.driver as unknown as { master: pg.Pool }).master;
  }
}
