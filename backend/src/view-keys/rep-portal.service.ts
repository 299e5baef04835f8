// The rep portal's one read (GET /bee/rep-key-data), the product's hot path: one query builds the
// whole answer as JSON text inside PostgreSQL, so Node neither parses rows nor re-serialises them.
import { Injectable, NotFoundException } from '@nestjs/common';
import { CALCULATOR_FEATURE } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import type { RepPrincipal } from '../auth/principal.js';

// Answers RepKeyData (libs/shared types.ts); test/rep-portal.api.spec.ts pins the exact shape.
// - The key is read again with its company, so a key revoked a moment ago answers 404.
// - The calculator travels only when both the company and the key have whatif-calc; an older
//   config stored as an array answers its first item (as GET /bee/calculator does).
// - The rows' WHERE matches the expression indexes ledger_records_company_rep_email_idx and
//   ledger_records_company_manager_email_idx, so the planner ORs two bitmap index scans.
// - PENDING and CANCELLED rows (no date) come first, then the newest pay dates.
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
                              r.manager_email, r.breakdown, r.manual_note
                     ) row_json
                     WHERE r.company_id = $1
                       AND (lower(trim(r.rep_email)) = $2 OR lower(trim(r.manager_email)) = $2))
         )::text AS body
    FROM rep_keys k
    JOIN companies c ON c.id = k.company_id
   WHERE k.id = $3 AND k.company_id = $1 AND k.revoked_at IS NULL`;

@Injectable()
export class RepPortalService {
  constructor(private readonly db: DataSource) {}

  /**
   * The key's own rows and its team's rows (manager_email = key email), in the key's company
   * only, as the JSON text of RepKeyData.
   */
  async dataJson(rep: RepPrincipal): Promise<string> {
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
