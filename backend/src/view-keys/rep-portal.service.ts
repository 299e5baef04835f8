// The rep portal's one read (GET /bee/rep-key-data): the hot path, so it is two small queries.
import { Injectable, NotFoundException } from '@nestjs/common';
import { CALCULATOR_FEATURE, type RepKeyData, type RepRow } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import type { RepPrincipal } from '../auth/principal.js';
import { storedConfig } from '../calculator/calculator.service.js';

interface KeyCompanyRow {
  name: string;
  logo: string | null;
  color: string | null;
  features: string[];
  custom_features: string[];
  calculator: unknown;
}

// The WHERE clause matches the expression indexes ledger_records_company_rep_email_idx and
// ledger_records_company_manager_email_idx word for word, so the planner ORs two index scans.
// PENDING and CANCELLED rows (no date) come first, then the newest pay dates.
const ROWS_SQL = `
  SELECT r.id, r.item_name AS job_name,
         CASE WHEN r.pay_status IN ('PENDING', 'CANCELLED') THEN r.pay_status
              ELSE to_char(r.pay_date, 'YYYY-MM-DD') END AS pay_date,
         r.rep_name, r.rep_email, r.item_name, r.item_pay_type, r.amount::float8 AS amount,
         r.manager_email, r.breakdown, r.manual_note
    FROM ledger_records r
   WHERE company_id = $1 AND (lower(trim(rep_email)) = $2 OR lower(trim(manager_email)) = $2)
   ORDER BY r.pay_date DESC NULLS FIRST, r.id`;

// The key is looked up again with its company so that a key revoked a moment ago answers 404, and
// the calculator config travels only when both the company and the key have the feature.
const KEY_COMPANY_SQL = `
  SELECT c.name, c.logo, c.color, c.features, k.custom_features,
         CASE WHEN $2 = ANY(c.features) AND $2 = ANY(k.custom_features) THEN calc.config END AS calculator
    FROM rep_keys k
    JOIN companies c ON c.id = k.company_id
    LEFT JOIN calculators calc ON calc.company_id = k.company_id
   WHERE k.id = $1 AND k.revoked_at IS NULL`;

@Injectable()
export class RepPortalService {
  constructor(private readonly db: DataSource) {}

  /** Only the key's own rows and its team's rows (manager_email = key email), in the key's company. */
  async data(rep: RepPrincipal): Promise<RepKeyData> {
    const [keys, rows] = await Promise.all([
      this.db.query(KEY_COMPANY_SQL, [rep.keyId, CALCULATOR_FEATURE]) as Promise<KeyCompanyRow[]>,
      this.db.query(ROWS_SQL, [rep.companyId, rep.email]) as Promise<RepRow[]>,
    ]);
    const key = keys[0];
    if (!key) throw new NotFoundException();
    return {
      email: rep.email,
      company: { name: key.name, logo: key.logo, color: key.color, features: key.features ?? [] },
      company_id: rep.companyId,
      custom_features: key.custom_features ?? [],
      calculator: storedConfig(key.calculator),
      data: rows,
    };
  }
}
