// /bee/activity: the company's activity log, filtered by who, what and when, paged on the server,
// each event as a sentence; the filtered events download as CSV. Super users choose the company.
import { useState } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { Table } from '@commissionbee/ui/Table';
import { ACTIVITY_GROUPS, type ActivityEvent } from '@commissionbee/shared/activity';
import { QueryState } from '../../../components/QueryState';
import { useSignedInUser } from '../../../lib/auth/signed-in-user';
import { isSuper } from '../../../lib/auth/roles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  useActivityPage,
  useCompanyChoices,
  useDownloadActivityCsv,
  type ActivityFilter,
} from '../api/activity';
import '../activity.css';

const when = (e: ActivityEvent) =>
  new Date(e.created_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function ActivityPage() {
  useDocumentTitle('Activity');
  const user = useSignedInUser();
  const superUser = isSuper(user);
  const companies = useCompanyChoices(superUser);
  const [whoText, setWhoText] = useState('');
  const who = useDebouncedValue(whoText.trim(), 300);
  const [what, setWhat] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const filter: ActivityFilter = { who, what, from, to, companyId };
  const events = useActivityPage(filter, page);
  const download = useDownloadActivityCsv();
  const reset =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <div className="cb-stack">
      <h1>Activity</h1>
      <p className="cb-muted">
        Everything that touched pay or access: logins, uploads and undos, downloads, links, emails,
        calculator changes, questions and payroll exports. The log cannot be changed or deleted.
      </p>
      <div className="activity-filters" role="group" aria-label="Filter the activity">
        {superUser && (
          <label>
            Company
            <select
              className="cb-select"
              value={companyId ?? ''}
              onChange={(e) => reset(setCompanyId)(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">My company</option>
              {(companies.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.id})
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          What
          <select
            className="cb-select"
            value={what}
            onChange={(e) => reset(setWhat)(e.target.value)}
          >
            <option value="">Everything</option>
            {Object.entries(ACTIVITY_GROUPS).map(([key, group]) => (
              <option key={key} value={key}>
                {group.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input
            className="cb-input"
            type="date"
            value={from}
            onChange={(e) => reset(setFrom)(e.target.value)}
          />
        </label>
        <label>
          To
          <input
            className="cb-input"
            type="date"
            value={to}
            onChange={(e) => reset(setTo)(e.target.value)}
          />
        </label>
      </div>
      <SearchBox
        value={whoText}
        onChange={reset(setWhoText)}
        label="Who (name or email, or the rep or question it was about)"
      />
      <div>
        <button
          type="button"
          className="cb-btn cb-btn--secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(filter)}
        >
          {download.isPending ? 'Preparing…' : 'Download CSV'}
        </button>
        {download.isError && (
          <Alert variant="error">The activity could not be downloaded. Try again.</Alert>
        )}
      </div>
      <QueryState
        query={events}
        loading="Loading activity"
        error="The activity could not be loaded."
      >
        {(data) => (
          <>
            <p className="cb-muted">
              {data.total === 1 ? '1 event' : `${data.total.toLocaleString('en-US')} events`}
            </p>
            <Table
              caption="Activity"
              data={data.rows}
              rowKey={(e) => e.id}
              page={data.page}
              pages={data.pages}
              onPageChange={setPage}
              emptyMessage="No activity matches these filters."
              emptyHint="Clear the filters to see every event; uploads, sends and reviews are logged here."
              columns={[
                { key: 'created_at', header: 'When', render: when },
                {
                  key: 'sentence',
                  header: 'What happened',
                  render: (e) => <span className="activity-sentence">{e.sentence}</span>,
                },
                {
                  key: 'ip',
                  header: 'From',
                  render: (e) => (
                    <span className="activity-from" title={e.user_agent ?? undefined}>
                      {e.ip ?? '—'}
                    </span>
                  ),
                },
              ]}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
