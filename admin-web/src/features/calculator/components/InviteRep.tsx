import { useId, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { looksLikeEmail } from '@commissionbee/shared/email';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { errorMessage } from '../../../lib/errors';
import { serverGaveMessage, useAddRepKey } from '../api/add-rep-key';
import { StatusMessage } from './StatusMessage';
import { useTimedStatus } from './use-timed-status';

/** 'Invite Rep': an email field with Add and Cancel; the new rep joins the access table unticked. */
export function InviteRep() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, showStatus, clearStatus] = useTimedStatus();
  const addRep = useAddRepKey();
  const fieldId = useId();
  const problemId = useId();

  const close = () => {
    setOpen(false);
    setEmail('');
    setProblem(null);
  };

  // One message at a time: a new problem replaces an earlier success, and the reverse.
  const showProblem = (text: string) => {
    clearStatus();
    setProblem(text);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      showProblem(t('calc.invite.invalidEmail'));
      return;
    }
    setProblem(null);
    addRep.mutate(email.trim(), {
      onSuccess: () => {
        close();
        showStatus('success', t('calc.invite.added'));
      },
      onError: (error) =>
        showProblem(serverGaveMessage(error) ? errorMessage(error) : t('calc.invite.failed')),
    });
  };

  return (
    <div className="cb-stack calc-invite-block">
      {!open && (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              clearStatus();
              setOpen(true);
            }}
          >
            <UserPlus size={16} aria-hidden="true" />
            {t('calc.invite.open')}
          </Button>
        </div>
      )}
      {open && (
        <form
          className="cb-cluster calc-invite"
          aria-label={t('calc.invite.open')}
          onSubmit={onSubmit}
          noValidate
        >
          <label className="cb-label" htmlFor={fieldId}>
            {t('calc.invite.email')}
          </label>
          <input
            id={fieldId}
            className="cb-input calc-invite__email"
            type="email"
            placeholder="rep@company.com"
            autoComplete="off"
            autoFocus
            value={email}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" small loading={addRep.isPending}>
            {t('calc.invite.add')}
          </Button>
          <Button variant="secondary" small onClick={close}>
            {t('calc.invite.cancel')}
          </Button>
        </form>
      )}
      {problem && (
        <div id={problemId} className="calc-invite__problem">
          <Alert variant="error">{problem}</Alert>
        </div>
      )}
      <StatusMessage status={status} />
    </div>
  );
}
