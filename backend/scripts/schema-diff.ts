// Prints the SQL that would bring DATABASE_URL's schema in line with the entities: used to write
// migrations, and by the test that fails when entities and migrations disagree.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const ds = new DataSource(dataSourceOptions({ url }));
await ds.initialize();
if (process.argv.includes('--migrate')) await ds.runMigrations();
const sql = await ds.driver.createSchemaBuilder().log();
for (const q of sql.upQueries) console.log(q.query + ';');
await ds.destroy();
