// Issue 27 in the browser: the upload preview's change per pay date shows a PENDING row when
// pending lines get a date, and the history's rows and total are the file's; the ledger pages
// 10/25/50/100 rows, filters, sorts and opens a row's details; a file with other column names is
// matched by hand. Screens at 1280 px and 390 px go to e2e/artifacts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  loginAs,
  newContext,
  PHONE,
  screenshot,
  watchPage,
} from '../support/browser.js';
import { companyOfItsOwn, csvText, uploadCsv } from '../support/ledger.js';

const WAIT = 20_000;
const stamp = Date.now().toString(36);
const admin = { email: `numbers.admin.${stamp}@example.com`, password: 'Numbers-Admin-2024' };
const ana = { name: 'Ana Lopez', email: `ana.${stamp}@example.com` };
const ben = { name: 'Ben Ortiz', email: `ben.${stamp}@example.com` };
const line = (who: typeof ana, payDate: string, item: string, amount: string) =>
  `${payDate},${who.name},${who.email},${item},M1,${amount}`;

const october = [
  line(ana, '2026-11-06', 'Alder House', '1000.00'),
  line(ana, 'PENDING', 'Birch Cabin', '1432.18'),
  line(ben, '2026-11-06', 'Cedar Villa', '700.00'),
  line(ben, 'CANCELLED', 'Dogwood Farm', '640.00'),
  ...Array.from({ length: 30 }, (_, i) => line(ben, '2026-10-23', `Job ${i + 1}`, `${i + 1}.00`)),
];
const november = [
  line(ana, '2026-11-20', 'Birch Cabin', '1432.18'), // was PENDING
  line(ana, '2026-11-20', 'Elm Court', '528.77'),
  line(ben, '2026-11-06', 'Cedar Villa', '700.00'), // exact duplicate: skipped
  line(ben, 'CANCELLED', 'Fir Lodge', '99.00'),
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await companyOfItsOwn(`Numbers Co ${stamp}`, admin);
  await uploadCsv(token, 'october.csv', october);
});
afterAll(() => browser?.close());

async function signedIn(viewport = DESKTOP): Promise<Page> {
  const page = await (await newContext(browser, viewport)).newPage();
  await loginAs(page, admin);
  return page;
}

describe('one definition of each number', () => {
  it('previews a dated PENDING line as leaving PENDING and joining its date, and the history counts the file', async () => {
    const page = await signedIn();
    const seen = watchPage(page);
    await page.goto('/bee/upload');
    await page.locator('input[type=file]').setInputFiles({
      name: 'november.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvText(november)),
    });
    await page.getByRole('button', { name: 'Upload ALL 4' }).click();
    const dates = page.getByRole('table', { name: 'Changes per pay date' });
    await dates.waitFor({ timeout: WAIT });
    const rowOf = async (date: RegExp) =>
      (await dates.getByRole('row').filter({ hasText: date }).innerText()).split(/\s+/);
    // Pay date, then New, Changed, Removed, Skipped, Change in total.
    expect((await rowOf(/PENDING/)).slice(-5)).toEqual(['0', '1', '0', '0', '-$1,432.18']);
    expect((await rowOf(/11\/20\/2026|2026-11-20|Nov 20/)).slice(-5)).toEqual([
      '1',
      '1',
      '0',
      '0',
      '+$1,960.95',
    ]);
    await screenshot(page, 'numbers-preview-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'numbers-preview-390');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Store these changes' }).click();
    await page.getByText('Your records were successfully uploaded.').waitFor({ timeout: WAIT });
    // History: every line of the file, CANCELLED ones left out of the total.
    const history = page.getByRole('table').filter({ hasText: 'november.csv' });
    const row = history.getByRole('row').filter({ hasText: 'november.csv' });
    await row.waitFor({ timeout: WAIT });
    const text = await row.innerText();
    expect(text).toContain('4');
    expect(text).toContain('$2,660.95');
    expect(seen.errors).toEqual([]);
  });

  it('pages, filters, sorts and opens a row of the ledger', async () => {
    const page = await signedIn();
    await page.goto('/bee/ledger');
    const table = page.getByRole('table', { name: 'Ledger' });
    await table.waitFor({ timeout: WAIT });
    expect(await table.getByRole('row').count()).toBe(11);
    await page.getByLabel('Rows per page').selectOption('25');
    await page.waitForFunction(
      () => document.querySelectorAll('table tbody tr').length === 25,
      undefined,
      { timeout: WAIT },
    );
    await page.getByLabel('Status').selectOption('CANCELLED');
    await page.getByText('2 rows matching the filters').waitFor({ timeout: WAIT });
    await page.getByLabel('Status').selectOption('');
    await page.getByRole('searchbox', { name: 'Rep email' }).fill(ana.email);
    await page.getByText('3 rows matching the filters').waitFor({ timeout: WAIT });
    await table.getByRole('button', { name: 'Sort by Amount, largest first' }).click();
    await page.waitForFunction(
      () => document.querySelector('table tbody tr')?.textContent?.includes('$1,432.18') === true,
      undefined,
      { timeout: WAIT },
    );
    await table
      .getByRole('button', { name: /^Show details of row/ })
      .first()
      .click();
    await table.getByText('Manager Email').waitFor({ timeout: WAIT });
    await screenshot(page, 'numbers-ledger-1280');
    // The table fits 1280 px: no sideways scroll.
    const wide = await page.evaluate(() => {
      const wrap = document.querySelector('.cb-table-wrap')!;
      return wrap.scrollWidth - wrap.clientWidth;
    });
    expect(wide).toBeLessThanOrEqual(1);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'numbers-ledger-390');
    // Remembered on the next visit.
    await page.reload();
    await table.waitFor({ timeout: WAIT });
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('25');
  });

  it('matches a file’s own column names by hand', async () => {
    const page = await signedIn();
    await page.goto('/bee/upload');
    await page.locator('input[type=file]').setInputFiles({
      name: 'crm-export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Date,Name,E-mail,Customer,Type,Amt\r\n2026-12-04,${ana.name},${ana.email},Grove Park,M1,$1,204.91\r\n`.replace(
          '$1,204.91',
          '"$1,204.91"',
        ),
      ),
    });
    const mapping = page.getByRole('region', { name: 'Match your file’s columns' });
    await mapping.waitFor({ timeout: WAIT });
    await screenshot(page, 'numbers-mapping-1280');
    for (const [column, header] of [
      ['Pay Date *', 'Date'],
      ['Rep Name *', 'Name'],
      ['Rep Email *', 'E-mail'],
      ['Item Name *', 'Customer'],
      ['Item Pay Type *', 'Type'],
      ['Amount *', 'Amt'],
    ])
      await mapping.getByLabel(column, { exact: true }).selectOption(header);
    await mapping.getByRole('button', { name: 'Use these columns' }).click();
    await page.getByText('1 record', { exact: true }).waitFor({ timeout: WAIT });
  });
});
