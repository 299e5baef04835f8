// `npm run bench -- NAME [args]`: runs bench/NAME.mjs, which prints one JSON line of figures.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [name, ...args] = process.argv.slice(2);
const available = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && !['run.mjs', 'load.mjs'].includes(f))
  .map((f) => f.replace(/\.mjs$/, ''));
if (!name || !existsSync(join(here, `${name}.mjs`))) {
  console.error(`usage: npm run bench -- <${available.join('|')}> [args]`);
  process.exit(2);
}
process.argv = [process.argv[0], join(here, `${name}.mjs`), ...args];
await import(join(here, `${name}.mjs`));
