// /bee/reps/:email: a rep's page — who they are, their link and access, the employee ID and the
// names payroll uses (editable), and their recent activity.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { employeeIdError } from '@commissionbee/shared/rep-mapping';
import type { RepDetail } from '@commissionbee/shared/activity';
import { errorMessage } from '../../../lib/errors';
import { useDownloadRepStatement, usePayDates } from '../../../lib/statements';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LANGUAGE_CODES, isLanguage } from '@commissionbee/shared/i18n/languages';
import { LANGUAGE_WORDS as W, languageLabel } from '../../../lib/language-words';
import { useLanguageSettings } from '../../../lib/language-settings';
import { useRep, useSetRepLanguage, useUpdateRep, type RepProfileChange } from '../api/reps';
import '../reps.css';

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

type PayrollFields = Record<keyof RepProfileChange, string>;

const PAYROLL_FIELDS = [
  { name: 'employee_id', label: 'Employee ID', maxLength: 64 },
  { name: 'first_name', label: 'First name', maxLength: 100 },
  { name: 'last_name', label: 'Last name', maxLength: 100 },
] as const;

const fieldsOf = (rep: RepProfileChange): PayrollFields => ({
  employee_id: rep.employee_id ?? '',
  first_name: rep.first_name ?? '',
  last_name: rep.last_name ?? '',
});

function PayrollForm({ rep }: { rep: RepDetail }) {
  const [fields, setFields] = useState(() => fieldsOf(rep));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useUpdateRep(rep.email);
  // A saved or refetched rep shows what the server now holds.
  const { employee_id, first_name, last_name } = rep;
  useEffect(
    () => setFields(fieldsOf({ employee_id, first_name, last_name })),
    [employee_id, first_name, last_name],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const error = fields.employee_id.trim() ? employeeIdError(fields.employee_id) : null;
    setProblem(error);
    if (error) return;
    save.mutate({
      employee_id: fields.employee_id.trim() || null,
      first_name: fields.first_name.trim() || null,
      last_name: fields.last_name.trim() || null,
    });
  }

  return (
    <form className="reps-form" onSubmit={submit} aria-label="Payroll details">
      <h2>Payroll details</h2>
      {PAYROLL_FIELDS.map(({ name, label, maxLength }) => (
        <label key={name}>
          {label}
          <input
            className="cb-input"
            value={fields[name]}
            onChange={(e) => setFields((now) => ({ ...now, [name]: e.target.value }))}
            aria-invalid={name === 'employee_id' && problem ? true : undefined}
            maxLength={maxLength}
          />
        </label>
      ))}
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

/** The language of the rep's emails an admin sets (issue 33); the rep's own choice wins. */
function LanguageForm({ rep }: { rep: RepDetail }) {
  const save = useSetRepLanguage(rep.email);
  const settings = useLanguageSettings();
  const companyDefault = settings.data?.default_language;
  const value = save.isPending ? (save.variables ?? '') : (rep.language ?? '');
  return (
    <section aria-labelledby="rep-language" className="cb-stack">
      <h2 id="rep-language">{W.repTitle}</h2>
      <label>
        {W.repLabel}
        <select
          className="cb-select"
          value={value}
          disabled={save.isPending}
          onChange={(event) => {
            const chosen = event.target.value;
            save.mutate(isLanguage(chosen) ? chosen : null);
          }}
        >
          <option value="">
            {companyDefault ? W.repDefault(languageLabel(companyDefault)) : W.repNoDefault}
          </option>
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code}>
              {languageLabel(code)}
            </option>
          ))}
        </select>
      </label>
      <p className="cb-muted">
        {rep.rep_language
          ? W.repOwnChoice(languageLabel(rep.rep_language))
          : W.repNow(languageLabel(rep.email_language))}{' '}
        {W.repHint}
      </p>
      {save.isError && <Alert variant="error">{errorMessage(save.error)}</Alert>}
    </section>
  );
}

/** The rep's statement of a pay date, as the rep downloads it (issue 31). */
function RepStatements({ email }: { email: string }) {
  const payDates = usePayDates();
  const download = useDownloadRepStatement();
  const [chosen, setChosen] = useState('');
  const payDate = chosen || payDates.data?.[0] || '';
  return (
    <section aria-labelledby="rep-statements" className="cb-stack">
      <h2 id="rep-statements">Statements</h2>
      {payDates.isPending ? (
        <Loader label="Loading pay dates" showLabel />
      ) : payDates.isError ? (
        <Alert variant="error">{errorMessage(payDates.error)}</Alert>
      ) : payDates.data.length === 0 ? (
        <p className="cb-muted">No pay dates yet: statements come with the first upload.</p>
      ) : (
        <div className="reps-statements">
          <label>
            Pay date
            <select
              className="cb-select"
              value={payDate}
              onChange={(e) => {
                setChosen(e.target.value);
                download.reset();
              }}
            >
              {payDates.data.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="cb-btn cb-btn--secondary"
            disabled={download.isPending}
            onClick={() => download.mutate({ email, payDate })}
          >
            {download.isPending ? 'Preparing…' : 'Download statement (PDF)'}
          </button>
        </div>
      )}
      {download.isError && <Alert variant="error">{errorMessage(download.error)}</Alert>}
    </section>
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
      <LanguageForm rep={r} />
      <RepStatements email={r.email} />
      <section aria-labelledby="rep-activity">
        <h2 id="rep-activity">Recent activity</h2>
        {(r.activity ?? []).length === 0 ? (
          <div>
            <p className="cb-muted">No activity about this rep yet.</p>
            <p className="cb-muted">
              Send their portal link from the Email Center; opens, reviews and questions show here.
            </p>
          </div>
        ) : (
          <ul className="reps-activity">
            {(r.activity ?? []).map((e) => (
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
