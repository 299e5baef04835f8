// Settings: whether each rep is emailed their pay statement when a publish issues a new revision
// of it (off, a link to their portal, or the PDF attached). Sent through the job queue.
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import type { StatementEmailMode } from '@commissionbee/shared/contracts/statements';
import { errorMessage } from '../../../lib/errors';
import { useSaveStatementSettings, useStatementSettings } from '../api/statement-settings';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

const CHOICES: Record<StatementEmailMode, { label: string; hint: string }> = {
  off: { label: 'settings.statements.off', hint: 'settings.statements.offHint' },
  link: { label: 'settings.statements.link', hint: 'settings.statements.linkHint' },
  attachment: {
    label: 'settings.statements.attachment',
    hint: 'settings.statements.attachmentHint',
  },
};

export function StatementSettingsForm() {
  const { t } = useI18n();
  const settings = useStatementSettings();
  const save = useSaveStatementSettings();
  if (settings.isPending) return <Loader label={t('settings.statements.loading')} />;
  if (settings.isError) return <Alert variant="error">{t('settings.statements.loadFailed')}</Alert>;
  const current = save.isPending ? save.variables.statement_email : settings.data.statement_email;
  return (
    <section className="cb-card cb-stack" aria-labelledby="statement-settings">
      <h2 id="statement-settings">{t('settings.statements.title')}</h2>
      <fieldset className="settings-choices" disabled={save.isPending}>
        <legend>{t('settings.statements.legend')}</legend>
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
              <strong>{t(CHOICES[mode].label)}</strong>
              <span className="cb-muted">{t(CHOICES[mode].hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {save.isError && (
        <Alert variant="error">{errorMessage(save.error, t('app.genericError'))}</Alert>
      )}
    </section>
  );
}
