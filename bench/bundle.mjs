// Gzipped size of each app's initial JavaScript and CSS: what index.html loads before any lazy
// route (modulepreload links included). Builds the apps first when they are missing.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { 'rep-pwa': 110_000, 'admin-web': 200_000 };

function initialAssets(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return [...new Set(refs)];
}

const apps = {};
for (const [app, target] of Object.entries(TARGETS)) {
  const dist = join(root, app, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    execSync(`npx nx run-many -t build -p @commissionbee/${app}`, { cwd: root, stdio: 'inherit' });
  }
  let js = 0;
  let css = 0;
  for (const ref of initialAssets(dist)) {
    const size = gzipSync(readFileSync(join(dist, ref))).length;
    if (ref.endsWith('.js')) js += size;
    else css += size;
  }
  apps[app] = {
    initial_js_gzip_bytes: js,
    initial_css_gzip_bytes: css,
    js_target_bytes: target,
    js_ratio_to_target: +(js / target).toFixed(3),
    meets_target: js < target,
  };
}
console.log(JSON.stringify({ bench: 'bundle', ...apps }));
