// `npm start`: build whatever is missing or stale (Nx caches the rest), then serve everything on
// one port: the API under /api, the rep PWA on its routes and the admin SPA everywhere else.
import { spawn } from 'node:child_process';
import { env, must } from './run.mjs';

await must('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
const server = spawn(process.execPath, ['backend/dist/main.js'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
