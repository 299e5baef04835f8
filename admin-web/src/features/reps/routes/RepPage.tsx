// /bee/reps/:email: a rep's page — who they are, their link and access, the employee ID and the
// names payroll uses (editable), and their recent activity.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { employeeIdError } from '@commissionbee/shared/rep-mapping';
import type { RepDetail } from '@commissionbee/shared/activity';
import { errorMessage } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRep, useUpdateRep } from '../api/reps';
import '../reps.css';

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function PayrollForm({ rep }: { rep: RepDetail }) {
  const [employeeId, setEmployeeId] = useState(rep.employee_id ?? '');
  const [first, setFirst] = useState(rep.first_name ?? '');
  const [last, setLast] = useState(rep.last_name ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useUpdateRep(rep.email);
  useEffect(() => {
    setEmployeeId(rep.employee_id ?? '');
    setFirst(rep.first_name ?? '');
    setLast(rep.last_name ?? '');
  }, [rep.employee_id, rep.first_name, rep.last_name]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const error = employeeId.trim() ? employeeIdError(employeeId) : null;
    setProblem(error);
    if (error) return;
    save.mutate({
      employee_id: employeeId.trim() || null,
      first_name: first.trim() || null,
      last_name: last.trim() || null,
    });
  }

  return (
    <form className="reps-form" onSubmit={submit} aria-label="Payroll details">
      <h2>Payroll details</h2>
      <label>
        Employee ID
        <input
          className="cb-input"
          value={employeeId}
          onChange={(e) => setEmployeeId(e.target.value)}
          aria-invalid={problem ? true : undefined}
          maxLength={64}
        />
      </label>
      <label>
        First name
        <input
          className="cb-input"
          value={first}
          onChange={(e) => setFirst(e.target.value)}
          maxLength={100}
        />
      </label>
      <label>
        Last name
        <input
          className="cb-input"
          value={last}
          onChange={(e) => setLast(e.target.value)}
          maxLength={100}
        />
      </label>
      <div>
        <button type="submit" className="cb-btn cb-btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
      {problem && <Alert variant="error">{problem}</Alert>}
      {save.isError && <Alert variant="error">{errorMessage(save.error)}</Alert>}
      {save.isSuccess && !save.isPending && <Alert variant="success">Saved.</Alert>}
    </form>
  );
}

export function RepPage() {
  const email = decodeURIComponent(useParams().email ?? '');
  const rep = useRep(email);
  useDocumentTitle(rep.data?.name ?? 'Rep');

  if (rep.isPending) return <Loader block label="Loading the rep" />;
  if (rep.isError)
    return (
      <div className="cb-stack">
        <Alert variant="error">This rep could not be found.</Alert>
        <Link to="/bee/reps">Back to Reps</Link>
      </div>
    );
  const r = rep.data;
  return (
    <div className="cb-stack">
      <Link to="/bee/reps">← Reps</Link>
      <h1>{r.name ?? r.email}</h1>
      <dl className="reps-facts">
        <dt>Email</dt>
        <dd>{r.email}</dd>
        <dt>Manager</dt>
        <dd>{r.manager_email ?? '—'}</dd>
        <dt>Team</dt>
        <dd>{r.team_size ? `${r.team_size} reps` : '—'}</dd>
        <dt>Link issued</dt>
        <dd>{time(r.link_issued_at)}</dd>
        <dt>Last sent</dt>
        <dd>{time(r.last_sent_at)}</dd>
        <dt>Last opened</dt>
        <dd>{time(r.last_opened_at)}</dd>
        <dt>Calculator</dt>
        <dd>{r.calculator_access ? 'Yes' : 'No'}</dd>
      </dl>
      <PayrollForm rep={r} />
      <section aria-labelledby="rep-activity">
        <h2 id="rep-activity">Recent activity</h2>
        {r.activity.length === 0 ? (
          <p className="cb-muted">No activity about this rep yet.</p>
        ) : (
          <ul className="reps-activity">
            {r.activity.map((e) => (
              <li key={e.id}>
                <span className="cb-muted">{time(e.created_at)}</span> {e.sentence}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
