// /bee/payroll: export a pay date's commissions for payroll (Gusto, ADP Workforce Now, Generic).
// Shows each rep's total as the file will hold it and who still needs an employee ID.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { Table } from '@commissionbee/ui/Table';
import {
  PAYROLL_FORMAT_LABELS,
  PAYROLL_FORMATS,
  type PayrollFormat,
} from '@commissionbee/shared/activity';
import { formatMoney } from '@commissionbee/shared/money';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import { errorMessage } from '../../../lib/errors';
import { useDownloadStatementsZip } from '../../../lib/statements';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PayrollBlocked, useDownloadPayroll, usePayrollSummary } from '../api/payroll';
import { AdpSettingsForm } from '../components/AdpSettingsForm';
import '../payroll.css';

export function PayrollPage() {
  useDocumentTitle('Payroll export');
  const [payDate, setPayDate] = useState('');
  const [format, setFormat] = useState<PayrollFormat>('gusto');
  const summary = usePayrollSummary(payDate);
  const download = useDownloadPayroll();
  const statementsZip = useDownloadStatementsZip();
  const date = summary.data?.pay_date ?? null;
  const blocked = download.error instanceof PayrollBlocked ? download.error : null;

  return (
    <div className="cb-stack">
      <h1>Payroll export</h1>
      <p className="cb-muted">
        Each rep&apos;s total is the sum of their paid ledger lines for the pay date. Pending and
        cancelled lines are never included.
      </p>
      {summary.isPending ? (
        <Loader block label="Loading payroll" />
      ) : summary.isError ? (
        <Alert variant="error">Payroll could not be loaded.</Alert>
      ) : !date ? (
        <Alert variant="info">No paid pay dates yet: upload a ledger first.</Alert>
      ) : (
        <>
          <div className="payroll-controls">
            <label>
              Pay date
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
                    {formatUsDate(d)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Format
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
                    {PAYROLL_FORMAT_LABELS[f]}
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
              {download.isPending ? 'Preparing…' : 'Download payroll file'}
            </button>
            <button
              type="button"
              className="cb-btn cb-btn--secondary"
              disabled={statementsZip.isPending}
              onClick={() => statementsZip.mutate(payDate || date)}
            >
              {statementsZip.isPending ? 'Preparing statements…' : 'Download all statements (ZIP)'}
            </button>
          </div>
          {statementsZip.isError && (
            <Alert variant="error">{errorMessage(statementsZip.error)}</Alert>
          )}
          {statementsZip.isSuccess && (
            <Alert variant="success">
              Statements downloaded: one PDF per rep and index.csv with each file&apos;s SHA-256.
            </Alert>
          )}
          {blocked ? (
            <Alert variant="error">
              {blocked.message}
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
            <Alert variant="error">{errorMessage(download.error)}</Alert>
          ) : download.isSuccess ? (
            <Alert variant="success">Downloaded.</Alert>
          ) : null}
          <p>
            {summary.data.reps.length === 1 ? '1 rep' : `${summary.data.reps.length} reps`} ·{' '}
            {formatMoney(summary.data.total)}
            {summary.data.missing.length > 0 &&
              ` · ${summary.data.missing.length} without an employee ID`}
          </p>
          <Table
            caption={`Payroll for ${formatUsDate(date)}`}
            data={summary.data.reps}
            rowKey={(r) => r.email}
            emptyMessage="Nobody is paid on this date."
            emptyHint="Pick another pay date above."
            columns={[
              {
                key: 'rep_name',
                header: 'Rep',
                render: (r) => (
                  <span className="payroll-who">
                    <span>{r.rep_name}</span>
                    <span className="cb-muted">{r.email}</span>
                  </span>
                ),
              },
              {
                key: 'employee_id',
                header: 'Employee ID',
                render: (r) =>
                  r.employee_id ?? (
                    <Link to={`/bee/reps/${encodeURIComponent(r.email)}`}>Set employee ID</Link>
                  ),
              },
              {
                key: 'total',
                header: 'Total',
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
