import { X } from 'lucide-react';
import { Button } from '@commissionbee/ui/Button';
import { useInstallHint } from './install-hint';
import './install.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** 'Add CommissionBee to your home screen', from the second visit; dismissed for good. */
export function InstallHint() {
  const { way, dismiss } = useInstallHint();
  const { t } = useI18n();
  if (!way) return null;
  const install = async () => {
    if (way.kind !== 'prompt') return;
    await way.event.prompt();
    const { outcome } = await way.event.userChoice;
    if (outcome === 'accepted') dismiss();
  };
  return (
    <aside className="rep-install" aria-label={t('install.label')}>
      <p className="rep-install__text">
        {way.kind === 'ios' ? (
          <>
            {t('install.iosBefore')}
            <strong>{t('install.iosShare')}</strong>
            {t('install.iosBetween')}
            <strong>{t('install.iosAdd')}</strong>
            {t('install.iosAfter')}
          </>
        ) : (
          t('install.prompt')
        )}
      </p>
      {way.kind === 'prompt' && (
        <Button small onClick={() => void install()}>
          {t('install.install')}
        </Button>
      )}
      <button
        type="button"
        className="rep-install__close"
        aria-label={t('install.dismiss')}
        onClick={dismiss}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </aside>
  );
}
