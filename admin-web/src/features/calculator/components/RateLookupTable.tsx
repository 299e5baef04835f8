import { useMemo, useState } from 'react';
import { lookupTableRows } from '@commissionbee/shared/calculator';
import { showCalculated } from '@commissionbee/shared/calculator-format';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { Overlay } from '@commissionbee/ui/Overlay';
import { Toggle } from '@commissionbee/ui/Toggle';
import { InfoTooltip } from './InfoTooltip';

export const CALCULATED_COLUMN = 'Calculated';

/** The columns the config lists, else those of the first row. */
function columnsOf(config: CalculatorConfig): string[] {
  if (config.lookupTableColumns?.length) return config.lookupTableColumns;
  return Object.keys(config.lookupTable?.[0] ?? {});
}

interface RateLookupTableProps {
  config: CalculatorConfig;
  values: Record<string, string>;
}

/** The 'Rate Table' switch and the whole rate table, calculated with the test values. */
export function RateLookupTable({ config, values }: RateLookupTableProps) {
  const [open, setOpen] = useState(false);
  const rows = useMemo(() => (open ? lookupTableRows(config, values) : []), [open, config, values]);
  const columns = columnsOf(config);
  const result = config.lookupTableResultColumn;
  const operation = config.lookupTableOperation?.trim();

  return (
    <>
      <Toggle checked={open} onChange={setOpen} label="Rate Table" />
      <Overlay open={open} title="Rate Lookup Table" onClose={() => setOpen(false)}>
        {rows.length === 0 ? (
          <p>No data available</p>
        ) : (
          <div className="cb-table-wrap" tabIndex={0}>
            <table className="cb-table">
              <caption className="cb-visually-hidden">Rate Lookup Table</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                  <th scope="col" className="cb-amount">
                    <span className="calc-calculated-header">
                      {result?.label?.trim() || CALCULATED_COLUMN}
                      <InfoTooltip label="How is this column calculated?">
                        {operation
                          ? `Each row runs the rate table formula "${operation}" with that row's values and the test values entered above, rounded up to the cent.`
                          : 'No rate table formula is set, so there is nothing to calculate.'}{' '}
                        N/A means a value the formula needs is blank or not a number; Error means
                        the formula failed for that row.
                      </InfoTooltip>
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    {columns.map((column) => (
                      <td key={column}>{String(row.cells[column] ?? '')}</td>
                    ))}
                    <td className="cb-amount">{showCalculated(row.calculated, result?.units)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Overlay>
    </>
  );
}
