// Statements on a phone (issue 31): a rep opens a paycheck, downloads its statement (a real PDF,
// read back with pdftotext), opens Statements from the menu, and downloads the same statement again
// with the network off (the service worker kept it). The demo key gets statements of the demo data.
// The public /verify page tells the statement's code is current.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiToken,
  DEMO_VIEW_KEY,
  DESKTOP,
  launchBrowser,
  loginAs,
  newContext,
  PHONE,
  screenshot,
  SEED,
} from '../support/browser.js';
import { uploadRows, viewKeyOf } from '../support/ledger.js';

const stamp = Date.now();
const rep = { name: 'Sasha Keep', email: `sasha.${stamp}@example.com` };
const rows = [
  {
    pay_date: '2026-09-04',
    item_name: 'Juniper Home',
    item_pay_type: 'M1 - Install',
    amount: 1500.5,
  },
  { pay_date: '2026-09-04', item_name: 'Kestrel Farm', item_pay_type: 'M2 - PTO', amount: -120 },
  { pay_date: '2026-08-21', item_name: 'Larch Barn', item_pay_type: 'M1 - Install', amount: 640 },
].map((r) => ({ ...r, rep_name: rep.name, rep_email: rep.email, manager_email: null }));

let browser: Browser;
let viewKey: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiToken(SEED.admin);
  await uploadRows(token, 'sasha.csv', rows);
  viewKey = await viewKeyOf(token, rep.email);
});
afterAll(() => browser?.close());

async function openPortal(context: BrowserContext, key = viewKey): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/bee/view/${key}`);
  await page.waitForURL(/\/bee\/dash$/);
  return page;
}

const pdfText = async (download: Download) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], {
    input: readFileSync((await download.path())!),
  }).toString('utf8');

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).first().click(),
  ]);
  return file;
}

describe('statements on a phone (390 × 844)', () => {
  it('downloads a paycheck’s statement, then again offline from Statements', async () => {
    const context = await newContext(browser, PHONE);
    const page = await openPortal(context);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Paychecks', exact: true })
      .click();
    await page.getByRole('button', { name: /Sep 4/ }).click();
    await page.waitForURL(/\/bee\/paycheck$/);
    await screenshot(page, 'rep-paycheck-statement');
    const first = await download(page, 'Download statement');
    expect(first.suggestedFilename()).toBe(`2026-09-04-${rep.email}.pdf`);
    const text = await pdfText(first);
    expect(text).toContain('Juniper Home');
    expect(text).toContain('$1,500.50');
    expect(text).toContain('-$120.00');
    expect(text).toMatch(/Paycheck total\s+\$1,380\.50/);
    expect(text).toContain(rep.name);

    // Statements in the menu: by year and month, the same statement, also with the network off.
    await page.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('link', { name: 'Statements' }).click();
    await page.waitForURL(/\/bee\/statements$/);
    await page.getByRole('heading', { name: '2026', exact: true }).waitFor();
    await page.getByRole('region', { name: 'September 2026' }).waitFor();
    await page.getByRole('region', { name: 'August 2026' }).waitFor();
    await screenshot(page, 'rep-statements');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await context.setOffline(true);
    const september = page.getByRole('region', { name: 'September 2026' });
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      september.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const offlineText = await pdfText(again);
    expect(offlineText).toBe(text);
    // One never opened is not there offline: the rep is told so.
    await page
      .getByRole('region', { name: 'August 2026' })
      .getByRole('button', { name: 'Download', exact: true })
      .click();
    await page
      .getByRole('alert')
      .filter({ hasText: /offline|Could not get/ })
      .first()
      .waitFor();
    await screenshot(page, 'rep-statements-offline');
    await context.setOffline(false);
    // The narrowest phone, in the dark: nothing runs off the side.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await page.getByRole('region', { name: 'September 2026' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await screenshot(page, 'rep-statements-320-dark');
    await context.close();
  });

  it('gives the demo key statements of the demo data', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`/bee/view/${DEMO_VIEW_KEY}`);
    await page.waitForURL(/\/bee\/dash$/);
    await page.goto('/bee/statements');
    const year = page.getByRole('button', { name: 'Year to date (PDF)' }).first();
    await year.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), year.click()]);
    const text = await pdfText(file);
    expect(text).toContain('Year-to-date statement');
    expect(text).toMatch(/Grand total\s+\$[\d,]+\.\d\d/);
    await context.close();
  });

  it('verifies the statement’s code on the public page', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    // The code is printed on the PDF; read it from the statement as a person would.
    const portal = await openPortal(context);
    await portal
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Paychecks', exact: true })
      .click();
    await portal.getByRole('button', { name: /Sep 4/ }).click();
    const text = await pdfText(await download(portal, 'Download statement'));
    const code = /verify\/(ST-[0-9A-Z-]+)/.exec(text)?.[1];
    expect(code).toBeTruthy();
    await page.goto(`/verify/${code}`);
    await page.getByText('Authentic, and the current revision of this pay statement.').waitFor();
    await page.getByText('Demo Solar').first().waitFor();
    await screenshot(page, 'verify-current');
    await page.goto('/verify/ST-00000-00000-00000-00000');
    await page.getByText('No document was issued with this code.', { exact: false }).waitFor();
    await context.close();
  });

  it('lets an admin download every statement of a pay date as a ZIP, and one rep’s from their page', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await loginAs(page, SEED.admin);
    await page.goto('/bee/payroll');
    await page.getByLabel('Pay date').selectOption('2026-09-04');
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all statements (ZIP)' }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('statements-2026-09-04.zip');
    const listing = execFileSync('unzip', ['-l', (await zip.path())!]).toString('utf8');
    expect(listing).toContain(`2026-09-04-${rep.email}.pdf`);
    expect(listing).toContain('index.csv');
    await page.getByText('Statements downloaded', { exact: false }).waitFor();
    await screenshot(page, 'admin-payroll-statements');

    await page.goto(`/bee/reps/${encodeURIComponent(rep.email)}`);
    const statements = page.getByRole('region', { name: 'Statements' });
    await statements.getByLabel('Pay date').selectOption('2026-08-21');
    const [one] = await Promise.all([
      page.waitForEvent('download'),
      statements.getByRole('button', { name: 'Download statement (PDF)' }).click(),
    ]);
    expect(one.suggestedFilename()).toBe(`2026-08-21-${rep.email}.pdf`);
    expect(await pdfText(one)).toContain('Larch Barn');
    await screenshot(page, 'admin-rep-statements');
    await context.close();
  });
});
