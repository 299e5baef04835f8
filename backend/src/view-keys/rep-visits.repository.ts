// rep_keys' portal-open columns (first_opened_at, last_opened_at, previous_visit_at).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface RepVisitRow {
  first_opened_at: Date | null;
  last_opened_at: Date | null;
  previous_visit_at: Date | null;
}

/** An open later than the gap after the last one starts a new visit: the last one becomes the previous visit. */
const PREVIOUS_VISIT = `CASE WHEN last_opened_at < now() - make_interval(secs => $3) THEN last_opened_at
                             ELSE previous_visit_at END`;

@Injectable()
export class RepVisitsRepository {
  constructor(private readonly db: DataSource) {}

  async recordOpen(companyId: number, keyId: number, gapSeconds: number): Promise<void> {
    await this.db.query(
      `UPDATE rep_keys SET first_opened_at = coalesce(first_opened_at, now()),
                           previous_visit_at = ${PREVIOUS_VISIT}, last_opened_at = now()
        WHERE company_id = $1 AND id = $2`,
      [companyId, keyId, gapSeconds],
    );
  }

  async find(companyId: number, keyId: number, gapSeconds: number): Promise<RepVisitRow> {
    const [row]: RepVisitRow[] = await this.db.query(
      `SELECT first_opened_at, last_opened_at, ${PREVIOUS_VISIT} AS previous_visit_at
         FROM rep_keys WHERE company_id = $1 AND id = $2`,
      [companyId, keyId, gapSeconds],
    );
    return row ?? { first_opened_at: null, last_opened_at: null, previous_visit_at: null };
  }
}
