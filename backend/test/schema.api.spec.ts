// The migrations and the entities must describe the same schema: after migrating, TypeORM's
// schema builder has nothing left to change. A new column without a migration fails here.
import { getMetadataArgsStorage } from 'typeorm';
import { startTestApp, type TestApp } from './harness.js';

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

  it('records every migration as run', async () => {
    const ran: { name: string }[] = await t.db.query(`SELECT name FROM migrations ORDER BY id`);
    expect(ran.map((m) => m.name)).toEqual(t.db.migrations.map((m) => m.name));
  });
});
