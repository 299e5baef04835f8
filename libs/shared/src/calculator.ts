// The what-if calculator's formula engine (spec §2 Calculator, §3 Calculator config).
// Formulas are admin-written data run in every rep's browser, so they go through expr-eval with a
// cut-down grammar, and every name a formula uses is checked against the config before it runs.
import { Parser, type Expression, type Value, type Values } from 'expr-eval-fork';
import type { CalculatorConfig, CalculatorInput } from './types.js';

export const NO_OPERATION_MESSAGE = 'No operation defined in calculator configuration';
/** The rate column `lookup(value)` reads by default, and the one the rep's Rate Key shows. */
export const REP_RATE_COLUMN = 'Rep Commission %';
export const CALCULATOR_FUNCTIONS = [
  'min',
  'max',
  'round',
  'roundTo',
  'floor',
  'ceil',
  'abs',
  'if',
  'lookup',
] as const;

export interface CalculatorResult {
  commission: number;
  commissionPct: number | null;
}

/** A rate-table cell computed by lookupTableOperation: rounded up to cents, or why there is none. */
export type CalculatedCell = number | 'Error' | 'N/A';

export interface RateTableRow {
  cells: Record<string, string | number>;
  calculated: CalculatedCell;
}

/**
 * Every way the engine refuses a config or a formula: a stable code the apps word in the reader's
 * language, with the values the words need. The English message stays on the error itself.
 */
export const CALCULATOR_PROBLEM_CODES = [
  'noOperation',
  'noNumber',
  'inputsNotList',
  'tableNotList',
  'inputIdInvalid',
  'inputIdReserved',
  'inputIdTwice',
  'hiddenNotNumber',
  'columnsSameVariable',
  'columnClashes',
  'lookupNoRows',
  'lookupNoColumns',
  'tierNotNumber',
  'lookupNeedsNumber',
  'noRateColumn',
  'columnNotQuoted',
  'noSuchColumn',
  'tableEmpty',
  'rowNoTier',
  'rowNoRate',
  'unknownName',
  'assignsOther',
  'notAllowed',
  'formulaNotText',
  'formulaError',
] as const;
export type CalculatorProblemCode = (typeof CALCULATOR_PROBLEM_CODES)[number];

/** Which formula a problem is in: the main one ('operation') or the rate table's. */
type Formula = 'operation' | 'rate table operation';

export class CalculatorProblem extends Error {
  constructor(
    readonly code: CalculatorProblemCode,
    message: string,
    readonly params: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'CalculatorProblem';
  }
}

/** Any error thrown by the engine as a problem; the formula library's own as 'formulaError'. */
export function calculatorProblemOf(error: unknown): CalculatorProblem {
  if (error instanceof CalculatorProblem) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new CalculatorProblem('formulaError', message, { detail: message });
}

const formulaParam = (what: Formula) => (what === 'operation' ? 'operation' : 'rateTable');

export type ValidationResult =
  | { ok: true }
  | { ok: false; message: string; code: CalculatorProblemCode; params: Record<string, string> };

type Scope = Values;
type Row = Record<string, string | number>;
interface Token {
  type: string;
  value: unknown;
}

const RESULT_NAMES = ['commission', 'commissionPct'];
const UNARY_OPS = ['-', '+', 'abs', 'ceil', 'floor', 'round', 'not'];
const BINARY_OPS = [
  '+',
  '-',
  '*',
  '/',
  '%',
  '^',
  '==',
  '!=',
  '<',
  '>',
  '<=',
  '>=',
  'and',
  'or',
  '=',
];
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
// expr-eval refuses such names at run time; refusing them on save gives the admin a clearer message.
const PROTOTYPE_NAME = /^__proto__|prototype|constructor$/;

/** Rounds to cents, half away from zero (the admin's test result). */
export function roundTo2(x: number): number {
  const c = cents(x);
  return noNegativeZero((Math.sign(c) * Math.round(Math.abs(c))) / 100);
}

