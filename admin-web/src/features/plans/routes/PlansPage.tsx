// /bee/plans: commission plans with signed receipts (issue 30). Create a plan, upload its versions
// (a PDF, checked by the server by its bytes), sign a version for the employer, assign it (every
// rep, chosen emails, or employee IDs of the reps mapping), and follow each version's status board
// (assigned, opened, signed, overdue) with the auditor's CSV and each rep's signed copy.
import { useId, useState, type FormEvent } from 'react';
import type {
  PlanDetail,
  PlanSignatureStatus,
  PlanVersion,
} from '@commissionbee/shared/contracts/plans';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Table } from '@commissionbee/ui/Table';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  downloadBoardCsv,
  downloadDocument,
  downloadSignedCopy,
  useAddVersion,
  useAssign,
  useCreatePlan,
  useEmployerSign,
  usePlan,
  usePlans,
  useStatusBoard,
} from '../api/plans';
import '../plans.css';

const slug = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-');
const STATUS_KEYS = {
  assigned: 'plans.status.assigned',
  opened: 'plans.status.opened',
  signed: 'plans.status.signed',
  overdue: 'plans.status.overdue',
} as const satisfies Record<PlanSignatureStatus, string>;

/** A day: English keeps the ISO day it has always shown, other languages Intl's date. */
function useDay(): (iso: string | null) => string {
  const { format, language } = useI18n();
  return (iso) =>
    !iso ? '—' : language === 'en' ? iso.slice(0, 10) : format.date(iso.slice(0, 10));
}
const lines = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((t) => t.trim())
    .filter(Boolean);

export function PlansPage() {
  const { t } = useI18n();
  useDocumentTitle(t('plans.pageTitle'));
  const list = usePlans();
  const [selected, setSelected] = useState<number | null>(null);
  const create = useCreatePlan();
  const [name, setName] = useState('');
  const nameId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (plan) => {
        setName('');
        setSelected(plan.id);
      },
    });
  };

  return (
    <div className="plans-grid">
      <h1>{t('plans.title')}</h1>
      <p className="cb-muted">{t('plans.intro')}</p>
      <form className="cb-card plans-form" onSubmit={submit} aria-labelledby={`${nameId}-t`}>
        <h2 id={`${nameId}-t`}>{t('plans.newPlan')}</h2>
        <div className="plans-row">
          <label>
            <span>{t('plans.planName')}</span>
            <input
              className="cb-input"
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <Button type="submit" disabled={create.isPending || !name.trim()}>
            {t('plans.createPlan')}
          </Button>
        </div>
        {create.isError && (
          <Alert variant="error">{errorMessage(create.error, t('app.genericError'))}</Alert>
        )}
      </form>
      <QueryState query={list} loading={t('plans.loading')}>
        {(plans) =>
          plans.length === 0 ? (
            <p className="cb-card">{t('plans.none')}</p>
          ) : (
            <nav aria-label={t('plans.nav')}>
              <ul className="plans-list">
                {plans.map((p) => (
                  <li key={p.id}>
                    <Button
                      variant={selected === p.id ? 'primary' : 'secondary'}
                      aria-pressed={selected === p.id}
                      onClick={() => setSelected(p.id)}
                    >
                      {t('plans.planButton', {
                        name: p.name,
                        hasVersion: p.latest_version ? 'yes' : 'no',
                        version: String(p.latest_version ?? ''),
                        signed: String(p.signed),
                        assigned: String(p.assigned),
                      })}
                    </Button>
                  </li>
                ))}
              </ul>
            </nav>
          )
        }
      </QueryState>
      {selected !== null && <PlanPanel id={selected} />}
    </div>
  );
}

function PlanPanel({ id }: { id: number }) {
  const { t, language, format } = useI18n();
  const day = useDay();
  const date = (value: string) => (language === 'en' ? value : format.date(value));
  const plan = usePlan(id);
  const [version, setVersion] = useState<number | null>(null);
  return (
    <QueryState query={plan} loading={t('plans.loadingPlan')}>
      {(p) => (
        <section className="plans-grid" aria-labelledby="plan-title">
          <h2 id="plan-title">{p.name}</h2>
          <UploadVersion plan={p} />
          <Table
            caption={t('plans.versionsOf', { name: p.name })}
            data={p.versions}
            rowKey={(v) => v.id}
            emptyMessage={t('plans.noVersion')}
            columns={[
              { key: 'version', header: t('plans.colVersion'), render: (v) => `v${v.version}` },
              {
                key: 'effective_date',
                header: t('plans.colEffective'),
                render: (v) => date(v.effective_date),
              },
              { key: 'due_date', header: t('plans.colDue'), render: (v) => day(v.due_date) },
              { key: 'pages', header: t('plans.colPages'), align: 'end' },
              {
                key: 'employer',
                header: t('plans.colEmployer'),
                render: (v) =>
                  v.employer_name
                    ? `${v.employer_name}, ${v.employer_title}`
                    : t('plans.notSigned'),
              },
              {
                key: 'signed',
                header: t('plans.colSigned'),
                align: 'end',
                render: (v) =>
                  t('plans.signedOf', { signed: String(v.signed), assigned: String(v.assigned) }),
              },
              {
                key: 'open',
                header: t('plans.colOpen'),
                render: (v) => (
                  <Button small variant="secondary" onClick={() => setVersion(v.version)}>
                    {t('plans.openVersion', { version: String(v.version) })}
                  </Button>
                ),
              },
            ]}
          />
          {version !== null && p.versions.some((v) => v.version === version) && (
            <VersionPanel plan={p} version={p.versions.find((v) => v.version === version)!} />
          )}
        </section>
      )}
    </QueryState>
  );
}

