// TypeORM options for both databases: a PostgreSQL server (DATABASE_URL) or the embedded PGlite,
// which is reached through PGlite's own adapter for the pg driver so the code path is the same.
// No entity list here: each feature module registers its own (TypeOrmModule.forFeature) and the
// app loads them (autoLoadEntities, app.module.ts). The data tools only run migrations, which need
// none; scripts/schema-diff.ts gathers the entities by loading the app's modules.
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';

export function dataSourceOptions(
  target: { url: string; statementTimeoutMs?: number } | { pglite: PGlite },
  overrides: Partial<DataSourceOptions> = {},
): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    migrations: MIGRATIONS,
    migrationsRun: false,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    // TypeORM's own error log prints every failed query with its parameters, whatever LOG_LEVEL
    // says: view keys, emails and whole chunks of pay data. Failures reach the global exception
    // filter, which logs them without parameters.
    logging: false,
  };
  if ('url' in target) {
    return {
      ...common,
      url: target.url,
      poolSize: 20,
      connectTimeoutMS: 5_000,
      // Requests fail cleanly while the server is away and recover once it is back.
      extra: {
        idleTimeoutMillis: 30_000,
        connectionTimeoutMillis: 5_000,
        // No request query may hold a connection and a core for long (issue 11); uploads lift
        // it in their own transaction (SET LOCAL). PGlite cannot interrupt a query: there the
        // search and paging caps (ledger/ledger-records.repository.ts) bound the work instead.
        ...(target.statementTimeoutMs ? { statement_timeout: target.statementTimeoutMs } : {}),
      },
      ...overrides,
    } as DataSourceOptions;
  }
  return {
    ...common,
    // One PGlite session: pool of one, and a bounded wait for it instead of a hang.
    extra: { ...createPgConfig(target.pglite), connectionTimeoutMillis: 30_000 },
    poolSize: 1,
    connectTimeoutMS: 30_000,
    ...overrides,
  } as DataSourceOptions;
}
