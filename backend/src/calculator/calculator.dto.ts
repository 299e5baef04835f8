// The shape of a calculator config as an admin saves it (spec §3 Calculator config). Only the
// shape is checked here; what a formula may say is checked by the shared engine.
import { z } from 'zod';
import { CALCULATOR_MESSAGES } from './calculator.messages.js';

const MAX_INPUTS = 50;
const MAX_RATE_ROWS = 200;
const MAX_RATE_COLUMNS = 20;

// Admin clients may send null for a field they left blank; it is stored as absent.
const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v ?? undefined);

const cell = z.union([z.string().max(200), z.number().finite()]);

const rateRow = z
  .record(z.string().min(1).max(100), cell)
  .refine((row) => Object.keys(row).length <= MAX_RATE_COLUMNS, {
    message: CALCULATOR_MESSAGES.tooManyColumns(MAX_RATE_COLUMNS),
  });

const input = z.object({
  id: z.string().min(1).max(64),
  label: z.string().max(200),
  units: text(20),
  placeholder: text(200),
  isHardcoded: z
    .boolean()
    .nullish()
    .transform((v) => v ?? undefined),
  hardcodedValue: z.union([z.number().finite(), z.string().max(50)]).nullish(),
});

export const calculatorConfigSchema = z.object({
  title: text(200),
  buttonText: text(100),
  resultLabel: text(200),
  result_units: text(20),
  operation: text(5_000),
  lookupTable: z
    .array(rateRow)
    .max(MAX_RATE_ROWS, CALCULATOR_MESSAGES.tooManyRows(MAX_RATE_ROWS))
    .nullish()
    .transform((v) => v ?? undefined),
  lookupTableColumns: z
    .array(z.string().min(1).max(100))
    .max(MAX_RATE_COLUMNS)
    .nullish()
    .transform((v) => v ?? undefined),
  lookupTableOperation: text(5_000),
  lookupTableResultColumn: z
    .object({ label: z.string().max(100), units: text(20) })
    .nullish()
    .transform((v) => v ?? undefined),
  inputs: z
    .array(input)
    .max(MAX_INPUTS, CALCULATOR_MESSAGES.tooManyInputs(MAX_INPUTS))
    .nullish()
    .transform((v) => v ?? undefined),
});

export const saveCalculatorBody = z.object({ data: calculatorConfigSchema });
export type SaveCalculatorBody = z.infer<typeof saveCalculatorBody>;
