import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { PageMessage } from '../components/PageMessage';

interface State {
  error: unknown;
}

/** A screen crashed or a code-split chunk failed to load (often: offline right after an update). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <CrashMessage />;
  }
}

function CrashMessage() {
  const { t } = useI18n();
  return (
    <PageMessage title={t('crash.title')}>
      <p role="alert">{t('crash.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
    </PageMessage>
  );
}
