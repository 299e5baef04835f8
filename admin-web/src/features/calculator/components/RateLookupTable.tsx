import { useState } from 'react';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { calculatedLabel, CALCULATED_COLUMN, RateTable } from '@commissionbee/ui/RateTable';
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
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  // The config's own header, else the word 'Calculated' in the admin's language.
  const calculated = calculatedLabel(config);
  const operation = config.lookupTableOperation?.trim();

  return (
    <>
      <Toggle checked={open} onChange={setOpen} label={t('calc.rateTable.switch')} />
      <RateTable
        open={open}
        onClose={() => setOpen(false)}
        title={t('calc.rateTable.title')}
        config={config}
        values={values}
        columns={columnsOf(config)}
        calculatedHeader={
          <span className="calc-calculated-header">
            {calculated === CALCULATED_COLUMN ? t('calc.rateTable.calculated') : calculated}
            <InfoTooltip label={t('calc.rateTable.how')}>
              {operation
                ? t('calc.rateTable.howFormula', { formula: operation })
                : t('calc.rateTable.howNone')}{' '}
              {t('calc.rateTable.howCells')}
            </InfoTooltip>
          </span>
        }
        labels={{
          empty: t('calc.rateTable.empty'),
          close: t('ui.close'),
          error: t('calc.rateTable.error'),
          notApplicable: t('calc.rateTable.notApplicable'),
        }}
      />
    </>
  );
}
