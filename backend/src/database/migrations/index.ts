// Migrations in the order they run (ESM has no directory globbing at runtime).
import { InitialSchema1763840000000 } from './1763840000000-initial-schema.js';

export const MIGRATIONS = [InitialSchema1763840000000];
