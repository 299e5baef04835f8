// The rep app at 320, 390 and 1280 px, light and dark: no pill, tab, row or amount wraps inside a
// word or number, tab labels are whole, nothing scrolls sideways, the rep's name stays beside the
// demo button, and axe-core finds no serious or critical violation on any screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, screenshot } from '../support/browser.js';
import {
  axeProblems,
  bodyBackground,
  report,
  tableBoxProblems,
  textProblems,
} from '../support/ui-checks.js';

const WIDTHS = [320, 390, 1280];
const ONE_LINE = [
  '.rep-toolbar__link span',
  '.rep-status-tag',
  '.rep-paycheck-row__date',
  '.rep-amount',
  '.rep-stat__label',
  '.rep-demo-button',
  '.rep-back-link',
  '.rep-stub-line__amount',
  '.rep-page-head h1',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function demoContext(width: number, colorScheme: 'light' | 'dark'): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(),
    viewport: { width, height: width < 800 ? 760 : 800 },
    colorScheme,
    reducedMotion: 'reduce',
  });
}

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** Opens the newest paycheck listed on the Paychecks screen and waits for its pay stub. */
async function openFirstPaycheck(page: Page) {
  await page
    .locator('main')
    .getByRole('button', { name: /^[A-Z][a-z]{2} \d{1,2}\b/ })
    .first()
    .click();
  await page.getByRole('region', { name: 'Pay stub' }).waitFor();
}

/** Dash → Paychecks → the newest dated paycheck → Customers, calling `check` on each screen. */
async function walk(page: Page, check: (screen: string) => Promise<void>) {
  await page.goto('/demo');
  await page.waitForURL(/\/bee\/dash$/);
  await page.getByText('Latest Paycheck').waitFor();
  await check('dash');
  await tab(page, 'Paychecks').click();
  await page.getByRole('region', { name: 'PENDING' }).waitFor();
  await check('paychecks');
  await openFirstPaycheck(page);
  await check('paycheck');
  await tab(page, 'Customers').click();
  await page.getByRole('list', { name: 'Customers' }).waitFor();
  await check('customers');
}

describe.each(WIDTHS)('the rep app at %i px', (width) => {
  it('keeps pills, tabs, rows and amounts on one line, uncut, and never scrolls sideways', async () => {
    const context = await demoContext(width, 'light');
    const page = await context.newPage();
    const found: string[] = [];
    await walk(page, async (screen) => {
      for (const selector of ONE_LINE)
        for (const p of await textProblems(page, selector, { maxLines: 1 }))
          found.push(`${screen}: ${report([p])}`);
      // The page itself never scrolls sideways (no table on these screens).
      for (const p of await tableBoxProblems(page)) found.push(`${screen}: ${report([p])}`);
    });
    expect(found).toEqual([]);
    await context.close();
  });

  it('shows at most four whole tab labels and the rep name beside the demo button', async () => {
    const context = await demoContext(width, 'light');
    const page = await context.newPage();
    await page.goto('/demo');
    await page.getByText('Latest Paycheck').waitFor();
    const labels = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .allInnerTexts();
    expect(labels).toEqual(['Dash', 'Paychecks', 'Customers', 'Team Pay']);
    expect(await textProblems(page, '.rep-toolbar__link span', { maxLines: 1 })).toEqual([]);
    // The name is whole (not cut, with or without an ellipsis) at every width.
    const name = page.locator('.rep-topbar__user');
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.getByRole('button', { name: 'Schedule Demo' }).waitFor();
    const [nameBox, button] = await Promise.all([
      name.boundingBox(),
      page.getByRole('button', { name: 'Schedule Demo' }).boundingBox(),
    ]);
    expect(button!.height).toBeLessThanOrEqual(40); // one line
    expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(button!.x);
    // The calculator the toolbar has no room for is in the menu.
    await page.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('link', { name: 'Calculator' }).click();
    await page.waitForURL(/\/calculator$/);
    await context.close();
  });
});

describe('the way back', () => {
  it('goes back to the paycheck a customer was opened from', async () => {
    const context = await demoContext(390, 'light');
    const page = await context.newPage();
    await page.goto('/demo');
    await page.getByText('Latest Paycheck').waitFor();
    await tab(page, 'Paychecks').click();
    await openFirstPaycheck(page);
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    await page.getByRole('region', { name: 'Pay stub' }).getByRole('button').first().click();
    await page.waitForURL(/\/bee\/job$/);
    await page.getByRole('link', { name: 'Back to paycheck' }).click();
    await page.getByRole('region', { name: 'Pay stub' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
    await context.close();
  });
});

const isDark = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 60;
};

describe('dark mode', () => {
  it('follows the system, and the menu choice is remembered over it', async () => {
    const dark = await demoContext(390, 'dark');
    const page = await dark.newPage();
    await page.goto('/demo');
    await page.getByText('Latest Paycheck').waitFor();
    expect(isDark(await bodyBackground(page))).toBe(true);
    await dark.close();

    const light = await demoContext(390, 'light');
    const other = await light.newPage();
    await other.goto('/demo');
    await other.getByText('Latest Paycheck').waitFor();
    expect(isDark(await bodyBackground(other))).toBe(false);
    await other.getByRole('button', { name: /^Menu/ }).click();
    await other.getByRole('group', { name: 'Theme' }).getByText('Dark').click();
    expect(isDark(await bodyBackground(other))).toBe(true);
    await other.reload();
    await other.getByText('Latest Paycheck').waitFor();
    expect(isDark(await bodyBackground(other))).toBe(true);
    await light.close();
  });
});

describe.each(['light', 'dark'] as const)('accessibility in the %s theme', (theme) => {
  it('has no serious or critical axe violation on any rep screen', async () => {
    const context = await demoContext(390, theme);
    const page = await context.newPage();
    const found: string[] = [];
    const check = async (screen: string) => {
      for (const v of await axeProblems(page)) found.push(`${screen}: ${report([v])}`);
      await screenshot(page, `rep-${screen}-${theme}`);
    };
    await walk(page, check);
    // The job (from a customer), the open menu, My questions, Team Pay and the calculator.
    await page.getByRole('list', { name: 'Customers' }).getByRole('button').first().click();
    await page.getByRole('link', { name: 'Back to customers' }).waitFor();
    await check('job');
    const menu = async () => {
      await page.getByRole('button', { name: /^Menu/ }).click();
      await page.getByRole('group', { name: 'Theme' }).waitFor();
    };
    await menu();
    await check('menu');
    await page.getByRole('link', { name: /My questions/ }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check('my-questions');
    await tab(page, 'Team Pay').click();
    await page.getByText('Login as one of your team members:').waitFor();
    await check('team-pay');
    await menu();
    await page.getByRole('link', { name: 'Calculator' }).click();
    await page.getByRole('button', { name: 'Rate Key' }).click();
    await page.getByRole('dialog', { name: 'Rate Table' }).waitFor();
    await check('calculator-rate-table');
    expect(found).toEqual([]);
    await context.close();
  });
});
