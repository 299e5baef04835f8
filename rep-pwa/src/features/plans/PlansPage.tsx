// /bee/my-plan: the rep's commission plans. The list (due first), and one version (?v=) to read
// page by page, download, and sign: the typed full name, "I have read and received this plan" and
// the 6-digit code emailed to the rep. Once signed: the signed copy to download.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RepPlan } from '@commissionbee/shared/contracts/plans';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
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
  const { t, format } = useI18n();
  const [params] = useSearchParams();
  const id = Number(params.get('v')) || null;
  if (plans.isPending) return <Loader block showLabel label={t('plans.loading')} />;
  if (plans.isError)
    return (
      <p className="cb-card" role="alert">
        {t('plans.loadError')}
      </p>
    );
  const all = plans.data.plans;
  const one = id ? all.find((p) => p.version_id === id) : null;
  if (one) return <PlanVersion plan={one} />;
  return (
    <div className="cb-stack">
      <h1>{t('plans.title')}</h1>
      {all.length === 0 ? (
        <p className="cb-card">{t('plans.none')}</p>
      ) : (
        <ul className="rep-plan__list">
          {[...all]
            .sort((a, b) => Number(a.status === 'signed') - Number(b.status === 'signed'))
            .map((p) => (
              <li key={p.version_id}>
                <Link className="cb-card rep-plan__item" to={`${paths.myPlan}?v=${p.version_id}`}>
                  <strong>
                    {t('plans.versionName', { name: p.plan_name, version: p.version })}
                  </strong>
                  <span className={`rep-badge${p.status === 'due' ? ' rep-badge--new' : ''}`}>
                    {p.status === 'due' ? t('plans.toSign') : t('plans.signed')}
                  </span>
                  <span className="cb-muted">
                    {' '}
                    {t('plans.from', { date: format.date(p.effective_date) })}
                  </span>
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
  const { t, format } = useI18n();
  const title = t('plans.versionName', { name: plan.plan_name, version: plan.version });
  return (
    <div className="cb-stack">
      <BackLink to={paths.myPlan}>{t('plans.back')}</BackLink>
      <h1>{title}</h1>
      <p className="cb-muted">
        {plan.end_date
          ? t('plans.inForceBetween', {
              from: format.date(plan.effective_date),
              to: format.date(plan.end_date),
            })
          : t('plans.inForceFrom', { from: format.date(plan.effective_date) })}
        {plan.employer_name
          ? ` ${t('plans.employerSigned', { name: plan.employer_name, title: plan.employer_title ?? '' })}`
          : ''}
      </p>
      <div className="rep-plan__actions">
        <Button
          variant="secondary"
          disabled={!document.data}
          onClick={() => document.data && download(document.data, fileName(plan))}
        >
          {t('plans.download')}
        </Button>
        {plan.status === 'signed' && (
          <Button
            variant="secondary"
            onClick={() => {
              setDownloadError(null);
              signedCopy(plan.version_id).then(
                (bytes) => download(bytes, fileName(plan, true)),
                (error: unknown) => setDownloadError(refusal(t, error, true)),
              );
            }}
          >
            {t('plans.downloadSigned')}
          </Button>
        )}
      </div>
      {downloadError && <p role="alert">{downloadError}</p>}
      {document.isPending ? (
        <Loader block showLabel label={t('plans.gettingDocument')} />
      ) : document.isError ? (
        <p className="cb-card" role="alert">
          {refusal(t, document.error)}
        </p>
      ) : (
        <PdfPages data={document.data} title={title} />
      )}
      {plan.status === 'signed' ? (
        <section className="cb-card" aria-labelledby="signed-title">
          <h2 id="signed-title">{t('plans.signed')}</h2>
          <p>
            {t('plans.youSigned', {
              name: plan.signed_name ?? '',
              date: format.date(plan.signed_at?.slice(0, 10) ?? ''),
            })}
          </p>
          <p className="cb-muted">
            {t('plans.verificationCode', { code: plan.verification_code ?? '' })}
          </p>
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
  const { t } = useI18n();
  useEffect(() => setError(null), [name, ticked, code]);
  const readOnly = view?.isDemo
    ? t('plans.demoReadOnly')
    : view?.isPreview
      ? t('plans.previewReadOnly')
      : null;

  const askCode = async () => {
    setBusy(true);
    setError(null);
    try {
      const sent = await emailCode(plan.version_id);
      setSentTo(sent.sent_to);
    } catch (e) {
      setError(refusal(t, e));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) return setError(t('plans.error.name'));
    if (!ticked) return setError(t('plans.error.tick'));
    if (!/^\d{6}$/.test(code.trim())) return setError(t('plans.error.code'));
    setBusy(true);
    try {
      const signed = await signPlan(plan.version_id, name.trim(), code.trim());
      setDone(t('plans.done', { code: signed.verification_code }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.myPlans.list(viewKey ?? '') });
    } catch (e) {
      setError(refusal(t, e));
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
      <h2 id="sign-title">{t('plans.signTitle')}</h2>
      {readOnly && <p className="cb-muted">{readOnly}</p>}
      <label className="rep-field">
        <span>{t('plans.fullName')}</span>
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
        <span>{t('plans.readAndReceived')}</span>
      </label>
      <div className="rep-plan__actions">
        <Button
          type="button"
          variant="secondary"
          disabled={busy || Boolean(readOnly)}
          onClick={() => void askCode()}
        >
          {sentTo ? t('plans.emailNewCode') : t('plans.emailCode')}
        </Button>
      </div>
      {sentTo && (
        <p role="status" className="cb-muted">
          {t('plans.codeSent', { email: sentTo })}
        </p>
      )}
      <label className="rep-field">
        <span>{t('plans.codeLabel')}</span>
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
        {busy ? t('plans.signing') : t('plans.sign')}
      </Button>
      <p className="cb-muted">{t('plans.neverHoldsPay')}</p>
    </form>
  );
}
