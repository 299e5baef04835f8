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
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

// The columns' titles and examples are the file's, which is English; their formats are explained
// in the admin's language.
const COLUMNS = [
  { title: 'Pay Date', format: 'help.csv.payDate', example: '2024-03-05, PENDING, CANCELLED' },
  { title: 'Rep Name', format: 'help.csv.repName', example: 'Jane Doe' },
  { title: 'Rep Email', format: 'help.csv.repEmail', example: 'jane.doe@example.com' },
  { title: 'Item Name', format: 'help.csv.itemName', example: 'Smith Residence' },
  { title: 'Item Pay Type', format: 'help.csv.itemPayType', example: 'M1, M2, Clawback' },
  // The forms the importer accepts (parseAmount), from the same list its message names.
  { title: 'Amount', format: 'help.csv.amount', example: `${AMOUNT_FORMS.join(', ')}, -500.00` },
  { title: 'Manager Email', format: 'help.csv.managerEmail', example: 'max.manager@example.com' },
  {
    title: 'Breakdown',
    format: 'help.csv.breakdown',
    example:
      '["System 8 kW x $3.10/W = $24,800","single-line","Adder: battery +$1,000","double-line","Total commission $1,250.00"]',
  },
  { title: 'Manual Note', format: 'help.csv.manualNote', example: 'Paid after install' },
  { title: 'Line ID', format: 'help.csv.lineId', example: 'CRM-1001-M1' },
] as const satisfies readonly { title: CsvTitle; format: string; example: string }[];

const EXAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(EXAMPLE_CSV)}`;

export function CsvGuide() {
  const { t, format } = useI18n();
  const formatOf = (column: (typeof COLUMNS)[number]) =>
    column.format === 'help.csv.amount'
      ? t(column.format, {
          forms: AMOUNT_FORMS.slice(0, -1).join(', '),
          last: AMOUNT_FORMS.at(-1) ?? '',
        })
      : column.format === 'help.csv.lineId'
        ? t(column.format, { max: MAX_LINE_ID_LENGTH })
        : t(column.format);
  return (
    <section
      id="csv-guide"
      className="cb-card cb-stack"
      aria-labelledby="csv-guide-title"
      tabIndex={-1}
    >
      <h2 id="csv-guide-title">{t('help.csv.title')}</h2>
      <ul className="help-rules">
        <li>{t('help.csv.rule.titles')}</li>
        <li>{t('help.csv.rule.empty')}</li>
        <li>{t('help.csv.rule.rows')}</li>
        <li>{t('help.csv.rule.quotes')}</li>
        <li>{t('help.csv.rule.length', { max: format.number(MAX_TEXT_LENGTH) })}</li>
      </ul>
      <div className="cb-table-wrap" tabIndex={0}>
        <table className="cb-table cb-table--wrap help-columns">
          <caption className="cb-visually-hidden">{t('help.csv.columns')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('help.csv.column')}</th>
              <th scope="col">{t('help.csv.required')}</th>
              <th scope="col">{t('help.csv.format')}</th>
              <th scope="col">{t('help.csv.example')}</th>
            </tr>
          </thead>
          <tbody>
            {COLUMNS.map((column) => (
              <tr key={column.title}>
                <th scope="row">{column.title}</th>
                <td>
                  {REQUIRED_CSV_COLUMNS.includes(column.title)
                    ? t('help.csv.isRequired')
                    : t('help.csv.isOptional')}
                </td>
                <td>{formatOf(column)}</td>
                <td>
                  <code>{column.example}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 id="csv-guide-overlaps">{t('help.csv.overlaps')}</h3>
      <p>{t('help.csv.overlapsText')}</p>
      <ul className="help-rules">
        <li>
          {t('help.csv.withBefore')}
          <strong>Line ID</strong>
          {t('help.csv.withAfter')}
        </li>
        <li>
          {t('help.csv.withoutBefore')}
          <strong>{t('help.csv.skipped')}</strong>
          {t('help.csv.skippedText')}
          <em>{t('help.csv.addAnyway')}</em>
          {t('help.csv.addAnywayText')}
        </li>
        <li>
          {t('help.csv.pendingBefore')}
          <strong>{t('help.csv.updatesPending')}</strong>
          {t('help.csv.pendingText')}
          <em>{t('help.csv.addNew')}</em>
          {t('help.csv.addNewText')}
        </li>
        <li>
          <em>{t('help.csv.replaceAll')}</em>
          {t('help.csv.replaceAllText')}
        </li>
        <li>{t('help.csv.changes')}</li>
      </ul>
      <h3>{t('help.csv.exampleTitle')}</h3>
      <pre className="help-example" tabIndex={0} aria-label={t('help.csv.exampleFile')}>
        {EXAMPLE_CSV}
      </pre>
      <p>
        <a
          className={buttonClass('secondary')}
          href={EXAMPLE_HREF}
          download={`${BRAND}-example.csv`}
        >
          {t('help.csv.download')}
        </a>
      </p>
    </section>
  );
}
