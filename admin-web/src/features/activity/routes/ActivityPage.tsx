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
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** When an event happened: 'Nov 20, 2026, 10:00 AM' in English, Intl's in other languages. */
const whenIn = (locale: string) => (e: ActivityEvent) =>
  new Date(e.created_at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** The groups of the What filter (ACTIVITY_GROUPS in libs/shared keeps their English labels). */
const GROUPS: Record<string, string> = {
  access: 'activity.group.access',
  people: 'activity.group.people',
  ledger: 'activity.group.ledger',
  portals: 'activity.group.portals',
  reps: 'activity.group.reps',
  payruns: 'activity.group.payruns',
  calculator: 'activity.group.calculator',
  plans: 'activity.group.plans',
  company: 'activity.group.company',
  questions: 'activity.group.questions',
};

export function ActivityPage() {
  const { t, format } = useI18n();
  const when = whenIn(format.locale);
  useDocumentTitle(t('activity.title'));
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
      <h1>{t('activity.title')}</h1>
      <p className="cb-muted">{t('activity.intro')}</p>
      <div className="activity-filters" role="group" aria-label={t('activity.filters')}>
        {superUser && (
          <label>
            {t('activity.company')}
            <select
              className="cb-select"
              value={companyId ?? ''}
              onChange={(e) => reset(setCompanyId)(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t('activity.myCompany')}</option>
              {(companies.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.id})
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('activity.what')}
          <select
            className="cb-select"
            value={what}
            onChange={(e) => reset(setWhat)(e.target.value)}
          >
            <option value="">{t('activity.everything')}</option>
            {Object.entries(ACTIVITY_GROUPS).map(([key, group]) => (
              <option key={key} value={key}>
                {GROUPS[key] ? t(GROUPS[key]) : group.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('activity.from')}
          <input
            className="cb-input"
            type="date"
            value={from}
            onChange={(e) => reset(setFrom)(e.target.value)}
          />
        </label>
        <label>
          {t('activity.to')}
          <input
            className="cb-input"
            type="date"
            value={to}
            onChange={(e) => reset(setTo)(e.target.value)}
          />
        </label>
      </div>
      <SearchBox value={whoText} onChange={reset(setWhoText)} label={t('activity.who')} />
      <div>
        <button
          type="button"
          className="cb-btn cb-btn--secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(filter)}
        >
          {download.isPending ? t('activity.preparing') : t('activity.download')}
        </button>
        {download.isError && <Alert variant="error">{t('activity.downloadFailed')}</Alert>}
      </div>
      <QueryState query={events} loading={t('activity.loading')} error={t('activity.loadFailed')}>
        {(data) => (
          <>
            <p className="cb-muted">{t('activity.count', { count: data.total })}</p>
            <Table
              caption={t('activity.title')}
              data={data.rows}
              rowKey={(e) => e.id}
              page={data.page}
              pages={data.pages}
              onPageChange={setPage}
              emptyMessage={t('activity.empty')}
              emptyHint={t('activity.emptyHint')}
              columns={[
                { key: 'created_at', header: t('activity.when'), render: when },
                {
                  key: 'sentence',
                  header: t('activity.whatHappened'),
                  render: (e) => <span className="activity-sentence">{e.sentence}</span>,
                },
                {
                  key: 'ip',
                  header: t('activity.fromColumn'),
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
