// The Verify step's preview: every row of the file as written, 10 a page, with its issues.
import { useId, useMemo, useState } from 'react';
import type { RowIssue } from '@commissionbee/shared/csv';
import { Table, type Column } from '@commissionbee/ui/Table';
import type { ParsedCsv, PreviewRow } from '../lib/parsed-csv';

function issueText(issue: RowIssue): string {
  return issue.column && !issue.message.includes(issue.column)
    ? `${issue.column}: ${issue.message}`
    : issue.message;
}

export function PreviewTable({ parsed }: { parsed: ParsedCsv }) {
  const toggleId = useId();
  const [onlyInvalid, setOnlyInvalid] = useState(false);
  const issuesByRow = useMemo(() => {
    const map = new Map<number, RowIssue[]>();
    for (const issue of parsed.result.issues)
      map.set(issue.row, [...(map.get(issue.row) ?? []), issue]);
    return map;
  }, [parsed]);
  const rows = useMemo(
    () => (onlyInvalid ? parsed.rows.filter((row) => issuesByRow.has(row.row)) : parsed.rows),
    [parsed, onlyInvalid, issuesByRow],
  );
  const columns = useMemo<Column<PreviewRow>[]>(
    () => [
      { key: 'row', header: 'Row', className: 'cb-amount', render: (row) => row.row },
      ...parsed.headers.map((header, index) => ({
        key: `cell-${index}`,
        header: header || `Column ${index + 1}`,
        render: (row: PreviewRow) => row.cells[index] ?? '',
      })),
      {
        key: 'issues',
        header: 'Issues',
        render: (row) => {
          const issues = issuesByRow.get(row.row);
          if (!issues) return <span className="cb-muted">None</span>;
          return (
            <ul className="upload-issue-list upload-issue-list--cell">
              {issues.map((issue) => (
                <li key={`${issue.column}:${issue.message}`}>{issueText(issue)}</li>
              ))}
            </ul>
          );
        },
      },
    ],
    [parsed, issuesByRow],
  );

  return (
    <div className="cb-stack">
      {parsed.result.invalidRowCount > 0 && (
        <label htmlFor={toggleId} className="cb-cluster upload-only-invalid">
          <input
            id={toggleId}
            type="checkbox"
            checked={onlyInvalid}
            onChange={(e) => setOnlyInvalid(e.target.checked)}
          />
          Show only invalid records
        </label>
      )}
      <Table
        caption="Preview of the file"
        data={rows}
        columns={columns}
        rowKey={(row) => row.row}
        paginationLabel="Preview pages"
      />
    </div>
  );
}
