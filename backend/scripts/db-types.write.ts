// `npm run db:types -w @commissionbee/backend`: migrates a fresh in-memory PGlite and writes
// src/database/schema.generated.ts from its catalog. A jest file (project db-types, which no other
// command selects) because jest's swc transform is how this repository runs TypeScript and loads
// the migrations; it takes about half a minute.
import { writeFileSync } from 'node:fs';
import { SCHEMA_TYPES_FILE, schemaTypes, withMigratedPGlite } from './db-types.js';

it('writes schema.generated.ts from the migrated schema', async () => {
  writeFileSync(SCHEMA_TYPES_FILE, await withMigratedPGlite(schemaTypes));
});
