// Moments (an upload's time) in the admin's language: English keeps the shared copy formats
// ('3/5/2024 2:07 PM', 'Mar 5, 2024 at 2:07 PM'); other languages write Intl's date and time.
import { useMemo } from 'react';
import { formatProseMoment, formatTableMoment } from '@commissionbee/shared/copy-format';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

type Moment = string | Date | null | undefined;

export interface Moments {
  /** In a table cell. */
  table: (value: Moment) => string;
  /** In a sentence. */
  prose: (value: Moment) => string;
}

function toDate(value: Moment): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function useMoments(): Moments {
  const { t, format, language } = useI18n();
  return useMemo(() => {
    if (language === 'en') return { table: formatTableMoment, prose: formatProseMoment };
    const parts = (value: Moment) => {
      const date = toDate(value);
      return date ? { date: format.date(date), time: format.time(date) } : null;
    };
    return {
      table: (value) => {
        const at = parts(value);
        return at ? `${at.date} ${at.time}` : '';
      },
      prose: (value) => {
        const at = parts(value);
        return at ? t('time.at', at) : '';
      },
    };
  }, [t, format, language]);
}
