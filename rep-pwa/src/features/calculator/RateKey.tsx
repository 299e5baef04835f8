import { useMemo, useState } from 'react';
import { lookupTableRows, rateTierColumn, REP_RATE_COLUMN } from '@commissionbee/shared/calculator';
import { showCalculated } from '@commissionbee/shared/calculator-format';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { Button } from '@commissionbee/ui/Button';
import { Overlay } from '@commissionbee/ui/Overlay';
import { formatCell } from './format';

interface RateKeyProps {
  config: CalculatorConfig;
  values: Record<string, string>;
}

export const CALCULATED_COLUMN = 'Calculated';

/**
 * The 'Rate Key' button and its 'Rate Table' overlay: the tier each rate applies from (without
 * it the percentages mean nothing), the rep's rate and what it would pay with the values entered
 * so far; never the company's other columns.
 */
export function RateKey({ config, values }: RateKeyProps) {
  const [open, setOpen] = useState(false);
  const rows = useMemo(() => (open ? lookupTableRows(config, values) : []), [open, config, values]);
  const result = config.lookupTableResultColumn;
  const resultLabel = result?.label?.trim() || CALCULATED_COLUMN;
  const tier = rateTierColumn(config);

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Rate Key
      </Button>
      <Overlay open={open} title="Rate Table" onClose={() => setOpen(false)}>
        {rows.length === 0 ? (
          <p>No data available</p>
        ) : (
          // Focusable so a keyboard can scroll it should the columns not fit a narrow phone.
          <div className="cb-table-wrap" tabIndex={0} role="region" aria-label="Rate Table">
            <table className="cb-table rep-rate-table">
              <caption className="cb-visually-hidden">Rate Table</caption>
              <thead>
                <tr>
                  {tier && <th scope="col">{tier}</th>}
                  <th scope="col">{REP_RATE_COLUMN}</th>
                  <th scope="col" className="cb-amount">
                    {resultLabel}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    {tier && <td>{formatCell(row.cells[tier])}</td>}
                    <td>{formatCell(row.cells[REP_RATE_COLUMN])}</td>
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
