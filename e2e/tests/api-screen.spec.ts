// The admin's API screen as an integrator's admin meets it, on a 320 px phone and a laptop: a
// token created with a scope (its secret shown once) works for a script at once, is listed with
// its last use, and stops working the moment it is revoked; a webhook endpoint is added.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, loginAs, newContext, screenshot, SEED } from '../support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function apiScreen(viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await newContext(browser, viewport)).newPage();
  // Revoking asks for confirmation (window.confirm): the admin says yes.
  page.on('dialog', (dialog) => void dialog.accept());
  await loginAs(page, SEED.admin);
  await page.goto('/bee/api');
  await page.getByRole('heading', { level: 1, name: 'API' }).waitFor();
  return page;
}

describe('API screen', () => {
  for (const viewport of [
    { width: 320, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    it(`creates, uses and revokes a token at ${viewport.width} px`, async () => {
      const page = await apiScreen(viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const tokens = page.getByRole('region', { name: 'API tokens' });
      const name = `E2E export ${viewport.width}`;
      await tokens.getByLabel('Token name').fill(name);
      await tokens.getByRole('checkbox', { name: /ledger:read/ }).check();
      await tokens.getByRole('button', { name: 'Create token' }).click();
      const secret = (await tokens.getByLabel('Your new API token.').textContent())!.trim();
      expect(secret).toMatch(/^cbk_/);
      // The page fits the screen: nothing wider than the viewport.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `api-token-secret-${viewport.width}`);

      expect((await api('/bee/uploads', { token: secret })).status).toBe(200);
      expect((await api('/bee/ledger', { method: 'POST', token: secret, body: '{}' })).status).toBe(
        403,
      );

      await tokens.getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => tokens.getByText(secret).count()).toBe(0);
      await page.reload();
      await tokens.getByRole('cell', { name, exact: true }).waitFor();
      await tokens.getByRole('button', { name: `Revoke ${name}` }).click();
      await tokens.getByText(`"${name}" was revoked.`).waitFor();
      expect((await api('/bee/uploads', { token: secret })).status).toBe(401);
      expect(errors).toEqual([]);
    });
  }

  it('adds a webhook endpoint and shows its signing secret once', async () => {
    const page = await apiScreen({ width: 390, height: 844 });
    const hooks = page.getByRole('region', { name: 'Webhooks' });
    await hooks.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/e2e-hook');
    await hooks.getByRole('checkbox', { name: /upload\.completed/ }).check();
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await hooks.getByLabel("The endpoint's signing secret.").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await hooks.getByRole('button', { name: 'Done' }).click();
    await hooks.getByText('http://127.0.0.1:9/e2e-hook').waitFor();
    await hooks.getByRole('button', { name: 'Deliveries' }).click();
    await hooks.getByText('No deliveries yet.').waitFor();
    await screenshot(page, 'api-webhooks-390');
  });
});
