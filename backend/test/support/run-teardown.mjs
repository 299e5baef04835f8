// jest globalTeardown of the API and medium tests: drops this run's seeded templates on the
// server (template-db.ts's seededPrefix: cb_tmpl_seeded_<CB_TEST_RUN>_…).
// Plain JavaScript: jest loads its global hooks as CommonJS-transpiled modules, which the
// backend's ES-module TypeScript is not.
import pg from 'pg';

export default async function runTeardown() {
  const run = process.env.CB_TEST_RUN;
  if (!run || !process.env.DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`cb_tmpl_seeded_${run}_`],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
