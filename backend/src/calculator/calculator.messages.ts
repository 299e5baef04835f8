// What the calculator routes answer when they refuse (what a formula may say is checked, and
// worded, by the shared engine in libs/shared/src/calculator.ts).
export const CALCULATOR_MESSAGES = {
  noData: 'No data found.',
  tooManyColumns: (max: number) => `A rate table row may have at most ${max} columns`,
  tooManyRows: (max: number) => `The rate table may have at most ${max} rows`,
  tooManyInputs: (max: number) => `A calculator may have at most ${max} inputs`,
} as const;
