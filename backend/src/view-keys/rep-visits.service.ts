// When each rep key opens the portal: the first and the last open, and the last open of the visit
// before the current one (what "new since your last visit" counts from). Written off the hot path:
// after GET /bee/rep-key-data has answered, and at most once per key every few minutes per process.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { RepPrincipal } from '../auth/principal.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { RepVisitsRepository, type RepVisitRow } from './rep-visits.repository.js';

/** The longest a key's open goes unwritten (shorter when the visit gap is). */
const MAX_WRITE_INTERVAL_MS = 5 * 60_000;
const MAX_REMEMBERED_KEYS = 100_000;

@Injectable()
export class RepVisitsService {
  private readonly logger = new Logger('RepVisits');
  private readonly gapSeconds: number;
  /** Keys written lately (this process): their next open is not written before the entry expires. */
  private readonly written: LRUCache<number, true> | null;

  constructor(
    private readonly repository: RepVisitsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.gapSeconds = config.REP_VISIT_GAP_SECONDS;
    const interval = Math.min(MAX_WRITE_INTERVAL_MS, this.gapSeconds * 1000);
    this.written = interval > 0 ? new LRUCache({ max: MAX_REMEMBERED_KEYS, ttl: interval }) : null;
  }

  /** Notes an open of the portal; never throws and never delays the caller. */
  opened(rep: RepPrincipal): void {
    if (this.written?.has(rep.keyId)) return;
    this.written?.set(rep.keyId, true);
    setImmediate(() => {
      this.repository
        .recordOpen(rep.companyId, rep.keyId, this.gapSeconds)
        .catch((error: Error) =>
          this.logger.warn(`Recording a portal open failed: ${error.message}`),
        );
    });
  }

  /** The key's opens, previous_visit_at as of now (the same rule recordOpen writes). */
  visit(rep: RepPrincipal): Promise<RepVisitRow> {
    return this.repository.find(rep.companyId, rep.keyId, this.gapSeconds);
  }
}
