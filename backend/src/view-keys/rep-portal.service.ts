// The rep portal's one read (GET /bee/rep-key-data), the product's hot path: one query builds the
// whole answer as JSON text inside PostgreSQL, so Node neither parses rows nor re-serialises them,
// and the gzipped answer is kept per key for the state of the data it was built from.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CALCULATOR_FEATURE } from '@commissionbee/shared/types';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import type { RepPrincipal } from '../auth/principal.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

const gzipAsync = promisify(gzip);

// Answers RepKeyData (libs/shared types.ts); test/rep-portal.api.spec.ts pins the exact shape.
// - The key is read again with its company, so a key revoked a moment ago answers 404.
// - The calculator travels only when both the company and the key have whatif-calc; an older
//   config stored as an array answers its first item (as GET /bee/calculator does).
// - The rows' WHERE matches the expression indexes ledger_records_company_rep_email_idx and
//   ledger_records_company_manager_email_idx, so the planner ORs two bitmap index scans.
// - PENDING and CANCELLED rows (no date) come first, then the newest pay dates.
// - added_at (when the line was added) and change ({at, previous}: when an upload last changed it,
//   and what it was) are Unix seconds and one mostly-null field, so the rows grow by ~30 bytes,
//   not ~80 (every answer is built and gzipped with them).
const REP_KEY_DATA_SQL = `
  SELECT json_build_object(
           'email', $2::text,
           'company', json_build_object('name', c.name, 'logo', c.logo, 'color', c.color, 'features', c.features),
           'company_id', k.company_id,
           'custom_features', k.custom_features,
           'calculator', CASE WHEN $4 = ANY (c.features) AND $4 = ANY (k.custom_features) THEN
                           (SELECT CASE jsonb_typeof(config) WHEN 'array' THEN config -> 0 ELSE config END
                              FROM calculators WHERE company_id = k.company_id)
                         END,
           'data', (SELECT COALESCE(json_agg(row_json ORDER BY r.pay_date DESC NULLS FIRST, r.id), '[]')
                      FROM ledger_records r
                     CROSS JOIN LATERAL (
                       SELECT r.id, r.item_name AS job_name,
                              CASE WHEN r.pay_status IN ('PENDING', 'CANCELLED') THEN r.pay_status
                                   ELSE to_char(r.pay_date, 'YYYY-MM-DD') END AS pay_date,
                              r.rep_name, r.rep_email, r.item_name, r.item_pay_type, r.amount::float8 AS amount,
                              r.manager_email, r.breakdown, r.manual_note,
                              extract(epoch FROM r.created_at)::bigint AS added_at,
                              CASE WHEN r.changed_at IS NOT NULL THEN
                                json_build_object('at', extract(epoch FROM r.changed_at)::bigint,
                                                  'previous', r.previous) END AS change
                     ) row_json
                     WHERE r.company_id = $1
                       AND (lower(trim(r.rep_email)) = $2 OR lower(trim(r.manager_email)) = $2))
         )::text AS body
    FROM rep_keys k
    JOIN companies c ON c.id = k.company_id
   WHERE k.id = $3 AND k.company_id = $1 AND k.revoked_at IS NULL`;

/** One key's answer, gzipped, and the state it was built from. */
interface KeptAnswer {
  /** companies.data_version read with the key before the answer was built. */
  dataVersion: string;
  /** The key's grants read with the key (they pick whether the calculator travels). */
  grants: string;
  gzipped: Buffer;
}

/** What an entry costs besides its bytes (the object, its strings and the LRU's bookkeeping). */
const ENTRY_OVERHEAD_BYTES = 256;

@Injectable()
export class RepPortalService {
  /**
   * Answers by key id. An answer is served again only while companies.data_version and the key's
   * grants are what they were when it was built: the version changes (triggers, migration
   * CompanyDataVersion) in the same transaction as any change to the company, its ledger rows or
   * its calculator, and the guard reads it with the key on every request, so a revoked key is 404
   * and a new upload is seen at once, on every server process. Bounded by REP_CACHE_MB.
   */
  private readonly answers: LRUCache<number, KeptAnswer> | null;

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const maxSize = Math.floor(config.REP_CACHE_MB * 1024 * 1024);
    this.answers =
      maxSize > 0
        ? new LRUCache<number, KeptAnswer>({
            maxSize,
            sizeCalculation: (kept) => kept.gzipped.length + ENTRY_OVERHEAD_BYTES,
          })
        : null;
  }

  /**
   * RepKeyData: the kept answer (gzipped) when the data has not changed since it was built, else
   * built now and kept. With REP_CACHE_MB=0, the JSON text, built on every request.
   */
  async answer(rep: RepPrincipal): Promise<{ gzipped: Buffer } | { json: string }> {
    if (!this.answers) return { json: await this.dataJson(rep) };
    const grants = rep.customFeatures.join(',');
    const kept = this.answers.get(rep.keyId);
    if (kept && kept.dataVersion === rep.dataVersion && kept.grants === grants)
      return { gzipped: kept.gzipped };
    const gzipped = await gzipAsync(await this.dataJson(rep));
    this.answers.set(rep.keyId, { dataVersion: rep.dataVersion, grants, gzipped });
    return { gzipped };
  }

  /**
   * The key's own rows and its team's rows (manager_email = key email), in the key's company
   * only, as the JSON text of RepKeyData.
   */
  private async dataJson(rep: RepPrincipal): Promise<string> {
    const rows: { body: string }[] = await this.db.query(REP_KEY_DATA_SQL, [
      rep.companyId,
      rep.email,
      rep.keyId,
      CALCULATOR_FEATURE,
    ]);
    if (!rows[0]) throw new NotFoundException();
    return rows[0].body;
  }
}
