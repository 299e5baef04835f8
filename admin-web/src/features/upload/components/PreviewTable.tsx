// The Verify step's preview: every row of the file as written, 10 a page. It leads with errors:
// a count per kind of problem with "Show only these rows", the Issues column first (and kept in
// view while the table scrolls sideways), and each bad cell highlighted.
import { useId, useMemo, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { RowIssue } from '@commissionbee/shared/csv';
import { Table, type Column } from '@commissionbee/ui/Table';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { useIssueWords, type IssueWords } from '../lib/issue-words';
import type { ParsedCsv, PreviewRow } from '../lib/parsed-csv';

export interface IssueKind {
  text: string;
  rows: ReadonlySet<number>;
}

/** The listed issues grouped by what they say, most rows first. */
function issueKinds(issues: readonly RowIssue[], issueText: IssueWords): IssueKind[] {
  const kinds = new Map<string, Set<number>>();
  for (const issue of issues) {
    const text = issueText(issue);
    kinds.set(text, (kinds.get(text) ?? new Set()).add(issue.row));
  }
  return [...kinds]
    .map(([text, rows]) => ({ text, rows }))
    .sort((a, b) => b.rows.size - a.rows.size || a.text.localeCompare(b.text));
}

type Shown = { kind: 'all' } | { kind: 'invalid' } | { kind: 'issue'; text: string };

/**
 * The file's columns, those with a problem on any row first (then the file's order), so a flagged
 * cell sits beside its issue at 1280 px instead of past the table's right edge.
 */
export function flaggedFirst(parsed: ParsedCsv): { header: string; index: number }[] {
  const flagged = new Set(parsed.result.issues.map((issue) => issue.column));
  const columns = parsed.headers.map((header, index) => ({ header, index }));
  return [
    ...columns.filter((c) => flagged.has(c.header)),
    ...columns.filter((c) => !flagged.has(c.header)),
  ];
}

export function PreviewTable({ parsed }: { parsed: ParsedCsv }) {
  const { t } = useI18n();
  const issueText = useIssueWords();
  const rowCount = (count: number) => t('upload.issues.rows', { count });
  const toggleId = useId();
  const [shown, setShown] = useState<Shown>({ kind: 'all' });
  const issuesByRow = useMemo(() => {
    const map = new Map<number, RowIssue[]>();
    for (const issue of parsed.result.issues)
      map.set(issue.row, [...(map.get(issue.row) ?? []), issue]);
    return map;
  }, [parsed]);
  const kinds = useMemo(() => issueKinds(parsed.result.issues, issueText), [parsed, issueText]);
  const rows = useMemo(() => {
    if (shown.kind === 'invalid') return parsed.rows.filter((row) => issuesByRow.has(row.row));
    if (shown.kind === 'issue') {
      const wanted = kinds.find((kind) => kind.text === shown.text)?.rows;
      return parsed.rows.filter((row) => wanted?.has(row.row));
    }
    return parsed.rows;
  }, [parsed, shown, issuesByRow, kinds]);

  const columns = useMemo<Column<PreviewRow>[]>(() => {
    const badColumns = (row: PreviewRow) =>
      new Set((issuesByRow.get(row.row) ?? []).map((issue) => issue.column));
    return [
      {
        key: 'issues',
        header: t('upload.issues.column'),
        className: 'upload-issues-col',
        render: (row) => {
          const issues = issuesByRow.get(row.row);
          if (!issues) return <span className="cb-muted">{t('upload.issues.none')}</span>;
          return (
            <ul className="upload-issue-list upload-issue-list--cell">
              {issues.map((issue) => (
                <li key={`${issue.column}:${issue.message}`} title={issueText(issue)}>
                  {issueText(issue)}
                </li>
              ))}
            </ul>
          );
        },
      },
      { key: 'row', header: t('upload.issues.row'), align: 'end', render: (row) => row.row },
      ...flaggedFirst(parsed).map(({ header, index }): Column<PreviewRow> => ({
        key: `cell-${index}`,
        header: header || t('upload.issues.unnamedColumn', { number: index + 1 }),
        truncate: true,
        render: (row) => row.cells[index] ?? '',
        fullText: (row) => row.cells[index] ?? '',
        cellClassName: (row) => (badColumns(row).has(header) ? 'upload-cell--bad' : undefined),
      })),
    ];
  }, [parsed, issuesByRow, t, issueText]);

  const invalid = parsed.result.invalidRowCount > 0;
  return (
    <div className="cb-stack">
      {invalid && (
        <section className="upload-issue-summary" aria-label={t('upload.issues.summary')}>
          <h3 className="upload-issue-summary__title">
            <AlertTriangle size={18} aria-hidden="true" />
            {t('upload.issues.toFix', { count: parsed.result.invalidRowCount })}
          </h3>
          <ul className="upload-issue-kinds">
            {kinds.map((kind) => {
              const pressed = shown.kind === 'issue' && shown.text === kind.text;
              return (
                <li key={kind.text}>
                  <span className="upload-issue-kinds__count cb-num">
                    {rowCount(kind.rows.size)}
                  </span>
                  <span className="upload-issue-kinds__text">{kind.text}</span>
                  <button
                    type="button"
                    className="cb-btn cb-btn--secondary cb-btn--small"
                    aria-pressed={pressed}
                    aria-label={t('upload.issues.buttonName', {
                      action: pressed ? t('upload.issues.showAll') : t('upload.issues.showOnly'),
                      rows: rowCount(kind.rows.size),
                      issue: kind.text,
                    })}
                    onClick={() =>
                      setShown(pressed ? { kind: 'all' } : { kind: 'issue', text: kind.text })
                    }
                  >
                    {pressed ? t('upload.issues.showAll') : t('upload.issues.showOnly')}
                  </button>
                </li>
              );
            })}
          </ul>
          <label htmlFor={toggleId} className="cb-cluster upload-only-invalid">
            <input
              id={toggleId}
              type="checkbox"
              checked={shown.kind === 'invalid'}
              onChange={(e) => setShown({ kind: e.target.checked ? 'invalid' : 'all' })}
            />
            {t('upload.issues.onlyInvalid')}
          </label>
          <p className="cb-muted">{t('upload.issues.columnsFirst')}</p>
        </section>
      )}
      <Table
        caption={t('upload.issues.caption')}
        data={rows}
        columns={columns}
        rowKey={(row) => row.row}
        paginationLabel={t('upload.issues.pages')}
        rowClassName={(row) => (issuesByRow.has(row.row) ? 'upload-row--bad' : undefined)}
      />
    </div>
  );
}
