// /bee/questions/:id: the line as asked and as it is now, the rep's other lines that day, the
// thread, and the actions: Reply, Ask for more information, Resolve (Adjusted | No change).
import { Link, useParams } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { formatMoney } from '@commissionbee/shared/money';
import { formatTableDate, formatProseDate } from '@commissionbee/shared/copy-format';
import type { QuestionLineSnapshot } from '@commissionbee/shared/questions';
import { Breakdown } from '../../../components/Breakdown';
import { useMoments } from '../../../i18n/moments';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuestion } from '../api/questions';
import { QuestionActions } from '../components/QuestionActions';
import { RESOLUTION_KEYS, REASON_KEYS, STATUS_KEYS } from '../lib/words';
import '../questions.css';

const EVENT_KEYS: Partial<Record<string, string>> = {
  asked: 'questions.event.asked',
  message: 'questions.event.message',
  request_info: 'questions.event.request_info',
  resolved: 'questions.event.resolved',
  accepted: 'questions.event.accepted',
  reopened: 'questions.event.reopened',
};

/** Dates as English has always written them (the shared copy formats), else Intl's. */
function useDays() {
  const { format, language } = useI18n();
  const english = language === 'en';
  return {
    table: (value: string | null) =>
      english ? formatTableDate(value) || value : format.date(value),
    prose: (value: string | null) => (english ? formatProseDate(value) : format.date(value)),
  };
}

function Line({ line, title }: { line: QuestionLineSnapshot; title: string }) {
  const { t } = useI18n();
  const days = useDays();
  return (
    <section className="cb-card question-line" aria-label={title}>
      <h3>{title}</h3>
      <dl>
        <dt>{t('questions.item')}</dt>
        <dd>{line.item_name}</dd>
        <dt>{t('questions.payType')}</dt>
        <dd>{line.item_pay_type}</dd>
        <dt>{t('questions.payDate')}</dt>
        <dd>{days.table(line.pay_date)}</dd>
        <dt>{t('questions.amount')}</dt>
        <dd>{formatMoney(line.amount)}</dd>
        {line.breakdown && line.breakdown.length > 0 && (
          <>
            <dt>{t('questions.breakdown')}</dt>
            <dd>
              <Breakdown lines={line.breakdown} />
            </dd>
          </>
        )}
        {line.manual_note && (
          <>
            <dt>{t('questions.note')}</dt>
            <dd>{line.manual_note}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function QuestionPage() {
  const { t, format } = useI18n();
  const days = useDays();
  const moments = useMoments();
  const id = Number(useParams().id);
  const query = useQuestion(id);
  useDocumentTitle(t('questions.pageTitle'));
  if (query.isPending) return <Loader block label={t('questions.loadingOne')} />;
  if (query.isError) return <Alert variant="error">{t('questions.notFound')}</Alert>;
  const q = query.data;
  const asker = q.asker_name ?? q.asker_email;
  const lineRep = q.snapshot?.rep_name;
  return (
    <div className="cb-stack">
      <Link to="/bee/questions">{t('questions.back')}</Link>
      <h1>
        {q.line_rep_email && q.line_rep_email !== q.asker_email && lineRep
          ? t('questions.askedAboutLine', { asker, rep: lineRep })
          : t('questions.askedAboutPay', { asker })}
      </h1>
      <p>
        <strong>{t(STATUS_KEYS[q.status])}</strong>
        {q.resolution && ` · ${t(RESOLUTION_KEYS[q.resolution])}`}
        {q.adjusted_pay_date &&
          ` · ${t('questions.correctionOn', { date: days.prose(q.adjusted_pay_date) })}`}
        {q.overdue && <span className="questions-overdue-badge"> {t('questions.overdue')}</span>} ·{' '}
        {t(REASON_KEYS[q.reason])}
        {q.expected_amount !== null &&
          ` · ${t('questions.expected', { amount: formatMoney(q.expected_amount) })}`}
      </p>
      {q.snapshot ? (
        <div className="question-lines">
          <Line line={q.snapshot} title={t('questions.lineAsAsked')} />
          {q.line_now?.state === 'removed' ? (
            <section className="cb-card question-line" aria-label={t('questions.lineNow')}>
              <h3>{t('questions.lineNow')}</h3>
              <p>{t('questions.lineRemoved')}</p>
            </section>
          ) : q.line_now?.line ? (
            <Line
              line={q.line_now.line}
              title={
                q.line_now.state === 'changed'
                  ? t('questions.lineChanged')
                  : t('questions.lineUnchanged')
              }
            />
          ) : null}
        </div>
      ) : (
        <p className="cb-muted">
          {q.scope === 'paycheck'
            ? t('questions.aboutPaycheck', { date: days.prose(q.pay_date) })
            : t('questions.aboutMissing')}
        </p>
      )}
      {(q.other_lines ?? []).length > 0 && (
        <details>
          <summary>
            {t('questions.otherLines', { count: format.number(q.other_lines!.length) })}
          </summary>
          <ul>
            {q.other_lines!.map((line) => (
              <li key={line.id}>
                {line.item_name} · {line.item_pay_type} · {formatMoney(line.amount)}
              </li>
            ))}
          </ul>
        </details>
      )}
      <h2>{t('questions.thread')}</h2>
      <ol className="question-thread">
        {q.events.map((e) => {
          const key = EVENT_KEYS[e.kind];
          return (
            <li key={e.id} className={`cb-card question-event question-event--${e.actor}`}>
              <p className="cb-muted">
                {key
                  ? t(key, { name: e.actor_name })
                  : t('questions.event.other', { name: e.actor_name, kind: e.kind })}{' '}
                · {moments.prose(e.created_at)}
              </p>
              {e.body && <p className="questions-text">{e.body}</p>}
            </li>
          );
        })}
      </ol>
      <QuestionActions question={q} />
    </div>
  );
}
