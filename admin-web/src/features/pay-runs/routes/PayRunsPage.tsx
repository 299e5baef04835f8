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
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import {
  PENDING_PAY_DATE,
  payDateLabel,
  type PayDateState,
  type PayDateSummary,
} from '@commissionbee/shared/pay-runs';
import { useMoments } from '../../../i18n/moments';
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

const STATE_KEYS = {
  draft: 'payRuns.state.draft',
  approved: 'payRuns.state.approved',
  published: 'payRuns.state.published',
  closed: 'payRuns.state.closed',
} as const satisfies Record<PayDateState, string>;

/** A pay date in a sentence: English as it has always read, else the language's date. */
function useDateLabel(): (payDate: string) => string {
  const { t, format, language } = useI18n();
  if (language === 'en') return payDateLabel;
  return (payDate) =>
    payDate === PENDING_PAY_DATE ? t('payRuns.pendingLines') : format.date(payDate);
}

/** A moment in the trail: English as the browser writes it, else the language's date and time. */
function useWhen(): (iso: string | null) => string {
  const { language } = useI18n();
  const moments = useMoments();
  return (iso) =>
    !iso ? '' : language === 'en' ? new Date(iso).toLocaleString() : moments.table(iso);
}

type Dialog =
  | { kind: 'publish'; payDates: string[]; reps: number }
  | { kind: 'close'; payDate: string }
  | { kind: 'reopen'; payDate: string }
  | null;

function Change({ row }: { row: PayDateSummary }) {
  const { t } = useI18n();
  if (row.change === 0) return <span className="cb-muted">—</span>;
  const sign = row.change > 0 ? '+' : '';
  return (
    <span className={row.change > 0 ? 'payruns-change--up' : 'payruns-change--down'}>
      {row.published_total === null
        ? t('payRuns.new')
        : t('payRuns.change', {
            from: formatMoney(row.published_total),
            state: row.state,
            to: formatMoney(row.total),
          })}{' '}
      ({sign}
      {formatMoney(row.change)})
    </span>
  );
}

function Trail({ row }: { row: PayDateSummary }) {
  const { t, format, language } = useI18n();
  const when = useWhen();
  const exported = (at: string) =>
    language === 'en' ? formatUsDate(new Date(at)) : format.date(new Date(at));
  const lines = [
    [t('payRuns.changedBy', { who: row.changed_by ?? t('payRuns.byUpload') }), row.changed_at],
    row.approved_by ? [t('payRuns.approvedBy', { who: row.approved_by }), row.approved_at] : null,
    row.published_by
      ? [t('payRuns.publishedBy', { who: row.published_by }), row.published_at]
      : null,
    row.closed_by && row.state === 'closed'
      ? [t('payRuns.closedBy', { who: row.closed_by }), row.closed_at]
      : null,
    row.reopened_by
      ? [
          t('payRuns.reopenedBy', { who: row.reopened_by, reason: row.reopen_reason ?? '' }),
          row.reopened_at,
        ]
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
        <span title={`SHA-256 ${row.last_export.sha256}`}>
          {t('payRuns.exported', {
            date: exported(row.last_export.exported_at),
            who: row.last_export.exported_by,
            hash: row.last_export.sha256.slice(0, 12),
          })}
        </span>
      )}
    </span>
  );
}

