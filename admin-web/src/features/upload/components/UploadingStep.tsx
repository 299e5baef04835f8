import { Loader } from '@commissionbee/ui/Loader';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** Uploading step (spec §2): 'Uploading CSV Data' with a loader. */
export function UploadingStep() {
  const { t } = useI18n();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="cb-stack cb-stack--center upload-uploading">
      <h2 ref={heading} tabIndex={-1}>
        {t('upload.uploading.title')}
      </h2>
      <Loader block label={t('upload.uploading.label')} />
    </div>
  );
}
