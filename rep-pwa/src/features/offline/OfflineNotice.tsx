import { useOnline } from './use-online';
import './offline.css';

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Mar 5, 2:30 PM': when the data on screen was fetched. */
export function formatDataTime(timestamp: number): string {
  return TIME_FORMAT.format(new Date(timestamp));
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
  if ((online && !refreshFailed) || !dataUpdatedAt) return null;
  return (
    <p className="rep-offline" role="status">
      {`offline — showing data from ${formatDataTime(dataUpdatedAt)}`}
    </p>
  );
}
