// /bee/my-questions: the rep's questions (and those waiting to send), each with its state; one
// opened (?id=) shows its thread, a reply box, and Accept / Reopen after a resolution.
import { PREVIEW_MESSAGES } from '@commissionbee/shared/demo';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { formatMoney } from '@commissionbee/shared/money';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import {
  MESSAGE_MAX_LENGTH,
  QUESTION_MESSAGES,
  REASON_LABELS,
  RESOLUTION_LABELS,
  STATUS_LABELS,
  questionMessageError,
  type QuestionDetail,
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
import '../../components/questions/questions.css';

const EVENT_LABELS: Record<string, string> = {
  asked: 'asked',
  message: 'wrote',
  request_info: 'asked for more information',
  resolved: 'resolved the question',
  accepted: 'accepted the answer',
  reopened: 'reopened the question',
};

function about(q: QuestionSummary): string {
  if (q.scope === 'line') return `${q.item_name ?? 'A pay line'} · ${formatMoney(q.amount ?? 0)}`;
  if (q.scope === 'paycheck') return `Paycheck of ${formatUsDate(q.pay_date)}`;
  return 'Something missing';
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
  return (
    <div className="cb-stack">
      <h1>My questions</h1>
      {pending.length > 0 && (
        <section aria-labelledby="waiting-to-send" className="cb-stack">
          <h2 id="waiting-to-send">{demo ? 'Kept on this phone' : 'Waiting to send'}</h2>
          <ul className="rep-questions">
            {pending.map((item) => (
              <li key={item.body.client_id} className="cb-card">
                <strong>{item.label}</strong>
                <span className="rep-badge">
                  {item.demo ? 'Demo' : item.error ? 'Not sent' : 'Waiting to send'}
                </span>
                <p className="rep-question__text">{item.body.message}</p>
                {item.demo && <p className="cb-muted">{QUESTION_MESSAGES.demoReadOnly}</p>}
                {item.error && <p role="alert">{item.error}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {questions.isPending && viewKey ? (
        <Loader block showLabel label="Getting your questions." />
      ) : questions.isError ? (
        <p className="cb-card" role="alert">
          Your questions could not be loaded. Check your connection and try again.
        </p>
      ) : (questions.data ?? []).length === 0 && pending.length === 0 ? (
        <p className="cb-card">
          No questions yet. If a pay line looks wrong, open it and tap "Ask about this".
        </p>
      ) : (
        <ul className="rep-questions">
          {(questions.data ?? []).map((q) => (
            <li key={q.id}>
              <Link to={`${paths.myQuestions}?id=${q.id}`} className="rep-question cb-card">
                <strong>{about(q)}</strong>
                <span className={`rep-badge rep-badge--status-${q.status}`}>
                  {STATUS_LABELS[q.status]}
                </span>
                {q.unread && <span className="rep-badge rep-badge--new">New answer</span>}
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
  const q = query.data;
  return (
    <div className="cb-stack">
      <BackLink to={paths.myQuestions}>Back to my questions</BackLink>
      {query.isPending ? (
        <Loader block showLabel label="Getting your question." />
      ) : !q ? (
        <p className="cb-card" role="alert">
          This question could not be loaded.
        </p>
      ) : (
        <>
          <h1>{about(q)}</h1>
          <p>
            <span className={`rep-badge rep-badge--status-${q.status}`}>
              {STATUS_LABELS[q.status]}
            </span>{' '}
            {q.resolution && <strong>{RESOLUTION_LABELS[q.resolution]}</strong>}
            {q.adjusted_pay_date && (
              <> · correction on the paycheck of {formatUsDate(q.adjusted_pay_date)}</>
            )}
          </p>
          <p className="cb-muted">
            {REASON_LABELS[q.reason]}
            {q.expected_amount !== null && <> · expected {formatMoney(q.expected_amount)}</>}
          </p>
          <ol className="rep-thread">
            {q.events.map((e) => (
              <li key={e.id} className={`cb-card rep-thread__event rep-thread__event--${e.actor}`}>
                <p className="cb-muted">
                  {e.actor === 'rep' ? 'You' : e.actor_name} {EVENT_LABELS[e.kind] ?? e.kind} ·{' '}
                  {new Date(e.created_at).toLocaleString()}
                </p>
                {e.body && <p className="rep-question__text">{e.body}</p>}
              </li>
            ))}
          </ol>
          {!view?.isDemo && !view?.isPreview && <Actions question={q} />}
          {view?.isDemo && <p className="cb-muted">{QUESTION_MESSAGES.demoReadOnly}</p>}
          {view?.isPreview && <p className="cb-muted">{PREVIEW_MESSAGES.readOnly}</p>}
        </>
      )}
    </div>
  );
}

function Actions({ question }: { question: QuestionDetail }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resolved = question.status === 'resolved';
  const closed = question.status === 'accepted';

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setMessage('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.myQuestions.all });
    } catch (err) {
      const body = (err as { body?: { message?: unknown } }).body;
      setError(typeof body?.message === 'string' ? body.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };
  const withMessage = (action: (text: string) => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    const messageError = questionMessageError(message);
    if (messageError) return setError(messageError);
    void run(() => action(message.trim()));
  };

  if (closed) return null;
  return (
    <div className="cb-stack">
      {resolved && (
        <Button onClick={() => void run(() => acceptQuestion(question.id))} disabled={busy}>
          Accept
        </Button>
      )}
      <form
        className="cb-stack"
        onSubmit={withMessage((text) =>
          resolved ? reopenQuestion(question.id, text) : replyToQuestion(question.id, text),
        )}
        noValidate
      >
        <label className="rep-field">
          <span>{resolved ? 'Not right? Say why and reopen it' : 'Reply'}</span>
          <textarea
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </label>
        {error && <p role="alert">{error}</p>}
        <Button type="submit" variant={resolved ? 'secondary' : 'primary'} disabled={busy}>
          {resolved ? 'Reopen' : 'Send reply'}
        </Button>
      </form>
    </div>
  );
}
