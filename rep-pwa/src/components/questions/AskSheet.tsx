// The "Ask about this" sheet: reason, the amount the rep expected (optional) and a message. The
// question goes to the outbox first and is sent from there, so a phone offline keeps it.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@commissionbee/ui/Button';
import { PREVIEW_MESSAGES } from '@commissionbee/shared/demo';
import { Overlay } from '@commissionbee/ui/Overlay';
import {
  MESSAGE_MAX_LENGTH,
  QUESTION_MESSAGES,
  QUESTION_REASONS,
  REASON_LABELS,
  questionMessageError,
  type QuestionReason,
} from '@commissionbee/shared/questions';
import * as queryKeys from '../../lib/query-keys';
import { addToOutbox, flushOutbox } from '../../lib/questions/outbox';

export interface AskTarget {
  record_id?: number;
  pay_date?: string;
  /** What the question is about, as the sheet's subtitle and the outbox label. */
  label: string;
  reason?: QuestionReason;
}

export interface AskSheetProps {
  target: AskTarget | null;
  demo: boolean;
  /** An admin's preview: nothing is queued or sent (the server would refuse it anyway). */
  preview?: boolean;
  onClose: () => void;
  onQueued: (message: string) => void;
}

export function AskSheet({ target, demo, preview = false, onClose, onQueued }: AskSheetProps) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<QuestionReason>(target?.reason ?? 'amount_wrong');
  const [expected, setExpected] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const messageError = questionMessageError(message);
    const amount = expected.trim() ? Number(expected.replace(/[$,\s]/g, '')) : null;
    if (messageError) return setError(messageError);
    if (amount !== null && !Number.isFinite(amount))
      return setError('Amount I expected must be a number');
    if (preview) {
      onClose();
      onQueued(PREVIEW_MESSAGES.readOnly);
      return;
    }
    addToOutbox({
      body: {
        record_id: target.record_id ?? null,
        pay_date: target.pay_date ?? null,
        reason,
        expected_amount: amount,
        message: message.trim(),
        client_id: crypto.randomUUID(),
      },
      label: target.label,
      created_at: new Date().toISOString(),
      demo,
    });
    onClose();
    if (demo) {
      onQueued(QUESTION_MESSAGES.demoReadOnly);
      return;
    }
    if (!navigator.onLine) {
      onQueued('Waiting to send: your question goes as soon as you are back online.');
      return;
    }
    onQueued('Sending your question...');
    void flushOutbox().then((sent) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myQuestions.all });
      onQueued(
        sent > 0
          ? 'Question sent.'
          : 'Waiting to send: your question goes as soon as you are back online.',
      );
    });
  };

  return (
    <Overlay open={target !== null} onClose={onClose} title="Ask about this">
      <form className="rep-ask cb-stack" onSubmit={submit} noValidate>
        <p className="cb-muted">{target?.label}</p>
        <label className="rep-field">
          <span>Reason</span>
          <select value={reason} onChange={(e) => setReason(e.target.value as QuestionReason)}>
            {QUESTION_REASONS.map((r) => (
              <option key={r} value={r}>
                {REASON_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        <label className="rep-field">
          <span>Amount I expected (optional)</span>
          <input
            inputMode="decimal"
            value={expected}
            onChange={(e) => setExpected(e.target.value)}
          />
        </label>
        <label className="rep-field">
          <span>Message</span>
          <textarea
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </label>
        {error && (
          <p role="alert" className="rep-ask__error">
            {error}
          </p>
        )}
        {demo && <p className="cb-muted">{QUESTION_MESSAGES.demoReadOnly}</p>}
        {preview && <p className="cb-muted">{PREVIEW_MESSAGES.readOnly}</p>}
        <Button type="submit">Send question</Button>
      </form>
    </Overlay>
  );
}
