// /bee/my-questions: the rep's questions (and those waiting to send), each with its state; one
// opened (?id=) shows its thread, a reply box, and Accept / Reopen after a resolution.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { useI18n, type I18n } from '@commissionbee/ui/i18n/I18nProvider';
import {
  MESSAGE_MAX_LENGTH,
  type QuestionDetail,
  type QuestionEvent,
  type QuestionSummary,
} from '@commissionbee/shared/questions';
import { paths } from '../../config/paths';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';
import {
  acceptQuestion,
  reopenQuestion,
  replyToQuestion,
  useMyQuestion,
  useMyQuestions,
} from '../../lib/questions/api';
import * as queryKeys from '../../lib/query-keys';
import { useOutbox } from '../../lib/questions/outbox';
import {
  messageError,
  questionRefusal,
  REASON_KEYS,
  RESOLUTION_KEYS,
  STATUS_KEYS,
  type QuestionActionName,
} from '../../lib/questions/messages';
import '../../components/questions/questions.css';

/** Who did what in a thread; the verb agrees with 'You' or the admin's name ({who} selects). */
const EVENT_KEYS: Record<string, string> = {
  asked: 'questions.event.asked',
  message: 'questions.event.message',
  request_info: 'questions.event.requestInfo',
  resolved: 'questions.event.resolved',
  accepted: 'questions.event.accepted',
  reopened: 'questions.event.reopened',
};

function eventLine({ t, format }: I18n, e: QuestionEvent): string {
  const who = e.actor === 'rep' ? 'you' : 'other';
  const key = EVENT_KEYS[e.kind];
  const what = key
    ? t(key, { who, name: e.actor_name })
    : t('questions.event.other', { who, name: e.actor_name, kind: e.kind });
  const at = new Date(e.created_at);
  return `${what} · ${format.date(at)}, ${format.time(at)}`;
}

function about({ t, format }: I18n, q: QuestionSummary): string {
  if (q.scope === 'line')
    return t('questions.about.line', {
      item: q.item_name ?? t('questions.about.aPayLine'),
      amount: format.money(q.amount ?? 0),
    });
  if (q.scope === 'paycheck')
    return t('questions.about.paycheck', { date: format.date(q.pay_date) });
  return t('questions.about.missing');
}

export function MyQuestionsPage() {
  const { viewKey } = useRepSession();
  const view = useRepView();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return id ? (
    <QuestionThread viewKey={viewKey} id={id} />
  ) : (
    <QuestionList viewKey={viewKey} demo={Boolean(view?.isDemo)} />
  );
}

