// `npm test`: unit tests (vitest, jest), the API tests on a real database (DATABASE_URL when set,
// else PGlite) and the browser tests against the built product. Stops at the first failing stage.
import { must } from './run.mjs';

const stages = [
  ['build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']],
  [
    'unit tests',
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'test',
      '--exclude=@commissionbee/e2e',
      '--outputStyle=static',
      '--skip-nx-cache',
    ],
  ],
  ['API tests', 'npm', ['run', 'test:api', '-w', '@commissionbee/backend']],
  ['browser tests', 'npm', ['test', '-w', '@commissionbee/e2e']],
];
const only = process.argv.slice(2);
for (const [name, command, args] of stages) {
  if (only.length && !only.includes(name.split(' ')[0])) continue;
  console.log(`\n=== ${name} (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'}) ===`);
  await must(command, args);
}
console.log('\nAll test stages passed.');
