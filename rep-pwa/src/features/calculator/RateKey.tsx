import { useState } from 'react';
import { rateTierColumn, REP_RATE_COLUMN } from '@commissionbee/shared/calculator';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { Button } from '@commissionbee/ui/Button';
import { RateTable } from '@commissionbee/ui/RateTable';
import { formatCell } from './format';

interface RateKeyProps {
  config: CalculatorConfig;
  values: Record<string, string>;
}

/**
 * The 'Rate Key' button and its 'Rate Table' overlay: the tier each rate applies from (without
 * it the percentages mean nothing), the rep's rate and what it would pay with the values entered
 * so far; never the company's other columns.
 */
export function RateKey({ config, values }: RateKeyProps) {
  const [open, setOpen] = useState(false);
  const tier = rateTierColumn(config);

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Rate Key
      </Button>
      {/* A region, focusable, so a keyboard can scroll it should the columns not fit a phone. */}
      <RateTable
        open={open}
        onClose={() => setOpen(false)}
        title="Rate Table"
        config={config}
        values={values}
        columns={tier ? [tier, REP_RATE_COLUMN] : [REP_RATE_COLUMN]}
        formatCell={formatCell}
        className="rep-rate-table"
        region
      />
    </>
  );
}