/** Rounds up to cents (rate-table calculated values). */
export function ceilTo2(x: number): number {
  return noNegativeZero(Math.ceil(cents(x)) / 100);
}

/**
 * The variable a rate-table column goes by in lookupTableOperation: runs of characters other than
 * letters, digits and _ become one _, with none at either end ('Rep Commission %' → Rep_Commission,
 * 'PPW Tier' → PPW_Tier); a leading digit gets a _ in front. Null when nothing usable remains.
 */
export function columnVariable(column: string): string | null {
  const name = column.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  if (!name) return null;
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

/**
 * Runs `operation` with the config's inputs (hidden ones take hardcodedValue; empty or non-numeric
 * values count as 0). Commission is what the operation assigns to `commission`, or else its value.
 */
export function evaluateCalculator(
  config: CalculatorConfig,
  values: Record<string, unknown>,
): CalculatorResult {
  const source = text(config.operation);
  if (!source) throw new CalculatorProblem('noOperation', NO_OPERATION_MESSAGE);
  const scope = inputScope(config, values);
  const expr = compile(source, makeParser(config), Object.keys(scope), 'operation');
  const value: unknown = expr.evaluate(scope);
  const commission = 'commission' in scope ? scope.commission : value;
  if (!isFiniteNumber(commission)) {
    throw new CalculatorProblem(
      'noNumber',
      'The operation did not produce a number for commission',
    );
  }
  const pct = scope.commissionPct;
  return { commission, commissionPct: isFiniteNumber(pct) ? pct : null };
}

/**
 * The rate table with lookupTableOperation run on each row (its columns as variables, see
 * columnVariable, plus the inputs). 'N/A' when there is no operation or a cell it uses is blank or
 * not a number; 'Error' when it fails or does not give a finite number.
 */
export function lookupTableRows(
  config: CalculatorConfig,
  values: Record<string, unknown>,
): RateTableRow[] {
  const rows = tableRows(config);
  const source = text(config.lookupTableOperation);
  if (!source) return rows.map((cells) => ({ cells, calculated: 'N/A' }));
  const inputs = inputScope(config, values);
  const columns = columnVariables(config);
  let expr: Expression;
  try {
    const variables = [...Object.keys(inputs), ...columns.keys()];
    expr = compile(source, makeParser(config), variables, 'rate table operation');
  } catch {
    return rows.map((cells) => ({ cells, calculated: 'Error' }));
  }
  const used = new Set(expr.variables());
  return rows.map((cells) => ({
    cells,
    calculated: calculateRow(expr, cells, inputs, columns, used),
  }));
}

/** The server's check on save: ids, formulas and the rate table a formula relies on. */
export function validateCalculatorConfig(config: CalculatorConfig): ValidationResult {
  try {
    checkConfig(config);
    return { ok: true };
  } catch (error) {
    const { code, message, params } = calculatorProblemOf(error);
    return { ok: false, message, code, params };
  }
}

function checkConfig(config: CalculatorConfig): void {
  if (config.inputs !== undefined && !Array.isArray(config.inputs)) {
    throw new CalculatorProblem('inputsNotList', 'Calculator inputs must be a list');
  }
  const ids = new Set<string>();
  for (const input of config.inputs ?? []) checkInput(input, ids);
  if (config.lookupTable !== undefined && !Array.isArray(config.lookupTable)) {
    throw new CalculatorProblem('tableNotList', 'The rate table must be a list of rows');
  }
  const parser = makeParser(config);
  const symbols: string[] = [];
  const operation = formulaText(config.operation, 'operation');
  if (operation) {
    symbols.push(...compile(operation, parser, [...ids], 'operation').symbols());
  }
  const rateOperation = formulaText(config.lookupTableOperation, 'rate table operation');
  if (rateOperation) {
    const variables = [...ids, ...checkColumnVariables(config, ids)];
    symbols.push(...compile(rateOperation, parser, variables, 'rate table operation').symbols());
  }
  if (symbols.includes('lookup')) checkLookupTable(config);
}

function checkInput(input: CalculatorInput, ids: Set<string>): void {
  const id: unknown = input?.id;
  if (typeof id !== 'string' || !IDENTIFIER.test(id)) {
    throw new CalculatorProblem(
      'inputIdInvalid',
      `Input id '${String(id)}' must start with a letter or _ and contain only letters, digits and _`,
      { id: String(id) },
    );
  }
  if (isReserved(id)) {
    throw new CalculatorProblem('inputIdReserved', `Input id '${id}' is a reserved name`, { id });
  }
  if (ids.has(id)) {
    throw new CalculatorProblem('inputIdTwice', `Input id '${id}' is used by more than one input`, {
      id,
    });
  }
  const hidden = input.hardcodedValue;
  if (input.isHardcoded && hidden != null && hidden !== '' && cellNumber(hidden) === null) {
    const label = input.label || id;
    throw new CalculatorProblem('hiddenNotNumber', `Hidden value '${label}' must be a number`, {
      label,
    });
  }
  ids.add(id);
}

function checkColumnVariables(config: CalculatorConfig, ids: Set<string>): string[] {
  const seen = new Map<string, string>();
  for (const column of tableColumns(config)) {
    const name = columnVariable(column);
    if (name === null) continue;
    const other = seen.get(name);
    if (other !== undefined) {
      throw new CalculatorProblem(
        'columnsSameVariable',
        `Rate table columns '${other}' and '${column}' both become variable ${name}`,
        { other, column, name },
      );
    }
    if (ids.has(name) || isReserved(name)) {
      throw new CalculatorProblem(
        'columnClashes',
        `Rate table column '${column}' (variable ${name}) clashes with another name`,
        { column, name },
      );
    }
    seen.set(name, column);
  }
  return [...seen.keys()];
}

function checkLookupTable(config: CalculatorConfig): void {
  const rows = tableRows(config);
  if (rows.length === 0) {
    throw new CalculatorProblem(
      'lookupNoRows',
      'lookup() needs a rate table with at least one row',
    );
  }
  const [threshold, rate] = lookupColumns(config);
  if (threshold === undefined || rate === undefined) {
    throw new CalculatorProblem(
      'lookupNoColumns',
      `lookup() needs a rate table with a threshold column and '${REP_RATE_COLUMN}'`,
      { rate: REP_RATE_COLUMN },
    );
  }
  for (const row of rows) {
    if (cellNumber(own(row, threshold)) === null) {
      throw new CalculatorProblem(
        'tierNotNumber',
        `Every rate table row needs a number in '${threshold}'`,
        { column: threshold },
      );
    }
  }
}

function calculateRow(
  expr: Expression,
  cells: Row,
  inputs: Scope,
  columns: Map<string, string>,
  used: Set<string>,
): CalculatedCell {
  const scope = bare<Value>(inputs);
  for (const [name, column] of columns) {
    const n = cellNumber(own(cells, column));
    if (n !== null) scope[name] = n;
    else if (used.has(name)) return 'N/A';
  }
  try {
    const value: unknown = expr.evaluate(scope);
    return isFiniteNumber(value) ? ceilTo2(value) : 'Error';
  } catch {
    return 'Error';
  }
}

/**
 * A parser that knows only the calculator's operators and functions. Every table it reads is
 * prototype-free, so names such as `constructor` or `toString` resolve to nothing.
 */
function makeParser(config: CalculatorConfig): Parser {
  const operators = bare({
    concatenate: false,
    factorial: false,
    in: false,
    array: false,
    fndef: false,
  });
  const parser = new Parser({ allowMemberAccess: false, operators });
  const tables = parser as unknown as Record<
    'unaryOps' | 'binaryOps' | 'ternaryOps' | 'functions' | 'consts',
    Record<string, unknown>
  >;
  tables.unaryOps = pick(tables.unaryOps, UNARY_OPS);
  tables.binaryOps = pick(tables.binaryOps, BINARY_OPS);
  tables.ternaryOps = pick(tables.ternaryOps, ['?']);
  tables.functions = bare({
    min: tables.functions.min,
    max: tables.functions.max,
    roundTo: tables.functions.roundTo,
    if: tables.functions.if,
    lookup: makeLookup(config),
  });
  tables.consts = bare({ true: true, false: false });
  return parser;
}

/**
 * lookup(value[, column]): the row with the greatest threshold (the first column) that is ≤ value,
 * whatever the rows' order; returns its `column` cell, by default 'Rep Commission %' (or the
 * second column when there is none). 0 when value is below every threshold.
 */
function makeLookup(config: CalculatorConfig) {
  const rows = tableRows(config);
  const columns = tableColumns(config);
  const [threshold, defaultColumn] = lookupColumns(config);
  return (value: unknown, column: unknown = defaultColumn): number => {
    if (!isFiniteNumber(value)) {
      throw new CalculatorProblem('lookupNeedsNumber', 'lookup() needs a number');
    }
    if (column === undefined) {
      throw new CalculatorProblem(
        'noRateColumn',
        `The rate table has no '${REP_RATE_COLUMN}' column`,
        { rate: REP_RATE_COLUMN },
      );
    }
    if (typeof column !== 'string') {
      throw new CalculatorProblem('columnNotQuoted', 'lookup() takes a column name in quotes');
    }
    if (!columns.includes(column)) {
      throw new CalculatorProblem('noSuchColumn', `The rate table has no column '${column}'`, {
        column,
      });
    }
    if (threshold === undefined || rows.length === 0) {
      throw new CalculatorProblem('tableEmpty', 'The rate table is empty');
    }
    let best: Row | undefined;
    let bestThreshold = -Infinity;
    for (const row of rows) {
      const t = cellNumber(own(row, threshold));
      if (t === null) {
        throw new CalculatorProblem(
          'rowNoTier',
          `A rate table row has no number in '${threshold}'`,
          { column: threshold },
        );
      }
      if (t <= value && t >= bestThreshold) [best, bestThreshold] = [row, t];
    }
    if (best === undefined) return 0;
    const result = cellNumber(own(best, column));
    if (result === null) {
      throw new CalculatorProblem(
        'rowNoRate',
        `The rate table has no number in '${column}' for ${threshold} ${bestThreshold}`,
        { column, tier: threshold, value: String(bestThreshold) },
      );
    }
    return result;
  };
}

/** Parses and refuses any name, operator or construct outside the calculator's language. */
function compile(source: string, parser: Parser, variables: string[], what: Formula): Expression {
  const expr = parser.parse(source);
  const known = [...variables, ...RESULT_NAMES];
  const language: Language = { what, names: new Set([...known, ...CALCULATOR_FUNCTIONS]), known };
  checkTokens((expr as unknown as { tokens: Token[] }).tokens, language);
  return expr;
}

interface Language {
  what: Formula;
  names: Set<string>;
  /** The variables and results a formula may name (the functions come after them in the hint). */
  known: string[];
}

function checkTokens(tokens: Token[], language: Language): void {
  const { what, names, known } = language;
  const formula = formulaParam(what);
  for (const { type, value } of tokens) {
    const name = String(value);
    if (type === 'IVAR' && !names.has(name)) {
      const [can, functions] = [known.join(', '), CALCULATOR_FUNCTIONS.join(', ')];
      throw new CalculatorProblem(
        'unknownName',
        `Unknown name '${name}' in the ${what}. It can use ${can} and ${functions}`,
        { name, formula, names: can, functions },
      );
    }
    if (type === 'IVARNAME' && !RESULT_NAMES.includes(name)) {
      throw new CalculatorProblem(
        'assignsOther',
        `The ${what} can only assign commission and commissionPct, not '${name}'`,
        { name, formula },
      );
    }
    if (type === 'IEXPR') checkTokens(value as Token[], language);
    const allowed =
      ['IVAR', 'IVARNAME', 'IEXPR', 'IFUNCALL', 'IENDSTATEMENT'].includes(type) ||
      (type === 'INUMBER' && ['number', 'string', 'boolean'].includes(typeof value)) ||
      (type === 'IOP1' && UNARY_OPS.includes(name)) ||
      (type === 'IOP2' && BINARY_OPS.includes(name)) ||
      (type === 'IOP3' && name === '?');
    if (!allowed) {
      throw new CalculatorProblem(
        'notAllowed',
        `The ${what} uses '${name}', which is not allowed`,
        {
          name,
          formula,
        },
      );
    }
  }
}

function inputScope(config: CalculatorConfig, values: Record<string, unknown>): Scope {
  const scope = bare<Value>({});
  for (const input of Array.isArray(config.inputs) ? config.inputs : []) {
    const id: unknown = input?.id;
    if (typeof id !== 'string' || !IDENTIFIER.test(id) || isReserved(id)) continue;
    const raw = input.isHardcoded ? input.hardcodedValue : own(values, id);
    scope[id] = cellNumber(raw) ?? 0;
  }
  return scope;
}

function columnVariables(config: CalculatorConfig): Map<string, string> {
  const columns = new Map<string, string>();
  for (const column of tableColumns(config)) {
    const name = columnVariable(column);
    if (name !== null && !isReserved(name) && !columns.has(name)) columns.set(name, column);
  }
  return columns;
}

function tableRows(config: CalculatorConfig): Row[] {
  const rows = Array.isArray(config.lookupTable) ? config.lookupTable : [];
  return rows.filter((row) => typeof row === 'object' && row !== null);
}

function tableColumns(config: CalculatorConfig): string[] {
  const listed = Array.isArray(config.lookupTableColumns) ? config.lookupTableColumns : [];
  const columns = listed.length > 0 ? listed : Object.keys(tableRows(config)[0] ?? {});
  return columns.filter((column) => typeof column === 'string');
}

/**
 * The rate table's tier (threshold) column, which gives the rep's rate its meaning ('PPW Tier':
 * 3.5 → 6%); undefined when the table has none besides the rate.
 */
export function rateTierColumn(config: CalculatorConfig): string | undefined {
  const [threshold] = lookupColumns(config);
  return threshold === REP_RATE_COLUMN ? undefined : threshold;
}

/** [threshold column, default rate column]. */
function lookupColumns(config: CalculatorConfig): [string | undefined, string | undefined] {
  const columns = tableColumns(config);
  return [columns[0], columns.includes(REP_RATE_COLUMN) ? REP_RATE_COLUMN : columns[1]];
}

/** A number, or a numeric string such as ' 3.5 ', '$1,200' or '6%'; null otherwise. */
function cellNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/[\s$,%]/g, '');
  const n = trimmed === '' ? NaN : Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

function isReserved(name: string): boolean {
  return (
    RESULT_NAMES.includes(name) ||
    [...CALCULATOR_FUNCTIONS, 'not', 'and', 'or', 'true', 'false'].includes(name) ||
    PROTOTYPE_NAME.test(name) ||
    name in Object.prototype
  );
}

function own(record: object, key: string): unknown {
  return Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function formulaText(value: unknown, what: Formula): string {
  if (value != null && typeof value !== 'string') {
    throw new CalculatorProblem('formulaNotText', `The ${what} must be text`, {
      formula: formulaParam(what),
    });
  }
  return text(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

// x * 100 carries binary noise (1.1 * 100 = 110.00000000000001); cutting it to 12 significant
// digits keeps that noise from moving the result by a cent.
function cents(x: number): number {
  return Number((x * 100).toPrecision(12));
}

function noNegativeZero(x: number): number {
  return x === 0 ? 0 : x;
}

function bare<T>(entries: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

function pick(table: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return bare(Object.fromEntries(keys.map((key) => [key, table[key]])));
}
