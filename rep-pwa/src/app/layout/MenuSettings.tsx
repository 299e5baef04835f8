// The menu's settings (notifications, language and theme): a chunk of their own, loaded when the menu first
// opens, since most visits never open it (it keeps the rep bundle under its budget).
import { ThemeToggle } from '@commissionbee/ui/ThemeToggle';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { NotificationsToggle } from '../../features/notifications/NotificationsToggle';
import { LanguagePicker } from './LanguagePicker';

export function MenuSettings({
  notifications,
  viewKey,
}: {
  notifications: boolean;
  viewKey: string | null;
}) {
  const { t } = useI18n();
  return (
    <>
      {notifications && <NotificationsToggle viewKey={viewKey} />}
      <LanguagePicker />
      <ThemeToggle
        className="rep-menu__theme"
        labels={{
          legend: t('menu.theme'),
          light: t('menu.themeLight'),
          dark: t('menu.themeDark'),
          system: t('menu.themeSystem'),
        }}
      />
    </>
  );
}
