// What payroll pays for one pay date: each rep's sum of the ledger's PAID lines that day (PENDING
// and CANCELLED lines have no pay date and are never included), with their payroll details.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface PayrollRepTotal {
  email: string;
  rep_name: string;
  employee_id: string | null;
  first_name: string | null;
  last_name: string | null;
  /** Exact decimal text (numeric sum), e.g. '1234.50'. */
  total: string;
}

@Injectable()
export class PayrollTotalsRepository {
  constructor(private readonly db: DataSource) {}

  forPayDate(companyId: number, payDate: string): Promise<PayrollRepTotal[]> {
    return this.db.query(
      `WITH totals AS (
         SELECT lower(trim(rep_email)) AS email,
                (array_agg(rep_name ORDER BY id DESC))[1] AS rep_name,
                sum(amount) AS total
           FROM ledger_records
          WHERE company_id = $1 AND pay_date = $2::date AND pay_status = 'PAID'
          GROUP BY 1)
       SELECT t.email, t.rep_name, p.employee_id, p.first_name, p.last_name,
              to_char(t.total, 'FM999999999999990.00') AS total
         FROM totals t
         LEFT JOIN rep_profiles p ON p.company_id = $1 AND p.email = t.email
        ORDER BY lower(t.rep_name), t.email`,
      [companyId, payDate],
    );
  }

  /** The company's pay dates with paid lines, newest first. */
  async payDates(companyId: number, limit = 60): Promise<string[]> {
    const rows: { pay_date: string }[] = await this.db.query(
      `SELECT DISTINCT to_char(pay_date, 'YYYY-MM-DD') AS pay_date FROM ledger_records
        WHERE company_id = $1 AND pay_status = 'PAID' AND pay_date IS NOT NULL
        ORDER BY 1 DESC LIMIT ${limit}`,
      [companyId],
    );
    return rows.map((r) => r.pay_date);
  }
}
