// The company's what-if calculator, and the shape of a config as an admin saves it (spec §3
// Calculator config). Only the shape is checked here; what a formula may say is checked by the
// shared engine (../calculator.ts).
import { z } from 'zod';
import { calculatorConfig } from './answers.js';
import { route } from './contract.js';

export const CALCULATOR_BODY_MESSAGES = {
  tooManyColumns: (max: number) => `A rate table row may have at most ${max} columns`,
  tooManyRows: (max: number) => `The rate table may have at most ${max} rows`,
  tooManyInputs: (max: number) => `A calculator may have at most ${max} inputs`,
} as const;
const M = CALCULATOR_BODY_MESSAGES;

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
    message: M.tooManyColumns(MAX_RATE_COLUMNS),
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
    .max(MAX_RATE_ROWS, M.tooManyRows(MAX_RATE_ROWS))
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
    .max(MAX_INPUTS, M.tooManyInputs(MAX_INPUTS))
    .nullish()
    .transform((v) => v ?? undefined),
});

export const saveCalculatorBody = z.object({ data: calculatorConfigSchema });
export type SaveCalculatorBody = z.infer<typeof saveCalculatorBody>;

export const calculator = {
  get: route({
    method: 'GET',
    path: '/bee/calculator',
    access: { roles: ['admin'], rep: true },
    tag: 'calculator',
    summary: "The company's what-if calculator",
    description:
      "Admins get their company's config; a rep key gets it only when the company has whatif-calc and " +
      "the key was granted whatif-calc (else 403). 404 'No data found.' when the company has none.",
    status: 200,
    response: calculatorConfig,
  }),
  save: route({
    method: 'POST',
    path: '/bee/calculator',
    access: { roles: ['admin'] },
    tag: 'calculator',
    summary: "Save the company's calculator config",
    description:
      'Answers the saved config; 400 with the reason when a formula names anything outside the config.',
    body: saveCalculatorBody,
    status: 200,
    response: calculatorConfig,
    errors: [400],
  }),
};
