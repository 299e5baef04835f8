// The back office (issue 17) as an admin at a desk meets it: the activity screen after an upload
// and an undo, setting a rep's employee ID on their page, and a payroll export that is refused
// while a rep has no employee ID, then downloaded once they have one. Also at 320 px.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  DESKTOP,
  launchBrowser,
  loginAs,
  newContext,
  screenshot,
  SEED,
  watchPage,
} from '../support/browser.js';
import { companyOfItsOwn, uploadCsv } from '../support/ledger.js';

const WAIT = 20_000;
const stamp = Date.now().toString(36);
const admin = { email: `backoffice.admin.${stamp}@example.com`, password: 'BackOffice-Admin-2024' };
const rita = { name: 'Rita Quinn', email: `rita.bo.${stamp}@example.com` };
const sam = { name: 'Sam Park', email: `sam.bo.${stamp}@example.com` };

let browser: Browser;
let desk: BrowserContext;
let token: string;

const upload = (fileName: string, rows: string[]) =>
  uploadCsv(token, fileName, rows, { query: '?duplicates=add' });

beforeAll(async () => {
  browser = await launchBrowser();
  token = await companyOfItsOwn(`Back Office Co ${stamp}`, admin);
  desk = await newContext(browser, DESKTOP);
});
afterAll(() => browser?.close());

describe('back office', () => {
  let page: Page;

  it('shows an upload and its undo on the activity screen as sentences', async () => {
    const id = await upload('nov.csv', [
      `2026-01-09,${rita.name},${rita.email},Alder House,M1,1000.00`,
      `2026-01-09,${sam.name},${sam.email},Birch Cabin,M2,500.00`,
    ]);
    const undo = await api(`/bee/uploads/${id}`, { method: 'DELETE', token });
    expect(undo.status).toBe(200);
    page = await desk.newPage();
    const seen = watchPage(page);
    await loginAs(page, admin);
    await page.getByRole('link', { name: 'Activity' }).click();
    await page.waitForURL(/\/bee\/activity$/);
    const table = page.getByRole('table', { name: 'Activity' });
    await table
      .getByText(/undid the upload nov\.csv \(2 rows, \$1,500\.00\)/)
      .waitFor({ timeout: WAIT });
    await table.getByText(/uploaded nov\.csv \(2 rows, \$1,500\.00\)/).waitFor({ timeout: WAIT });
    // Filtered to uploads and downloads, the logins go and the undo stays.
    expect(await table.getByText(/logged in/).count()).toBeGreaterThan(0);
    await page.getByLabel('What').selectOption('ledger');
    await table
      .getByText(/logged in/)
      .first()
      .waitFor({ state: 'detached', timeout: WAIT });
    await table.getByText(/undid the upload nov\.csv/).waitFor({ timeout: WAIT });
    await screenshot(page, 'back-office-activity');
    expect(seen.errors).toEqual([]);
  });

  it('sets an employee ID on a rep’s page', async () => {
    await upload('dec.csv', [
      `2026-01-23,${rita.name},${rita.email},Alder House,M1,1000.00`,
      `2026-01-23,${sam.name},${sam.email},Birch Cabin,M2,500.00`,
      `PENDING,${sam.name},${sam.email},Cedar Barn,M1,700.00`,
    ]);
    await page.getByRole('link', { name: 'Reps' }).click();
    await page.waitForURL(/\/bee\/reps$/);
    await page.getByRole('link', { name: rita.name }).click();
    await page.getByRole('heading', { name: rita.name }).waitFor({ timeout: WAIT });
    await page.getByLabel('Employee ID').fill('R-100');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor({ timeout: WAIT });
    await page
      .getByText(new RegExp(`changed the payroll details of ${rita.email.replace(/\./g, '\\.')}`))
      .waitFor({ timeout: WAIT });
    await page.getByRole('link', { name: '← Reps' }).click();
    await page.getByRole('table', { name: 'Reps' }).getByText('R-100').waitFor({ timeout: WAIT });
  });

  it('refuses a Gusto export while a rep has no employee ID, then downloads it', async () => {
    await page.getByRole('link', { name: 'Payroll Export' }).click();
    await page.waitForURL(/\/bee\/payroll$/);
    await page.getByLabel('Pay date').selectOption('2026-01-23');
    await page.getByLabel('Format').selectOption('gusto');
    await page.getByRole('button', { name: 'Download payroll file' }).click();
    const blocked = page.getByText('Some reps have no employee ID.', { exact: false });
    await blocked.waitFor({ timeout: WAIT });
    await page.getByRole('link', { name: `${sam.name} (${sam.email})` }).click();
    await page.getByRole('heading', { name: sam.name }).waitFor({ timeout: WAIT });
    await page.getByLabel('Employee ID').fill('S-200');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor({ timeout: WAIT });
    await page.getByRole('link', { name: 'Payroll Export' }).click();
    await page.getByLabel('Pay date').selectOption('2026-01-23');
    await page.getByLabel('Format').selectOption('gusto');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: WAIT }),
      page.getByRole('button', { name: 'Download payroll file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('commissionbee-payroll-gusto-2026-01-23.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.split('\r\n')).toEqual([
      'first_name,last_name,gusto_employee_id,commission',
      'Rita,Quinn,R-100,1000.00',
      'Sam,Park,S-200,500.00',
      '',
    ]);
    await screenshot(page, 'back-office-payroll');
  });

  it('fits the activity, reps and payroll screens into 320 px', async () => {
    const narrow = await newContext(browser, { width: 320, height: 700 });
    const small = await narrow.newPage();
    await loginAs(small, admin);
    for (const path of ['/bee/activity', '/bee/reps', '/bee/payroll']) {
      await small.goto(path);
      await small.getByRole('heading', { level: 1 }).waitFor({ timeout: WAIT });
      await small.waitForLoadState('networkidle');
      const overflow = await small.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(1);
    }
    // Each rep's total is reachable at 320 px: the table scrolls inside its own box.
    const table = small.getByRole('table', { name: /^Payroll for / });
    const total = table.getByRole('columnheader', { name: 'Total' });
    await total.scrollIntoViewIfNeeded();
    const box = await total.boundingBox();
    expect(box, 'the Total column header').not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    await screenshot(small, 'back-office-payroll-320');
    await narrow.close();
  });

  it('never shows a standard user the back office entries, nor a page of failed calls', async () => {
    const ctx = await newContext(browser, DESKTOP);
    const viewer = await ctx.newPage();
    await loginAs(viewer, SEED.viewer);
    const nav = viewer.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Help' }).waitFor({ timeout: WAIT });
    for (const name of ['Reps', 'Payroll Export', 'Activity'])
      expect(await nav.getByRole('link', { name, exact: true }).count(), name).toBe(0);
    // An old link or a typed address: the no-access state at once, no alert of failed calls.
    for (const path of [
      '/bee/activity',
      '/bee/reps',
      '/bee/reps/liam.carter%40demosolar.example',
      '/bee/payroll',
    ]) {
      await viewer.goto(path);
      await viewer
        .getByRole('heading', { name: "You don't have access" })
        .waitFor({ timeout: WAIT });
      expect(await viewer.getByText(/could not be loaded|status 403/i).count(), path).toBe(0);
    }
    await ctx.close();
  });
});
