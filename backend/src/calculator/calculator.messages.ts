// What the calculator routes answer when they refuse (what a formula may say is checked, and
// worded, by the shared engine in libs/shared/src/calculator.ts; a config's shape by its body
// schema in libs/shared/src/contracts/calculator.ts).
import { CALCULATOR_BODY_MESSAGES } from '@commissionbee/shared/contracts/calculator';

export const CALCULATOR_MESSAGES = {
  noData: 'No data found.',
  ...CALCULATOR_BODY_MESSAGES,
} as const;
