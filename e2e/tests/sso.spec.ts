// Single sign-on (issue 32 §5) as a person meets it at 390 px in light mode and on a laptop in dark
// mode: the login page asks for the email,
// sends a single sign-on domain to the company's identity provider (a real oidc-provider), whose
// login and consent forms bring them back into the admin app signed in with the mapped role; a
// person in no mapped group ends on the login page with a sentence saying why.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@commissionbee/shared/api-client';
import { SSO_REFUSALS } from '@commissionbee/shared/sso';
import {
  api,
  apiToken,
  baseURL,
  launchBrowser,
  loginAs,
  newContext,
  screenshot,
  SEED,
} from '../support/browser.js';
// The one test OpenID provider, shared with the API tests (backend/test/support).
import { startOidcProvider, type TestProvider } from '../../backend/test/support/oidc-provider.js';
import {
  axeProblems,
  bodyBackground,
  LAPTOP,
  NARROW,
  PHONE_390,
  report,
  type Theme,
} from '../support/ui-checks.js';

const WAIT = 20_000;
const DOMAIN = 'sso-e2e.test';
let browser: Browser;
let idp: TestProvider;
let admin: string;

const settings = (enabled: boolean) =>
  JSON.stringify({
    issuer: idp.issuer,
    client_id: idp.clientId,
    client_secret: idp.clientSecret,
    domains: [DOMAIN],
    admin_groups: ['cb-admins'],
    standard_groups: ['cb-viewers'],
    enabled,
  });

beforeAll(async () => {
  idp = await startOidcProvider(`${baseURL()}/api/auth/sso/callback`);
  idp.accounts.set('ana', { email: `ana@${DOMAIN}`, groups: ['cb-admins'] });
  idp.accounts.set('guest', { email: `guest@${DOMAIN}`, groups: ['contractors'] });
  admin = await apiToken(SEED.admin);
  const saved = await api('/bee/sso', { method: 'PUT', token: admin, body: settings(true) });
  expect(saved.status).toBe(200);
  browser = await launchBrowser();
});
afterAll(async () => {
  await api('/bee/sso', { method: 'PUT', token: admin, body: settings(false) });
  await browser?.close();
  await idp?.close();
});

/** The login page → email → the provider's login and consent forms → back in the app. */
async function signInThroughProvider(
  login: string,
  viewport: { width: number; height: number } = PHONE_390,
  theme: Theme = 'light',
) {
  // The theme follows the system's (no stored choice): the context's color scheme.
  const context =
    theme === 'light' && viewport === PHONE_390
      ? await newContext(browser, viewport)
      : await browser.newContext({ baseURL: baseURL(), viewport, colorScheme: theme });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(`${login}@${DOMAIN}`);
  const go = page.getByRole('button', { name: 'Continue with single sign-on' });
  await go.waitFor({ timeout: WAIT });
  expect(await page.getByLabel('Password').count()).toBe(0);
  await go.click();
  await page.waitForURL((url) => url.origin === idp.issuer, { timeout: WAIT });
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: 'Continue' }).click({ timeout: WAIT });
  await page.waitForURL((url) => url.origin === baseURL(), { timeout: WAIT });
  return { context, page };
}

/** How light <body> is, 0 (black) to 255 (white). */
const lightness = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (r + g + b) / 3;
};

const CASES = [
  { label: '390 px, light', viewport: PHONE_390, theme: 'light', name: 'sso-signed-in-390' },
  { label: 'laptop, dark', viewport: LAPTOP, theme: 'dark', name: 'sso-signed-in-laptop-dark' },
] as const;

describe('single sign-on in the browser', () => {
  it.each(CASES)(
    'signs a person in through the provider with the role their group maps to ($label)',
    async ({ viewport, theme, name }) => {
      const { context, page } = await signInThroughProvider('ana', viewport, theme);
      await page.waitForURL(/\/bee/, { timeout: WAIT });
      expect(page.url()).not.toContain('sso_token');
      const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
      const me = await api<{ email: string; signed_in_with: string; admin: boolean }>('/me', {
        token: token!,
      });
      expect(me.body).toMatchObject({ email: `ana@${DOMAIN}`, signed_in_with: 'sso' });
      // An Administrator: the people screen and its single sign-on settings open.
      await page.goto('/bee/people');
      await page
        .getByRole('heading', { name: 'Single sign-on (OpenID Connect)' })
        .waitFor({ timeout: WAIT });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      const shade = lightness(await bodyBackground(page));
      if (theme === 'dark') expect(shade).toBeLessThan(100);
      else expect(shade).toBeGreaterThan(155);
      const problems = await axeProblems(page);
      expect(problems, report(problems)).toEqual([]);
      await screenshot(page, name);
      await context.close();
    },
  );

  it("wraps the test's answer at 320 px when it names a long issuer", async () => {
    const issuer =
      'https://a-very-long-identity-provider-name-for-testing.nonexistent-domain-example.invalid/realms/commissionbee-production-tenant';
    const long = JSON.stringify({ ...JSON.parse(settings(false)), issuer });
    expect((await api('/bee/sso', { method: 'PUT', token: admin, body: long })).status).toBe(200);
    const context = await newContext(browser, NARROW);
    try {
      const page = await context.newPage();
      await loginAs(page, SEED.admin);
      await page.goto('/bee/people');
      await page.getByRole('button', { name: 'Test sign-in' }).click({ timeout: WAIT });
      await page.getByText(`The issuer ${issuer} did not answer`).waitFor({ timeout: WAIT });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(NARROW.width);
      await screenshot(page, 'sso-test-long-issuer-320');
    } finally {
      await context.close();
      await api('/bee/sso', { method: 'PUT', token: admin, body: settings(true) });
    }
  });

  it('ends on the login page with a sentence for a person in no mapped group', async () => {
    const { context, page } = await signInThroughProvider('guest');
    await page.waitForURL(/\/login\?sso_error=SSO_ROLE_UNMAPPED/, { timeout: WAIT });
    await page.getByText(SSO_REFUSALS.SSO_ROLE_UNMAPPED).waitFor({ timeout: WAIT });
    await screenshot(page, 'sso-refused-390');
    await context.close();
  });
});
