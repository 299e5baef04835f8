// The 400 both upload endpoints answer when the shared validator finds any problem: the
// specification's 'Invalid CSV Data.' plus where the problems are, so a script can fix its file.
import { BadRequestException } from '@nestjs/common';
import {
  MAX_LISTED_ISSUES,
  type CsvValidationResult,
  type RowIssue,
} from '@commissionbee/shared/csv';
import type { ErrorCode } from '@commissionbee/shared/error-codes';

export const INVALID_CSV_DATA = 'Invalid CSV Data.';
/** The stable code of the answer, whatever the problems. */
export const INVALID_CSV_DATA_CODE = 'LEDGER_CSV_INVALID' satisfies ErrorCode;
export const NO_RECORDS = 'The file has no records';

export interface InvalidCsvDataBody {
  message: typeof INVALID_CSV_DATA;
  error: 'Bad Request';
  code: typeof INVALID_CSV_DATA_CODE;
  /** Header problems first, then row problems in row order; at most MAX_LISTED_ISSUES. */
  issues: RowIssue[];
  /** How many problems there are in all (the list may be cut short). */
  issueCount: number;
  rowCount: number;
  invalidRowCount: number;
  /** With a required column missing: the file's headers beside the expected ones. */
  headers?: CsvValidationResult['headers'];
}

export class InvalidCsvDataException extends BadRequestException {
  constructor(result: CsvValidationResult) {
    const headerIssues = [...result.headerIssues];
    if (result.rowCount === 0 && headerIssues.length === 0) {
      headerIssues.push({ row: 1, column: '', message: NO_RECORDS, code: 'CSV_NO_RECORDS' });
    }
    const body: InvalidCsvDataBody = {
      message: INVALID_CSV_DATA,
      error: 'Bad Request',
      code: INVALID_CSV_DATA_CODE,
      issues: [...headerIssues, ...result.issues].slice(0, MAX_LISTED_ISSUES),
      issueCount: headerIssues.length + result.issueCount,
      rowCount: result.rowCount,
      invalidRowCount: result.invalidRowCount,
      ...(result.headers ? { headers: result.headers } : {}),
    };
    super(body);
  }
}
