// The registry mirror on our machines serves only the Linux builds of native packages, so
// `npm install` leaves the other platforms' optional packages out of package-lock.json, and
// `npm ci` then refuses the lock as out of sync. This adds those entries back with their os/cpu
// (and libc), exactly as npm writes them elsewhere, so npm skips them on this platform.
// Run after any `npm install`: node scripts/lock-platform-entries.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));

function platformOf(name) {
  const id = name.split('/').pop();
  const os = [
    'darwin',
    'win32',
    'freebsd',
    'linux',
    'android',
    'openbsd',
    'sunos',
    'aix',
    'netbsd',
  ].find((o) => id.includes(o));
  const cpu = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'arm'].find((c) =>
    id.includes(`-${c}`),
  );
  if (!os || !cpu) return null;
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [id.includes('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const at = path === '' ? `node_modules/${dep}` : `${path}/node_modules/${dep}`;
    if (lock.packages[at] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[`node_modules/${dep}`] = {
      version: version.replace(/^[\^~=]/, ''),
      ...platform,
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} other-platform optional entries`);
