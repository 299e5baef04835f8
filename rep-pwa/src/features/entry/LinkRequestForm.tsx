// "Email me a new link" on a dead or rotated link's page (issue 27): the rep types their email and
// the server emails the current link to it if it is a rep of that company. The answer is the same
// either way, so the page never says whether the email was known.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@commissionbee/ui/Button';
import { LINK_REQUEST_MESSAGES } from '@commissionbee/shared/demo';
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '@commissionbee/shared/email';
import { hasErrorCode } from '@commissionbee/shared/api-client';
import { repPortal } from '@commissionbee/shared/contracts/routes';
import { client } from '../../lib/api-client';
import '../../components/questions/questions.css';

export function LinkRequestForm({ deadKey }: { deadKey: string | null }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const typed = email.trim();
    if (!looksLikeEmail(typed)) return setError(INVALID_EMAIL_MESSAGE);
    setBusy(true);
    try {
      const answer = await client.call(repPortal.linkRequest, {
        body: { email: typed, view_key: deadKey },
      });
      setSent(answer?.message ?? LINK_REQUEST_MESSAGES.sent);
    } catch (failure) {
      setError(
        hasErrorCode(failure, 'REP_LINK_REQUESTS_TOO_MANY')
          ? LINK_REQUEST_MESSAGES.tooMany
          : 'Could not ask for a link. Check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <p role="status" className="rep-link-request__sent">
        {sent}
      </p>
    );
  return (
    <form
      className="cb-stack rep-link-request"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Email me a new link"
    >
      <p>Or have your current link emailed to you:</p>
      <label className="rep-field">
        <span>Your email</span>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
        />
      </label>
      <p id={hintId} className="cb-muted">
        The address your pay emails come to. The link goes to that address only.
      </p>
      {error && <p role="alert">{error}</p>}
      <Button type="submit" disabled={busy}>
        Email me a new link
      </Button>
    </form>
  );
}
