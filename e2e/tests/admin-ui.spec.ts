// The admin screens as a person sees them (issue 16): at 320, 390 and 1280 px no text in a pill,
// badge, table cell, button or menu link wraps inside a word or number, every table fits or
// scrolls inside its own box, table rows stay within two lines on a laptop; the standard user's
// menu leads only to pages they may load (never a 403); dark mode applies; and axe-core finds no
// serious or critical violation on any admin screen in either theme.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, newContext, SEED } from '../support/browser.js';
import { csvText, UPLOAD_TITLES } from '../support/ledger.js';
import {
  axeProblems,
  bodyBackground,
  LAPTOP,
  report,
  tableBoxProblems,
  textProblems,
  useTheme,
  WIDTHS,
} from '../support/ui-checks.js';

const WAIT = 20_000;
const ADMIN_SCREENS = [
  { path: '/bee/upload', ready: 'Select a CSV file to import' },
  { path: '/bee/ledger', ready: 'Download Master CSV' },
  { path: '/bee/portals', ready: 'reps selected' },
  { path: '/bee/admin-calculator', ready: 'Rep Input Values' },
  { path: '/bee/docs', ready: 'Help Center' },
  { path: '/bee/settings', ready: 'User Settings' },
  { path: '/bee/questions', ready: 'Questions' },
  { path: '/bee/reps', ready: 'Reps' },
  { path: '/bee/payroll', ready: 'Payroll export' },
  { path: '/bee/activity', ready: 'Activity' },
  { path: '/bee/people', ready: 'People' },
];
const SUPER_SCREENS = [
  { path: '/super', ready: 'Super Admin Panel' },
  { path: '/overrides', ready: 'Overrides' },
];
// Prose tables (.cb-table--wrap: the CSV guide) wrap their sentences by design.
const WORDS =
  '.cb-pill, .cb-badge, .cb-table:not(.cb-table--wrap) td, .cb-table:not(.cb-table--wrap) th, .cb-btn, .admin-sidebar__link';
const BAD_CSV = csvText(
  [
    '2024-03-05,Rita Rep,rita@example.com,Smith Residence 8 kW solar with battery backup,M1,1204.91,,,A long note that goes on and on',
    'someday,Rita Rep,rita@example.com,Jones,M2,abc,,,',
    'PENDING,Bob Rep,bob@example.com,Lee,M1,ten,,,',
  ],
  UPLOAD_TITLES,
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(user: { email: string; password: string }, viewport = LAPTOP) {
  const page = await (await newContext(browser, viewport)).newPage();
  await loginAs(page, user);
  return page;
}

async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page.locator('#main').getByText(ready).first().waitFor({ timeout: WAIT });
  // Let lazy data settle (tables, counts) before measuring.
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

async function showBadUpload(page: Page) {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD_CSV) });
  await page.getByText('2 rows to fix').waitFor({ timeout: WAIT });
}

