import { useState, type Key, type ReactNode } from 'react';
import { Pagination } from './Pagination';
import { TableFrame } from './TableFrame';
import { useUiWords } from './i18n/ui-words';

export const DEFAULT_PAGE_SIZE = 10;

export interface Column<Row> {
  /** Field of the row shown in this column (also the React key of the column). */
  key: string;
  /** Header text; defaults to the key. */
  header?: ReactNode;
  /** Custom cell content; defaults to the field's value as text. */
  render?: (row: Row) => ReactNode;
  /** Class for the column's cells, e.g. 'cb-amount'. */
  className?: string;
  /** 'end' right-aligns the column (money, counts) and its header. */
  align?: 'start' | 'end';
  /**
   * Long text: one line, cut with an ellipsis; the full value is the cell's title (hover) and is
   * what a screen reader reads.
   */
  truncate?: boolean;
  /** The full text for a truncated cell's title; defaults to the cell's text value. */
  fullText?: (row: Row) => string;
  /** Extra class for one cell, e.g. to mark a bad value. */
  cellClassName?: (row: Row) => string | undefined;
}

export interface TableProps<Row> {
  data: readonly Row[];
  /** Defaults to one column per key of the first row. */
  columns?: Column<Row>[];
  /** Accessible name of the table (rendered as its caption, visually hidden unless showCaption). */
  caption: string;
  showCaption?: boolean;
  pageSize?: number;
  rowKey?: (row: Row, index: number) => Key;
  emptyMessage?: ReactNode;
  /** What to do next, one short line under the empty message. */
  emptyHint?: ReactNode;
  /** Server-side paging: `data` is the current page; the parent owns page and pages. */
  page?: number;
  pages?: number;
  onPageChange?: (page: number) => void;
  /** Names the pagination landmark when a screen has more than one table (e.g. 'Preview pages'). */
  paginationLabel?: string;
  /** Extra class for a body row. */
  rowClassName?: (row: Row) => string | undefined;
  /**
   * A click anywhere on the row opens it (clicks on its own links and buttons act by themselves).
   * For the mouse only: the row must hold a link or button that does the same from the keyboard.
   */
  onRowClick?: (row: Row) => void;
  /** Extra class for the scrolling box (e.g. to set its height). */
  className?: string;
}

export function defaultColumns<Row>(data: readonly Row[]): Column<Row>[] {
  const first = data[0];
  if (!first || typeof first !== 'object') return [];
  return Object.keys(first).map((key) => ({ key }));
}

export function formatCell(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function cellClass<Row>(col: Column<Row>, row?: Row): string | undefined {
  const classes = [
    col.className,
    col.align === 'end' ? 'cb-table__end' : undefined,
    col.truncate ? 'cb-table__truncate' : undefined,
    row === undefined ? undefined : col.cellClassName?.(row),
  ].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

function Cell<Row>({ col, row }: { col: Column<Row>; row: Row }) {
  const value = (row as Record<string, unknown>)[col.key];
  const content = col.render ? col.render(row) : formatCell(value);
  if (!col.truncate) return <td className={cellClass(col, row)}>{content}</td>;
  const full = col.fullText ? col.fullText(row) : String(formatCell(value) ?? '');
  return (
    <td className={cellClass(col, row)}>
      <span className="cb-table__clip" title={full || undefined}>
        {content}
      </span>
    </td>
  );
}

/** The same rows: the same objects, or (a refetch) rows with the same keys in the same order. */
function sameRows<Row>(
  a: readonly Row[],
  b: readonly Row[],
  rowKey?: (row: Row, index: number) => Key,
): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every(
        (row, index) =>
          row === b[index] ||
          (rowKey !== undefined && rowKey(row, index) === rowKey(b[index], index)),
      ))
  );
}

/** A data table with pagination ('Page X of Y'); local paging resets to page 1 when data changes. */
export function Table<Row>({
  data,
  columns,
  caption,
  showCaption = false,
  pageSize = DEFAULT_PAGE_SIZE,
  rowKey: givenRowKey,
  emptyMessage: givenEmptyMessage,
  emptyHint,
  page: controlledPage,
  pages: controlledPages,
  onPageChange,
  paginationLabel,
  rowClassName,
  onRowClick,
  className,
}: TableProps<Row>) {
  const noData = useUiWords()?.noData ?? 'No data found.';
  const emptyMessage = givenEmptyMessage ?? noData;
  const [localPage, setLocalPage] = useState(1);
  const [pagedData, setPagedData] = useState(data);
  // Reset during render (not in an effect) so a new data set never flashes an empty page. Rows are
  // compared one by one (by key when the parent gives one), so a parent that re-filters into a new
  // but equal array, or refetches the same rows after a change on page 3, keeps its page.
  const rowKey = givenRowKey ?? ((_row: Row, index: number): Key => index);
  if (!sameRows(pagedData, data, givenRowKey)) {
    setPagedData(data);
    setLocalPage(1);
  }

  const controlled = onPageChange !== undefined;
  const pages = controlled
    ? Math.max(1, controlledPages ?? 1)
    : Math.max(1, Math.ceil(data.length / pageSize));
  const page = Math.min(controlled ? (controlledPage ?? 1) : localPage, pages);
  const rows = controlled ? data : data.slice((page - 1) * pageSize, page * pageSize);
  const cols = columns ?? defaultColumns(data);
  const goTo = controlled ? onPageChange : setLocalPage;

  return (
    <div>
      <TableFrame
        caption={caption}
        showCaption={showCaption}
        headers={cols.map((col) => ({
          key: col.key,
          content: col.header ?? col.key,
          className: cellClass(col),
        }))}
        emptyMessage={emptyMessage}
        emptyHint={emptyHint}
        isEmpty={rows.length === 0}
        className={className}
      >
        {rows.map((row, index) => (
          <tr
            key={rowKey(row, (page - 1) * pageSize + index)}
            className={
              [rowClassName?.(row), onRowClick ? 'cb-table__row--link' : undefined]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onClick={
              onRowClick
                ? (event) => {
                    const target = event.target as HTMLElement;
                    if (target.closest('a, button, input, select, textarea, label')) return;
                    if (window.getSelection()?.toString()) return; // selecting text is not a click
                    onRowClick(row);
                  }
                : undefined
            }
          >
            {cols.map((col) => (
              <Cell key={col.key} col={col} row={row} />
            ))}
          </tr>
        ))}
      </TableFrame>
      <Pagination page={page} pages={pages} onPageChange={goTo} label={paginationLabel} />
    </div>
  );
}
