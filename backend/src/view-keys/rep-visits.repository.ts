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

  /** One open now for each key (keyIds[i] of companyIds[i]), in one statement. */
  async recordOpens(keyIds: number[], companyIds: number[], gapSeconds: number): Promise<void> {
    await this.db.query(
      `UPDATE rep_keys SET first_opened_at = coalesce(first_opened_at, now()),
                           previous_visit_at = ${PREVIOUS_VISIT}, last_opened_at = now()
         FROM unnest($1::int[], $2::int[]) AS o(company_id, id)
        WHERE rep_keys.company_id = o.company_id AND rep_keys.id = o.id`,
      [companyIds, keyIds, gapSeconds],
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
