// /bee/my-plan: the rep's commission plans. The list (due first), and one version (?v=) to read
// page by page, download, and sign: the typed full name, "I have read and received this plan" and
// the 6-digit code emailed to the rep. Once signed: the signed copy to download.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RepPlan } from '@commissionbee/shared/contracts/plans';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { BackLink } from '../../components/BackLink';
import { paths } from '../../config/paths';
import {
  emailCode,
  planDocument,
  refusal,
  signedCopy,
  signPlan,
  useMyPlans,
} from '../../lib/plans/api';
import * as queryKeys from '../../lib/query-keys';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';
import { PdfPages } from './PdfPages';
import '../../components/questions/questions.css';
import './plans.css';

function download(bytes: ArrayBuffer, name: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const fileName = (p: RepPlan, signed = false) =>
  `${p.plan_name.replace(/[^A-Za-z0-9._-]+/g, '-')}-v${p.version}${signed ? '-signed' : ''}.pdf`;

export function PlansPage() {
  const { viewKey } = useRepSession();
  const plans = useMyPlans(viewKey);
  const [params] = useSearchParams();
  const id = Number(params.get('v')) || null;
  if (plans.isPending) return <Loader block showLabel label="Getting your plan." />;
  if (plans.isError)
    return (
      <p className="cb-card" role="alert">
        Your plan could not be loaded. Check your connection and try again.
      </p>
    );
  const all = plans.data.plans;
  const one = id ? all.find((p) => p.version_id === id) : null;
  if (one) return <PlanVersion plan={one} />;
  return (
    <div className="cb-stack">
      <h1>Your plan</h1>
      {all.length === 0 ? (
        <p className="cb-card">No commission plan has been sent to you yet.</p>
      ) : (
        <ul className="rep-plan__list">
          {[...all]
            .sort((a, b) => Number(a.status === 'signed') - Number(b.status === 'signed'))
            .map((p) => (
              <li key={p.version_id}>
                <Link className="cb-card rep-plan__item" to={`${paths.myPlan}?v=${p.version_id}`}>
                  <strong>{`${p.plan_name} v${p.version}`}</strong>
                  <span className={`rep-badge${p.status === 'due' ? ' rep-badge--new' : ''}`}>
                    {p.status === 'due' ? 'To sign' : 'Signed'}
                  </span>
                  <span className="cb-muted">{` From ${p.effective_date}`}</span>
                </Link>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

function PlanVersion({ plan }: { plan: RepPlan }) {
  const document = useQuery({
    queryKey: ['my-plan-document', plan.version_id],
    queryFn: () => planDocument(plan.version_id),
    staleTime: Infinity,
  });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <div className="cb-stack">
      <BackLink to={paths.myPlan}>Back to your plan</BackLink>
      <h1>{`${plan.plan_name} v${plan.version}`}</h1>
      <p className="cb-muted">
        {`In force from ${plan.effective_date}${plan.end_date ? ` to ${plan.end_date}` : ''}.`}
        {plan.employer_name
          ? ` Signed for the employer by ${plan.employer_name}, ${plan.employer_title}.`
          : ''}
      </p>
      <div className="rep-plan__actions">
        <Button
          variant="secondary"
          disabled={!document.data}
          onClick={() => document.data && download(document.data, fileName(plan))}
        >
          Download the plan
        </Button>
        {plan.status === 'signed' && (
          <Button
            variant="secondary"
            onClick={() => {
              setDownloadError(null);
              signedCopy(plan.version_id).then(
                (bytes) => download(bytes, fileName(plan, true)),
                (error: unknown) => setDownloadError(refusal(error)),
              );
            }}
          >
            Download my signed copy
          </Button>
        )}
      </div>
      {downloadError && <p role="alert">{downloadError}</p>}
      {document.isPending ? (
        <Loader block showLabel label="Getting the plan..." />
      ) : document.isError ? (
        <p className="cb-card" role="alert">
          {refusal(document.error)}
        </p>
      ) : (
        <PdfPages data={document.data} title={`${plan.plan_name} v${plan.version}`} />
      )}
      {plan.status === 'signed' ? (
        <section className="cb-card" aria-labelledby="signed-title">
          <h2 id="signed-title">Signed</h2>
          <p>{`You signed this plan as ${plan.signed_name ?? ''} on ${plan.signed_at?.slice(0, 10) ?? ''} (UTC).`}</p>
          <p className="cb-muted">{`Verification code: ${plan.verification_code ?? ''}`}</p>
        </section>
      ) : (
        <SignForm plan={plan} />
      )}
    </div>
  );
}

function SignForm({ plan }: { plan: RepPlan }) {
  const view = useRepView();
  const queryClient = useQueryClient();
  const { viewKey } = useRepSession();
  const [name, setName] = useState('');
  const [ticked, setTicked] = useState(false);
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => setError(null), [name, ticked, code]);
  const readOnly = view?.isDemo
    ? 'The demo portal cannot sign a plan.'
    : view?.isPreview
      ? 'This is a preview: only the rep can sign.'
      : null;

  const askCode = async () => {
    setBusy(true);
    setError(null);
    try {
      const sent = await emailCode(plan.version_id);
      setSentTo(sent.sent_to);
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) return setError('Type your full name.');
    if (!ticked) return setError('Tick "I have read and received this plan" to sign.');
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6-digit code from the email.');
    setBusy(true);
    try {
      const signed = await signPlan(plan.version_id, name.trim(), code.trim());
      setDone(
        `Signed. Your signed copy is on its way to your email (code ${signed.verification_code}).`,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.myPlans.list(viewKey ?? '') });
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <p className="cb-card" role="status">
        {done}
      </p>
    );
  return (
    <form
      className="cb-card cb-stack"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="sign-title"
    >
      <h2 id="sign-title">Sign this plan</h2>
      {readOnly && <p className="cb-muted">{readOnly}</p>}
      <label className="rep-field">
        <span>Your full name</span>
        <input
          autoComplete="name"
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
          disabled={Boolean(readOnly)}
        />
      </label>
      <label className="rep-plan__check">
        <input
          type="checkbox"
          checked={ticked}
          onChange={(e) => setTicked(e.target.checked)}
          disabled={Boolean(readOnly)}
        />
        <span>I have read and received this plan</span>
      </label>
      <div className="rep-plan__actions">
        <Button
          type="button"
          variant="secondary"
          disabled={busy || Boolean(readOnly)}
          onClick={() => void askCode()}
        >
          {sentTo ? 'Email me a new code' : 'Email me a code'}
        </Button>
      </div>
      {sentTo && (
        <p
          role="status"
          className="cb-muted"
        >{`We emailed a 6-digit code to ${sentTo}. It works for 10 minutes.`}</p>
      )}
      <label className="rep-field">
        <span>Code from the email</span>
        <input
          className="rep-plan__code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          disabled={Boolean(readOnly)}
          aria-invalid={error ? true : undefined}
        />
      </label>
      {error && <p role="alert">{error}</p>}
      <Button type="submit" disabled={busy || Boolean(readOnly)}>
        {busy ? 'Signing...' : 'Sign'}
      </Button>
      <p className="cb-muted">Signing never holds up your pay.</p>
    </form>
  );
}
