// /bee/questions: the company's pay questions, filtered, searched and paged on the server; a
// click anywhere on a row opens it (the rep's name is its link for the keyboard).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { Table } from '@commissionbee/ui/Table';
import { formatMoney } from '@commissionbee/shared/money';
import { formatTableDate } from '@commissionbee/shared/copy-format';
import type { QuestionSummary } from '@commissionbee/shared/questions';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQuestionQueue, type QueueFilter } from '../api/questions';
import { REASON_KEYS, STATUS_KEYS } from '../lib/words';
import '../questions.css';

const FILTERS = [
  { value: 'open', label: 'questions.filterOpen' },
  { value: 'waiting_on_rep', label: 'questions.filterWaiting' },
  { value: 'resolved', label: 'questions.filterResolved' },
  { value: 'all', label: 'questions.filterAll' },
] as const satisfies readonly { value: QueueFilter['status']; label: string }[];

export function QuestionsPage() {
  const { t, format, language } = useI18n();
  // Dates as English has always written them, else Intl's.
  const day = (value: string | null | undefined) =>
    language === 'en'
      ? formatTableDate(value)
      : format.date(value && /T/.test(value) ? new Date(value) : value);
  const about = (q: QuestionSummary): string => {
    if (q.scope === 'line') return `${q.item_name ?? ''} · ${formatMoney(q.amount ?? 0)}`;
    if (q.scope === 'paycheck') return t('questions.paycheckOf', { date: day(q.pay_date) });
    return t('questions.missingPay');
  };
  useDocumentTitle(t('questions.title'));
  const [status, setStatus] = useState<QueueFilter['status']>('open');
  const [overdue, setOverdue] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [page, setPage] = useState(1);
  const queue = useQuestionQueue({ status, overdue, search, page });
  const navigate = useNavigate();

  return (
    <div className="cb-stack">
      <h1>{t('questions.title')}</h1>
      <div className="questions-filters" role="group" aria-label={t('questions.show')}>
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={`cb-btn cb-btn--small ${status === f.value ? 'cb-btn--primary' : 'cb-btn--secondary'}`}
            aria-pressed={status === f.value}
            onClick={() => {
              setStatus(f.value);
              setPage(1);
            }}
          >
            {t(f.label)}
          </button>
        ))}
        <label className="questions-overdue">
          <input
            type="checkbox"
            checked={overdue}
            onChange={(e) => {
              setOverdue(e.target.checked);
              setPage(1);
            }}
          />{' '}
          {t('questions.overdueOnly')}
        </label>
      </div>
      <SearchBox
        value={searchText}
        onChange={(value) => {
          setSearchText(value);
          setPage(1);
        }}
        label={t('questions.search')}
      />
      {queue.isPending ? (
        <Loader block label={t('questions.loading')} />
      ) : queue.isError ? (
        <Alert variant="error">{t('questions.loadFailed')}</Alert>
      ) : (
        <>
          <p className="cb-muted">
            {t('questions.count', {
              count: queue.data.total,
              n: format.number(queue.data.total),
              open: String(queue.data.open),
            })}
          </p>
          <Table
            caption={t('questions.caption')}
            data={queue.data.rows}
            rowKey={(q) => q.id}
            page={page}
            pages={queue.data.pages}
            onPageChange={setPage}
            onRowClick={(q) => void navigate(`/bee/questions/${q.id}`)}
            emptyMessage={
              search || overdue || status !== 'all'
                ? t('questions.noMatch')
                : t('questions.noneYet')
            }
            columns={[
              {
                key: 'asker_name',
                header: t('questions.colRep'),
                render: (q) => (
                  <Link to={`/bee/questions/${q.id}`}>{q.asker_name ?? q.asker_email}</Link>
                ),
              },
              { key: 'about', header: t('questions.colAbout'), render: about },
              {
                key: 'reason',
                header: t('questions.colReason'),
                render: (q) => t(REASON_KEYS[q.reason]),
              },
              {
                key: 'status',
                header: t('questions.colState'),
                render: (q) => (
                  <>
                    {t(STATUS_KEYS[q.status])}
                    {q.overdue && (
                      <span className="questions-overdue-badge"> {t('questions.overdue')}</span>
                    )}
                  </>
                ),
              },
              {
                key: 'excerpt',
                header: t('questions.colQuestion'),
                render: (q) => <span className="questions-text">{q.excerpt}</span>,
              },
              {
                key: 'created_at',
                header: t('questions.colAsked'),
                render: (q) => day(q.created_at),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
