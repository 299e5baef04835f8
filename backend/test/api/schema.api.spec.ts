// The migrations and the entities must describe the same schema: after migrating, TypeORM's
// schema builder has nothing left to change. A new column without a migration fails here. And
// the row types repositories read (src/database/schema.generated.ts) are those of this schema.
import { readFileSync } from 'node:fs';
import { getMetadataArgsStorage } from 'typeorm';
import { SCHEMA_TYPES_FILE, schemaTypes } from '../../scripts/db-types.js';
import { row } from '../../src/database/sql.js';
import { startTestApp, type TestApp } from '../support/harness.js';

describe('schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('has no difference between the migrated database and the entities', async () => {
    const sql = await t.db.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((q) => q.query)).toEqual([]);
  });

  // No central entity list: each module registers its own (TypeOrmModule.forFeature). An entity
  // that no module registers would be left out of the comparison above: it fails here instead.
  it('loads every entity, each registered by its module', () => {
    const declared = getMetadataArgsStorage()
      .tables.filter((table) => table.type === 'regular')
      .map((table) => (table.target as { name: string }).name);
    const loaded = t.db.entityMetadatas.map((m) => (m.target as { name: string }).name);
    expect(loaded.sort()).toEqual(declared.sort());
  });

  it('has schema.generated.ts as the migrations make it (else: npm run db:types)', async () => {
    const committed = readFileSync(SCHEMA_TYPES_FILE, 'utf8');
    expect(committed).toBe(await schemaTypes(t.db));
  });

  it('answers each kind of column as schema.generated.ts types it', async () => {
    const sample = await row<Record<string, unknown>>(
      t.db,
      `SELECT 1::int8 AS int8, 1.5::numeric AS numeric, 2::int4 AS int4, true AS bool,
              '2024-01-02'::date AS date, now() AS timestamptz, '{"a":1}'::jsonb AS jsonb,
              ARRAY['x']::text[] AS text_array`,
    );
    expect(sample).toEqual({
      int8: '1',
      numeric: '1.5',
      int4: 2,
      bool: true,
      date: expect.any(Date),
      timestamptz: expect.any(Date),
      jsonb: { a: 1 },
      text_array: ['x'],
    });
  });

  it('records every migration as run', async () => {
    const ran: { name: string }[] = await t.db.query(`SELECT name FROM migrations ORDER BY id`);
    expect(ran.map((m) => m.name)).toEqual(t.db.migrations.map((m) => m.name));
  });
});
