// /verify/:code (public, issue 31): the code printed at the foot of a statement says whether the
// document is authentic and still the current revision, which company issued it and when. It never
// shows the document's contents: whoever holds the paper has those.
import { Link, useParams } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { BRAND } from '@commissionbee/shared/types';
import { paths } from '../../../config/paths';
import { ApiError } from '@commissionbee/shared/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVerification, type Verification } from '../api/get-verification';
import '../../../components/auth-page.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** 'November 22, 2026 at 3:00 AM' in English, Intl's in other languages; always in UTC. */
function issuedOn(locale: string, iso: string): string {
  return new Date(iso).toLocaleString(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
}

function Verdict({ answer }: { answer: Verification }) {
  const { t, format } = useI18n();
  const kind = answer.kind;
  const good = answer.status === 'current' || answer.status === 'authentic';
  const text =
    answer.status === 'current'
      ? t('verify.current', { kind })
      : answer.status === 'superseded'
        ? t('verify.superseded', { kind, company: answer.company_name })
        : answer.status === 'authentic'
          ? t('verify.authentic', { kind })
          : t('verify.changed', { kind });
  return (
    <>
      <Alert variant={good ? 'success' : 'warning'}>{text}</Alert>
      <dl className="cb-stack verify-facts">
        <div>
          <dt className="cb-muted">{t('verify.issuedBy')}</dt>
          <dd>{answer.company_name}</dd>
        </div>
        <div>
          <dt className="cb-muted">{t('verify.issuedOn')}</dt>
          <dd>{issuedOn(format.locale, answer.issued_at)} UTC</dd>
        </div>
      </dl>
      <p className="cb-muted">{t('verify.neverShows')}</p>
    </>
  );
}

export function VerifyPage() {
  const { t } = useI18n();
  const { code = '' } = useParams();
  useDocumentTitle(t('verify.title'));
  const answer = useVerification(code);
  const notFound = answer.error instanceof ApiError && answer.error.status === 404;
  const tooMany = answer.error instanceof ApiError && answer.error.status === 429;
  return (
    <main className="auth-page">
      <div className="cb-card auth-card cb-stack">
        <Link to={paths.home} className="auth-brand">
          <BeeLogo size={36} />
          <span>{BRAND}</span>
        </Link>
        <h1>{t('verify.title')}</h1>
        <p>
          {t('verify.code')} <code>{code}</code>
        </p>
        {answer.isPending ? (
          <Loader label={t('verify.checking')} showLabel />
        ) : notFound ? (
          <Alert variant="error">{t('verify.notFound')}</Alert>
        ) : tooMany ? (
          <Alert variant="error">{t('verify.tooMany')}</Alert>
        ) : answer.isError ? (
          <>
            <Alert variant="error">{t('verify.unreachable')}</Alert>
            <Button onClick={() => void answer.refetch()}>{t('verify.tryAgain')}</Button>
          </>
        ) : (
          <Verdict answer={answer.data} />
        )}
      </div>
    </main>
  );
}