function SettingsCard() {
  const { t } = useI18n();
  const settings = usePayRunSettings();
  const save = useSavePayRunSettings();
  if (settings.isPending) return <Loader label={t('payRuns.loadingSettings')} />;
  if (settings.isError) return <Alert variant="error">{t('payRuns.settingsFailed')}</Alert>;
  const current = settings.data;
  return (
    <section className="cb-card payruns-settings" aria-labelledby="payruns-settings-title">
      <h2 id="payruns-settings-title">{t('payRuns.review')}</h2>
      <Toggle
        label={t('payRuns.reviewLabel')}
        description={t('payRuns.reviewDescription')}
        checked={current.review_before_publish}
        disabled={save.isPending}
        onChange={(on) =>
          save.mutate({ review_before_publish: on, second_approver: on && current.second_approver })
        }
      />
      {current.review_before_publish && (
        <Toggle
          label={t('payRuns.secondApprover')}
          description={t('payRuns.secondApproverDescription')}
          checked={current.second_approver}
          disabled={save.isPending}
          onChange={(on) => save.mutate({ review_before_publish: true, second_approver: on })}
        />
      )}
      {save.isError && (
        <Alert variant="error">{errorMessage(save.error, t('app.genericError'))}</Alert>
      )}
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
  const { t, format } = useI18n();
  const dateLabel = useDateLabel();
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
      title={t('payRuns.publishTitle', {
        count: payDates.length,
        n: format.number(payDates.length),
        date: dateLabel(payDates[0]),
      })}
    >
      <div className="payruns-dialog">
        <p>{t('payRuns.publishText')}</p>
        <label className="cb-cluster">
          <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
          {t('payRuns.notify', { count: reps, n: String(reps) })}
        </label>
        {error && <Alert variant="error">{errorMessage(error, t('app.genericError'))}</Alert>}
        <div className="payruns-actions">
          <button
            type="button"
            className="cb-btn cb-btn--primary"
            disabled={pending}
            onClick={publish}
          >
            {pending ? t('payRuns.publishing') : t('payRuns.publish')}
          </button>
          <button type="button" className="cb-btn cb-btn--secondary" onClick={onClose}>
            {t('payRuns.cancel')}
          </button>
        </div>
      </div>
    </Overlay>
  );
}

function CloseDialog({ payDate, onClose }: { payDate: string; onClose: () => void }) {
  const { t, format } = useI18n();
  const dateLabel = useDateLabel();
  const detail = usePayDate(payDate);
  const action = usePayRunAction();
  const questions = detail.data?.questions ?? [];
  return (
    <Overlay open onClose={onClose} title={t('payRuns.closeTitle', { date: dateLabel(payDate) })}>
      <div className="payruns-dialog">
        <p>{t('payRuns.closeText')}</p>
        {detail.isPending ? (
          <Loader label={t('payRuns.loadingQuestions')} />
        ) : questions.length > 0 ? (
          <Alert variant="warning">
            {t('payRuns.openQuestions', {
              count: questions.length,
              n: format.number(questions.length),
            })}
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
        {action.isError && (
          <Alert variant="error">{errorMessage(action.error, t('app.genericError'))}</Alert>
        )}
        <div className="payruns-actions">
          <button
            type="button"
            className="cb-btn cb-btn--danger"
            disabled={action.isPending || detail.isPending}
            onClick={() =>
              action.mutate({ kind: 'close', payDate, confirm: true }, { onSuccess: onClose })
            }
          >
            {questions.length > 0 ? t('payRuns.closeAnyway') : t('payRuns.closePayDate')}
          </button>
          <button type="button" className="cb-btn cb-btn--secondary" onClick={onClose}>
            {t('payRuns.cancel')}
          </button>
        </div>
      </div>
    </Overlay>
  );
}

function ReopenDialog({ payDate, onClose }: { payDate: string; onClose: () => void }) {
  const { t } = useI18n();
  const dateLabel = useDateLabel();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const action = usePayRunAction();
  const missing = reason.trim() === '';
  return (
    <Overlay open onClose={onClose} title={t('payRuns.reopenTitle', { date: dateLabel(payDate) })}>
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
          <span className="cb-label">{t('payRuns.reason')}</span>
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
            {t('payRuns.reasonRequired')}
          </p>
        )}
        {action.isError && (
          <Alert variant="error">{errorMessage(action.error, t('app.genericError'))}</Alert>
        )}
        <div className="payruns-actions">
          <button type="submit" className="cb-btn cb-btn--primary" disabled={action.isPending}>
            {t('payRuns.reopen')}
          </button>
          <button type="button" className="cb-btn cb-btn--secondary" onClick={onClose}>
            {t('payRuns.cancel')}
          </button>
        </div>
      </form>
    </Overlay>
  );
}

