import { accountType, type AccountType } from '../../../lib/auth/roles';
import { useSignedInUser } from '../../../lib/auth/signed-in-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { MyNameForm } from '../components/MyNameForm';
import { QuestionSettingsForm } from '../components/QuestionSettingsForm';
import { NotificationSettingsForm } from '../components/NotificationSettingsForm';
import { LanguageSettingsForm } from '../components/LanguageSettingsForm';
import { StatementSettingsForm } from '../components/StatementSettingsForm';
import './settings.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

const ACCOUNT_TYPES: Record<AccountType, string> = {
  Super: 'settings.accountSuper',
  Administrator: 'settings.accountAdmin',
  'Standard User': 'settings.accountStandard',
};

export function SettingsPage() {
  const { t } = useI18n();
  useDocumentTitle(t('settings.title'));
  const user = useSignedInUser();

  return (
    <div className="cb-stack">
      <h1>{t('settings.title')}</h1>
      <section className="cb-card" aria-labelledby="account-title">
        <h2 id="account-title">{t('settings.account')}</h2>
        <dl className="settings-facts">
          <dt>{t('settings.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('settings.accountType')}</dt>
          <dd>{t(ACCOUNT_TYPES[accountType(user)])}</dd>
          <dt>{t('settings.company')}</dt>
          <dd>{user.company?.name || '—'}</dd>
        </dl>
        <MyNameForm name={user.name ?? ''} />
      </section>
      <section className="cb-card">
        <ChangePasswordForm userId={user.user_id} />
      </section>
      {user.admin && <QuestionSettingsForm />}
      {user.admin && <NotificationSettingsForm />}
      {user.admin && <LanguageSettingsForm />}
      {user.admin && <StatementSettingsForm />}
    </div>
  );
}
