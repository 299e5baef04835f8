// Reply, Ask for more information, and Resolve (Adjusted with a pay date, or No change with an
// explanation), checked with the shared rules before they are sent.
import { useState, type FormEvent } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import {
  MESSAGE_MAX_LENGTH,
  QUESTION_MESSAGES,
  questionMessageError,
  type QuestionDetail,
  type Resolution,
} from '@commissionbee/shared/questions';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import type { Translator } from '@commissionbee/shared/i18n/messages';
import { errorMessage } from '../../../lib/errors';
import { useQuestionAction } from '../api/questions';

/** The shared rules' problem in the admin's language. */
function problemText(t: Translator, problem: string): string {
  if (problem === QUESTION_MESSAGES.messageRequired) return t('questions.messageRequired');
  if (problem === QUESTION_MESSAGES.messageTooLong)
    return t('questions.messageTooLong', { max: MESSAGE_MAX_LENGTH.toLocaleString(t.language) });
  if (problem === QUESTION_MESSAGES.explanationRequired) return t('questions.explanationRequired');
  if (problem === QUESTION_MESSAGES.adjustedPayDate) return t('questions.adjustedPayDate');
  return problem;
}

export function QuestionActions({ question }: { question: QuestionDetail }) {
  const { t } = useI18n();
  const action = useQuestionAction(question.id);
  const [message, setMessage] = useState('');
  const [resolution, setResolution] = useState<Resolution>('no_change');
  const [payDate, setPayDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = question.status === 'open' || question.status === 'waiting_on_rep';
  if (!open) return null;

  const send = (kind: 'reply' | 'request-info') => {
    const problem = questionMessageError(message);
    if (problem) return setError(problem);
    setError(null);
    action.mutate({ kind, message: message.trim() }, { onSuccess: () => setMessage('') });
  };
  const resolve = (event: FormEvent) => {
    event.preventDefault();
    if (resolution === 'adjusted' && !payDate) return setError(QUESTION_MESSAGES.adjustedPayDate);
    if (resolution === 'no_change' && !message.trim())
      return setError(QUESTION_MESSAGES.explanationRequired);
    const problem = message.trim() ? questionMessageError(message) : null;
    if (problem) return setError(problem);
    setError(null);
    action.mutate(
      {
        kind: 'resolve',
        resolution,
        adjusted_pay_date: resolution === 'adjusted' ? payDate : null,
        message: message.trim() || null,
      },
      { onSuccess: () => setMessage('') },
    );
  };

  return (
    <form className="cb-stack question-actions" onSubmit={resolve} noValidate>
      <label className="cb-field">
        <span className="cb-label">{t('questions.messageLabel')}</span>
        <textarea
          className="cb-input"
          rows={4}
          maxLength={MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      <div className="questions-filters">
        <Button type="button" onClick={() => send('reply')} disabled={action.isPending}>
          {t('questions.reply')}
        </Button>
        {question.status === 'open' && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => send('request-info')}
            disabled={action.isPending}
          >
            {t('questions.askMore')}
          </Button>
        )}
      </div>
      <fieldset className="cb-stack question-resolve">
        <legend>{t('questions.resolve')}</legend>
        <label className="question-choice">
          <input
            type="radio"
            name="resolution"
            checked={resolution === 'adjusted'}
            onChange={() => setResolution('adjusted')}
          />{' '}
          {t('questions.adjusted')}
        </label>
        {resolution === 'adjusted' && (
          <label className="cb-field question-choice__detail">
            <span className="cb-label">{t('questions.correctionDate')}</span>
            <input
              type="date"
              className="cb-input"
              value={payDate}
              onChange={(e) => setPayDate(e.target.value)}
            />
          </label>
        )}
        <label className="question-choice">
          <input
            type="radio"
            name="resolution"
            checked={resolution === 'no_change'}
            onChange={() => setResolution('no_change')}
          />{' '}
          {t('questions.noChange')}
        </label>
        <div>
          <Button type="submit" variant="success" disabled={action.isPending}>
            {t('questions.resolve')}
          </Button>
        </div>
      </fieldset>
      {(error || action.isError) && (
        <Alert variant="error">
          {error ? problemText(t, error) : errorMessage(action.error, t('app.genericError'))}
        </Alert>
      )}
    </form>
  );
}
