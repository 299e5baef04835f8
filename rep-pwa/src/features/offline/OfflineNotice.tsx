import { useOnline } from './use-online';
import './offline.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** 'Mar 5, 2:30 PM' ('5 mar, 2:30 p.m.'): when the data on screen was fetched. */
export function formatDataTime(timestamp: number, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(timestamp));
}

export interface OfflineNoticeProps {
  /** When the data on screen was fetched (TanStack Query's dataUpdatedAt). */
  dataUpdatedAt: number;
  /** The latest refresh failed and the data on screen is the saved copy. */
  refreshFailed: boolean;
}

/** Says so when the screen shows saved data because the network is gone or did not answer. */
export function OfflineNotice({ dataUpdatedAt, refreshFailed }: OfflineNoticeProps) {
  const online = useOnline();
  const { t, format } = useI18n();
  if ((online && !refreshFailed) || !dataUpdatedAt) return null;
  return (
    <p className="rep-offline" role="status">
      {t('offline.showingSaved', { time: formatDataTime(dataUpdatedAt, format.locale) })}
    </p>
  );
}
