// Drives the system Chromium (CHROME_PATH, else /usr/bin/chromium) with playwright-core.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { SEED_USERS } from '@commissionbee/shared/seed-users';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
const account = ({ email, password }: { email: string; password: string }) => ({ email, password });
export const SEED = {
  super: { email: 'super@commissionbee.local', password: 'ChangeMe-Super1' },
  admin: account(SEED_USERS.demoAdmin),
  viewer: account(SEED_USERS.demoStandard),
  legacy: account(SEED_USERS.legacyAdmin),
};
export { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';

export const baseURL = () => inject('baseURL');
const artifacts = resolve(import.meta.dirname, '..', 'artifacts');

const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const executablePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath(), headless: true, args: CHROME_ARGS });
}

/** A browser with a real profile on disk: Chromium only calls a PWA installable outside incognito. */
export async function launchPersistent(viewport = PHONE): Promise<BrowserContext> {
  const dir = mkdtempSync(join(tmpdir(), 'cb-profile-'));
  return chromium.launchPersistentContext(dir, {
    executablePath: executablePath(),
    headless: true,
    args: CHROME_ARGS,
    baseURL: baseURL(),
    viewport,
  });
}

export async function newContext(browser: Browser, viewport = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseURL(), viewport, acceptDownloads: true });
}

/** Collects uncaught page errors and dialog pop-ups: a hostile string that ran as script shows here. */
export function watchPage(page: Page): { errors: string[]; dialogs: string[] } {
  const seen = { errors: [] as string[], dialogs: [] as string[] };
  page.on('pageerror', (e) => seen.errors.push(e.message));
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  return seen;
}

export async function loginAs(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/password/i).fill(user.password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL(/\/bee/);
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** Every message the SMTP sink has received so far. */
export function caughtMail(): CaughtMail[] {
  const dir = inject('mailDir');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CaughtMail);
}

export async function api<T = unknown>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body && typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const res = await fetch(`${baseURL()}/api${path}`, { ...init, headers });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function apiToken(user: { email: string; password: string }): Promise<string> {
  const res = await api<{ token: string }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify(user),
  });
  if (res.status !== 200) throw new Error(`login failed for ${user.email}: ${res.status}`);
  return res.body.token;
}

/**
 * Creates a company and its admin through the super user, and answers the new company. The admin
 * signs in once with the temporary password (`Temp-` + theirs) and changes it to `admin.password`,
 * as the product demands of a password someone else set.
 */
export async function createCompany(
  name: string,
  admin: { email: string; password: string },
): Promise<{ id: number; name: string }> {
  const temporary = `Temp-${admin.password}`;
  const res = await api<{ company: { id: number; name: string }; admin: { id: number } }>(
    '/company/new',
    {
      method: 'POST',
      token: await apiToken(SEED.super),
      body: JSON.stringify({ name, email: admin.email, password: temporary }),
    },
  );
  if (res.status !== 201)
    throw new Error(`company/new failed: ${res.status} ${JSON.stringify(res.body)}`);
  const changed = await api(`/users/${res.body.admin.id}/password`, {
    method: 'PATCH',
    token: await apiToken({ email: admin.email, password: temporary }),
    body: JSON.stringify({ oldPassword: temporary, newPassword: admin.password }),
  });
  if (changed.status !== 200)
    throw new Error(
      `first password change failed: ${changed.status} ${JSON.stringify(changed.body)}`,
    );
  return res.body.company;
}
