import { buttonClass } from '@commissionbee/ui/Button';
import type { SendPhase } from './use-send-button';

interface SendButtonProps {
  phase: SendPhase;
  label: string;
  inactive: boolean;
  onClick: () => void;
}

const VARIANT = {
  standby: 'primary',
  // Sending portal links destroys nothing: the confirmation is calm, not red.
  confirm: 'primary',
  sending: 'primary',
  success: 'success',
} as const;

/** aria-disabled rather than disabled: the button keeps focus through its states. */
export function SendButton({ phase, label, inactive, onClick }: SendButtonProps) {
  return (
    <button
      type="button"
      className={`${buttonClass(VARIANT[phase])} portals-send`}
      aria-disabled={inactive || undefined}
      aria-busy={phase === 'sending' || undefined}
      aria-live="polite"
      onClick={() => !inactive && onClick()}
    >
      {phase === 'sending' && <span className="cb-spinner cb-spinner--small" aria-hidden="true" />}
      {label}
    </button>
  );
}
