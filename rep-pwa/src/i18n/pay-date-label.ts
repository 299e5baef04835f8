// A pay date as the rep reads it: 'Nov 28' / '28 nov', or the word for PENDING and CANCELLED.
import { useCallback } from 'react';
import { payStatusOf } from '@commissionbee/shared/pay-date';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function usePayDateLabel(): (payDate: string | null | undefined) => string {
  const { t, format } = useI18n();
  return useCallback(
    (payDate) => {
      const status = payStatusOf(payDate);
      if (status === 'PENDING') return t('payDate.pending');
      if (status === 'CANCELLED') return t('payDate.cancelled');
      return format.monthDay(payDate) || t('payDate.unknown');
    },
    [t, format],
  );
}