function UploadVersion({ plan }: { plan: PlanDetail }) {
  const { t } = useI18n();
  const id = useId();
  const add = useAddVersion(plan.id);
  const [file, setFile] = useState<File | null>(null);
  const [effective, setEffective] = useState('');
  const [end, setEnd] = useState('');
  const [due, setDue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !effective) return;
    add.mutate(
      { file, effective_date: effective, end_date: end, due_date: due },
      { onSuccess: () => setFile(null) },
    );
  };
  return (
    <form className="cb-card plans-form" onSubmit={submit} aria-labelledby={`${id}-t`}>
      <h3 id={`${id}-t`}>{plan.versions.length ? t('plans.uploadNew') : t('plans.uploadFirst')}</h3>
      <p className="cb-muted">{t('plans.uploadText')}</p>
      <label>
        <span>{t('plans.document')}</span>
        <input
          className="cb-input"
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      <div className="plans-row">
        <label>
          <span>{t('plans.effectiveDate')}</span>
          <input
            className="cb-input"
            type="date"
            value={effective}
            onChange={(e) => setEffective(e.target.value)}
          />
        </label>
        <label>
          <span>{t('plans.endDate')}</span>
          <input
            className="cb-input"
            type="date"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </label>
        <label>
          <span>{t('plans.signBy')}</span>
          <input
            className="cb-input"
            type="date"
            value={due}
            onChange={(e) => setDue(e.target.value)}
          />
        </label>
      </div>
      <div>
        <Button type="submit" disabled={add.isPending || !file || !effective}>
          {add.isPending ? t('plans.uploading') : t('plans.upload')}
        </Button>
      </div>
      {add.isError && (
        <Alert variant="error">{errorMessage(add.error, t('app.genericError'))}</Alert>
      )}
      {add.isSuccess && (
        <Alert variant="success">{t('plans.stored', { version: String(add.data.version) })}</Alert>
      )}
    </form>
  );
}

