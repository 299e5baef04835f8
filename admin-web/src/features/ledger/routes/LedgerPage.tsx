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

export const SEARCH_DELAY_MS = 300;

export function LedgerPage() {
  useDocumentTitle('Ledger');
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
        <h1>Ledger</h1>
        <Button variant="success" loading={download.isPending} onClick={() => download.mutate()}>
          <Download size={16} aria-hidden="true" />
          Download Master CSV
        </Button>
      </div>
      {download.isError && (
        <Alert variant="error" onDismiss={() => download.reset()}>
          {`The Master CSV could not be downloaded. ${errorMessage(download.error)}`}
        </Alert>
      )}
      <SearchBox value={searchText} onChange={setSearchText} label="Search the ledger" />
      <LedgerControls
        filters={filters}
        onFilters={setPicked}
        repText={repText}
        onRepText={setRepText}
        pageSize={pageSize}
        onPageSize={setPageSize}
      />
      {ledger.isPending ? (
        <Loader block label="Loading the ledger" />
      ) : isForbidden(ledger.error) ? (
        <NoAccess headingLevel={2} />
      ) : ledger.isError ? (
        // Spec §8: a failed ledger fetch is only logged, and the screen reads as an empty ledger.
        <Alert variant="info">
          No data found.{' '}
          <button type="button" className="cb-link-button" onClick={() => void ledger.refetch()}>
            Try again
          </button>
        </Alert>
      ) : empty ? (
        <EmptyState
          icon={<Upload size={22} />}
          title="No data found."
          action={
            <Link className="cb-btn cb-btn--primary" to={paths.upload}>
              Upload your first CSV →
            </Link>
          }
        >
          <p>Rows appear here once you upload a commission CSV.</p>
        </EmptyState>
      ) : (
        <div
          className={ledger.isPlaceholderData ? 'ledger-table ledger-table--stale' : 'ledger-table'}
          aria-busy={ledger.isFetching}
        >
          <p className="cb-muted ledger-total" aria-live="polite">
            {ledger.data.total === 1
              ? '1 row'
              : `${ledger.data.total.toLocaleString('en-US')}${ledger.data.capped ? '+' : ''} rows`}
            {search ? ` matching “${search}”` : ''}
            {filtered && search === '' ? ' matching the filters' : ''}
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
