// A secret shown this once (a new API token or webhook signing secret), with a copy button.
import { useState } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';

export function SecretOnce({
  label,
  secret,
  onDone,
}: {
  label: string;
  secret: string;
  onDone: () => void;
}) {
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
          <strong>{label}</strong> Copy it now: it is not shown again.
        </p>
        <code className="api-secret" aria-label={label}>
          {secret}
        </code>
        <div className="cb-cluster">
          <Button variant="secondary" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Done
          </Button>
        </div>
        {copied === false && <p role="status">Could not copy: select the text and copy it.</p>}
      </div>
    </Alert>
  );
}