function VersionPanel({ plan, version: v }: { plan: PlanDetail; version: PlanVersion }) {
  const { t, language, format } = useI18n();
  const day = useDay();
  const date = (value: string) => (language === 'en' ? value : format.date(value));
  const board = useStatusBoard(plan.id, v.version);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const run = (work: () => Promise<void>) => {
    setDownloadError(null);
    work().catch((e: unknown) => setDownloadError(errorMessage(e, t('app.genericError'))));
  };
  return (
    <section className="cb-card plans-grid" aria-labelledby="version-title">
      <h3 id="version-title">
        {t('plans.versionTitle', { name: plan.name, version: String(v.version) })}
      </h3>
      <p className="cb-muted">
        {t('plans.versionFacts', {
          effective: date(v.effective_date),
          hasEnd: v.end_date ? 'yes' : 'no',
          end: v.end_date ? date(v.end_date) : '',
          pages: String(v.pages),
        })}
        <span className="plans-hash">{v.document_sha256}</span>
      </p>
      <div className="plans-row">
        <Button
          variant="secondary"
          onClick={() =>
            run(() => downloadDocument(plan.id, v.version, `${slug(plan.name)}-v${v.version}.pdf`))
          }
        >
          {t('plans.downloadPdf')}
        </Button>
        <Button variant="secondary" onClick={() => run(() => downloadBoardCsv(plan.id, v.version))}>
          {t('plans.exportCsv')}
        </Button>
      </div>
      {downloadError && <Alert variant="error">{downloadError}</Alert>}
      {v.employer_signed_at ? (
        <AssignForm plan={plan} version={v} />
      ) : (
        <EmployerSignForm plan={plan} version={v} />
      )}
      <QueryState query={board} loading={t('plans.loadingBoard')}>
        {(rows) => (
          <Table
            caption={t('plans.boardOf', { name: plan.name, version: String(v.version) })}
            showCaption
            data={rows}
            rowKey={(r) => r.rep_email}
            emptyMessage={t('plans.notSent')}
            columns={[
              {
                key: 'rep',
                header: t('plans.colRep'),
                render: (r) => (r.rep_name ? `${r.rep_name} (${r.rep_email})` : r.rep_email),
              },
              {
                key: 'status',
                header: t('plans.colStatus'),
                render: (r) => (
                  <span className={`plans-status plans-status--${r.status}`}>
                    {t(STATUS_KEYS[r.status])}
                  </span>
                ),
              },
              {
                key: 'assigned_at',
                header: t('plans.colAssigned'),
                render: (r) => day(r.assigned_at),
              },
              { key: 'opened_at', header: t('plans.colOpened'), render: (r) => day(r.opened_at) },
              { key: 'signed_at', header: t('plans.colSignedAt'), render: (r) => day(r.signed_at) },
              {
                key: 'copy',
                header: t('plans.colCopy'),
                render: (r) =>
                  r.signature_id ? (
                    <Button
                      small
                      variant="secondary"
                      aria-label={t('plans.downloadCopyOf', { email: r.rep_email })}
                      onClick={() =>
                        run(() =>
                          downloadSignedCopy(
                            r.signature_id!,
                            `${slug(plan.name)}-v${v.version}-${slug(r.rep_email)}-signed.pdf`,
                          ),
                        )
                      }
                    >
                      {t('plans.download')}
                    </Button>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}

function EmployerSignForm({ plan, version: v }: { plan: PlanDetail; version: PlanVersion }) {
  const { t } = useI18n();
  const id = useId();
  const sign = useEmployerSign(plan.id);
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  return (
    <form
      className="plans-form"
      aria-labelledby={`${id}-t`}
      onSubmit={(e) => {
        e.preventDefault();
        sign.mutate({ v: v.version, name: name.trim(), title: title.trim() });
      }}
    >
      <h4 id={`${id}-t`}>{t('plans.signTitle')}</h4>
      <p className="cb-muted">{t('plans.signText')}</p>
      <div className="plans-row">
        <label>
          <span>{t('plans.fullName')}</span>
          <input
            className="cb-input"
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label>
          <span>{t('plans.jobTitle')}</span>
          <input
            className="cb-input"
            value={title}
            maxLength={120}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <Button type="submit" disabled={sign.isPending}>
          {t('plans.sign')}
        </Button>
      </div>
      {sign.isError && (
        <Alert variant="error">{errorMessage(sign.error, t('app.genericError'))}</Alert>
      )}
    </form>
  );
}

function AssignForm({ plan, version: v }: { plan: PlanDetail; version: PlanVersion }) {
  const { t } = useI18n();
  const id = useId();
  const assign = useAssign(plan.id);
  const [who, setWho] = useState<'all' | 'emails' | 'employee_ids'>('all');
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body =
      who === 'all'
        ? { all: true }
        : who === 'emails'
          ? { emails: lines(text).map((t) => t.toLowerCase()) }
          : { employee_ids: lines(text) };
    assign.mutate({ v: v.version, body });
  };
  return (
    <form className="plans-form" onSubmit={submit} aria-labelledby={`${id}-t`}>
      <h4 id={`${id}-t`}>{t('plans.sendTitle')}</h4>
      <p className="cb-muted">
        {t('plans.sendText', { name: v.employer_name ?? '', title: v.employer_title ?? '' })}
      </p>
      <label>
        <span>{t('plans.who')}</span>
        <select
          className="cb-input"
          value={who}
          onChange={(e) => setWho(e.target.value as typeof who)}
        >
          <option value="all">{t('plans.allReps')}</option>
          <option value="emails">{t('plans.chosenReps')}</option>
          <option value="employee_ids">{t('plans.byEmployeeId')}</option>
        </select>
      </label>
      {who !== 'all' && (
        <label>
          <span>{who === 'emails' ? t('plans.repEmails') : t('plans.employeeIds')}</span>
          <textarea
            className="cb-input"
            rows={4}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      )}
      <div>
        <Button type="submit" disabled={assign.isPending}>
          {t('plans.send')}
        </Button>
      </div>
      {assign.isError && (
        <Alert variant="error">{errorMessage(assign.error, t('app.genericError'))}</Alert>
      )}
      {assign.isSuccess && (
        <Alert variant="success">
          {t('plans.asked', { count: assign.data.added, n: String(assign.data.added) })}
          {assign.data.unknown.length
            ? t('plans.notFound', { list: assign.data.unknown.join(', ') })
            : ''}
        </Alert>
      )}
    </form>
  );
}
