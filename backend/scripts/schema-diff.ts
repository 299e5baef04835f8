// Prints the SQL that would bring DATABASE_URL's schema in line with the entities: used to write
// migrations, and by the test that fails when entities and migrations disagree. There is no central
// entity list (each module registers its own): loading the app's modules declares every entity.
import 'reflect-metadata';
import { DataSource, getMetadataArgsStorage } from 'typeorm';
import '../src/app.module.js';
import { dataSourceOptions } from '../src/database/data-source.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const entities = getMetadataArgsStorage()
  .tables.filter((table) => table.type === 'regular')
  .map((table) => table.target);
const ds = new DataSource(dataSourceOptions({ url }, { entities }));
await ds.initialize();
if (process.argv.includes('--migrate')) await ds.runMigrations();
const sql = await ds.driver.createSchemaBuilder().log();
for (const q of sql.upQueries) console.log(q.query + ';');
await ds.destroy();
