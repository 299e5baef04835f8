// /bee/payroll: export a pay date's commissions for payroll (Gusto, ADP Workforce Now, Generic).
// Shows each rep's total as the file will hold it and who still needs an employee ID.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { Table } from '@commissionbee/ui/Table';
import { PAYROLL_FORMATS, type PayrollFormat } from '@commissionbee/shared/activity';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { formatMoney } from '@commissionbee/shared/money';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import { errorMessage } from '../../../lib/errors';
import { useDownloadStatementsZip } from '../../../lib/statements';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  PayrollBlocked,
  useDownloadPayroll,
  usePayrollSummary,
  type PayrollBlock,
} from '../api/payroll';
import { AdpSettingsForm } from '../components/AdpSettingsForm';
import '../payroll.css';

const FORMAT_KEYS = {
  gusto: 'payroll.format.gusto',
  adp: 'payroll.format.adp',
  generic: 'payroll.format.generic',
} as const satisfies Record<PayrollFormat, string>;

/** The refusals the page names what to fix for; English shows the server's own words. */
const BLOCK_KEYS = {
  PAYROLL_EMPLOYEE_IDS_MISSING: 'payroll.blocked.PAYROLL_EMPLOYEE_IDS_MISSING',
  PAYROLL_ADP_FILE_NUMBERS: 'payroll.blocked.PAYROLL_ADP_FILE_NUMBERS',
  PAYROLL_ADP_SETTINGS_MISSING: 'payroll.blocked.PAYROLL_ADP_SETTINGS_MISSING',
} as const satisfies Record<PayrollBlock, string>;

export function PayrollPage() {
  const { t, format: formats, language } = useI18n();
  const day = (value: string) => (language === 'en' ? formatUsDate(value) : formats.date(value));
  useDocumentTitle(t('payroll.title'));
  const [payDate, setPayDate] = useState('');
  const [format, setFormat] = useState<PayrollFormat>('gusto');
  const summary = usePayrollSummary(payDate);
  const download = useDownloadPayroll();
  const statementsZip = useDownloadStatementsZip();
  const date = summary.data?.pay_date ?? null;
  const blocked = download.error instanceof PayrollBlocked ? download.error : null;

  return (
    <div className="cb-stack">
      <h1>{t('payroll.title')}</h1>
      <p className="cb-muted">{t('payroll.intro')}</p>
      {summary.isPending ? (
        <Loader block label={t('payroll.loading')} />
      ) : summary.isError ? (
        <Alert variant="error">{t('payroll.loadFailed')}</Alert>
      ) : !date ? (
        <Alert variant="info">{t('payroll.noPayDates')}</Alert>
      ) : (
        <>
          <div className="payroll-controls">
            <label>
              {t('payroll.payDate')}
              <select
                className="cb-select"
                value={date}
                onChange={(e) => {
                  setPayDate(e.target.value);
                  download.reset();
                  statementsZip.reset();
                }}
              >
                {summary.data.pay_dates.map((d) => (
                  <option key={d} value={d}>
                    {day(d)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('payroll.format')}
              <select
                className="cb-select"
                value={format}
                onChange={(e) => {
                  setFormat(e.target.value as PayrollFormat);
                  download.reset();
                }}
              >
                {PAYROLL_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {t(FORMAT_KEYS[f])}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="cb-btn cb-btn--primary"
              disabled={download.isPending}
              onClick={() => download.mutate({ payDate: date, format })}
            >
              {download.isPending ? t('payroll.preparing') : t('payroll.download')}
            </button>
            <button
              type="button"
              className="cb-btn cb-btn--secondary"
              disabled={statementsZip.isPending}
              onClick={() => statementsZip.mutate(payDate || date)}
            >
              {statementsZip.isPending
                ? t('payroll.preparingStatements')
                : t('payroll.downloadStatements')}
            </button>
          </div>
          {statementsZip.isError && (
            <Alert variant="error">
              {errorMessage(statementsZip.error, t('app.genericError'))}
            </Alert>
          )}
          {statementsZip.isSuccess && (
            <Alert variant="success">{t('payroll.statementsDownloaded')}</Alert>
          )}
          {blocked ? (
            <Alert variant="error">
              {language === 'en' ? blocked.message : t(BLOCK_KEYS[blocked.code])}
              <ul>
                {blocked.missing.map((m) => (
                  <li key={m.email}>
                    <Link to={`/bee/reps/${encodeURIComponent(m.email)}`}>
                      {m.name} ({m.email})
                    </Link>
                  </li>
                ))}
              </ul>
            </Alert>
          ) : download.isError ? (
            <Alert variant="error">{errorMessage(download.error, t('app.genericError'))}</Alert>
          ) : download.isSuccess ? (
            <Alert variant="success">{t('payroll.downloaded')}</Alert>
          ) : null}
          <p>
            {t('payroll.reps', {
              count: summary.data.reps.length,
              n: String(summary.data.reps.length),
            })}{' '}
            · {formatMoney(summary.data.total)}
            {summary.data.missing.length > 0 &&
              t('payroll.withoutId', { n: String(summary.data.missing.length) })}
          </p>
          <Table
            caption={t('payroll.caption', { date: day(date) })}
            data={summary.data.reps}
            rowKey={(r) => r.email}
            emptyMessage={t('payroll.nobodyPaid')}
            emptyHint={t('payroll.pickAnother')}
            columns={[
              {
                key: 'rep_name',
                header: t('payroll.colRep'),
                render: (r) => (
                  <span className="payroll-who">
                    <span>{r.rep_name}</span>
                    <span className="cb-muted">{r.email}</span>
                  </span>
                ),
              },
              {
                key: 'employee_id',
                header: t('payroll.colEmployeeId'),
                render: (r) =>
                  r.employee_id ?? (
                    <Link to={`/bee/reps/${encodeURIComponent(r.email)}`}>
                      {t('payroll.setEmployeeId')}
                    </Link>
                  ),
              },
              {
                key: 'total',
                header: t('payroll.colTotal'),
                align: 'end',
                render: (r) => <span className="payroll-total">{formatMoney(r.total)}</span>,
              },
            ]}
          />
          <AdpSettingsForm settings={summary.data.settings} />
        </>
      )}
    </div>
  );
}
