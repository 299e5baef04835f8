// /bee/reps/:email: a rep's page — who they are, their link and access, the employee ID and the
// names payroll uses (editable), and their recent activity.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { employeeIdProblem } from '@commissionbee/shared/rep-mapping';
import type { RepDetail } from '@commissionbee/shared/activity';
import { errorMessage } from '../../../lib/errors';
import { useDownloadRepStatement, usePayDates } from '../../../lib/statements';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LANGUAGE_CODES, isLanguage } from '@commissionbee/shared/i18n/languages';
import { languageLabel } from '../../../lib/language-words';
import { useLanguageSettings } from '../../../lib/language-settings';
import { useRep, useSetRepLanguage, useUpdateRep, type RepProfileChange } from '../api/reps';
import '../reps.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** A moment as the page writes it: 'Mar 5, 2024, 2:07 PM' in English, Intl's in other languages. */
const momentIn = (locale: string) => (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

type PayrollFields = Record<keyof RepProfileChange, string>;

const PAYROLL_FIELDS = [
  { name: 'employee_id', label: 'repPage.employeeId', maxLength: 64 },
  { name: 'first_name', label: 'repPage.firstName', maxLength: 100 },
  { name: 'last_name', label: 'repPage.lastName', maxLength: 100 },
] as const;

const fieldsOf = (rep: RepProfileChange): PayrollFields => ({
  employee_id: rep.employee_id ?? '',
  first_name: rep.first_name ?? '',
  last_name: rep.last_name ?? '',
});

function PayrollForm({ rep }: { rep: RepDetail }) {
  const { t } = useI18n();
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
    const found = fields.employee_id.trim() ? employeeIdProblem(fields.employee_id) : null;
    const error = found && t(`reps.mapping.problem.${found}`);
    setProblem(error);
    if (error) return;
    save.mutate({
      employee_id: fields.employee_id.trim() || null,
      first_name: fields.first_name.trim() || null,
      last_name: fields.last_name.trim() || null,
    });
  }

  return (
    <form className="reps-form" onSubmit={submit} aria-label={t('repPage.payroll')}>
      <h2>{t('repPage.payroll')}</h2>
      {PAYROLL_FIELDS.map(({ name, label, maxLength }) => (
        <label key={name}>
          {t(label)}
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
          {save.isPending ? t('repPage.saving') : t('repPage.save')}
        </button>
      </div>
      {problem && <Alert variant="error">{problem}</Alert>}
      {save.isError && (
        <Alert variant="error">{errorMessage(save.error, t('app.genericError'))}</Alert>
      )}
      {save.isSuccess && !save.isPending && <Alert variant="success">{t('repPage.saved')}</Alert>}
    </form>
  );
}

/** The language of the rep's emails an admin sets (issue 33); the rep's own choice wins. */
function LanguageForm({ rep }: { rep: RepDetail }) {
  const { t } = useI18n();
  const save = useSetRepLanguage(rep.email);
  const settings = useLanguageSettings();
  const companyDefault = settings.data?.default_language;
  const value = save.isPending ? (save.variables ?? '') : (rep.language ?? '');
  return (
    <section aria-labelledby="rep-language" className="cb-stack">
      <h2 id="rep-language">{t('repPage.language')}</h2>
      <label>
        {t('repPage.languageLabel')}
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
            {companyDefault
              ? t('repPage.languageDefault', { language: languageLabel(companyDefault) })
              : t('repPage.languageNoDefault')}
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
          ? t('repPage.languageOwnChoice', { language: languageLabel(rep.rep_language) })
          : t('repPage.languageNow', { language: languageLabel(rep.email_language) })}{' '}
        {t('repPage.languageHint')}
      </p>
      {save.isError && (
        <Alert variant="error">{errorMessage(save.error, t('app.genericError'))}</Alert>
      )}
    </section>
  );
}

/** The rep's statement of a pay date, as the rep downloads it (issue 31). */
function RepStatements({ email }: { email: string }) {
  const { t, format, language } = useI18n();
  const payDates = usePayDates();
  const download = useDownloadRepStatement();
  const [chosen, setChosen] = useState('');
  const payDate = chosen || payDates.data?.[0] || '';
  return (
    <section aria-labelledby="rep-statements" className="cb-stack">
      <h2 id="rep-statements">{t('repPage.statements')}</h2>
      {payDates.isPending ? (
        <Loader label={t('repPage.loadingPayDates')} showLabel />
      ) : payDates.isError ? (
        <Alert variant="error">{errorMessage(payDates.error, t('app.genericError'))}</Alert>
      ) : payDates.data.length === 0 ? (
        <p className="cb-muted">{t('repPage.noPayDates')}</p>
      ) : (
        <div className="reps-statements">
          <label>
            {t('repPage.payDate')}
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
                  {language === 'en' ? d : format.date(d) || d}
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
            {download.isPending ? t('repPage.preparing') : t('repPage.download')}
          </button>
        </div>
      )}
      {download.isError && (
        <Alert variant="error">{errorMessage(download.error, t('app.genericError'))}</Alert>
      )}
    </section>
  );
}

export function RepPage() {
  const email = decodeURIComponent(useParams().email ?? '');
  const rep = useRep(email);
  const { t, format } = useI18n();
  const time = momentIn(format.locale);
  useDocumentTitle(rep.data?.name ?? t('repPage.title'));

  if (rep.isPending) return <Loader block label={t('repPage.loading')} />;
  if (rep.isError)
    return (
      <div className="cb-stack">
        <Alert variant="error">{t('repPage.notFound')}</Alert>
        <Link to="/bee/reps">{t('repPage.backToReps')}</Link>
      </div>
    );
  const r = rep.data;
  return (
    <div className="cb-stack">
      <Link to="/bee/reps">{t('repPage.back')}</Link>
      <h1>{r.name ?? r.email}</h1>
      <dl className="reps-facts">
        <dt>{t('repPage.email')}</dt>
        <dd>{r.email}</dd>
        <dt>{t('repPage.manager')}</dt>
        <dd>{r.manager_email ?? '—'}</dd>
        <dt>{t('repPage.team')}</dt>
        <dd>{r.team_size ? t('repPage.teamSize', { count: r.team_size }) : '—'}</dd>
        <dt>{t('repPage.linkIssued')}</dt>
        <dd>{time(r.link_issued_at)}</dd>
        <dt>{t('repPage.lastSent')}</dt>
        <dd>{time(r.last_sent_at)}</dd>
        <dt>{t('repPage.lastOpened')}</dt>
        <dd>{time(r.last_opened_at)}</dd>
        <dt>{t('repPage.calculator')}</dt>
        <dd>{r.calculator_access ? t('repPage.yes') : t('repPage.no')}</dd>
      </dl>
      <PayrollForm rep={r} />
      <LanguageForm rep={r} />
      <RepStatements email={r.email} />
      <section aria-labelledby="rep-activity">
        <h2 id="rep-activity">{t('repPage.activity')}</h2>
        {(r.activity ?? []).length === 0 ? (
          <div>
            <p className="cb-muted">{t('repPage.noActivity')}</p>
            <p className="cb-muted">{t('repPage.noActivityHint')}</p>
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
