// `npm run dev`: the API with restart on change plus both Vite dev servers (hot reload), which
// proxy /api to the API. Admin SPA on http://localhost:5173, rep PWA on http://localhost:5174.
import { spawn } from 'node:child_process';
import { env, must } from './run.mjs';

await must('npx', [
  'nx',
  'run-many',
  '-t',
  'build',
  '-p',
  '@commissionbee/shared',
  '@commissionbee/backend',
  '--outputStyle=static',
]);
const children = [
  spawn(
    'npx',
    ['tsc', '-p', 'libs/shared/tsconfig.build.json', '--watch', '--preserveWatchOutput'],
    { stdio: 'inherit', env },
  ),
  spawn('npx', ['tsc', '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    stdio: 'inherit',
    env,
  }),
  spawn(
    process.execPath,
    ['--watch-path=backend/dist', '--watch-path=libs/shared/dist', 'backend/dist/main.js'],
    { stdio: 'inherit', env },
  ),
  spawn('npx', ['vite', '--port', '5173'], { cwd: 'admin-web', stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', '5174'], { cwd: 'rep-pwa', stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
