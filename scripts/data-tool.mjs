// `npm run backup|restore|move-to-postgres -- …`: builds the backend when it is missing or stale
// (Nx caches the rest), then runs the tool (backend/src/backup/cli.ts) with the arguments given.
import { env, must, run } from './run.mjs';

await must('npx', ['nx', 'run', '@commissionbee/backend:build', '--outputStyle=static'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.exit(
  await run(process.execPath, ['backend/dist/backup/cli.js', ...process.argv.slice(2)], { env }),
);
