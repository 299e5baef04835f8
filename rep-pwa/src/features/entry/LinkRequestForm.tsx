// "Email me a new link" on a dead or rotated link's page (issue 27): the rep types their email and
// the server emails the current link to it if it is a rep of that company. The answer is the same
// either way, so the page never says whether the email was known.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@commissionbee/ui/Button';
import { looksLikeEmail } from '@commissionbee/shared/email';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
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
  const { t } = useI18n();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const typed = email.trim();
    if (!looksLikeEmail(typed)) return setError(t('entry.invalidEmail'));
    setBusy(true);
    try {
      await client.call(repPortal.linkRequest, { body: { email: typed, view_key: deadKey } });
      // The answer is the same whether the email was known; its words are the app's own.
      setSent(t('entry.linkSent'));
    } catch (failure) {
      setError(
        hasErrorCode(failure, 'REP_LINK_REQUESTS_TOO_MANY')
          ? t('entry.linkTooMany')
          : t('entry.linkFailed'),
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
      aria-label={t('entry.emailMeLink')}
    >
      <p>{t('entry.orEmailed')}</p>
      <label className="rep-field">
        <span>{t('entry.yourEmail')}</span>
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
        {t('entry.emailHint')}
      </p>
      {error && <p role="alert">{error}</p>}
      <Button type="submit" disabled={busy}>
        {t('entry.emailMeLink')}
      </Button>
    </form>
  );
}
