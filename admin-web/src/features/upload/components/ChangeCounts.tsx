// The preview's two count tables (per rep, per pay date) share their columns: what the upload adds,
// changes, removes and skips, and how the total moves.
import { Fragment, type ReactNode } from 'react';
import type { PreviewPayDate } from '@commissionbee/shared/types';
import { TableFrame, textHeaders } from '@commissionbee/ui/TableFrame';
import { formatChange } from '../lib/format';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

type Counts = Omit<PreviewPayDate, 'pay_date'>;

interface ChangeCountsProps<Row extends Counts> {
  caption: string;
  /** The first column: what a row counts (a rep, a pay date). */
  rowHeader: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's name cell content. */
  name: (row: Row) => ReactNode;
  /** Anything shown under a row (a rep's lines). */
  below?: (row: Row) => ReactNode;
}

export function ChangeCounts<Row extends Counts>(props: ChangeCountsProps<Row>) {
  const { rows, name, below } = props;
  const { t } = useI18n();
  return (
    <TableFrame
      caption={props.caption}
      showCaption
      headers={textHeaders(
        props.rowHeader,
        t('upload.counts.new'),
        t('upload.counts.changed'),
        t('upload.counts.removed'),
        t('upload.counts.skipped'),
        t('upload.counts.total'),
      ).map((header, index) =>
        index === 5 ? { ...header, className: 'upload-change-col' } : header,
      )}
    >
      {rows.map((row) => (
        <Fragment key={props.rowKey(row)}>
          <tr>
            <th scope="row">{name(row)}</th>
            <td>{row.added}</td>
            <td>{row.changed}</td>
            <td>{row.removed}</td>
            <td>{row.skipped}</td>
            <td className="cb-amount upload-change-col">{formatChange(row.total_change)}</td>
          </tr>
          {below?.(row)}
        </Fragment>
      ))}
    </TableFrame>
  );
}
