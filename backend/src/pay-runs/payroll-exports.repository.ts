// The payroll_exports table (issue 29 §5): each payroll file as it was sent. Written by the
// payroll export inside its transaction; read by the Pay runs list and detail.
import { Injectable } from '@nestjs/common';
import type { PayrollExportRecord } from '@commissionbee/shared/pay-runs';
import { DataSource } from 'typeorm';
import { row, rows, type Db } from '../database/sql.js';

/** What the export knows of the file it sends. */
export interface PayrollExportInput {
  payDate: string;
  format: string;
  fileName: string;
  rows: number;
  /** Exact decimal text, e.g. '1234.50'. */
  total: string;
  bytes: number;
  sha256: string;
  exportedBy: string;
  exportedByUserId: number | null;
}

const COLUMNS = `id, to_char(pay_date, 'YYYY-MM-DD') AS pay_date, format, file_name, rows,
  total::float8 AS total, bytes, sha256, exported_by,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS exported_at`;

@Injectable()
export class PayrollExportsRepository {
  constructor(private readonly db: DataSource) {}

  async insert(companyId: number, e: PayrollExportInput, tx: Db): Promise<number> {
    const inserted = await row<{ id: number }>(
      tx,
      `INSERT INTO payroll_exports (company_id, pay_date, format, file_name, rows, total, bytes, sha256,
                                    exported_by, exported_by_user_id)
       VALUES ($1, $2::date, $3, $4, $5, $6::numeric, $7, $8, $9, $10) RETURNING id`,
      [
        companyId,
        e.payDate,
        e.format,
        e.fileName,
        e.rows,
        e.total,
        e.bytes,
        e.sha256,
        e.exportedBy,
        e.exportedByUserId,
      ],
    );
    return inserted!.id;
  }

  /** The newest export of each pay date of the company, by pay date. */
  async latest(companyId: number): Promise<Map<string, PayrollExportRecord>> {
    const found = await rows<PayrollExportRecord>(
      this.db,
      `SELECT DISTINCT ON (pay_date) ${COLUMNS} FROM payroll_exports
        WHERE company_id = $1 ORDER BY pay_date, id DESC`,
      [companyId],
    );
    return new Map(found.map((e) => [e.pay_date, e]));
  }

  /** The exports of one pay date ('YYYY-MM-DD'), newest first. */
  forPayDate(companyId: number, payDate: string, limit = 50): Promise<PayrollExportRecord[]> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(payDate)) return Promise.resolve([]);
    return rows<PayrollExportRecord>(
      this.db,
      `SELECT ${COLUMNS} FROM payroll_exports
        WHERE company_id = $1 AND pay_date = $2::date ORDER BY id DESC LIMIT $3`,
      [companyId, payDate, limit],
    );
  }
}
