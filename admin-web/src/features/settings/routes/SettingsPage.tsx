import { accountType } from '../../../lib/auth/roles';
import { useSignedInUser } from '../../../lib/auth/signed-in-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { MyNameForm } from '../components/MyNameForm';
import { QuestionSettingsForm } from '../components/QuestionSettingsForm';
import { NotificationSettingsForm } from '../components/NotificationSettingsForm';
import { LanguageSettingsForm } from '../components/LanguageSettingsForm';
import { StatementSettingsForm } from '../components/StatementSettingsForm';
import './settings.css';

export function SettingsPage() {
  useDocumentTitle('User Settings');
  const user = useSignedInUser();

  return (
    <div className="cb-stack">
      <h1>User Settings</h1>
      <section className="cb-card" aria-labelledby="account-title">
        <h2 id="account-title">Account</h2>
        <dl className="settings-facts">
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Account type</dt>
          <dd>{accountType(user)}</dd>
          <dt>Company</dt>
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
