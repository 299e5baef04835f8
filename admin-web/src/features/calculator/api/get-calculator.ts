// GET /bee/calculator: the company's calculator config, or null when it has none (404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasErrorCode } from '@commissionbee/shared/api-client';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { calculator } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export async function getCalculator(): Promise<CalculatorConfig | null> {
  try {
    // Spec §7: older servers answer an array whose first item is the config.
    const answer: CalculatorConfig | CalculatorConfig[] | null = await client.call(calculator.get);
    const config = Array.isArray(answer) ? answer[0] : answer;
    return config && typeof config === 'object' ? config : null;
  } catch (error) {
    if (hasErrorCode(error, 'CALCULATOR_NOT_FOUND')) return null;
    throw error;
  }
}

export const calculatorQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.calculator, queryFn: getCalculator });

export const useCalculator = () => useQuery(calculatorQueryOptions());
