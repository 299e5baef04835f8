// The calculator editor's working copy: every field as the admin typed it (text), turned into a
// config for the test run and the save, and checked by the shared engine on every change.
import {
  CALCULATOR_PROBLEM_CODES,
  validateCalculatorConfig,
  type CalculatorProblemCode,
} from '@commissionbee/shared/calculator';
import { ApiError } from '@commissionbee/shared/api-client';
import type { Translator } from '@commissionbee/shared/i18n/messages';
import type { CalculatorConfig } from '@commissionbee/shared/types';

export interface DraftInput {
  /** React's key; stays put while the admin renames the id. */
  key: number;
  id: string;
  label: string;
  units: string;
  placeholder: string;
  hidden: boolean;
  value: string;
}

export interface Draft {
  title: string;
  buttonText: string;
  resultLabel: string;
  resultUnits: string;
  operation: string;
  inputs: DraftInput[];
  columns: string[];
  rows: string[][];
  rateOperation: string;
  rateResultLabel: string;
  rateResultUnits: string;
}

/** Why a draft cannot be saved: the engine's problems and the editor's own two. */
export const DRAFT_PROBLEM_CODES = [
  ...CALCULATOR_PROBLEM_CODES,
  'formulaRequired',
  'idRequired',
] as const;
export interface DraftProblem {
  code: CalculatorProblemCode | 'formulaRequired' | 'idRequired';
  params: Record<string, string>;
}

/** The engine's problem the server answered a refused save with (400 `problem`, `params`), if any. */
export function refusedProblem(error: unknown): DraftProblem | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { problem?: unknown; params?: unknown } | null;
  const code = DRAFT_PROBLEM_CODES.find((known) => known === body?.problem);
  const params = body?.params;
  if (!code || typeof params !== 'object' || params === null) return null;
  return { code, params: params as Record<string, string> };
}

/** A problem in the admin's language (the English words are the engine's own). */
export const problemText = (t: Translator, problem: DraftProblem) =>
  t(`calc.problem.${problem.code}`, problem.params);

let nextKey = 1;
export const newInputKey = () => nextKey++;

/**
 * What a new calculator starts from: one rep input and a formula that uses it, its words in the
 * admin's language (reps see them as written; the admin can change them before saving).
 */
export function starterDraft(t: Translator): Draft {
  return {
    title: t('calc.starter.title'),
    buttonText: t('calc.starter.button'),
    resultLabel: t('calc.starter.result'),
    resultUnits: '$',
    operation: 'commission = saleAmount * rate / 100',
    inputs: [
      {
        ...blankInput(),
        id: 'saleAmount',
        label: t('calc.starter.saleAmount'),
        units: '$',
        placeholder: '10000',
      },
      {
        ...blankInput(),
        id: 'rate',
        label: t('calc.starter.rate'),
        units: '%',
        hidden: true,
        value: '5',
      },
    ],
    columns: [],
    rows: [],
    rateOperation: '',
    rateResultLabel: '',
    rateResultUnits: '',
  };
}

export function blankInput(): DraftInput {
  return {
    key: newInputKey(),
    id: '',
    label: '',
    units: '',
    placeholder: '',
    hidden: false,
    value: '',
  };
}

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function draftOf(config: CalculatorConfig): Draft {
  const columns = config.lookupTableColumns?.length
    ? [...config.lookupTableColumns]
    : Object.keys(config.lookupTable?.[0] ?? {});
  return {
    title: str(config.title),
    buttonText: str(config.buttonText),
    resultLabel: str(config.resultLabel),
    resultUnits: str(config.result_units),
    operation: str(config.operation),
    inputs: (config.inputs ?? []).map((input) => ({
      key: newInputKey(),
      id: str(input.id),
      label: str(input.label),
      units: str(input.units),
      placeholder: str(input.placeholder),
      hidden: Boolean(input.isHardcoded),
      value: str(input.hardcodedValue),
    })),
    columns,
    rows: (config.lookupTable ?? []).map((row) => columns.map((column) => str(row[column]))),
    rateOperation: str(config.lookupTableOperation),
    rateResultLabel: str(config.lookupTableResultColumn?.label),
    rateResultUnits: str(config.lookupTableResultColumn?.units),
  };
}

/** A cell or hidden value: a number when it reads as one, else the text (tiers like 'Gold'). */
function cellValue(text: string): string | number {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

export function configOf(draft: Draft): CalculatorConfig {
  const columns = draft.columns.map((column) => column.trim());
  const named = columns.filter(Boolean);
  const rows = draft.rows
    .filter((row) => row.some((cell) => cell.trim() !== ''))
    .map((row) =>
      Object.fromEntries(
        columns.flatMap((column, i) => (column ? [[column, cellValue(row[i] ?? '')]] : [])),
      ),
    );
  const rateLabel = optional(draft.rateResultLabel);
  return {
    title: optional(draft.title),
    buttonText: optional(draft.buttonText),
    resultLabel: optional(draft.resultLabel),
    result_units: optional(draft.resultUnits),
    operation: optional(draft.operation),
    inputs: draft.inputs.map((input) => ({
      id: input.id.trim(),
      label: input.label.trim(),
      units: optional(input.units),
      placeholder: input.hidden ? undefined : optional(input.placeholder),
      isHardcoded: input.hidden || undefined,
      hardcodedValue: input.hidden ? cellValue(input.value) : undefined,
    })),
    lookupTableColumns: named.length ? named : undefined,
    lookupTable: named.length && rows.length ? rows : undefined,
    lookupTableOperation: optional(draft.rateOperation),
    lookupTableResultColumn: rateLabel
      ? { label: rateLabel, units: optional(draft.rateResultUnits) }
      : undefined,
  };
}

/** Why the draft cannot be saved, as the shared engine finds it; null when it can. */
export function draftProblem(draft: Draft): DraftProblem | null {
  if (!draft.operation.trim()) return { code: 'formulaRequired', params: {} };
  if (draft.inputs.some((input) => !input.id.trim())) return { code: 'idRequired', params: {} };
  const check = validateCalculatorConfig(configOf(draft));
  return check.ok ? null : { code: check.code, params: check.params };
}
