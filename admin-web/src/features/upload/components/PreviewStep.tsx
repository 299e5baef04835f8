// Preview step (issue 13), between Verify and Uploading: what the upload adds, updates, skips and
// removes, per rep (expandable to the lines) and per pay date, with the choices that change it.
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { formatUsDate, payStatusOf } from '@commissionbee/shared/pay-date';
import type { ReconcileOptions, UploadPreview } from '@commissionbee/shared/types';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { ChangeCounts } from './ChangeCounts';
import { ReconcileChoices } from './ReconcileChoices';
import { RepChanges } from './RepChanges';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export interface PreviewStepProps {
  preview: UploadPreview | null;
  options: ReconcileOptions;
  ledgerChanged: boolean;
  onOptionsChange: (options: ReconcileOptions) => void;
  onConfirm: () => void;
  onBack: () => void;
}

export function PreviewStep({
  preview,
  options,
  ledgerChanged,
  onOptionsChange,
  onConfirm,
  onBack,
}: PreviewStepProps) {
  const { t } = useI18n();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const payDateName = (payDate: string) => {
    const status = payStatusOf(payDate);
    if (status === 'PAID') return formatUsDate(payDate);
    if (status === 'PENDING') return t('upload.preview.pending');
    if (status === 'CANCELLED') return t('upload.preview.cancelled');
    return payDate;
  };
  const stores = preview ? preview.added + preview.updated + preview.removed : 0;
  return (
    <div className="cb-stack">
      <h2 ref={heading} tabIndex={-1}>
        {t('upload.preview.title')}
      </h2>
      {ledgerChanged && <Alert variant="warning">{t('upload.preview.ledgerChanged')}</Alert>}
      <ReconcileChoices options={options} disabled={!preview} onChange={onOptionsChange} />
      {!preview ? (
        <Loader block showLabel label={t('upload.preview.comparing')} />
      ) : (
        <>
          <ul className="cb-cluster upload-summary" aria-label={t('upload.preview.summary')}>
            <li>
              <strong>{t('upload.preview.added', { count: preview.added })}</strong>
            </li>
            <li>
              <strong>{t('upload.preview.updated', { count: preview.updated })}</strong>
            </li>
            <li>
              <strong>{t('upload.preview.duplicates', { count: preview.skipped })}</strong>
              {t('upload.preview.skipped')}
            </li>
            <li>
              <strong>{t('upload.preview.lines', { count: preview.removed })}</strong>
              {t('upload.preview.removed')}
            </li>
          </ul>
          <RepChanges reps={preview.reps} lines={preview.lines} />
          {preview.lineCount > preview.lines.length && (
            <p className="cb-muted">
              {t('upload.preview.linesListed', {
                listed: preview.lines.length,
                total: preview.lineCount,
              })}
            </p>
          )}
          <ChangeCounts
            caption={t('upload.preview.perPayDate')}
            rowHeader={t('upload.preview.payDate')}
            rows={preview.pay_dates}
            rowKey={(row) => row.pay_date}
            name={(row) =>
              payDateName(row.pay_date) +
              (row.after ? ` · ${t('upload.preview.after', { after: row.after })}` : '')
            }
          />
        </>
      )}
      <div className="cb-cluster">
        <Button onClick={onConfirm} disabled={!preview || stores === 0}>
          {t('upload.preview.store')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('upload.preview.back')}
        </Button>
      </div>
      {preview && stores === 0 && <p className="cb-muted">{t('upload.preview.nothing')}</p>}
    </div>
  );
}
