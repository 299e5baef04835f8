// A secret shown this once (a new API token or webhook signing secret), with a copy button.
import { useState } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function SecretOnce({
  label,
  secret,
  onDone,
}: {
  label: string;
  secret: string;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard
      .writeText(secret)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <Alert variant="success">
      <div className="cb-stack">
        <p>
          <strong>{label}</strong> {t('apiTokens.copyNow')}
        </p>
        <code className="api-secret" aria-label={label}>
          {secret}
        </code>
        <div className="cb-cluster">
          <Button variant="secondary" onClick={copy}>
            {copied ? t('apiTokens.copied') : t('apiTokens.copy')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t('apiTokens.done')}
          </Button>
        </div>
        {copied === false && <p role="status">{t('apiTokens.copyFailed')}</p>}
      </div>
    </Alert>
  );
}
