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

const KIND = { statement: 'pay statement', 'signed-plan': 'signed plan' } as const;

function issuedOn(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
}

function Verdict({ answer }: { answer: Verification }) {
  const what = KIND[answer.kind];
  const good = answer.status === 'current' || answer.status === 'authentic';
  const text =
    answer.status === 'current'
      ? `Authentic, and the current revision of this ${what}.`
      : answer.status === 'superseded'
        ? `Authentic, but superseded: ${answer.company_name} issued a later revision of this ${what}. Ask for the latest one.`
        : answer.status === 'authentic'
          ? `Authentic: this ${what} is as it was issued.`
          : `This ${what} does not match what was issued: it was changed after signing.`;
  return (
    <>
      <Alert variant={good ? 'success' : 'warning'}>{text}</Alert>
      <dl className="cb-stack verify-facts">
        <div>
          <dt className="cb-muted">Issued by</dt>
          <dd>{answer.company_name}</dd>
        </div>
        <div>
          <dt className="cb-muted">Issued on</dt>
          <dd>{issuedOn(answer.issued_at)} UTC</dd>
        </div>
      </dl>
      <p className="cb-muted">
        This check never shows the document’s amounts or who it is for: compare them with the copy
        you were given.
      </p>
    </>
  );
}

export function VerifyPage() {
  const { code = '' } = useParams();
  useDocumentTitle('Verify a document');
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
        <h1>Verify a document</h1>
        <p>
          Code <code>{code}</code>
        </p>
        {answer.isPending ? (
          <Loader label="Checking the code" showLabel />
        ) : notFound ? (
          <Alert variant="error">
            No document was issued with this code. Check that it was typed exactly as printed; a
            document whose code is unknown is not authentic.
          </Alert>
        ) : tooMany ? (
          <Alert variant="error">
            Too many codes were checked from here. Try again in a few minutes.
          </Alert>
        ) : answer.isError ? (
          <>
            <Alert variant="error">Could not reach the server. Try again.</Alert>
            <Button onClick={() => void answer.refetch()}>Try again</Button>
          </>
        ) : (
          <Verdict answer={answer.data} />
        )}
      </div>
    </main>
  );
}
