// NestJS 12 is ESM-only: jest runs the TypeScript through @swc/jest as ES modules
// (NODE_OPTIONS=--experimental-vm-modules, see ../shared TOOLING notes).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.(t|j)s$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)',
  ],
  moduleNameMapper: {
    '^@commissionbee/shared/(.*?)(\\.js)?$': '<rootDir>/../libs/shared/src/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  // Per-project testTimeout is ignored by jest; set it once here. API tests boot a whole app, and
  // on a loaded 2-core CI machine (two workers) a start once took most of a minute.
  testTimeout: 120_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    // `npm run db:types` (scripts/db-types.write.ts): not a test, so no test command selects it.
    { ...common, displayName: 'db-types', testMatch: ['<rootDir>/scripts/db-types.write.ts'] },
    // Services on the real app's container and database, without HTTP (test/support/medium.ts).
    {
      ...common,
      displayName: 'medium',
      testMatch: ['<rootDir>/test/medium/**/*.medium.spec.ts'],
      globalSetup: '<rootDir>/test/support/build-shared.mjs',
      globalTeardown: '<rootDir>/test/support/run-teardown.mjs',
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.api.spec.ts'],
      globalSetup: '<rootDir>/test/support/build-shared.mjs',
      globalTeardown: '<rootDir>/test/support/run-teardown.mjs',
    },
  ],
};
