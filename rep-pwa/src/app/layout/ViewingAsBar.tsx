import { Button } from '@commissionbee/ui/Button';
import { useRepSession } from '../../session/rep-store';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** Shown while a manager views a team member's pay, with the one-tap way back. */
export function ViewingAsBar({ name }: { name: string }) {
  const { viewAs } = useRepSession();
  const { t } = useI18n();
  return (
    <div className="rep-viewing-as">
      <p>{t('viewingAs.bar', { name })}</p>
      <Button small variant="secondary" onClick={() => viewAs(null)}>
        {t('viewingAs.back')}
      </Button>
    </div>
  );
}
