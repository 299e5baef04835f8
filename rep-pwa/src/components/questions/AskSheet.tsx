// The "Ask about this" sheet: reason, the amount the rep expected (optional) and a message. The
// question goes to the outbox first and is sent from there, so a phone offline keeps it.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@commissionbee/ui/Button';
import { Overlay } from '@commissionbee/ui/Overlay';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import {
  MESSAGE_MAX_LENGTH,
  QUESTION_REASONS,
  type QuestionReason,
} from '@commissionbee/shared/questions';
import * as queryKeys from '../../lib/query-keys';
import { messageError, REASON_KEYS } from '../../lib/questions/messages';
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
  const { t } = useI18n();
  const [reason, setReason] = useState<QuestionReason>(target?.reason ?? 'amount_wrong');
  const [expected, setExpected] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const refused = messageError(t, message);
    const amount = expected.trim() ? Number(expected.replace(/[$,\s]/g, '')) : null;
    if (refused) return setError(refused);
    if (amount !== null && !Number.isFinite(amount)) return setError(t('questions.ask.notANumber'));
    if (preview) {
      onClose();
      onQueued(t('questions.previewReadOnly'));
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
      onQueued(t('questions.demoReadOnly'));
      return;
    }
    if (!navigator.onLine) {
      onQueued(t('questions.ask.waiting'));
      return;
    }
    onQueued(t('questions.ask.sending'));
    void flushOutbox().then((sent) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myQuestions.all });
      onQueued(sent > 0 ? t('questions.ask.sent') : t('questions.ask.waiting'));
    });
  };

  return (
    <Overlay
      open={target !== null}
      onClose={onClose}
      title={t('questions.ask.title')}
      closeLabel={t('common.close')}
    >
      <form className="rep-ask cb-stack" onSubmit={submit} noValidate>
        <p className="cb-muted">{target?.label}</p>
        <label className="rep-field">
          <span>{t('questions.ask.reason')}</span>
          <select value={reason} onChange={(e) => setReason(e.target.value as QuestionReason)}>
            {QUESTION_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(REASON_KEYS[r])}
              </option>
            ))}
          </select>
        </label>
        <label className="rep-field">
          <span>{t('questions.ask.expected')}</span>
          <input
            inputMode="decimal"
            value={expected}
            onChange={(e) => setExpected(e.target.value)}
          />
        </label>
        <label className="rep-field">
          <span>{t('questions.ask.message')}</span>
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
        {demo && <p className="cb-muted">{t('questions.demoReadOnly')}</p>}
        {preview && <p className="cb-muted">{t('questions.previewReadOnly')}</p>}
        <Button type="submit">{t('questions.ask.send')}</Button>
      </form>
    </Overlay>
  );
}
