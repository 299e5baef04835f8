// /bee/reps: every rep of the company as a person (name, email, manager, team, link status,
// calculator access, employee ID), searched and paged on the server; the mapping CSV upload.
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { Table } from '@commissionbee/ui/Table';
import { formatTableDate } from '@commissionbee/shared/copy-format';
import type { Translator } from '@commissionbee/shared/i18n/messages';
import type { RepDirectoryRow } from '@commissionbee/shared/activity';
import { QueryState } from '../../../components/QueryState';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { repPath, useRepsPage } from '../api/reps';
import { MappingUpload } from '../components/MappingUpload';
import '../reps.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** Issued, sent and opened on a line each, so the column stays narrow and nothing is cut. */
function linkStatus(r: RepDirectoryRow, t: Translator, day: (iso: string) => string) {
  if (!r.link_issued_at) return t('reps.noLink');
  return (
    <span className="reps-link">
      <span>{t('reps.issued', { day: day(r.link_issued_at) })}</span>
      <span>
        {r.last_sent_at ? t('reps.sent', { day: day(r.last_sent_at) }) : t('reps.notSent')}
      </span>
      <span>
        {r.last_opened_at ? t('reps.opened', { day: day(r.last_opened_at) }) : t('reps.notOpened')}
      </span>
    </span>
  );
}

export function RepsPage() {
  const { t, format, language } = useI18n();
  // A day as the tables write it: 3/5/2024 in English (the shared copy format), Intl's otherwise.
  const day = (iso: string) =>
    language === 'en' ? formatTableDate(iso) : format.date(new Date(iso));
  useDocumentTitle(t('reps.title'));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [missingId, setMissingId] = useState(false);
  const [page, setPage] = useState(1);
  const reps = useRepsPage({ search, missingId, page });

  return (
    <div className="cb-stack">
      <h1>{t('reps.title')}</h1>
      <p className="cb-muted">{t('reps.intro')}</p>
      <MappingUpload />
      <SearchBox
        value={searchText}
        onChange={(value) => {
          setSearchText(value);
          setPage(1);
        }}
        label={t('reps.search')}
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
        {t('reps.withoutId')}
      </label>
      <QueryState query={reps} loading={t('reps.loading')} error={t('reps.loadFailed')}>
        {(data) => (
          <>
            <p className="cb-muted">{t('reps.count', { count: data.total })}</p>
            <Table
              caption={t('reps.title')}
              data={data.rows}
              rowKey={(r) => r.email}
              page={data.page}
              pages={data.pages}
              onPageChange={setPage}
              emptyMessage={search ? t('reps.noMatch') : t('reps.none')}
              columns={[
                {
                  key: 'name',
                  header: t('reps.rep'),
                  render: (r) => (
                    <span className="reps-who">
                      <Link to={repPath(r.email)}>{r.name ?? r.email}</Link>
                      <span className="cb-muted">{r.email}</span>
                    </span>
                  ),
                },
                {
                  key: 'employee_id',
                  header: t('reps.employeeId'),
                  render: (r) => r.employee_id ?? t('reps.missing'),
                },
                {
                  key: 'manager_email',
                  header: t('reps.manager'),
                  render: (r) => <span className="reps-manager">{r.manager_email ?? '—'}</span>,
                },
                {
                  key: 'team_size',
                  header: t('reps.team'),
                  render: (r) => (r.team_size ? String(r.team_size) : '—'),
                },
                { key: 'link', header: t('reps.link'), render: (r) => linkStatus(r, t, day) },
                {
                  key: 'calculator_access',
                  header: t('reps.calculator'),
                  render: (r) => (r.calculator_access ? t('reps.yes') : t('reps.no')),
                },
                {
                  key: 'plan_status',
                  header: t('reps.plan'),
                  render: (r) =>
                    r.plan_status === 'signed'
                      ? t('reps.signed')
                      : r.plan_status === 'due'
                        ? t('reps.toSign')
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
