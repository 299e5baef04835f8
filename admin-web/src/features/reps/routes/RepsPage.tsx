// /bee/reps: every rep of the company as a person (name, email, manager, team, link status,
// calculator access, employee ID), searched and paged on the server; the mapping CSV upload.
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { Table } from '@commissionbee/ui/Table';
import { formatTableDate, plural } from '@commissionbee/shared/copy-format';
import type { RepDirectoryRow } from '@commissionbee/shared/activity';
import { QueryState } from '../../../components/QueryState';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { repPath, useRepsPage } from '../api/reps';
import { MappingUpload } from '../components/MappingUpload';
import '../reps.css';

const day = (iso: string | null) => (iso ? formatTableDate(iso) : '—');

/** Issued, sent and opened on a line each, so the column stays narrow and nothing is cut. */
function linkStatus(r: RepDirectoryRow) {
  if (!r.link_issued_at) return 'No link';
  return (
    <span className="reps-link">
      <span>{`Issued ${day(r.link_issued_at)}`}</span>
      <span>{r.last_sent_at ? `Sent ${day(r.last_sent_at)}` : 'Not sent'}</span>
      <span>{r.last_opened_at ? `Opened ${day(r.last_opened_at)}` : 'Not opened'}</span>
    </span>
  );
}

export function RepsPage() {
  useDocumentTitle('Reps');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [missingId, setMissingId] = useState(false);
  const [page, setPage] = useState(1);
  const reps = useRepsPage({ search, missingId, page });

  return (
    <div className="cb-stack">
      <h1>Reps</h1>
      <p className="cb-muted">
        Every rep of the ledger and the rep list. Set an employee ID on a rep&apos;s page, or upload
        a mapping for all at once, before exporting payroll.
      </p>
      <MappingUpload />
      <SearchBox
        value={searchText}
        onChange={(value) => {
          setSearchText(value);
          setPage(1);
        }}
        label="Search reps (name, email, employee ID)"
      />
      <label>
        <input
          type="checkbox"
          checked={missingId}
          onChange={(e) => {
            setMissingId(e.target.checked);
            setPage(1);
          }}
        />{' '}
        Only reps without an employee ID
      </label>
      <QueryState query={reps} loading="Loading reps" error="The reps could not be loaded.">
        {(data) => (
          <>
            <p className="cb-muted">{plural(data.total, 'rep')}</p>
            <Table
              caption="Reps"
              data={data.rows}
              rowKey={(r) => r.email}
              page={data.page}
              pages={data.pages}
              onPageChange={setPage}
              emptyMessage={
                search ? 'No rep matches this search.' : 'No reps yet: upload a ledger.'
              }
              columns={[
                {
                  key: 'name',
                  header: 'Rep',
                  render: (r) => (
                    <span className="reps-who">
                      <Link to={repPath(r.email)}>{r.name ?? r.email}</Link>
                      <span className="cb-muted">{r.email}</span>
                    </span>
                  ),
                },
                {
                  key: 'employee_id',
                  header: 'Employee ID',
                  render: (r) => r.employee_id ?? 'Missing',
                },
                {
                  key: 'manager_email',
                  header: 'Manager',
                  render: (r) => <span className="reps-manager">{r.manager_email ?? '—'}</span>,
                },
                {
                  key: 'team_size',
                  header: 'Team',
                  render: (r) => (r.team_size ? String(r.team_size) : '—'),
                },
                { key: 'link', header: 'Link', render: linkStatus },
                {
                  key: 'calculator_access',
                  header: 'Calculator',
                  render: (r) => (r.calculator_access ? 'Yes' : 'No'),
                },
                {
                  key: 'plan_status',
                  header: 'Plan',
                  render: (r) =>
                    r.plan_status === 'signed'
                      ? 'Signed'
                      : r.plan_status === 'due'
                        ? 'To sign'
                        : '—',
                },
              ]}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
