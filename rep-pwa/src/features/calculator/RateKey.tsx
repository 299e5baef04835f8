import { useState } from 'react';
import { rateTierColumn, REP_RATE_COLUMN } from '@commissionbee/shared/calculator';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { Button } from '@commissionbee/ui/Button';
import { calculatedLabel, CALCULATED_COLUMN, RateTable } from '@commissionbee/ui/RateTable';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
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
  const { t } = useI18n();
  const tier = rateTierColumn(config);
  // The config's own header, else the word 'Calculated' in the rep's language.
  const calculated = calculatedLabel(config);

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('calculator.rateKey')}
      </Button>
      {/* A region, focusable, so a keyboard can scroll it should the columns not fit a phone. */}
      <RateTable
        open={open}
        onClose={() => setOpen(false)}
        title={t('calculator.rateTable')}
        config={config}
        values={values}
        columns={tier ? [tier, REP_RATE_COLUMN] : [REP_RATE_COLUMN]}
        calculatedHeader={
          calculated === CALCULATED_COLUMN ? t('calculator.calculatedColumn') : calculated
        }
        formatCell={formatCell}
        className="rep-rate-table"
        region
        labels={{
          empty: t('calculator.noRates'),
          close: t('common.close'),
          error: t('calculator.cellError'),
          notApplicable: t('calculator.cellNotApplicable'),
        }}
      />
    </>
  );
}