function QuestionList({ viewKey, demo }: { viewKey: string | null; demo: boolean }) {
  const questions = useMyQuestions(viewKey);
  const pending = useOutbox();
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <div className="cb-stack">
      <h1>{t('questions.title')}</h1>
      {pending.length > 0 && (
        <section aria-labelledby="waiting-to-send" className="cb-stack">
          <h2 id="waiting-to-send">
            {demo ? t('questions.keptOnPhone') : t('questions.waitingToSend')}
          </h2>
          <ul className="rep-questions">
            {pending.map((item) => (
              <li key={item.body.client_id} className="cb-card">
                <strong>{item.label}</strong>
                <span className="rep-badge">
                  {item.demo
                    ? t('questions.badge.demo')
                    : item.error
                      ? t('questions.badge.notSent')
                      : t('questions.waitingToSend')}
                </span>
                <p className="rep-question__text">{item.body.message}</p>
                {item.demo && <p className="cb-muted">{t('questions.demoReadOnly')}</p>}
                {item.error && <p role="alert">{questionRefusal(t, item.code ?? null, 'ask')}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {questions.isPending && viewKey ? (
        <Loader block showLabel label={t('questions.loading')} />
      ) : questions.isError ? (
        <p className="cb-card" role="alert">
          {t('questions.loadError')}
        </p>
      ) : (questions.data ?? []).length === 0 && pending.length === 0 ? (
        <p className="cb-card">{t('questions.empty')}</p>
      ) : (
        <ul className="rep-questions">
          {(questions.data ?? []).map((q) => (
            <li key={q.id}>
              <Link to={`${paths.myQuestions}?id=${q.id}`} className="rep-question cb-card">
                <strong>{about(i18n, q)}</strong>
                <span className={`rep-badge rep-badge--status-${q.status}`}>
                  {t(STATUS_KEYS[q.status])}
                </span>
                {q.unread && (
                  <span className="rep-badge rep-badge--new">{t('questions.newAnswer')}</span>
                )}
                <span className="rep-question__text">{q.excerpt}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function QuestionThread({ viewKey, id }: { viewKey: string | null; id: number }) {
  const query = useMyQuestion(viewKey, id);
  const view = useRepView();
  const i18n = useI18n();
  const { t, format } = i18n;
  const q = query.data;
  return (
    <div className="cb-stack">
      <BackLink to={paths.myQuestions}>{t('questions.back')}</BackLink>
      {query.isPending ? (
        <Loader block showLabel label={t('questions.loadingOne')} />
      ) : !q ? (
        <p className="cb-card" role="alert">
          {t('questions.loadErrorOne')}
        </p>
      ) : (
        <>
          <h1>{about(i18n, q)}</h1>
          <p>
            <span className={`rep-badge rep-badge--status-${q.status}`}>
              {t(STATUS_KEYS[q.status])}
            </span>{' '}
            {q.resolution && <strong>{t(RESOLUTION_KEYS[q.resolution])}</strong>}
            {q.adjusted_pay_date &&
              ` · ${t('questions.correctionOn', { date: format.date(q.adjusted_pay_date) })}`}
          </p>
          <p className="cb-muted">
            {t(REASON_KEYS[q.reason])}
            {q.expected_amount !== null &&
              ` · ${t('questions.expected', { amount: format.money(q.expected_amount) })}`}
          </p>
          <ol className="rep-thread">
            {q.events.map((e) => (
              <li key={e.id} className={`cb-card rep-thread__event rep-thread__event--${e.actor}`}>
                <p className="cb-muted">{eventLine(i18n, e)}</p>
                {e.body && <p className="rep-question__text">{e.body}</p>}
              </li>
            ))}
          </ol>
          {!view?.isDemo && !view?.isPreview && <Actions question={q} />}
          {view?.isDemo && <p className="cb-muted">{t('questions.demoReadOnly')}</p>}
          {view?.isPreview && <p className="cb-muted">{t('questions.previewReadOnly')}</p>}
        </>
      )}
    </div>
  );
}

function Actions({ question }: { question: QuestionDetail }) {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resolved = question.status === 'resolved';
  const closed = question.status === 'accepted';

  const run = async (name: QuestionActionName, action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setMessage('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.myQuestions.all });
    } catch (err) {
      setError(questionRefusal(t, err, name));
    } finally {
      setBusy(false);
    }
  };
  const withMessage =
    (name: QuestionActionName, action: (text: string) => Promise<unknown>) =>
    (event: FormEvent) => {
      event.preventDefault();
      const refused = messageError(t, message);
      if (refused) return setError(refused);
      void run(name, () => action(message.trim()));
    };

  if (closed) return null;
  return (
    <div className="cb-stack">
      {resolved && (
        <Button
          onClick={() => void run('accept', () => acceptQuestion(question.id))}
          disabled={busy}
        >
          {t('questions.accept')}
        </Button>
      )}
      <form
        className="cb-stack"
        onSubmit={withMessage(resolved ? 'reopen' : 'reply', (text) =>
          resolved ? reopenQuestion(question.id, text) : replyToQuestion(question.id, text),
        )}
        noValidate
      >
        <label className="rep-field">
          <span>{resolved ? t('questions.reopenLabel') : t('questions.reply')}</span>
          <textarea
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </label>
        {error && <p role="alert">{error}</p>}
        <Button type="submit" variant={resolved ? 'secondary' : 'primary'} disabled={busy}>
          {resolved ? t('questions.reopen') : t('questions.sendReply')}
        </Button>
      </form>
    </div>
  );
}