describe('The checks themselves', () => {
  it('catch a word broken across lines, text spilling out of its box and a table wider than the page', async () => {
    const page = await (
      await browser.newContext({ viewport: { width: 320, height: 640 } })
    ).newPage();
    await page.setContent(`
      <span class="cb-pill" style="display:inline-block;width:40px;overflow-wrap:anywhere">PENDING</span>
      <button class="cb-btn" style="width:30px;white-space:nowrap;overflow:hidden">Download</button>
      <div style="width:600px"><table><tr><td>wide</td></tr></table></div>`);
    const kinds = (await textProblems(page, '.cb-pill, .cb-btn')).map((p) => p.kind).sort();
    expect(kinds).toEqual(['overflow', 'word-wrapped']);
    expect((await tableBoxProblems(page)).length).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('Admin screens at 320, 390 and 1280 px', () => {
  for (const viewport of WIDTHS) {
    it(`wrap no word and keep tables in their box at ${viewport.width} px`, async () => {
      const page = await signedIn(SEED.admin, viewport);
      const problems: object[] = [];
      for (const screen of ADMIN_SCREENS) {
        await open(page, screen.path, screen.ready);
        const words = await textProblems(page, WORDS);
        problems.push(
          ...words
            .filter((p) => p.kind !== 'too-many-lines')
            .map((p) => ({ ...p, screen: screen.path })),
        );
        problems.push(
          ...(await tableBoxProblems(page)).map((p) => ({ ...p, screen: screen.path })),
        );
        if (screen.path === '/bee/upload') {
          await showBadUpload(page);
          problems.push(
            ...(await textProblems(page, WORDS)).map((p) => ({ ...p, screen: 'verify' })),
          );
          problems.push(...(await tableBoxProblems(page)).map((p) => ({ ...p, screen: 'verify' })));
        }
      }
      expect(problems, report(problems)).toEqual([]);
      await page.context().close();
    });
  }

  it('keeps ledger, Email Center and preview rows within two lines on a laptop, money right-aligned', async () => {
    const page = await signedIn(SEED.admin);
    await open(page, '/bee/ledger', 'Download Master CSV');
    const ledger = page.getByRole('table', { name: 'Ledger' });
    const headers = await ledger.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Pay Date', 'Rep Name', 'Amount']));
    const amount = ledger.locator('td.cb-table__end').filter({ hasText: '$' }).first();
    expect(await amount.evaluate((td) => getComputedStyle(td).textAlign)).toBe('right');
    expect(await amount.textContent()).toMatch(/^-?\$[\d,]+\.\d\d$/);
    const tall = await textProblems(page, '.cb-table td', { maxLines: 2 });
    await open(page, '/bee/portals', 'reps selected');
    tall.push(...(await textProblems(page, '.cb-table td', { maxLines: 2 })));
    expect(tall, report(tall)).toEqual([]);
    // Four rows or more in the Email Center's 400 px box (it showed three and a half); a row is
    // the rep's name with the email under it (issue 27), so two short lines and no more.
    const rowHeight = await page
      .locator('.portals-table tbody tr')
      .first()
      .evaluate((tr) => tr.getBoundingClientRect().height);
    expect(rowHeight).toBeLessThan(64);
    await page.context().close();
  });

  it('leads the upload check with its errors: Issues column first and in view, bad cells marked', async () => {
    const page = await signedIn(SEED.admin);
    await open(page, '/bee/upload', 'Select a CSV file to import');
    await showBadUpload(page);
    const preview = page.getByRole('table', { name: 'Preview of the file' });
    expect((await preview.getByRole('columnheader').allTextContents())[0]).toBe('Issues');
    const issues = preview.locator('th').first();
    const box = await issues.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(LAPTOP.width);
    expect(await preview.locator('td.upload-cell--bad').count()).toBe(3);
    await page
      .getByRole('button', { name: /^Show only these rows: 1 row with/ })
      .first()
      .click();
    expect(await preview.locator('tbody tr').count()).toBe(1);
    await page.context().close();
  });
});

describe('Menus that follow the role', () => {
  it('gives the standard user only pages they may load, never a 403', async () => {
    const page = await signedIn(SEED.viewer);
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 403) refused.push(res.url());
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link').first().waitFor({ timeout: WAIT });
    const labels = await nav.getByRole('link').allTextContents();
    expect(labels.map((l) => l.trim())).toEqual(['Help', 'Settings']);
    for (const label of labels) {
      await nav.getByRole('link', { name: label.trim() }).click();
      await page.locator('#main h1').first().waitFor({ timeout: WAIT });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(await page.getByText("You don't have access").count()).toBe(0);
    }
    expect(refused).toEqual([]);

    // An old bookmark to an admin page says so clearly, never 'No data found.'
    await page.goto('/bee/ledger');
    await page.getByRole('heading', { name: "You don't have access" }).waitFor({ timeout: WAIT });
    expect(await page.getByText('No data found.').count()).toBe(0);
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('gives the super user Overrides and Bee Panels, and highlights Help at /bee for others', async () => {
    const superPage = await signedIn(SEED.super);
    const nav = superPage.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Overrides' }).waitFor({ timeout: WAIT });
    expect(await nav.getByRole('link', { name: 'Bee Panels' }).getAttribute('href')).toBe('/bee');
    await superPage.context().close();

    const page = await signedIn(SEED.admin);
    await open(page, '/bee', 'Help Center');
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Help' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await page.context().close();
  });
});

describe('Themes and accessibility', () => {
  it('applies the dark theme from the menu and remembers it', async () => {
    const page = await signedIn(SEED.admin);
    await open(page, '/bee/ledger', 'Download Master CSV');
    const light = await bodyBackground(page);
    await page.getByRole('radio', { name: 'Dark' }).check();
    const dark = await bodyBackground(page);
    expect(dark).not.toBe(light);
    await page.reload();
    await page.getByText('Download Master CSV').waitFor({ timeout: WAIT });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await bodyBackground(page)).toBe(dark);
    await page.context().close();
  });

  it('follows the system dark preference when no choice is stored', async () => {
    const page = await signedIn(SEED.admin);
    await open(page, '/bee/docs', 'Help Center');
    const light = await bodyBackground(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await bodyBackground(page)).not.toBe(light);
    await page.context().close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation on any admin screen (${theme})`, async () => {
      const page = await signedIn(SEED.super);
      await useTheme(page, theme);
      const problems: object[] = [];
      for (const screen of [...ADMIN_SCREENS, ...SUPER_SCREENS]) {
        await open(page, screen.path, screen.ready);
        problems.push(...(await axeProblems(page)).map((p) => ({ ...p, screen: screen.path })));
        if (screen.path === '/bee/upload') {
          await showBadUpload(page);
          problems.push(...(await axeProblems(page)).map((p) => ({ ...p, screen: 'verify' })));
        }
      }
      await page.goto('/login');
      await page.evaluate(() => localStorage.removeItem('mcjwt'));
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: WAIT });
      problems.push(...(await axeProblems(page)).map((p) => ({ ...p, screen: '/login' })));
      await page.goto('/');
      await page.getByRole('heading', { name: 'End Commission Complaints' }).waitFor();
      problems.push(...(await axeProblems(page)).map((p) => ({ ...p, screen: '/' })));
      expect(problems, report(problems)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
