// The paycheck_reviews table: a rep's "Looks right" per pay date with a hash of the lines as they
// were; a review whose hash no longer matches the lines is stale.
import { Injectable } from '@nestjs/common';
import type { PaycheckReview } from '@commissionbee/shared/questions';
import { DataSource, type EntityManager } from 'typeorm';
import { affected, rows } from '../database/sql.js';
import type { Columns, Nullable, Reads } from '../database/row-types.js';

/** A hash of one rep's paid lines of one pay date: any added, removed or changed line changes it. */
const LINES_HASH = `(SELECT md5(coalesce(string_agg(concat_ws('|', r.id, r.amount, r.item_name, r.item_pay_type,
                                                     r.breakdown::text, r.manual_note), E'\\n' ORDER BY r.id), ''))
                       FROM ledger_records r
                      WHERE r.company_id = $1 AND lower(trim(r.rep_email)) = REP AND r.pay_date = DAY
                        AND r.pay_status = 'PAID')`;

const hashOf = (rep: string, day: string) => LINES_HASH.replace('REP', rep).replace('DAY', day);

/** A rep of the pay date (their newest ledger name) and their review, if any (a LEFT JOIN). */
export type PayDateRepRow = Columns<'ledger_records', 'rep_email' | 'rep_name'> &
  Nullable<Columns<'paycheck_reviews', 'reviewed_at'>> & {
    stale: boolean;
    /** max(rep_keys.last_opened_at) */
    last_opened_at: Date | null;
  };

@Injectable()
export class PaycheckReviewsRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Stores the review with the hash of the lines now: 'stored'; 'unchanged' when the stored review
   * already has that hash (a repeat changes nothing, so it adds no event and no webhook); 'none'
   * when the rep has no paid lines that day.
   */
  async upsert(
    companyId: number,
    repEmail: string,
    payDate: string,
    runner: EntityManager | DataSource = this.db,
  ): Promise<'stored' | 'unchanged' | 'none'> {
    const stored = await affected(
      runner,
      `INSERT INTO paycheck_reviews (company_id, rep_email, pay_date, lines_hash)
       SELECT $1::int, $2::varchar, $3::date, ${hashOf('$2', '$3::date')}
        WHERE EXISTS (SELECT 1 FROM ledger_records r WHERE r.company_id = $1 AND lower(trim(r.rep_email)) = $2
                         AND r.pay_date = $3::date AND r.pay_status = 'PAID')
       ON CONFLICT (company_id, rep_email, pay_date)
       DO UPDATE SET lines_hash = excluded.lines_hash, reviewed_at = now()
        WHERE paycheck_reviews.lines_hash IS DISTINCT FROM excluded.lines_hash
       RETURNING id`,
      [companyId, repEmail, payDate],
    );
    if (stored > 0) return 'stored';
    const [{ paid }] = await rows<{ paid: boolean }>(
      runner,
      `SELECT EXISTS (SELECT 1 FROM ledger_records r WHERE r.company_id = $1 AND lower(trim(r.rep_email)) = $2
                         AND r.pay_date = $3::date AND r.pay_status = 'PAID') AS paid`,
      [companyId, repEmail, payDate],
    );
    return paid ? 'unchanged' : 'none';
  }

  async listForRep(companyId: number, repEmail: string): Promise<PaycheckReview[]> {
    return rows<
      Reads<PaycheckReview, 'paycheck_reviews', 'pay_date' | 'reviewed_at' | 'lines_hash'>
    >(
      this.db,
      `SELECT to_char(v.pay_date, 'YYYY-MM-DD') AS pay_date, v.reviewed_at,
              v.lines_hash <> ${hashOf('$2', 'v.pay_date')} AS stale
         FROM paycheck_reviews v WHERE v.company_id = $1 AND v.rep_email = $2
        ORDER BY v.pay_date DESC`,
      [companyId, repEmail],
    );
  }

  /** Every rep with paid lines on the pay date, with their review (if any) and last portal open. */
  async forPayDate(companyId: number, payDate: string): Promise<PayDateRepRow[]> {
    return rows<PayDateRepRow>(
      this.db,
      `WITH reps AS (
         SELECT lower(trim(rep_email)) AS rep_email, (array_agg(rep_name ORDER BY id DESC))[1] AS rep_name
           FROM ledger_records
          WHERE company_id = $1 AND pay_date = $2::date AND pay_status = 'PAID'
          GROUP BY 1
       )
       SELECT reps.rep_email, reps.rep_name, v.reviewed_at,
              coalesce(v.lines_hash <> ${hashOf('reps.rep_email', '$2::date')}, false) AS stale,
              (SELECT max(k.last_opened_at) FROM rep_keys k
                WHERE k.company_id = $1 AND lower(k.email) = reps.rep_email) AS last_opened_at
         FROM reps
         LEFT JOIN paycheck_reviews v ON v.company_id = $1 AND v.rep_email = reps.rep_email AND v.pay_date = $2::date
        ORDER BY lower(reps.rep_name), reps.rep_email`,
      [companyId, payDate],
    );
  }
}
