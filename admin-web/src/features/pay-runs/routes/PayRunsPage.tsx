// /bee/pay-runs (issue 29): each pay date with its state, lines, reps, total, change against the
// published version, open questions, who moved it when and the payroll file last exported;
// Approve, Publish (optionally telling its reps), Close (confirming open questions) and Reopen
// (with a reason); bulk publish; and the company's review settings.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { Overlay } from '@commissionbee/ui/Overlay';
import { Table } from '@commissionbee/ui/Table';
import { Toggle } from '@commissionbee/ui/Toggle';
import { formatMoney } from '@commissionbee/shared/money';
import {
  exportLabel,
  PAY_DATE_STATE_LABELS,
  payDateLabel,
  type PayDateState,
  type PayDateSummary,
} from '@commissionbee/shared/pay-runs';
import { errorMessage } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useBulkPublish,
  usePayDate,
  usePayDates,
  usePayRunAction,
  usePayRunSettings,
  useSavePayRunSettings,
} from '../api/pay-runs';
import '../pay-runs.css';

const BADGE: Record<PayDateState, string> = {
  draft: 'cb-badge cb-badge--pending',
  approved: 'cb-badge',
  published: 'cb-badge cb-badge--success',
  closed: 'cb-badge cb-badge--cancelled',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

type Dialog =
  | { kind: 'publish'; payDates: string[]; reps: number }
  | { kind: 'close'; payDate: string }
  | { kind: 'reopen'; payDate: string }
  | null;

function Change({ row }: { row: PayDateSummary }) {
  if (row.change === 0) return <span className="cb-muted">—</span>;
  const sign = row.change > 0 ? '+' : '';
  return (
    <span className={row.change > 0 ? 'payruns-change--up' : 'payruns-change--down'}>
      {row.published_total === null
        ? 'new'
        : `published ${formatMoney(row.published_total)} → ${row.state} ${formatMoney(row.total)}`}{' '}
      ({sign}
      {formatMoney(row.change)})
    </span>
  );
}

function Trail({ row }: { row: PayDateSummary }) {
  const lines = [
    [`Changed by ${row.changed_by ?? 'upload'}`, row.changed_at],
    row.approved_by ? [`Approved by ${row.approved_by}`, row.approved_at] : null,
    row.published_by ? [`Published by ${row.published_by}`, row.published_at] : null,
    row.closed_by && row.state === 'closed' ? [`Closed by ${row.closed_by}`, row.closed_at] : null,
    row.reopened_by
      ? [`Reopened by ${row.reopened_by}: ${row.reopen_reason ?? ''}`, row.reopened_at]
      : null,
  ].filter((l): l is [string, string | null] => l !== null);
  return (
    <span className="payruns-trail">
      {lines.map(([text, at]) => (
        <span key={text}>
          {text} <span className="cb-muted">{when(at)}</span>
        </span>
      ))}
      {row.last_export && (
        // The payroll file last exported for the date; its full hash in the title (and the API).
        <span title={`SHA-256 ${row.last_export.sha256}`}>{exportLabel(row.last_export)}</span>
      )}
    </span>
  );
}

function SettingsCard() {
  const settings = usePayRunSettings();
  const save = useSavePayRunSettings();
  if (settings.isPending) return <Loader label="Loading settings" />;
  if (settings.isError) return <Alert variant="error">The settings could not be loaded.</Alert>;
  const current = settings.data;
  return (
    <section className="cb-card payruns-settings" aria-labelledby="payruns-settings-title">
      <h2 id="payruns-settings-title">Review</h2>
      <Toggle
        label="Review pay before reps see it"
        description="Off: every upload is published to reps at once. On: reps see a pay date only once it is approved and published here; changes to a published date wait as a revision."
        checked={current.review_before_publish}
        disabled={save.isPending}
        onChange={(on) =>
          save.mutate({ review_before_publish: on, second_approver: on && current.second_approver })
        }
      />
      {current.review_before_publish && (
        <Toggle
          label="Needs a second approver"
          description="Whoever uploaded or last changed a pay date cannot approve it."
          checked={current.second_approver}
          disabled={save.isPending}
          onChange={(on) => save.mutate({ review_before_publish: true, second_approver: on })}
        />
      )}
      {save.isError && <Alert variant="error">{errorMessage(save.error)}</Alert>}
    </section>
  );
}

function PublishDialog({
  payDates,
  reps,
  onClose,
}: {
  payDates: string[];
  reps: number;
  onClose: () => void;
}) {
  const [notify, setNotify] = useState(true);
  const single = usePayRunAction();
  const bulk = useBulkPublish();
  const pending = single.isPending || bulk.isPending;
  const error = single.error ?? bulk.error;
  const publish = () => {
    const done = { onSuccess: onClose };
    if (payDates.length === 1)
      single.mutate({ kind: 'publish', payDate: payDates[0], notify }, done);
    else bulk.mutate({ payDates, notify }, done);
  };
  return (
    <Overlay
      open
      onClose={onClose}
      title={`Publish ${payDates.length === 1 ? payDateLabel(payDates[0]) : `${payDates.length} pay dates`}`}
    >
      <div className="payruns-dialog">
        <p>Reps will see these numbers from now on.</p>
        <label className="cb-cluster">
          <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
          Notify the {reps} {reps === 1 ? 'rep' : 'reps'}
        </label>
        {error && <Alert variant="error">{errorMessage(error)}</Alert>}
        <div className="payruns-actions">
          <button
            type="button"
            className="cb-btn cb-btn--primary"
            disabled={pending}
            onClick={publish}
          >
            {pending ? 'Publishing…' : 'Publish'}
          </button>
          <button type="button" className="cb-btn cb-btn--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Overlay>
  );
}

function CloseDialog({ payDate, onClose }: { payDate: string; onClose: () => void }) {
  const detail = usePayDate(payDate);
  const action = usePayRunAction();
  const questions = detail.data?.questions ?? [];
  return (
    <Overlay open onClose={onClose} title={`Close ${payDateLabel(payDate)}`}>
      <div className="payruns-dialog">
        <p>
          A closed pay date never changes: later corrections are refused, or posted as adjustments
          on an open pay date.
        </p>
        {detail.isPending ? (
          <Loader label="Loading open questions" />
        ) : questions.length > 0 ? (
          <Alert variant="warning">
            {questions.length === 1 ? '1 question is' : `${questions.length} questions are`} still
            open on this pay date:
            <ul>
              {questions.map((q) => (
                <li key={q.id}>
                  <Link to={`/bee/questions/${q.id}`}>
                    #{q.id} · {q.rep_email} · {q.subject}
                  </Link>
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {action.isError && <Alert variant="error">{errorMessage(action.error)}</Alert>}
        <div className="payruns-actions">
          <button
            type="button"
            className="cb-btn cb-btn--danger"
            disabled={action.isPending || detail.isPending}
            onClick={() =>
              action.mutate({ kind: 'close', payDate, confirm: true }, { onSuccess: onClose })
            }
          >
            {questions.length > 0 ? 'Close anyway' : 'Close pay date'}
          </button>
          <button type="button" className="cb-btn cb-btn--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Overlay>
  );
}

function ReopenDialog({ payDate, onClose }: { payDate: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const action = usePayRunAction();
  const missing = reason.trim() === '';
  return (
    <Overlay open onClose={onClose} title={`Reopen ${payDateLabel(payDate)}`}>
      <form
        className="payruns-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (!missing)
            action.mutate(
              { kind: 'reopen', payDate, reason: reason.trim() },
              { onSuccess: onClose },
            );
        }}
      >
        <label className="cb-field">
          <span className="cb-label">Reason (kept in the activity log)</span>
          <textarea
            className="cb-input"
            value={reason}
            aria-invalid={tried && missing}
            aria-describedby={tried && missing ? 'reopen-reason-error' : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {tried && missing && (
          <p id="reopen-reason-error" className="cb-muted" role="alert">
            Say why the pay date is reopened
          </p>
        )}
        {action.isError && <Alert variant="error">{errorMessage(action.error)}</Alert>}
        <div className="payruns-actions">
          <button type="submit" className="cb-btn cb-btn--primary" disabled={action.isPending}>
            Reopen
          </button>
          <button type="button" className="cb-btn cb-btn--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Overlay>
  );
}

export function PayRunsPage() {
  useDocumentTitle('Pay runs');
  const dates = usePayDates();
  const settings = usePayRunSettings();
  const action = usePayRunAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const review = settings.data?.review_before_publish ?? false;
  const rows = dates.data ?? [];
  const approved = rows.filter((r) => r.state === 'approved');
  const chosen = selected.filter((d) => approved.some((r) => r.pay_date === d));
  const repsOf = (payDates: string[]) =>
    rows.filter((r) => payDates.includes(r.pay_date)).reduce((n, r) => n + r.reps, 0);

  return (
    <div className="cb-stack">
      <h1>Pay runs</h1>
      <p className="cb-muted">
        Each pay date is drafted by uploads, approved, published to reps and closed once paid.
      </p>
      <SettingsCard />
      {action.isError && <Alert variant="error">{errorMessage(action.error)}</Alert>}
      {dates.isPending ? (
        <Loader block label="Loading pay dates" />
      ) : dates.isError ? (
        <Alert variant="error">The pay dates could not be loaded.</Alert>
      ) : (
        <>
          {review && approved.length > 1 && (
            <div className="payruns-bulk">
              <span>
                {chosen.length} of {approved.length} approved pay dates selected
              </span>
              <button
                type="button"
                className="cb-btn cb-btn--primary"
                disabled={chosen.length === 0}
                onClick={() =>
                  setDialog({ kind: 'publish', payDates: chosen, reps: repsOf(chosen) })
                }
              >
                Publish selected
              </button>
            </div>
          )}
          <Table
            caption="Pay dates"
            data={rows}
            rowKey={(r) => r.pay_date}
            emptyMessage="No pay dates yet."
            emptyHint={
              <>
                <Link to="/bee/upload">Upload a ledger</Link> to start a pay run.
              </>
            }
            columns={[
              ...(review && approved.length > 1
                ? [
                    {
                      key: 'select',
                      header: <span className="cb-visually-hidden">Select</span>,
                      render: (r: PayDateSummary) =>
                        r.state === 'approved' ? (
                          <input
                            type="checkbox"
                            aria-label={`Select ${payDateLabel(r.pay_date)}`}
                            checked={selected.includes(r.pay_date)}
                            onChange={(e) =>
                              setSelected((s) =>
                                e.target.checked
                                  ? [...s, r.pay_date]
                                  : s.filter((d) => d !== r.pay_date),
                              )
                            }
                          />
                        ) : null,
                    },
                  ]
                : []),
              {
                key: 'pay_date',
                header: 'Pay date',
                render: (r) => <span className="cb-nowrap">{payDateLabel(r.pay_date)}</span>,
              },
              {
                key: 'state',
                header: 'State',
                render: (r) => (
                  <span className="payruns-state">
                    <span className={BADGE[r.state]}>{PAY_DATE_STATE_LABELS[r.state]}</span>
                    {r.revision && <span className="cb-muted">Revision of a published date</span>}
                  </span>
                ),
              },
              { key: 'lines', header: 'Lines', align: 'end' },
              { key: 'reps', header: 'Reps', align: 'end' },
              {
                key: 'total',
                header: 'Total',
                align: 'end',
                render: (r) => <span className="cb-nowrap">{formatMoney(r.total)}</span>,
              },
              { key: 'change', header: 'Change', render: (r) => <Change row={r} /> },
              {
                key: 'open_questions',
                header: 'Open questions',
                align: 'end',
                render: (r) =>
                  r.open_questions > 0 ? (
                    <Link to="/bee/questions">{r.open_questions}</Link>
                  ) : (
                    <span className="cb-muted">0</span>
                  ),
              },
              {
                key: 'actions',
                header: 'Actions',
                render: (r) => {
                  const label = payDateLabel(r.pay_date);
                  return (
                    <span className="payruns-actions">
                      {review && r.state === 'draft' && (
                        <button
                          type="button"
                          className="cb-btn cb-btn--secondary cb-btn--small"
                          aria-label={`Approve ${label}`}
                          disabled={action.isPending}
                          onClick={() => action.mutate({ kind: 'approve', payDate: r.pay_date })}
                        >
                          Approve
                        </button>
                      )}
                      {review && r.state === 'approved' && (
                        <button
                          type="button"
                          className="cb-btn cb-btn--primary cb-btn--small"
                          aria-label={`Publish ${label}`}
                          onClick={() =>
                            setDialog({ kind: 'publish', payDates: [r.pay_date], reps: r.reps })
                          }
                        >
                          Publish
                        </button>
                      )}
                      {r.state === 'published' && r.pay_date !== 'PENDING' && (
                        <button
                          type="button"
                          className="cb-btn cb-btn--secondary cb-btn--small"
                          aria-label={`Close ${label}`}
                          onClick={() => setDialog({ kind: 'close', payDate: r.pay_date })}
                        >
                          Close
                        </button>
                      )}
                      {r.state === 'closed' && (
                        <button
                          type="button"
                          className="cb-btn cb-btn--secondary cb-btn--small"
                          aria-label={`Reopen ${label}`}
                          onClick={() => setDialog({ kind: 'reopen', payDate: r.pay_date })}
                        >
                          Reopen
                        </button>
                      )}
                    </span>
                  );
                },
              },
              { key: 'trail', header: 'Who and when', render: (r) => <Trail row={r} /> },
            ]}
          />
        </>
      )}
      {dialog?.kind === 'publish' && (
        <PublishDialog
          payDates={dialog.payDates}
          reps={dialog.reps}
          onClose={() => {
            setDialog(null);
            setSelected([]);
          }}
        />
      )}
      {dialog?.kind === 'close' && (
        <CloseDialog payDate={dialog.payDate} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'reopen' && (
        <ReopenDialog payDate={dialog.payDate} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
