// @vitest-environment node
// The admin's catalogues stay complete (issue 33): the same keys and arguments in every language,
// every key used, every asked key defined; the CSV problems' English words are the validator's.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  API_SCOPES,
  newApiTokenBody,
  newWebhookBody,
  WEBHOOK_EVENTS,
} from '@commissionbee/shared/api';
import { CSV_ISSUE_CODES, CSV_PROBLEMS, type CsvProblem } from '@commissionbee/shared/csv';
import { INVALID_EMAIL_MESSAGE } from '@commissionbee/shared/email';
import { ERROR_CODES } from '@commissionbee/shared/error-codes';
import { LANGUAGE_CODES } from '@commissionbee/shared/i18n/languages';
import { createTranslator } from '@commissionbee/shared/i18n/messages';
import {
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
} from '@commissionbee/shared/password';
import {
  MAPPING_MESSAGES,
  MAPPING_PROBLEMS,
  parseRepMapping,
} from '@commissionbee/shared/rep-mapping';
import { SSO_REFUSALS } from '@commissionbee/shared/sso';
import { tokenProblem } from '../features/api/components/NewTokenForm';
import { webhookProblem } from '../features/api/components/NewWebhookForm';
import { DRAFT_PROBLEM_CODES } from '../features/calculator/lib/draft';
import { catalogueLanguages, readCatalogue } from '@commissionbee/ui/i18n/catalogue-plugin';
import {
  argumentDifferences,
  familyDifferences,
  keyDifferences,
  readSources,
  sourceFiles,
  unknownKeys,
  unusedKeys,
} from '@commissionbee/ui/i18n/catalogue-checks';

const AREA = 'admin';
const code = readSources(sourceFiles(fileURLToPath(new URL('..', import.meta.url))));
/**
 * Keys asked for by a code: an upload problem's, a refused single sign-on's, a calculator's, a
 * server refusal's (lib/errors.ts), a password rule's.
 */
const FAMILIES = {
  'csv.': CSV_ISSUE_CODES,
  'auth.sso.': Object.keys(SSO_REFUSALS),
  'calc.problem.': DRAFT_PROBLEM_CODES,
  'reps.mapping.problem.': MAPPING_PROBLEMS,
  'errors.': Object.keys(ERROR_CODES),
  'password.rule.': PASSWORD_RULES,
};

describe('the admin catalogues', () => {
  it('has a folder for every language and a language for every folder', () => {
    expect(catalogueLanguages()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s has exactly the English keys', (lang) => {
    expect(keyDifferences(AREA, lang)).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGE_CODES)('%s messages are valid ICU with the English arguments', (lang) => {
    expect(argumentDifferences(AREA, lang)).toEqual([]);
  });

  it('uses every English key in the code', () => {
    expect(unusedKeys(AREA, code, FAMILIES)).toEqual([]);
  });

  it('asks only for keys the English catalogue has', () => {
    const { asked, unknown } = unknownKeys(AREA, code);
    expect(asked).toBeGreaterThan(0);
    expect(unknown).toEqual([]);
  });

  it('has the words of every upload problem code, refused single sign-on and error code, and no others', () => {
    expect(familyDifferences(AREA, FAMILIES)).toEqual([]);
  });

  it('words each upload problem in English exactly as the validator does', () => {
    const t = createTranslator('en', readCatalogue('en', AREA));
    const made: CsvProblem[] = Object.values(CSV_PROBLEMS).flatMap((problem) =>
      typeof problem === 'function'
        ? [(problem as (...args: unknown[]) => CsvProblem)('Amount', 9), ...fieldCounts(problem)]
        : [problem],
    );
    for (const problem of made) {
      const values = Object.fromEntries(
        Object.entries(problem.params ?? {}).map(([name, value]) => [name, String(value)]),
      );
      if (problem.code === 'CSV_FIELD_COUNT')
        values.more = Number(values.found) > Number(values.expected) ? 'yes' : 'no';
      expect(t(`csv.${problem.code}`, values)).toBe(problem.message);
    }
    expect(t('csv.CSV_EMPTY', { column: 'Amount' })).toBe(CSV_PROBLEMS.empty('Amount').message);
  });

  it('words each mapping CSV problem in English exactly as the checker does', () => {
    const t = createTranslator('en', readCatalogue('en', AREA));
    const header = 'Rep Email,Employee ID,First Name,Last Name,Language';
    const files = [
      'Rep Email,Employee ID\na@x.example,1\n',
      header,
      `${header}\na@x.example,A-1,,,\nA@x.example,A-1,,,\nnope,=1,,,Klingon\n`,
      `${header}\nb@x.example,,${'x'.repeat(101)},"a\u0000b",\n`,
      `a${','.repeat(80)}`,
    ];
    const issues = files.flatMap((text) => parseRepMapping(text).issues);
    issues.push({ row: 1, column: '', code: 'tooManyRows', message: MAPPING_MESSAGES.tooManyRows });
    for (const issue of issues)
      expect(t(`reps.mapping.problem.${issue.code}`, issue.params)).toBe(issue.message);
    const server = ['unknownRep', 'employeeIdTaken'];
    expect(new Set([...issues.map((issue) => issue.code), ...server])).toEqual(
      new Set(MAPPING_PROBLEMS),
    );
    expect(t('reps.mapping.problem.employeeIdTaken', { value: 'a@x.example' })).toBe(
      MAPPING_MESSAGES.employeeIdTaken('a@x.example'),
    );
    expect(t('reps.mapping.problem.unknownRep')).toBe(MAPPING_MESSAGES.unknownRep);
  });

  it('words the password rules and a bad email in English as the shared checks do', () => {
    const t = createTranslator('en', readCatalogue('en', AREA));
    for (const rule of PASSWORD_RULES)
      expect(t(`password.rule.${rule}`, { min: PASSWORD_MIN_LENGTH })).toBe(
        PASSWORD_MESSAGES[rule],
      );
    expect(t('setup.invalidEmail')).toBe(INVALID_EMAIL_MESSAGE);
  });

  it('words the API token and webhook forms’ refusals in English as their shared schemas do', () => {
    const t = createTranslator('en', readCatalogue('en', AREA));
    const scopes = [API_SCOPES[0]];
    const events = [WEBHOOK_EVENTS[0]];
    const tokens = [
      { name: '', scopes },
      { name: 'x'.repeat(101), scopes },
      { name: 'a', scopes: [] },
    ];
    const hooks = [
      { url: 'nope', events },
      { url: `https://a.example/${'x'.repeat(2048)}`, events },
      { url: 'https://a.example/', events: [] },
    ];
    const refusals = [
      ...tokens.map((body) => [newApiTokenBody.safeParse(body), tokenProblem] as const),
      ...hooks.map((body) => [newWebhookBody.safeParse(body), webhookProblem] as const),
    ];
    for (const [parsed, problem] of refusals) {
      const issue = parsed.error!.issues[0];
      expect(t(problem(issue))).toBe(issue.message);
    }
  });

  it('words the single sign-on refusals in English as the server does', () => {
    const english = readCatalogue('en', AREA);
    for (const [refusal, message] of Object.entries(SSO_REFUSALS))
      expect(english[`auth.sso.${refusal}`]).toBe(message);
  });
});

/** The field-count problem both ways (a field too many, a field missing). */
function fieldCounts(problem: unknown): CsvProblem[] {
  return problem === CSV_PROBLEMS.fieldCount
    ? [CSV_PROBLEMS.fieldCount(11, 10), CSV_PROBLEMS.fieldCount(9, 10)]
    : [];
}
