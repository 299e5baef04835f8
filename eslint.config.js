// One ESLint config for the whole monorepo: typescript-eslint with type-aware rules that catch
// real bugs (floating promises, misused promises), React hooks rules for the two apps, and the
// import boundaries that keep the shape (bulletproof-react's zones).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const APPS = ['admin-web', 'rep-pwa', 'backend'];
const FRONT_ENDS = ['admin-web', 'rep-pwa'];
/** An app's layers that features build on; they import neither a feature nor the app shell. */
const SHARED_LAYERS = '{lib,components,hooks,config,session}';

/**
 * The backend's base folders: what every feature builds on. They import no feature folder and not
 * the composition root (app.module, app.factory, main); features may import them and each other.
 * docs/architecture.md "Layers" says which folder is which and why.
 */
const BACKEND_BASE = ['config', 'database', 'common', 'queue', 'auth', 'outbound'];
const BACKEND_FEATURES = readdirSync(new URL('./backend/src', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !BACKEND_BASE.includes(entry.name))
  .map((entry) => entry.name);
/** The SQL helpers of backend/src/database/sql.ts: only a repository runs SQL. */
const SQL_HELPERS = ['row', 'rows', 'exec', 'affected'];

const any = (names) => names.join('|');
/** Importing `names` by a relative path (…/rep-pwa/…) or by package name (@commissionbee/rep-pwa). */
const reaching = (names, message) => ({
  regex: `(^|/)(${any(names)})(/|$)|^@commissionbee/(${any(names)})(/|$)`,
  message,
});
const otherApps = (app) =>
  reaching(
    APPS.filter((other) => other !== app),
    'Apps do not import each other: move what both need to libs/.',
  );
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Import boundaries, written as no-restricted-imports patterns per folder (eslint-plugin-import is
 * not installed): apps do not import each other, libs import no app, an app's shared layers import
 * no feature, and features do not import each other — shared pieces go to the app's
 * components/lib/hooks or to libs, and screens are composed in src/app. A file `depth` folders
 * below features/<name>/ reaches another feature with exactly depth + 1 `../` followed by a name
 * other than its own. Each block repeats the app rule because the last matching block's options win.
 */
function importBoundaries() {
  const blocks = APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx,js,mjs}`],
    rules: restrict([otherApps(app)]),
  }));
  blocks.push({
    files: ['libs/**/*.{ts,tsx,js,mjs}'],
    rules: restrict([reaching(APPS, 'libs/ import no app: apps import libs, never the reverse.')]),
  });
  blocks.push({
    files: [`backend/src/{${BACKEND_BASE.join(',')}}/**/*.ts`],
    rules: restrict([
      otherApps('backend'),
      {
        regex: `^(\\.\\./)+(${any(BACKEND_FEATURES)})(/|$)|^(\\.\\./)+(app\\.module|app\\.factory|main)(\\.js)?$`,
        message: `The backend's base (${BACKEND_BASE.join(', ')}) imports no feature: move what both need down into the base or libs/shared, or let the feature provide it (an abstract class the base declares, as auth/auth-events.ts).`,
      },
    ]),
  });
  for (const app of FRONT_ENDS) {
    blocks.push({
      files: [`${app}/src/${SHARED_LAYERS}/**/*.{ts,tsx}`],
      rules: restrict([
        otherApps(app),
        {
          regex: '(^|/)(features|app)/',
          message:
            'Shared code imports no feature and not the app shell: code flows libs → features → app.',
        },
      ]),
    });
    for (const feature of readdirSync(new URL(`./${app}/src/features`, import.meta.url))) {
      for (let depth = 0; depth <= 3; depth += 1) {
        blocks.push({
          files: [`${app}/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
          rules: restrict([
            otherApps(app),
            {
              regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./|${feature}(/|$))|(^|/)features/`,
              message: `Features do not import each other: move what '${feature}' shares to src/components, src/lib, src/hooks or libs/, or compose the screens in src/app.`,
            },
          ]),
        });
      }
    }
  }
  return blocks;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-scripts/**',
      '**/.data/**',
      '**/.nx/**',
      '**/coverage/**',
      'e2e/artifacts/**',
      '**/*.d.ts',
      '**/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    files: ['admin-web/**/*.{ts,tsx}', 'rep-pwa/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // No `any` travels through the server: TypeORM's query() answers `any`, so a query outside
    // the typed helpers of backend/src/database/sql.ts fails here the moment its answer is used.
    // (These rules read libs/shared's built types: `npm run lint` builds libs/shared first.)
    files: ['backend/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
    },
  },
  {
    // SQL lives in repositories: a service, controller or guard that calls query() itself fails.
    // The exceptions work below the tables: the typed helpers, the pg-boss adapter, COPY, and the
    // backup tools that read the catalog and copy whole databases.
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/**/*.repository.ts',
      'backend/src/**/*.spec.ts',
      'backend/src/database/sql.ts',
      'backend/src/database/migrations/**',
      'backend/src/queue/pool-db.ts',
      'backend/src/database/copy-in.ts',
      'backend/src/backup/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message:
            "SQL belongs in the table's repository (<table>.repository.ts), through database/sql.ts.",
        },
      ],
    },
  },
  {
    // The typed SQL helpers (row, rows, exec, affected) run SQL: only a table's repository imports
    // them (the seed's own SQL is in seed/seed.repository.ts). `type Db` stays importable anywhere.
    // A rule of its own (typescript-eslint's copy of no-restricted-imports), so the import zones'
    // options and these do not override each other. database/ holds the helpers and their spec;
    // backup/ copies whole databases below the tables (as the query() rule above allows).
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.repository.ts', 'backend/src/database/**', 'backend/src/backup/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)database/sql(\\.js)?$',
              importNames: SQL_HELPERS,
              message:
                "SQL runs in the table's repository (<table>.repository.ts): call its method instead.",
            },
          ],
        },
      ],
    },
  },
  {
    // The apps call routes through the client with the generated, schema-free route table
    // (contracts/routes.ts): importing an area's contracts would put its schemas, and zod, in the
    // bundle. Types may still come from the areas.
    files: ['admin-web/src/**/*.{ts,tsx}', 'rep-pwa/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/test/**', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@commissionbee/shared/contracts/(?!routes$|client$)',
              allowTypeImports: true,
              message:
                'Take routes from @commissionbee/shared/contracts/routes (schema-free); import only types from an area.',
            },
          ],
        },
      ],
    },
  },
  ...importBoundaries(),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
      },
    },
  },
);
