// Backups of the embedded database while the product runs: on BACKUP_SCHEDULE and on demand from
// /super, into BACKUP_DIR (owner-only), keeping the newest BACKUP_KEEP. On a PostgreSQL server
// they are off: the server's own tools do it better.
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupFile, BackupStatus, TakenBackup } from '@commissionbee/shared/backups';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { EMBEDDED_EXTENSIONS, pgdataOf } from '../database/embedded-postgres.js';
import { describeSchedule, nextRun } from '../config/backup-schedule.js';
import { BACKUP_MESSAGES } from './backups.messages.js';
import { backupHeader } from './data-dir-tools.js';
import { DIR_MODE, writeDumpFile } from './dump-file.js';
import { snapshotLiveDatabase } from './snapshot.js';
import { appError } from '../common/app-error.js';

const BACKUP_NAME = /^commissionbee-\d{8}-\d{6}Z(-\d+)?\.sql$/;
/** setTimeout's longest delay; a later run is re-planned when it fires. */
const MAX_DELAY = 2 ** 31 - 1;

@Injectable()
export class BackupsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Backups');
  private running: Promise<TakenBackup> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastError: { at: string; message: string } | null = null;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {}

  get available(): boolean {
    return !this.config.DATABASE_URL;
  }

  onApplicationBootstrap(): void {
    if (!this.available) {
      if (this.config.BACKUP_SCHEDULE.kind !== 'off') {
        this.logger.log(
          'Scheduled backups are off: the data is on a PostgreSQL server (use pg_dump).',
        );
      }
      return;
    }
    this.prepareDirectory();
    this.plan();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** What /super shows. */
  status(): BackupStatus {
    return {
      available: this.available,
      message: this.available ? null : BACKUP_MESSAGES.onServer,
      schedule: this.available ? describeSchedule(this.config.BACKUP_SCHEDULE) : 'off',
      keep: this.config.BACKUP_KEEP,
      directory: this.available ? this.config.BACKUP_DIR : null,
      running: this.running !== null,
      last_error: this.lastError,
      backups: this.available ? this.list() : [],
    };
  }

  /** Backups in BACKUP_DIR, newest first. */
  list(): BackupFile[] {
    let names: string[];
    try {
      names = readdirSync(this.config.BACKUP_DIR).filter((n) => BACKUP_NAME.test(n));
    } catch {
      return [];
    }
    return names
      .map((name) => {
        const stat = statSync(join(this.config.BACKUP_DIR, name));
        return { name, size: stat.size, created_at: stat.mtime.toISOString() };
      })
      .sort((a, b) => b.name.localeCompare(a.name));
  }

  /** The path of one backup, for the download; anything else is 404. */
  pathOf(name: string): string {
    if (!this.available || !BACKUP_NAME.test(name) || !this.list().some((b) => b.name === name)) {
      throw appError('BACKUP_NOT_FOUND', BACKUP_MESSAGES.notFound);
    }
    return join(this.config.BACKUP_DIR, name);
  }

  /** Writes a backup now (one at a time), then prunes to BACKUP_KEEP. */
  async takeNow(): Promise<TakenBackup> {
    if (!this.available) throw appError('BACKUP_ON_SERVER', BACKUP_MESSAGES.onServer);
    if (this.running) throw appError('BACKUP_RUNNING', BACKUP_MESSAGES.running);
    this.running = this.write();
    try {
      const taken = await this.running;
      this.lastError = null;
      return taken;
    } catch (error) {
      this.lastError = { at: new Date().toISOString(), message: (error as Error).message };
      throw error;
    } finally {
      this.running = null;
    }
  }

  private async write(): Promise<TakenBackup> {
    this.prepareDirectory();
    const dir = this.config.BACKUP_DIR;
    const name = this.freshName();
    const snapshot = join(dir, `.snapshot-${name.replace(/\.sql$/, '')}`);
    const started = Date.now();
    try {
      const { reader, blockedMs } = await snapshotLiveDatabase(
        this.db,
        pgdataOf(this.config.DATA_DIR),
        snapshot,
        Object.keys(EMBEDDED_EXTENSIONS),
      );
      let tables: number;
      try {
        ({ tables } = await writeDumpFile(reader, join(dir, name), backupHeader()));
      } finally {
        await reader.close();
      }
      const stat = statSync(join(dir, name));
      this.logger.log(
        `Backup ${name} written (${tables} tables, ${stat.size} bytes) in ${Date.now() - started} ms; requests waited ${Math.round(blockedMs)} ms for the snapshot`,
      );
      this.prune();
      return {
        name,
        size: stat.size,
        created_at: stat.mtime.toISOString(),
        blocked_ms: Math.round(blockedMs),
        tables,
      };
    } finally {
      rmSync(snapshot, { recursive: true, force: true });
    }
  }

  private freshName(): string {
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace('T', '-')
      .replace(/\.\d+Z$/, 'Z');
    const taken = new Set(this.list().map((b) => b.name));
    let name = `commissionbee-${stamp}.sql`;
    for (let n = 2; taken.has(name); n++) name = `commissionbee-${stamp}-${n}.sql`;
    return name;
  }

  /** BACKUP_DIR owner-only, without what an interrupted backup left behind. */
  private prepareDirectory(): void {
    const dir = this.config.BACKUP_DIR;
    mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    chmodSync(dir, DIR_MODE);
    if (this.running) return;
    for (const leftover of readdirSync(dir)) {
      if (leftover.startsWith('.snapshot-') || leftover.endsWith('.sql.partial')) {
        rmSync(join(dir, leftover), { recursive: true, force: true });
      }
    }
  }

  private prune(): void {
    for (const old of this.list().slice(this.config.BACKUP_KEEP)) {
      rmSync(join(this.config.BACKUP_DIR, old.name), { force: true });
      this.logger.log(`Backup ${old.name} removed (BACKUP_KEEP=${this.config.BACKUP_KEEP})`);
    }
  }

  private plan(): void {
    const next = nextRun(this.config.BACKUP_SCHEDULE, new Date());
    if (!next) return;
    const delay = Math.min(Math.max(next.getTime() - Date.now(), 0), MAX_DELAY);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (Date.now() + 1_000 < next.getTime()) return this.plan(); // a very long wait, re-planned
      this.takeNow()
        .catch((error: Error) => {
          if (!(error instanceof ConflictException)) {
            this.logger.error(`Scheduled backup failed: ${error.message}`);
          }
        })
        .finally(() => {
          if (this.timer === null && !this.stopped) this.plan();
        });
    }, delay);
    this.timer.unref();
  }
}
