// The CSV formatting guide: every column, whether it is required, its format and an example.
import {
  AMOUNT_FORMS,
  EXAMPLE_CSV,
  MAX_LINE_ID_LENGTH,
  MAX_TEXT_LENGTH,
  REQUIRED_CSV_COLUMNS,
  type CsvTitle,
} from '@commissionbee/shared/csv';
import { buttonClass } from '@commissionbee/ui/Button';
import { BRAND } from '@commissionbee/shared/types';

interface ColumnHelp {
  title: CsvTitle;
  format: string;
  example: string;
}

const COLUMNS: ColumnHelp[] = [
  {
    title: 'Pay Date',
    format:
      'The day the item is paid, as YYYY-MM-DD (M/D/YYYY also works). Write PENDING for pay that is not scheduled yet, or CANCELLED for pay that will not happen (any case).',
    example: '2024-03-05, PENDING, CANCELLED',
  },
  {
    title: 'Rep Name',
    format: 'The rep’s name as it should appear in their portal.',
    example: 'Jane Doe',
  },
  {
    title: 'Rep Email',
    format:
      'The rep’s email address, one per cell, with a dot in its domain (name@company.com). It identifies the rep (upper or lower case does not matter) and receives the portal link.',
    example: 'jane.doe@example.com',
  },
  {
    title: 'Item Name',
    format: 'The customer or job the item pays for.',
    example: 'Smith Residence',
  },
  {
    title: 'Item Pay Type',
    format: 'What kind of payment it is, such as a milestone.',
    example: 'M1, M2, Clawback',
  },
  {
    title: 'Amount',
    // The forms the importer accepts (parseAmount), from the same list its message names.
    format: `A number with a point for cents, written ${AMOUNT_FORMS.slice(0, -1).join(', ')} or ${AMOUNT_FORMS.at(-1)}: a currency symbol and commas between thousands are fine, a comma for cents (1.204,91) is not. Negative for a clawback, as -500.00 or (500.00).`,
    example: `${AMOUNT_FORMS.join(', ')}, -500.00`,
  },
  {
    title: 'Manager Email',
    format: 'The email address of the rep’s manager. Managers can view the pay of their team.',
    example: 'max.manager@example.com',
  },
  {
    title: 'Breakdown',
    format:
      'How the amount was worked out, as a bracketed list of quoted lines. A line that is exactly "single-line" draws a single separator line, and "double-line" a double one (for a total).',
    example:
      '["System 8 kW x $3.10/W = $24,800","single-line","Adder: battery +$1,000","double-line","Total commission $1,250.00"]',
  },
  {
    title: 'Manual Note',
    format: 'Any note for the rep about this item.',
    example: 'Paid after install',
  },
  {
    title: 'Line ID',
    format: `The id of this pay line in the system you export from (your CRM or payroll), at most ${MAX_LINE_ID_LENGTH} characters. When a later file has a line with the same Line ID, that line replaces the stored one instead of being added again (the earlier values are kept, so undoing the upload brings them back). Each Line ID may appear once per file.`,
    example: 'CRM-1001-M1',
  },
];

const EXAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(EXAMPLE_CSV)}`;

export function CsvGuide() {
  return (
    <section
      id="csv-guide"
      className="cb-card cb-stack"
      aria-labelledby="csv-guide-title"
      tabIndex={-1}
    >
      <h2 id="csv-guide-title">CSV formatting guide</h2>
      <ul className="help-rules">
        <li>
          The first row holds the column titles below; columns may come in any order. If your system
          names them differently, the upload screen lets you match them once and remembers it.
        </li>
        <li>
          A cell left empty in a required column is reported on its row (“Row 12: Amount is empty”).
          CANCELLED lines are kept and shown but count in no total.
        </li>
        <li>Then one row per pay item. Empty lines are skipped and other columns are ignored.</li>
        <li>
          A value that contains a comma, a quote or a line break is wrapped in double quotes, with
          quotes inside it doubled (spreadsheets do this for you).
        </li>
        <li>{`Text values are at most ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters. Save the file as CSV (UTF-8).`}</li>
      </ul>
      <div className="cb-table-wrap" tabIndex={0}>
        <table className="cb-table cb-table--wrap help-columns">
          <caption className="cb-visually-hidden">CSV columns</caption>
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Required</th>
              <th scope="col">Format</th>
              <th scope="col">Example</th>
            </tr>
          </thead>
          <tbody>
            {COLUMNS.map((column) => (
              <tr key={column.title}>
                <th scope="row">{column.title}</th>
                <td>{REQUIRED_CSV_COLUMNS.includes(column.title) ? 'Required' : 'Optional'}</td>
                <td>{column.format}</td>
                <td>
                  <code>{column.example}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 id="csv-guide-overlaps">Files that overlap earlier uploads</h3>
      <p>
        Every upload is compared with what is already stored, and the upload screen shows what it
        will change for each rep before anything is stored: lines new, updated, skipped and removed,
        and each rep’s change in total. Click a rep to see the lines.
      </p>
      <ul className="help-rules">
        <li>
          With a <strong>Line ID</strong>, a line replaces the stored line with the same Line ID,
          and a new Line ID adds a line.
        </li>
        <li>
          Without one, a line exactly like a stored line (every column the same) is{' '}
          <strong>skipped</strong> by default, as many times as it is stored; choose{' '}
          <em>Add them anyway</em> for genuine repeats.
        </li>
        <li>
          A PENDING line that comes back with a pay date (same rep, item name, pay type and amount){' '}
          <strong>updates the pending line</strong> by default, so it is not paid twice; choose{' '}
          <em>Add as a new line</em> to keep both.
        </li>
        <li>
          <em>Replace every line of the pay dates in this file</em> (off by default) is for exports
          of whole pay periods: the stored lines of those pay dates are removed and the file’s lines
          added, all together or not at all.
        </li>
        <li>
          If the ledger changes while you review (another upload or an undo), the screen asks you to
          review the upload again. Undoing an upload puts back the lines it replaced; undo later
          uploads that changed the same lines first, newest first.
        </li>
      </ul>
      <h3>Example</h3>
      <pre className="help-example" tabIndex={0} aria-label="Example CSV file">
        {EXAMPLE_CSV}
      </pre>
      <p>
        <a
          className={buttonClass('secondary')}
          href={EXAMPLE_HREF}
          download={`${BRAND}-example.csv`}
        >
          Download example CSV
        </a>
      </p>
    </section>
  );
}
