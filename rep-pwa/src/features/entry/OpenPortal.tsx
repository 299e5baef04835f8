// Opens the portal for a view key: loads its data, remembers the key, and goes to the Dash.
import { Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MAINTENANCE_COMPANY_ID } from '@commissionbee/shared/types';
import { Loader } from '@commissionbee/ui/Loader';
import { paths } from '../../config/paths';
import { isRefusedKey, useRepKeyData } from '../../session/rep-key-data';
import { useRepSession } from '../../session/rep-store';
import { InvalidLinkPage } from '../../app/RepGate';
import { MaintenancePage } from './MaintenancePage';
import { UnreachablePage } from './UnreachablePage';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function OpenPortal({ viewKey }: { viewKey: string }) {
  const query = useRepKeyData(viewKey);
  const { t } = useI18n();
  const { openKey } = useRepSession();
  const navigate = useNavigate();
  // A question email links to /bee/view/KEY?question=ID: the portal opens at that question.
  const [params] = useSearchParams();
  const question = Number(params.get('question')) || null;
  // A statement email links to /bee/view/KEY?statements=1: the portal opens at Statements.
  const statements = params.get('statements') === '1';
  const ready =
    query.data !== undefined &&
    !isRefusedKey(query.error) &&
    query.data.company_id !== MAINTENANCE_COMPANY_ID;

  useEffect(() => {
    if (!ready) return;
    openKey(viewKey);
    const to = question
      ? `${paths.myQuestions}?id=${question}`
      : statements
        ? paths.statements
        : paths.dash;
    void navigate(to, { replace: true });
  }, [ready, viewKey, openKey, navigate, question, statements]);

  if (isRefusedKey(query.error))
    return (
      <Suspense fallback={null}>
        <InvalidLinkPage viewKey={viewKey} />
      </Suspense>
    );
  if (query.data?.company_id === MAINTENANCE_COMPANY_ID) return <MaintenancePage />;
  if (query.data === undefined && query.isError)
    return <UnreachablePage onRetry={() => void query.refetch()} />;
  return <Loader block showLabel label={t('entry.opening')} />;
}
