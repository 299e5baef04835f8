import { useState } from 'react';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { calculatedLabel, RateTable } from '@commissionbee/ui/RateTable';
import { Toggle } from '@commissionbee/ui/Toggle';
import { InfoTooltip } from './InfoTooltip';

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
  const operation = config.lookupTableOperation?.trim();

  return (
    <>
      <Toggle checked={open} onChange={setOpen} label="Rate Table" />
      <RateTable
        open={open}
        onClose={() => setOpen(false)}
        title="Rate Lookup Table"
        config={config}
        values={values}
        columns={columnsOf(config)}
        calculatedHeader={
          <span className="calc-calculated-header">
            {calculatedLabel(config)}
            <InfoTooltip label="How is this column calculated?">
              {operation
                ? `Each row runs the rate table formula "${operation}" with that row's values and the test values entered above, rounded up to the cent.`
                : 'No rate table formula is set, so there is nothing to calculate.'}{' '}
              N/A means a value the formula needs is blank or not a number; Error means the formula
              failed for that row.
            </InfoTooltip>
          </span>
        }
      />
    </>
  );
}
