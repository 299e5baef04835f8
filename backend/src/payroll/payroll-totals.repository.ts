// What payroll pays for one pay date: each rep's sum of the ledger's PAID lines that day (PENDING
// and CANCELLED lines have no pay date and are never included), with their payroll details.
// The ledger's part (per-rep sums, the pay dates) is kept for one state of the company's data,
// companies.data_version (bumped by triggers with any change to its ledger rows), so the screen's
// summary and the export of the same date read the ledger once; payroll details (rep_profiles,
// which do not bump data_version) are read on every request.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../common/versioned-cache.js';
import { rows } from '../database/sql.js';
import type { Columns, Reads } from '../database/row-types.js';
import { LedgerRecordsRepository } from '../ledger/ledger-records.repository.js';

export interface PayrollRepTotal {
  email: string;
  rep_name: string;
  employee_id: string | null;
  first_name: string | null;
  last_name: string | null;
  /** Exact decimal text (numeric sum), e.g. '1234.50'. */
  total: string;
}

type LedgerTotal = Pick<PayrollRepTotal, 'email' | 'rep_name' | 'total'>;

/** Kept answers (a pay date's sums are one short row a rep). */
const MAX_KEPT = 200;

@Injectable()
export class PayrollTotalsRepository {
  private readonly kept: VersionedCache<LedgerTotal[] | string[]>;

  constructor(
    private readonly db: DataSource,
    records: LedgerRecordsRepository,
  ) {
    this.kept = new VersionedCache(MAX_KEPT, (companyId) => records.version(companyId));
  }

  async forPayDate(companyId: number, payDate: string): Promise<PayrollRepTotal[]> {
    const totals = await this.keep(companyId, `totals|${payDate}`, () =>
      rows<
        Reads<
          LedgerTotal,
          'ledger_records',
          'rep_email' | 'rep_name' | 'amount' | 'pay_date' | 'pay_status'
        >
      >(
        this.db,
        `SELECT lower(trim(rep_email)) AS email,
                (array_agg(rep_name ORDER BY id DESC))[1] AS rep_name,
                to_char(sum(amount), 'FM999999999999990.00') AS total
           FROM ledger_records
          WHERE company_id = $1 AND pay_date = $2::date AND pay_status = 'PAID'
          GROUP BY 1
          ORDER BY lower((array_agg(rep_name ORDER BY id DESC))[1]), 1`,
        [companyId, payDate],
      ),
    );
    if (totals.length === 0) return [];
    const profiles = await rows<
      Columns<'rep_profiles', 'email' | 'employee_id' | 'first_name' | 'last_name'>
    >(
      this.db,
      `SELECT email, employee_id, first_name, last_name FROM rep_profiles
        WHERE company_id = $1 AND email = ANY($2::text[])`,
      [companyId, totals.map((t) => t.email)],
    );
    const byEmail = new Map(profiles.map((p) => [p.email, p]));
    return totals.map((t) => {
      const p = byEmail.get(t.email);
      return {
        email: t.email,
        rep_name: t.rep_name,
        employee_id: p?.employee_id ?? null,
        first_name: p?.first_name ?? null,
        last_name: p?.last_name ?? null,
        total: t.total,
      };
    });
  }

  /**
   * The company's pay dates with paid lines, newest first. A skip scan down the ledger's
   * (company_id, pay_date DESC, id DESC) index: one index probe a pay date, not a pass over every
   * paid line (PENDING and CANCELLED lines have no pay date).
   */
  async payDates(companyId: number, limit = 60): Promise<string[]> {
    return this.keep(companyId, `dates|${limit}`, async () => {
      const dates = await rows<{ pay_date: string }>(
        this.db,
        `WITH RECURSIVE dates(pay_date, n) AS (
           (SELECT pay_date, 1 FROM ledger_records
             WHERE company_id = $1 AND pay_date IS NOT NULL AND pay_status = 'PAID'
             ORDER BY pay_date DESC NULLS FIRST, id DESC LIMIT 1)
           UNION ALL
           SELECT (SELECT r.pay_date FROM ledger_records r
                    WHERE r.company_id = $1 AND r.pay_date < d.pay_date AND r.pay_status = 'PAID'
                    ORDER BY r.pay_date DESC NULLS FIRST, r.id DESC LIMIT 1), d.n + 1
             FROM dates d WHERE d.pay_date IS NOT NULL AND d.n < $2)
         SELECT to_char(pay_date, 'YYYY-MM-DD') AS pay_date FROM dates WHERE pay_date IS NOT NULL`,
        [companyId, limit],
      );
      return dates.map((r) => r.pay_date);
    });
  }

  /** The answer of `read` for the company's current data_version (read again after a change). */
  private keep<T extends LedgerTotal[] | string[]>(
    companyId: number,
    what: string,
    read: () => Promise<T>,
  ): Promise<T> {
    return this.kept.get(companyId, what, read) as Promise<T>;
  }
}
