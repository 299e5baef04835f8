// /bee/questions: the company's pay questions, filtered, searched and paged on the server; a
// click anywhere on a row opens it (the rep's name is its link for the keyboard).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { Table } from '@commissionbee/ui/Table';
import { formatMoney } from '@commissionbee/shared/money';
import { formatTableDate, plural } from '@commissionbee/shared/copy-format';
import {
  REASON_LABELS,
  STATUS_LABELS,
  type QuestionSummary,
} from '@commissionbee/shared/questions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQuestionQueue, type QueueFilter } from '../api/questions';
import '../questions.css';

const FILTERS: { value: QueueFilter['status']; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'waiting_on_rep', label: 'Waiting on rep' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

function about(q: QuestionSummary): string {
  if (q.scope === 'line') return `${q.item_name ?? ''} · ${formatMoney(q.amount ?? 0)}`;
  if (q.scope === 'paycheck') return `Paycheck of ${formatTableDate(q.pay_date)}`;
  return 'Missing pay';
}

export function QuestionsPage() {
  useDocumentTitle('Questions');
  const [status, setStatus] = useState<QueueFilter['status']>('open');
  const [overdue, setOverdue] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [page, setPage] = useState(1);
  const queue = useQuestionQueue({ status, overdue, search, page });
  const navigate = useNavigate();

  return (
    <div className="cb-stack">
      <h1>Questions</h1>
      <div className="questions-filters" role="group" aria-label="Show">
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
            {f.label}
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
          Overdue only
        </label>
      </div>
      <SearchBox
        value={searchText}
        onChange={(value) => {
          setSearchText(value);
          setPage(1);
        }}
        label="Search questions (rep, item, text)"
      />
      {queue.isPending ? (
        <Loader block label="Loading questions" />
      ) : queue.isError ? (
        <Alert variant="error">The questions could not be loaded.</Alert>
      ) : (
        <>
          <p className="cb-muted">
            {plural(queue.data.total, 'question')} · {queue.data.open} open
          </p>
          <Table
            caption="Questions"
            data={queue.data.rows}
            rowKey={(q) => q.id}
            page={page}
            pages={queue.data.pages}
            onPageChange={setPage}
            onRowClick={(q) => void navigate(`/bee/questions/${q.id}`)}
            emptyMessage={
              search || overdue || status !== 'all'
                ? 'No questions match. Try All, or clear the search.'
                : 'No questions yet. When a rep asks about their pay, it appears here.'
            }
            columns={[
              {
                key: 'asker_name',
                header: 'Rep',
                render: (q) => (
                  <Link to={`/bee/questions/${q.id}`}>{q.asker_name ?? q.asker_email}</Link>
                ),
              },
              { key: 'about', header: 'About', render: about },
              { key: 'reason', header: 'Reason', render: (q) => REASON_LABELS[q.reason] },
              {
                key: 'status',
                header: 'State',
                render: (q) => (
                  <>
                    {STATUS_LABELS[q.status]}
                    {q.overdue && <span className="questions-overdue-badge"> Overdue</span>}
                  </>
                ),
              },
              {
                key: 'excerpt',
                header: 'Question',
                render: (q) => <span className="questions-text">{q.excerpt}</span>,
              },
              {
                key: 'created_at',
                header: 'Asked',
                render: (q) => formatTableDate(q.created_at),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
