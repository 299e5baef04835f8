// `npm run screens`: starts the built product (own port, own DATA_DIR, demo seed) and writes
// screenshots of the main screens, phone (390×844) and desktop (1280×800), light and dark, into
// docs/screens/ (or `--out DIR`). `--no-build` skips the build step (Nx would skip fresh builds
// anyway, but asking it costs a few seconds). `--newcomer` writes only the newcomer's walk-through
// (issue 27: the first-run page, the new company's first screen, a dead link, an admin's preview)
// at 320, 390 and 1280 px.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { env, must } from './run.mjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = resolve(outIndex >= 0 ? args[outIndex + 1] : join(root, 'docs', 'screens'));

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const NEWCOMER_VIEWPORTS = { small: { width: 320, height: 640 }, ...VIEWPORTS };
const NEWCOMER = {
  company: 'Sunrise Roofing',
  email: 'owner@sunrise.example',
  password: 'Sunrise-Owner-1',
};
const THEMES = ['light', 'dark'];
const ADMIN = { email: 'admin@demosolar.example', password: 'DemoAdmin-2024' };

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function waitForHealth(base, child) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the product did not become healthy within 2 minutes');
}

/** Waits for fonts and pending animations so a picture never catches a half-drawn screen. */
async function settle(page) {
  await page.evaluate(() => globalThis.document.fonts.ready);
  await page.waitForTimeout(250);
}

async function shoot(page, name) {
  await settle(page);
  const file = join(out, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`  ${file}`);
}

async function repScreens(context, suffix) {
  const page = await context.newPage();
  await page.goto('/demo');
  await page.waitForURL(/\/bee\/dash$/);
  await page.getByRole('heading', { name: 'Dash', level: 1 }).waitFor();
  await shoot(page, `rep-dash-${suffix}`);

  const tab = (name) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  await tab('Paychecks').click();
  await page.getByRole('heading', { name: 'Paychecks', level: 1 }).waitFor();
  await shoot(page, `rep-paychecks-${suffix}`);

  // The newest dated paycheck (its accessible name starts with the month, e.g. "Nov 14 …").
  await page
    .locator('main')
    .getByRole('button', { name: /^[A-Z][a-z]{2} \d{1,2}\b/ })
    .first()
    .click();
  await page.waitForURL(/\/bee\/paycheck$/);
  await shoot(page, `rep-paycheck-${suffix}`);

  await tab('Customers').click();
  await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
  await shoot(page, `rep-customers-${suffix}`);
  await page.close();
}

async function adminScreens(context, suffix) {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(ADMIN.email);
  await page.getByLabel(/password/i).fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL(/\/bee/);

  await page.goto('/bee/ledger');
  await page.getByRole('table').first().waitFor();
  await shoot(page, `admin-ledger-${suffix}`);

  await page.goto('/bee/upload');
  await page.getByText('Select a CSV file to import').first().waitFor();
  await shoot(page, `admin-upload-${suffix}`);

  await page.goto('/bee/portals');
  await page.getByRole('table').first().waitFor();
  await shoot(page, `admin-email-center-${suffix}`);

  // The back office and the integrators' screen (each waits for its first table).
  for (const [path, name] of [
    ['/bee/reps', 'reps'],
    ['/bee/activity', 'activity'],
    ['/bee/payroll', 'payroll'],
    ['/bee/api', 'api'],
  ]) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page
      .getByRole('table')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => {}); // an empty screen (no tokens yet) has no table: shoot its empty state
    await shoot(page, `admin-${name}-${suffix}`);
  }
  await page.close();
}

/** The README's newcomer, first: /welcome open and filled in, before any company of one's own. */
async function welcomeScreen(context, suffix) {
  const page = await context.newPage();
  await page.goto('/welcome');
  await page.getByRole('heading', { name: 'Create your company' }).waitFor();
  await page.getByLabel('Company Name').fill(NEWCOMER.company);
  await page.getByLabel('Your Email').fill(NEWCOMER.email);
  await page.getByLabel('Password').fill(NEWCOMER.password);
  await shoot(page, `newcomer-welcome-${suffix}`);
  await page.close();
}

/** Then, with the company made: its first screen, a dead link's page and an admin's preview. */
async function newcomerScreens(context, suffix, base) {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(NEWCOMER.email);
  await page.getByLabel(/password/i).fill(NEWCOMER.password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL(/\/bee/);
  await page.goto('/bee/upload');
  await page.getByText('Select a CSV file to import').first().waitFor();
  await shoot(page, `newcomer-first-upload-${suffix}`);

  await page.evaluate(() => globalThis.localStorage.clear());
  await page.goto('/bee/view/a-link-that-was-rotated-away-000000000000');
  await page.getByRole('button', { name: 'Email me a new link' }).waitFor();
  await shoot(page, `newcomer-dead-link-${suffix}`);

  const login = await post(base, '/api/auth/login', ADMIN);
  const preview = await post(
    base,
    '/api/bee/rep-previews',
    { email: 'liam.carter@demosolar.example' },
    login.token,
  );
  await page.goto(`/bee/view/${preview.preview_key}`);
  await page.waitForURL(/\/bee\/dash$/);
  await page.getByText(/^Previewing /).waitFor();
  await shoot(page, `admin-preview-${suffix}`);
  await page.close();
}

async function post(base, path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

if (!args.includes('--no-build')) {
  await must('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
}
mkdirSync(out, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'cb-screens-'));
const port = await freePort();
const base = `http://localhost:${port}`;
const product = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  env: {
    ...env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: join(work, 'data'),
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let browser;
try {
  await waitForHealth(base, product);
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const newcomer = args.includes('--newcomer');
  const each = async (viewports, shots) => {
    for (const [device, viewport] of Object.entries(viewports)) {
      for (const theme of THEMES) {
        console.log(`${device}, ${theme}:`);
        const context = await browser.newContext({
          baseURL: base,
          viewport,
          deviceScaleFactor: 1,
          colorScheme: theme,
          reducedMotion: 'reduce',
        });
        await shots(context, `${device}-${theme}`);
        await context.close();
      }
    }
  };
  if (newcomer) {
    await each(NEWCOMER_VIEWPORTS, welcomeScreen);
    await post(base, '/api/setup/company', {
      company_name: NEWCOMER.company,
      email: NEWCOMER.email,
      password: NEWCOMER.password,
    });
    await each(NEWCOMER_VIEWPORTS, (context, suffix) => newcomerScreens(context, suffix, base));
  } else {
    await each(VIEWPORTS, async (context, suffix) => {
      await repScreens(context, suffix);
      await adminScreens(context, suffix);
    });
  }
} finally {
  await browser?.close();
  product.kill('SIGTERM');
  await new Promise((r) => (product.exitCode !== null ? r() : product.once('exit', r)));
  rmSync(work, { recursive: true, force: true });
}
