// The menu's settings (notifications and theme): a chunk of their own, loaded when the menu first
// opens, since most visits never open it (it keeps the rep bundle under its budget).
import { ThemeToggle } from '@commissionbee/ui/ThemeToggle';
import { NotificationsToggle } from '../../features/notifications/NotificationsToggle';

export function MenuSettings({
  notifications,
  viewKey,
}: {
  notifications: boolean;
  viewKey: string | null;
}) {
  return (
    <>
      {notifications && <NotificationsToggle viewKey={viewKey} />}
      <ThemeToggle className="rep-menu__theme" />
    </>
  );
}
