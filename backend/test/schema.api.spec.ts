// The migrations and the entities must describe the same schema: after migrating, TypeORM's
// schema builder has nothing left to change. A new column without a migration fails here.
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

  it('records every migration as run', async () => {
    const ran: { name: string }[] = await t.db.query(`SELECT name FROM migrations ORDER BY id`);
    expect(ran.map((m) => m.name)).toEqual(t.db.migrations.map((m) => m.name));
  });
});
