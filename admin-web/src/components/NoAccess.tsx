import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@commissionbee/ui/EmptyState';
import { paths } from '../config/paths';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** A page or an answer the signed-in user's role does not allow (HTTP 403). */
export function NoAccess({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t } = useI18n();
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={<Lock size={22} />}
      title={t('noAccess.title')}
      action={
        <Link className="cb-btn cb-btn--secondary" to={paths.docs}>
          {t('noAccess.help')}
        </Link>
      }
    >
      <p>{t('noAccess.text')}</p>
    </EmptyState>
  );
}
