// When each rep key opens the portal: the first and the last open, and the last open of the visit
// before the current one (what "new since your last visit" counts from). Kept off the hot path:
// GET /bee/rep-key-data only notes the key in memory, at most once per key every few minutes per
// process, and the noted opens are written together, one statement a second.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { RepPrincipal } from '../auth/principal.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { RepKeysRepository, type RepVisitRow } from './rep-keys.repository.js';

/** The longest a key's open goes unwritten (shorter when the visit gap is). */
const MAX_WRITE_INTERVAL_MS = 5 * 60_000;
const MAX_REMEMBERED_KEYS = 100_000;
/** Opens noted within this time go to the database in one statement. */
const FLUSH_MS = 1_000;

@Injectable()
export class RepVisitsService implements OnModuleDestroy {
  private readonly logger = new Logger('RepVisits');
  private readonly gapSeconds: number;
  /** Keys noted lately (this process): their next open is not noted before the entry expires. */
  private readonly noted: LRUCache<number, true> | null;
  /** Opens waiting to be written: key id → company id. */
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly keys: RepKeysRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.gapSeconds = config.REP_VISIT_GAP_SECONDS;
    const interval = Math.min(MAX_WRITE_INTERVAL_MS, this.gapSeconds * 1000);
    this.noted = interval > 0 ? new LRUCache({ max: MAX_REMEMBERED_KEYS, ttl: interval }) : null;
  }

  /** Notes an open of the portal; never throws and never waits for the database. */
  opened(rep: RepPrincipal): void {
    if (this.noted?.has(rep.keyId)) return;
    this.noted?.set(rep.keyId, true);
    this.pending.set(rep.keyId, rep.companyId);
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** The key's opens, previous_visit_at as of now (the same rule recordOpens writes). */
  visit(rep: RepPrincipal): Promise<RepVisitRow> {
    return this.keys.visits(rep.companyId, rep.keyId, this.gapSeconds);
  }

  onModuleDestroy(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const opens = this.pending;
    this.pending = new Map();
    if (opens.size === 0) return;
    try {
      await this.keys.recordOpens([...opens.keys()], [...opens.values()], this.gapSeconds);
    } catch (error) {
      this.logger.warn(`Recording ${opens.size} portal opens failed: ${(error as Error).message}`);
    }
  }
}
