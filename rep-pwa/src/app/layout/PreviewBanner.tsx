import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** Shown on every screen of an admin's preview, so nobody mistakes it for the rep's own portal. */
export function PreviewBanner({ name }: { name: string }) {
  const { t } = useI18n();
  return (
    <div className="rep-preview-banner" role="status">
      <p>{t('preview.banner', { name })}</p>
    </div>
  );
}
