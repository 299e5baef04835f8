import { useId, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '@commissionbee/shared/email';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { addRepError, useAddRepKey } from '../api/add-rep-key';
import { StatusMessage } from './StatusMessage';
import { useTimedStatus } from './use-timed-status';

export const REP_ADDED = 'Rep added successfully';

/** 'Invite Rep': an email field with Add and Cancel; the new rep joins the access table unticked. */
export function InviteRep() {
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
      showProblem(INVALID_EMAIL_MESSAGE);
      return;
    }
    setProblem(null);
    addRep.mutate(email.trim(), {
      onSuccess: () => {
        close();
        showStatus('success', REP_ADDED);
      },
      onError: (error) => showProblem(addRepError(error)),
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
            Invite Rep
          </Button>
        </div>
      )}
      {open && (
        <form
          className="cb-cluster calc-invite"
          aria-label="Invite Rep"
          onSubmit={onSubmit}
          noValidate
        >
          <label className="cb-label" htmlFor={fieldId}>
            Rep Email
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
            Add
          </Button>
          <Button variant="secondary" small onClick={close}>
            Cancel
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
