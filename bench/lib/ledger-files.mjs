// The bench rows as the product receives them: the upload file (with the product's own CSV titles,
// libs/shared), the JSON records the upload screen posts, and COPY text for loading them directly.
import { CSV_COLUMNS, CSV_TITLES } from '@commissionbee/shared/csv';

/** The upload file's columns: the product's CSV titles (libs/shared) but Line ID. */
const UPLOAD_TITLES = CSV_TITLES.filter((title) => CSV_COLUMNS[title] !== 'line_id');

/** The cells the upload file and COPY share, from Rep Name to Manual Note. */
function sharedCells(r) {
  return [
    r.rep_name,
    r.rep_email,
    r.item_name,
    r.item_pay_type,
    r.amount,
    r.manager_email,
    r.breakdown && JSON.stringify(r.breakdown),
    r.manual_note,
  ];
}

function csvCell(value) {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The upload file (the CSV an admin uploads), as one string. */
export function uploadCsv(rows) {
  const lines = [UPLOAD_TITLES.join(',')];
  for (const r of rows) {
    lines.push([r.pay_date, ...sharedCells(r)].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The JSON records the upload screen POSTs as {data: [...]}. */
export function jsonRecords(rows) {
  return rows.map((r) => ({
    pay_date: r.pay_date,
    rep_name: r.rep_name,
    rep_email: r.rep_email,
    item_name: r.item_name,
    item_pay_type: r.item_pay_type,
    amount: Number(r.amount),
    manager_email: r.manager_email,
    breakdown: r.breakdown,
    manual_note: r.manual_note,
  }));
}

/** COPY text (CSV, copyColumns order; an unquoted empty cell is NULL), in chunks of `chunkRows`. */
export function* copyCsvChunks(rows, companyId, chunkRows = 10_000) {
  let lines = [];
  for (const r of rows) {
    const dated = r.pay_date !== 'PENDING' && r.pay_date !== 'CANCELLED';
    const status = [companyId, dated ? r.pay_date : null, dated ? 'PAID' : r.pay_date];
    lines.push([...status, ...sharedCells(r)].map(csvCell).join(','));
    if (lines.length >= chunkRows) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length) yield `${lines.join('\n')}\n`;
}
