// /bee/plans: commission plans with signed receipts (issue 30). Create a plan, upload its versions
// (a PDF, checked by the server by its bytes), sign a version for the employer, assign it (every
// rep, chosen emails, or employee IDs of the reps mapping), and follow each version's status board
// (assigned, opened, signed, overdue) with the auditor's CSV and each rep's signed copy.
import { useId, useState, type FormEvent } from 'react';
import type { PlanDetail, PlanVersion } from '@commissionbee/shared/contracts/plans';
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
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');
const lines = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((t) => t.trim())
    .filter(Boolean);

export function PlansPage() {
  useDocumentTitle('Plans');
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
      <h1>Commission plans</h1>
      <p className="cb-muted">
        Each rep reads and signs the plan they are paid under from their phone; every version and
        signature is kept. This records receipts; it is not legal advice, and your company writes
        the plan.
      </p>
      <form className="cb-card plans-form" onSubmit={submit} aria-labelledby={`${nameId}-t`}>
        <h2 id={`${nameId}-t`}>New plan</h2>
        <div className="plans-row">
          <label>
            <span>Plan name</span>
            <input
              className="cb-input"
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <Button type="submit" disabled={create.isPending || !name.trim()}>
            Create plan
          </Button>
        </div>
        {create.isError && <Alert variant="error">{errorMessage(create.error)}</Alert>}
      </form>
      <QueryState query={list} loading="Loading plans">
        {(plans) =>
          plans.length === 0 ? (
            <p className="cb-card">No plans yet. Create one, then upload its PDF as version 1.</p>
          ) : (
            <nav aria-label="Plans">
              <ul className="plans-list">
                {plans.map((p) => (
                  <li key={p.id}>
                    <Button
                      variant={selected === p.id ? 'primary' : 'secondary'}
                      aria-pressed={selected === p.id}
                      onClick={() => setSelected(p.id)}
                    >
                      {`${p.name}${p.latest_version ? ` (v${p.latest_version})` : ''} · ${p.signed}/${p.assigned} signed`}
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
  const plan = usePlan(id);
  const [version, setVersion] = useState<number | null>(null);
  return (
    <QueryState query={plan} loading="Loading the plan">
      {(p) => (
        <section className="plans-grid" aria-labelledby="plan-title">
          <h2 id="plan-title">{p.name}</h2>
          <UploadVersion plan={p} />
          <Table
            caption={`Versions of ${p.name}`}
            data={p.versions}
            rowKey={(v) => v.id}
            emptyMessage="No version yet: upload the plan's PDF."
            columns={[
              { key: 'version', header: 'Version', render: (v) => `v${v.version}` },
              { key: 'effective_date', header: 'Effective' },
              { key: 'due_date', header: 'Due', render: (v) => v.due_date ?? '—' },
              { key: 'pages', header: 'Pages', align: 'end' },
              {
                key: 'employer',
                header: 'Employer signature',
                render: (v) =>
                  v.employer_name ? `${v.employer_name}, ${v.employer_title}` : 'Not signed',
              },
              {
                key: 'signed',
                header: 'Signed',
                align: 'end',
                render: (v) => `${v.signed} of ${v.assigned}`,
              },
              {
                key: 'open',
                header: 'Open',
                render: (v) => (
                  <Button small variant="secondary" onClick={() => setVersion(v.version)}>
                    {`Open v${v.version}`}
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
      <h3 id={`${id}-t`}>{plan.versions.length ? 'Upload a new version' : 'Upload version 1'}</h3>
      <p className="cb-muted">
        A PDF of at most 10 MB. A new version replaces the last one for its reps from its effective
        date and asks each of them to sign again.
      </p>
      <label>
        <span>Plan document (PDF)</span>
        <input
          className="cb-input"
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      <div className="plans-row">
        <label>
          <span>Effective date</span>
          <input
            className="cb-input"
            type="date"
            value={effective}
            onChange={(e) => setEffective(e.target.value)}
          />
        </label>
        <label>
          <span>End date (optional)</span>
          <input
            className="cb-input"
            type="date"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </label>
        <label>
          <span>Sign by (optional)</span>
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
          {add.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
      {add.isError && <Alert variant="error">{errorMessage(add.error)}</Alert>}
      {add.isSuccess && <Alert variant="success">{`Version ${add.data.version} stored.`}</Alert>}
    </form>
  );
}

function VersionPanel({ plan, version: v }: { plan: PlanDetail; version: PlanVersion }) {
  const board = useStatusBoard(plan.id, v.version);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const run = (work: () => Promise<void>) => {
    setDownloadError(null);
    work().catch((e: unknown) => setDownloadError(errorMessage(e)));
  };
  return (
    <section className="cb-card plans-grid" aria-labelledby="version-title">
      <h3 id="version-title">{`${plan.name} v${v.version}`}</h3>
      <p className="cb-muted">
        {`Effective ${v.effective_date}${v.end_date ? ` to ${v.end_date}` : ''}; ${v.pages} pages. SHA-256 `}
        <span className="plans-hash">{v.document_sha256}</span>
      </p>
      <div className="plans-row">
        <Button
          variant="secondary"
          onClick={() =>
            run(() => downloadDocument(plan.id, v.version, `${slug(plan.name)}-v${v.version}.pdf`))
          }
        >
          Download the PDF
        </Button>
        <Button variant="secondary" onClick={() => run(() => downloadBoardCsv(plan.id, v.version))}>
          Export CSV
        </Button>
      </div>
      {downloadError && <Alert variant="error">{downloadError}</Alert>}
      {v.employer_signed_at ? (
        <AssignForm plan={plan} version={v} />
      ) : (
        <EmployerSignForm plan={plan} version={v} />
      )}
      <QueryState query={board} loading="Loading the status board">
        {(rows) => (
          <Table
            caption={`Status board of ${plan.name} v${v.version}`}
            showCaption
            data={rows}
            rowKey={(r) => r.rep_email}
            emptyMessage="Not sent to any rep yet."
            columns={[
              {
                key: 'rep',
                header: 'Rep',
                render: (r) => (r.rep_name ? `${r.rep_name} (${r.rep_email})` : r.rep_email),
              },
              {
                key: 'status',
                header: 'Status',
                render: (r) => (
                  <span className={`plans-status plans-status--${r.status}`}>{r.status}</span>
                ),
              },
              { key: 'assigned_at', header: 'Assigned', render: (r) => day(r.assigned_at) },
              { key: 'opened_at', header: 'Opened', render: (r) => day(r.opened_at) },
              { key: 'signed_at', header: 'Signed', render: (r) => day(r.signed_at) },
              {
                key: 'copy',
                header: 'Signed copy',
                render: (r) =>
                  r.signature_id ? (
                    <Button
                      small
                      variant="secondary"
                      aria-label={`Download the signed copy of ${r.rep_email}`}
                      onClick={() =>
                        run(() =>
                          downloadSignedCopy(
                            r.signature_id!,
                            `${slug(plan.name)}-v${v.version}-${slug(r.rep_email)}-signed.pdf`,
                          ),
                        )
                      }
                    >
                      Download
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
      <h4 id={`${id}-t`}>Sign for the employer</h4>
      <p className="cb-muted">
        Type your full name and title. The signed copy each rep gets names you as the employer's
        signer. A version is sent to reps only once it is signed.
      </p>
      <div className="plans-row">
        <label>
          <span>Full name</span>
          <input
            className="cb-input"
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label>
          <span>Title</span>
          <input
            className="cb-input"
            value={title}
            maxLength={120}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <Button type="submit" disabled={sign.isPending}>
          Sign
        </Button>
      </div>
      {sign.isError && <Alert variant="error">{errorMessage(sign.error)}</Alert>}
    </form>
  );
}

function AssignForm({ plan, version: v }: { plan: PlanDetail; version: PlanVersion }) {
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
      <h4 id={`${id}-t`}>Send to reps</h4>
      <p className="cb-muted">
        {`Signed for the employer by ${v.employer_name ?? ''}, ${v.employer_title ?? ''}. Each rep with a link is emailed a request to sign.`}
      </p>
      <label>
        <span>Who</span>
        <select
          className="cb-input"
          value={who}
          onChange={(e) => setWho(e.target.value as typeof who)}
        >
          <option value="all">All reps</option>
          <option value="emails">Chosen reps (emails)</option>
          <option value="employee_ids">By employee ID (the reps mapping)</option>
        </select>
      </label>
      {who !== 'all' && (
        <label>
          <span>{who === 'emails' ? 'Rep emails' : 'Employee IDs'} (one a line)</span>
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
          Send
        </Button>
      </div>
      {assign.isError && <Alert variant="error">{errorMessage(assign.error)}</Alert>}
      {assign.isSuccess && (
        <Alert variant="success">
          {`Asked ${assign.data.added} more ${assign.data.added === 1 ? 'rep' : 'reps'} to sign.${
            assign.data.unknown.length ? ` Not found: ${assign.data.unknown.join(', ')}.` : ''
          }`}
        </Alert>
      )}
    </form>
  );
}
