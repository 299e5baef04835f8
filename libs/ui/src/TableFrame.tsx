// A table's frame without its data logic: the scrolling box, the caption, the header row and the
// empty row. <Table> fills it with paged rows; a form that owns its rows (checkboxes, inputs)
// passes them as children.
import type { ReactNode } from 'react';

export interface TableHeader {
  key: string;
  content: ReactNode;
  className?: string;
}

export interface TableFrameProps {
  /** Accessible name of the table (rendered as its caption, visually hidden unless showCaption). */
  caption: string;
  showCaption?: boolean;
  headers: readonly TableHeader[];
  /** Shown across the table instead of the rows when isEmpty. */
  emptyMessage?: ReactNode;
  /** What to do next, one short line under the empty message (the message keeps the spec's text). */
  emptyHint?: ReactNode;
  isEmpty?: boolean;
  /** Extra class for the scrolling box (e.g. to set its height). */
  className?: string;
  /** Names the scrolling box a region too (a table in a dialog on a narrow phone). */
  region?: boolean;
  children?: ReactNode;
}

/** Column names as headers, for tables whose headers are plain text. */
export const textHeaders = (...names: string[]): TableHeader[] =>
  names.map((name) => ({ key: name, content: name }));

export function TableFrame({
  caption,
  showCaption = false,
  headers,
  emptyMessage,
  emptyHint,
  isEmpty = false,
  className,
  region = false,
  children,
}: TableFrameProps) {
  return (
    // The box scrolls both ways (header sticky); tabIndex lets a keyboard scroll it. Unless asked,
    // no role or name of its own: the table inside is named by its caption.
    <div
      className={['cb-table-wrap', className].filter(Boolean).join(' ')}
      tabIndex={0}
      role={region ? 'region' : undefined}
      aria-label={region ? caption : undefined}
    >
      <table className="cb-table">
        <caption className={showCaption ? undefined : 'cb-visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header.key} scope="col" className={header.className}>
                {header.content}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isEmpty ? (
            <tr>
              <td className="cb-table__empty" colSpan={Math.max(1, headers.length)}>
                {emptyMessage}
                {emptyHint && <span className="cb-table__empty-hint">{emptyHint}</span>}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
