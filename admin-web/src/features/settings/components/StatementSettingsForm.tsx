// Settings: whether each rep is emailed their pay statement when a publish issues a new revision
// of it (off, a link to their portal, or the PDF attached). Sent through the job queue.
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import type { StatementEmailMode } from '@commissionbee/shared/contracts/statements';
import { errorMessage } from '../../../lib/errors';
import { useSaveStatementSettings, useStatementSettings } from '../api/statement-settings';

const CHOICES: Record<StatementEmailMode, { label: string; hint: string }> = {
  off: { label: 'Off', hint: 'Reps download their statements from their portal.' },
  link: {
    label: 'Email a link',
    hint: 'Each rep gets an email with the paycheck total and a link to the Statements screen of their own portal.',
  },
  attachment: {
    label: 'Email the PDF',
    hint: 'Each rep gets the same email with their statement attached as a PDF.',
  },
};

export function StatementSettingsForm() {
  const settings = useStatementSettings();
  const save = useSaveStatementSettings();
  if (settings.isPending) return <Loader label="Loading statement settings" />;
  if (settings.isError)
    return <Alert variant="error">The statement settings could not be loaded.</Alert>;
  const current = save.isPending ? save.variables.statement_email : settings.data.statement_email;
  return (
    <section className="cb-card cb-stack" aria-labelledby="statement-settings">
      <h2 id="statement-settings">Statements</h2>
      <fieldset className="settings-choices" disabled={save.isPending}>
        <legend>Email each rep their statement when a pay date is published</legend>
        {(Object.keys(CHOICES) as StatementEmailMode[]).map((mode) => (
          <label key={mode} className="settings-choice">
            <input
              type="radio"
              name="statement_email"
              value={mode}
              checked={current === mode}
              onChange={() => save.mutate({ statement_email: mode })}
            />
            <span>
              <strong>{CHOICES[mode].label}</strong>
              <span className="cb-muted">{CHOICES[mode].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {save.isError && <Alert variant="error">{errorMessage(save.error)}</Alert>}
    </section>
  );
}
