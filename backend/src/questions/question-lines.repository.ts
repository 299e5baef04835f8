// The ledger lines a question is about, read from ledger_records as question snapshots: the line a
// rep may ask about, the line as it is now, and the rep's other lines of the pay date.
import { Injectable } from '@nestjs/common';
import type { QuestionLineSnapshot } from '@commissionbee/shared/questions';
import { DataSource } from 'typeorm';
import { row, rows } from '../database/sql.js';
import { repVisibleLines } from '../ledger/rep-visible-lines.js';
import type { TableRow } from '../database/row-types.js';

/** A ledger line as a question snapshot (pay_date as stored: a date or PENDING / CANCELLED). */
const LINE = `r.id, CASE WHEN r.pay_status IN ('PENDING', 'CANCELLED') THEN r.pay_status
                    ELSE to_char(r.pay_date, 'YYYY-MM-DD') END AS pay_date,
  r.rep_name, lower(trim(r.rep_email)) AS rep_email, r.item_name, r.item_pay_type,
  r.amount::float8 AS amount, r.breakdown, r.manual_note, r.upload_id`;

/** QuestionLineSnapshot as LINE reads it: each of its fields is a ledger_records column. */
type LineRead = TableRow<'ledger_records', QuestionLineSnapshot>;

@Injectable()
export class QuestionLinesRepository {
  constructor(private readonly db: DataSource) {}

  /** A line the email may see (its own, or its team's as their manager), or null. */
  async visibleLine(
    companyId: number,
    email: string,
    recordId: number,
  ): Promise<QuestionLineSnapshot | null> {
    return row<LineRead>(
      this.db,
      `SELECT ${LINE} FROM ledger_records r
        WHERE r.company_id = $1 AND r.id = $3
          AND (lower(trim(r.rep_email)) = $2 OR lower(trim(r.manager_email)) = $2)
          AND EXISTS (SELECT 1 FROM ${repVisibleLines('$1')} v WHERE v.id = r.id)`,
      [companyId, email, recordId],
    );
  }

  /** The line now, whoever it belongs to in the company, or null (removed). */
  async line(companyId: number, recordId: number): Promise<QuestionLineSnapshot | null> {
    return row<LineRead>(
      this.db,
      `SELECT ${LINE} FROM ledger_records r WHERE r.company_id = $1 AND r.id = $2`,
      [companyId, recordId],
    );
  }

  /** The rep's lines of a pay date (a date or PENDING / CANCELLED). */
  async linesOf(
    companyId: number,
    repEmail: string,
    payDate: string,
  ): Promise<QuestionLineSnapshot[]> {
    return rows<LineRead>(
      this.db,
      `SELECT ${LINE} FROM ledger_records r
        WHERE r.company_id = $1 AND lower(trim(r.rep_email)) = $2
          AND CASE WHEN $3 IN ('PENDING', 'CANCELLED') THEN r.pay_status = $3
                   ELSE r.pay_date = $3::date AND r.pay_status = 'PAID' END
          AND EXISTS (SELECT 1 FROM ${repVisibleLines('$1')} v WHERE v.id = r.id)
        ORDER BY r.id LIMIT 500`,
      [companyId, repEmail, payDate],
    );
  }
}
