// The rate table overlay both calculators open (the admin's 'Rate Table' switch, the rep's 'Rate
// Key'): the company's rate rows, each calculated with the values entered so far, or 'No data
// available'. The caller picks the columns; the calculated one comes last.
import { useMemo, type ReactNode } from 'react';
import { lookupTableRows, type RateTableRow } from '@commissionbee/shared/calculator';
import { showCalculated } from '@commissionbee/shared/calculator-format';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { Overlay } from './Overlay';
import { TableFrame } from './TableFrame';

export const CALCULATED_COLUMN = 'Calculated';

/** The calculated column's header: the config's label for it, else 'Calculated'. */
export const calculatedLabel = (config: CalculatorConfig) =>
  config.lookupTableResultColumn?.label?.trim() || CALCULATED_COLUMN;

export interface RateTableProps {
  open: boolean;
  onClose: () => void;
  title: string;
  config: CalculatorConfig;
  values: Record<string, string>;
  /** The config's columns to show, by name. */
  columns: readonly string[];
  /** The calculated column's header content (defaults to its label). */
  calculatedHeader?: ReactNode;
  /** A cell as written in the config. */
  formatCell?: (value: RateTableRow['cells'][string]) => string;
  className?: string;
  region?: boolean;
  /** The words for an empty table, the close button and a cell that cannot be calculated. */
  labels?: { empty: string; close: string; error: string; notApplicable: string };
}

export function RateTable({
  open,
  onClose,
  title,
  config,
  values,
  columns,
  calculatedHeader,
  formatCell = (value) => String(value ?? ''),
  className,
  region,
  labels,
}: RateTableProps) {
  const rows = useMemo(() => (open ? lookupTableRows(config, values) : []), [open, config, values]);
  const units = config.lookupTableResultColumn?.units;
  const headers = [
    ...columns.map((column) => ({ key: column, content: column })),
    { key: '', content: calculatedHeader ?? calculatedLabel(config), className: 'cb-amount' },
  ];

  return (
    <Overlay open={open} title={title} onClose={onClose} closeLabel={labels?.close}>
      {rows.length === 0 ? (
        <p>{labels?.empty ?? 'No data available'}</p>
      ) : (
        <TableFrame caption={title} headers={headers} className={className} region={region}>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column}>{formatCell(row.cells[column])}</td>
              ))}
              <td className="cb-amount">
                {row.calculated === 'Error' && labels
                  ? labels.error
                  : row.calculated === 'N/A' && labels
                    ? labels.notApplicable
                    : showCalculated(row.calculated, units)}
              </td>
            </tr>
          ))}
        </TableFrame>
      )}
    </Overlay>
  );
}
