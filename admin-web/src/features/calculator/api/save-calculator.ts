// POST /bee/calculator {data: config}: saves the whole config; the server answers what it stored.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { calculator } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export async function saveCalculator(config: CalculatorConfig): Promise<CalculatorConfig> {
  const saved = await client.call(calculator.save, { body: { data: config } });
  return saved && typeof saved === 'object' ? saved : config;
}

export function useSaveCalculator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCalculator,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.calculator, saved),
  });
}

/** The config with one hidden input's value replaced. */
export function withHiddenValue(
  config: CalculatorConfig,
  inputId: string,
  value: number,
): CalculatorConfig {
  return {
    ...config,
    inputs: (config.inputs ?? []).map((input) =>
      input.id === inputId ? { ...input, hardcodedValue: value } : input,
    ),
  };
}
