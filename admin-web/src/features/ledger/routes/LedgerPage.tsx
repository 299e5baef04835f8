// Ledger (spec §2): every uploaded row, searched and paged on the server, and the Master CSV.
import { useEffect, useState } from 'react';
import { Download, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { EmptyState } from '@commissionbee/ui/EmptyState';
import { Loader } from '@commissionbee/ui/Loader';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { NoAccess } from '../../../components/NoAccess';
import { paths } from '../../../config/paths';
import { errorMessage, isForbidden } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDownloadMasterCsv } from '../api/download-master-csv';
import type { LedgerSort } from '@commissionbee/shared/ledger-query';
import { NO_FILTERS, useLedgerPage, type LedgerFilters } from '../api/get-ledger-page';
import { LedgerControls } from '../components/LedgerControls';
import { LedgerTable } from '../components/LedgerTable';
import { usePageSize } from '../lib/page-size';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import '../ledger.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export const SEARCH_DELAY_MS = 300;

export function LedgerPage() {
  const { t, format } = useI18n();
  useDocumentTitle(t('ledger.title'));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = usePageSize();
  const [sort, setSort] = useState<LedgerSort>('-date');
  const [repText, setRepText] = useState('');
  const rep = useDebouncedValue(repText.trim(), SEARCH_DELAY_MS);
  const [picked, setPicked] = useState<LedgerFilters>(NO_FILTERS);
  const filters: LedgerFilters = { ...picked, rep };
  // One text for "what is asked": a new search, filter, order or page size starts at page 1.
  const asked = JSON.stringify([search, filters, sort, pageSize]);
  const [shown, setShown] = useState<{ search: string; total?: number }>({ search: asked });
  const ledger = useLedgerPage({ page, search, pageSize, sort, filters });
  const download = useDownloadMasterCsv();

  // Back to page 1 when the search or the data changes (spec §2). Adjusted during render, so the
  // old page number is never requested for the new data.
  const freshTotal = ledger.data && !ledger.isPlaceholderData ? ledger.data.total : undefined;
  if (shown.search !== asked) {
    setShown({ search: asked });
    setPage(1);
  } else if (freshTotal !== undefined && shown.total !== freshTotal) {
    if (shown.total !== undefined) setPage(1);
    setShown({ search: asked, total: freshTotal });
  }

  useEffect(() => {
    if (ledger.error) console.error('Loading the ledger failed', ledger.error);
  }, [ledger.error]);
  const filtered = search !== '' || filters.pay_date !== '' || rep !== '' || filters.status !== '';
  const empty = ledger.isSuccess && ledger.data.total === 0 && !filtered;

  return (
    <div className="cb-stack ledger-page">
      <div className="cb-spread">
        <h1>{t('ledger.title')}</h1>
        <Button variant="success" loading={download.isPending} onClick={() => download.mutate()}>
          <Download size={16} aria-hidden="true" />
          {t('ledger.download')}
        </Button>
      </div>
      {download.isError && (
        <Alert variant="error" onDismiss={() => download.reset()}>
          {t('ledger.downloadFailed', {
            reason: errorMessage(download.error, t('app.genericError')),
          })}
        </Alert>
      )}
      <SearchBox value={searchText} onChange={setSearchText} label={t('ledger.search')} />
      <LedgerControls
        filters={filters}
        onFilters={setPicked}
        repText={repText}
        onRepText={setRepText}
        pageSize={pageSize}
        onPageSize={setPageSize}
      />
      {ledger.isPending ? (
        <Loader block label={t('ledger.loading')} />
      ) : isForbidden(ledger.error) ? (
        <NoAccess headingLevel={2} />
      ) : ledger.isError ? (
        // Spec §8: a failed ledger fetch is only logged, and the screen reads as an empty ledger.
        <Alert variant="info">
          {t('ledger.noData')}{' '}
          <button type="button" className="cb-link-button" onClick={() => void ledger.refetch()}>
            {t('ledger.tryAgain')}
          </button>
        </Alert>
      ) : empty ? (
        <EmptyState
          icon={<Upload size={22} />}
          title={t('ledger.noData')}
          action={
            <Link className="cb-btn cb-btn--primary" to={paths.upload}>
              {t('ledger.uploadFirst')}
            </Link>
          }
        >
          <p>{t('ledger.emptyText')}</p>
        </EmptyState>
      ) : (
        <div
          className={ledger.isPlaceholderData ? 'ledger-table ledger-table--stale' : 'ledger-table'}
          aria-busy={ledger.isFetching}
        >
          <p className="cb-muted ledger-total" aria-live="polite">
            {t('ledger.total', {
              count: ledger.data.total,
              total: format.number(ledger.data.total),
              capped: ledger.data.capped ? 'yes' : 'no',
            })}
            {search ? t('ledger.matching', { search }) : ''}
            {filtered && search === '' ? t('ledger.matchingFilters') : ''}
          </p>
          <LedgerTable
            rows={ledger.data.rows}
            page={page}
            pages={ledger.data.pages}
            onPageChange={setPage}
            sort={sort}
            onSortChange={setSort}
          />
        </div>
      )}
    </div>
  );
}
