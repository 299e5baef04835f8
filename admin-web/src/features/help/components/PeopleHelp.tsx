// Help Center: People (issue 32): inviting colleagues, roles, deactivating a leaver.
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function PeopleHelp() {
  const { t } = useI18n();
  return (
    <section className="cb-card cb-stack" aria-labelledby="people-help">
      <h2 id="people-help">{t('help.people.title')}</h2>
      <p>
        <strong>{t('help.people.people')}</strong>
        {t('help.people.listText')}
        <em>{t('help.people.admins')}</em>
        {t('help.people.adminsText')}
        <em>{t('help.people.standard')}</em>
        {t('help.people.standardText')}
      </p>
      <p>
        <strong>{t('help.people.invite')}</strong>
        {t('help.people.inviteText')}
      </p>
      <p>
        <strong>{t('help.people.changeRole')}</strong>
        {t('help.people.changeRoleText')}
        <strong>{t('help.people.deactivate')}</strong>
        {t('help.people.deactivateText')}
        <strong>{t('help.people.reactivate')}</strong>
        {t('help.people.reactivateText')}
      </p>
      <p>
        <strong>{t('help.people.sso')}</strong>
        {t('help.people.ssoText')}
        <strong>{t('help.people.requireSso')}</strong>
        {t('help.people.requireSsoText')}
        <em>{t('help.people.fallback')}</em>
        {t('help.people.fallbackText')}
      </p>
      <p>
        <strong>{t('help.people.scim')}</strong>
        {t('help.people.scimBefore')}
        <code>/scim/v2</code>
        {t('help.people.scimMiddle')}
        <code>scim</code>
        {t('help.people.scimAfter')}
      </p>
    </section>
  );
}
