// jest globalTeardown of the API and medium tests: drops this run's seeded templates
// (template-db.ts's seededPrefix: cb_tmpl_seeded_<CB_TEST_RUN>_…), on the server and on disk.
// Plain JavaScript: jest loads its global hooks as CommonJS-transpiled modules, which the
// backend's ES-module TypeScript is not.
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export default async function runTeardown() {
  const run = process.env.CB_TEST_RUN;
  if (!run) return;
  const prefix = `cb_tmpl_seeded_${run}_`;
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    } finally {
      await admin.end();
    }
  }
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(prefix)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
}
