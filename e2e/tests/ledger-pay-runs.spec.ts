// The admin ledger during pay runs (issue 29 §2): with review on, a line a revision of a published
// pay date changed reads "published $1,200.00 → draft $1,250.00" under its amount, a line it added
// "new in the draft, not published", and a line of a pay date never published has a Draft badge.
// At 390 px and on a laptop.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  DESKTOP,
  launchBrowser,
  loginAs,
  newContext,
  PHONE,
  screenshot,
} from '../support/browser.js';
import { companyOfItsOwn, REQUIRED_TITLES, uploadCsv } from '../support/ledger.js';

const WAIT = 20_000;
const stamp = Date.now().toString(36);
const admin = { email: `ledger.pr.${stamp}@example.com`, password: 'LedgerPayRuns-2024' };
const rep = { name: 'Rita Quinn', email: `rita.lpr.${stamp}@example.com` };
const TITLES = [...REQUIRED_TITLES, 'Line ID'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await companyOfItsOwn(`Ledger Pay Runs ${stamp}`, admin);
  const on = await api('/bee/pay-run-settings', {
    method: 'PUT',
    token,
    body: JSON.stringify({ review_before_publish: true, second_approver: false }),
  });
  expect(on.status).toBe(200);
  await uploadCsv(
    token,
    'october.csv',
    [
      `2026-10-15,${rep.name},${rep.email},Henderson Residence,M1,1200.00,H-1`,
      `2026-10-15,${rep.name},${rep.email},Birch Cabin,M2,500.00,B-1`,
    ],
    { titles: TITLES },
  );
  for (const step of ['approve', 'publish']) {
    const res = await api(`/bee/pay-dates/2026-10-15/${step}`, {
      method: 'POST',
      token,
      body: '{}',
    });
    expect(res.status).toBe(200);
  }
  await uploadCsv(
    token,
    'changes.csv',
    [
      `2026-10-15,${rep.name},${rep.email},Henderson Residence,M1,1250.00,H-1`,
      `2026-10-15,${rep.name},${rep.email},Late Addendum,M1,40.00,L-1`,
      `2026-11-15,${rep.name},${rep.email},Nguyen Solar,M1,80.00,N-1`,
    ],
    { titles: TITLES },
  );
});
afterAll(() => browser?.close());

describe('the admin ledger during pay runs', () => {
  for (const [name, viewport] of [
    ['laptop', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`shows the published amount beside the draft one, and the Draft badge (${name})`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await loginAs(page, admin);
      await page.goto('/bee/ledger');
      const table = page.getByRole('table', { name: 'Ledger' });
      await table.waitFor({ timeout: WAIT });
      const row = (item: string) => table.getByRole('row').filter({ hasText: item });
      await expect
        .poll(() => row('Henderson Residence').textContent(), { timeout: WAIT })
        .toContain('published $1,200.00 → draft $1,250.00');
      expect(await row('Late Addendum').textContent()).toContain('new in the draft, not published');
      expect(await row('Nguyen Solar').textContent()).toContain('Draft');
      expect(await row('Birch Cabin').textContent()).not.toContain('published');
      await screenshot(page, `ledger-pay-runs-${name}`);
      // On a phone the table scrolls sideways: the Amount column, scrolled to.
      await row('Henderson Residence').getByText('→ draft $1,250.00').scrollIntoViewIfNeeded();
      expect(await row('Henderson Residence').getByText('→ draft $1,250.00').isVisible()).toBe(
        true,
      );
      await screenshot(page, `ledger-pay-runs-${name}-amount`);
      await context.close();
    });
  }
});
