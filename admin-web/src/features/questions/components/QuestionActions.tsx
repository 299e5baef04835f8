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
import { errorMessage } from '../../../lib/errors';
import { useQuestionAction } from '../api/questions';

export function QuestionActions({ question }: { question: QuestionDetail }) {
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
        <span className="cb-label">Message to the rep</span>
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
          Reply
        </Button>
        {question.status === 'open' && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => send('request-info')}
            disabled={action.isPending}
          >
            Ask for more information
          </Button>
        )}
      </div>
      <fieldset className="cb-stack question-resolve">
        <legend>Resolve</legend>
        <label className="question-choice">
          <input
            type="radio"
            name="resolution"
            checked={resolution === 'adjusted'}
            onChange={() => setResolution('adjusted')}
          />{' '}
          Adjusted
        </label>
        {resolution === 'adjusted' && (
          <label className="cb-field question-choice__detail">
            <span className="cb-label">Pay date the correction will appear on</span>
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
          No change (explain in the message)
        </label>
        <div>
          <Button type="submit" variant="success" disabled={action.isPending}>
            Resolve
          </Button>
        </div>
      </fieldset>
      {(error || action.isError) && (
        <Alert variant="error">{error ?? errorMessage(action.error)}</Alert>
      )}
    </form>
  );
}