export function PayRunsPage() {
  const { t } = useI18n();
  const dateLabel = useDateLabel();
  useDocumentTitle(t('payRuns.title'));
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
      <h1>{t('payRuns.title')}</h1>
      <p className="cb-muted">{t('payRuns.intro')}</p>
      <SettingsCard />
      {action.isError && (
        <Alert variant="error">{errorMessage(action.error, t('app.genericError'))}</Alert>
      )}
      {dates.isPending ? (
        <Loader block label={t('payRuns.loading')} />
      ) : dates.isError ? (
        <Alert variant="error">{t('payRuns.loadFailed')}</Alert>
      ) : (
        <>
          {review && approved.length > 1 && (
            <div className="payruns-bulk">
              <span>
                {t('payRuns.selectedCount', {
                  chosen: String(chosen.length),
                  approved: String(approved.length),
                })}
              </span>
              <button
                type="button"
                className="cb-btn cb-btn--primary"
                disabled={chosen.length === 0}
                onClick={() =>
                  setDialog({ kind: 'publish', payDates: chosen, reps: repsOf(chosen) })
                }
              >
                {t('payRuns.publishSelected')}
              </button>
            </div>
          )}
          <Table
            caption={t('payRuns.caption')}
            data={rows}
            rowKey={(r) => r.pay_date}
            emptyMessage={t('payRuns.empty')}
            emptyHint={
              <>
                <Link to="/bee/upload">{t('payRuns.uploadLedger')}</Link>
                {t('payRuns.toStart')}
              </>
            }
            columns={[
              ...(review && approved.length > 1
                ? [
                    {
                      key: 'select',
                      header: <span className="cb-visually-hidden">{t('payRuns.select')}</span>,
                      render: (r: PayDateSummary) =>
                        r.state === 'approved' ? (
                          <input
                            type="checkbox"
                            aria-label={t('payRuns.selectDate', { date: dateLabel(r.pay_date) })}
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
                header: t('payRuns.colPayDate'),
                render: (r) => <span className="cb-nowrap">{dateLabel(r.pay_date)}</span>,
              },
              {
                key: 'state',
                header: t('payRuns.colState'),
                render: (r) => (
                  <span className="payruns-state">
                    <span className={BADGE[r.state]}>{t(STATE_KEYS[r.state])}</span>
                    {r.revision && <span className="cb-muted">{t('payRuns.revision')}</span>}
                  </span>
                ),
              },
              { key: 'lines', header: t('payRuns.colLines'), align: 'end' },
              { key: 'reps', header: t('payRuns.colReps'), align: 'end' },
              {
                key: 'total',
                header: t('payRuns.colTotal'),
                align: 'end',
                render: (r) => <span className="cb-nowrap">{formatMoney(r.total)}</span>,
              },
              { key: 'change', header: t('payRuns.colChange'), render: (r) => <Change row={r} /> },
              {
                key: 'open_questions',
                header: t('payRuns.colOpenQuestions'),
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
                header: t('payRuns.colActions'),
                render: (r) => {
                  const date = dateLabel(r.pay_date);
                  return (
                    <span className="payruns-actions">
                      {review && r.state === 'draft' && (
                        <button
                          type="button"
                          className="cb-btn cb-btn--secondary cb-btn--small"
                          aria-label={t('payRuns.approveDate', { date })}
                          disabled={action.isPending}
                          onClick={() => action.mutate({ kind: 'approve', payDate: r.pay_date })}
                        >
                          {t('payRuns.approve')}
                        </button>
                      )}
                      {review && r.state === 'approved' && (
                        <button
                          type="button"
                          className="cb-btn cb-btn--primary cb-btn--small"
                          aria-label={t('payRuns.publishDate', { date })}
                          onClick={() =>
                            setDialog({ kind: 'publish', payDates: [r.pay_date], reps: r.reps })
                          }
                        >
                          {t('payRuns.publish')}
                        </button>
                      )}
                      {r.state === 'published' && r.pay_date !== 'PENDING' && (
                        <button
                          type="button"
                          className="cb-btn cb-btn--secondary cb-btn--small"
                          aria-label={t('payRuns.closeDate', { date })}
                          onClick={() => setDialog({ kind: 'close', payDate: r.pay_date })}
                        >
                          {t('payRuns.close')}
                        </button>
                      )}
                      {r.state === 'closed' && (
                        <button
                          type="button"
                          className="cb-btn cb-btn--secondary cb-btn--small"
                          aria-label={t('payRuns.reopenDate', { date })}
                          onClick={() => setDialog({ kind: 'reopen', payDate: r.pay_date })}
                        >
                          {t('payRuns.reopen')}
                        </button>
                      )}
                    </span>
                  );
                },
              },
              { key: 'trail', header: t('payRuns.colTrail'), render: (r) => <Trail row={r} /> },
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
