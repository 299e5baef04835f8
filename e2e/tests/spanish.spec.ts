// Issue 33: a phone whose language is Spanish opens the demo link and every rep screen is in
// Spanish (no English message of the catalogue left), dates and amounts written for es-US; the
// menu switches to English, offline too; the pseudo-language's longer words cut nothing at 320
// and 390 px; axe finds nothing serious with `lang` set.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, screenshot } from '../support/browser.js';
import { DEMO_CALCULATOR } from '@commissionbee/shared/demo-calculator';
import { englishLeft, englishOnly } from '../support/catalogues.js';
import { axeProblems, report, tableBoxProblems, textProblems } from '../support/ui-checks.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function phone(
  locale: string,
  width = 390,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(),
    locale,
    viewport: { width, height: width < 800 ? 760 : 800 },
    colorScheme,
    reducedMotion: 'reduce',
  });
}

/** A paycheck row with a date (not PENDING, CANCELLED or an unknown date). */
const DATED_PAYCHECK = 'main .rep-paycheck-row:not([class*="rep-paycheck-row--"])';

const tab = (page: Page, nav: string, name: string) =>
  page.getByRole('navigation', { name: nav }).getByRole('link', { name, exact: true });

/** Every rep screen of the demo in Spanish, calling `check` on each. */
async function walkInSpanish(page: Page, check: (screen: string) => Promise<void>) {
  await page.goto('/demo');
  await page.waitForURL(/\/bee\/dash$/);
  await page.getByText('Último cheque').waitFor();
  await check('dash');
  await tab(page, 'Principal', 'Cheques').click();
  await page.getByRole('region', { name: 'PENDIENTE' }).waitFor();
  await check('paychecks');
  await page.locator(DATED_PAYCHECK).first().click();
  await page.getByRole('region', { name: 'Talón de pago' }).waitFor();
  await check('paycheck');
  await tab(page, 'Principal', 'Clientes').click();
  await page.locator('main ul').first().waitFor();
  await check('customers');
  await page.locator('main ul').first().getByRole('button').first().click();
  await page.waitForURL(/\/bee\/job$/);
  await check('job');
  await tab(page, 'Principal', 'Equipo').click();
  await page.waitForURL(/\/bee\/view-as$/);
  await page.locator('main h1').waitFor();
  await check('team-pay');
  const menu = async () => {
    await page.getByRole('button', { name: /^Menú/ }).click();
    await page.getByRole('combobox', { name: 'Idioma' }).waitFor();
  };
  await menu();
  await check('menu');
  await page.getByRole('link', { name: 'Estados de cuenta' }).click();
  await page.locator('main h1').waitFor();
  await page.waitForTimeout(300);
  await check('statements');
  await menu();
  await page.getByRole('link', { name: 'Tu plan' }).click();
  await page.locator('main h1').waitFor();
  await page.waitForTimeout(300);
  await check('plan');
  await menu();
  await page.getByRole('link', { name: /Mis preguntas/ }).click();
  await page.locator('main h1').waitFor();
  await page.waitForTimeout(300);
  await check('my-questions');
  await menu();
  await page.getByRole('link', { name: 'Calculadora' }).click();
  await page.waitForURL(/\/calculator$/);
  await page.locator('main h1').waitFor();
  await check('calculator');
}

describe('a phone whose language is Spanish', () => {
  it.each([
    [320, 'light'],
    [1280, 'dark'],
  ] as const)(
    'shows every rep screen in Spanish with lang es-US, and axe finds nothing serious (%i px, %s)',
    async (width, theme) => {
      const context = await phone('es-US', width, theme);
      const page = await context.newPage();
      const english = englishOnly('es-US', 'rep');
      // The company's own words are shown as it wrote them: the demo calculator's button says
      // "Calculate" because its config does (DEMO_CALCULATOR.buttonText), not the catalogue.
      english.delete(DEMO_CALCULATOR.buttonText ?? '');
      const found: string[] = [];
      await walkInSpanish(page, async (screen) => {
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
        for (const text of await englishLeft(page, english)) found.push(`${screen}: ${text}`);
        for (const v of await axeProblems(page)) found.push(`${screen}: ${report([v])}`);
        await screenshot(page, `es-${screen}-${width}-${theme}`);
      });
      expect(found).toEqual([]);
      await context.close();
    },
  );

  it('writes the paycheck date the Spanish way and the amounts in dollars', async () => {
    const context = await phone('es-MX'); // any Spanish: the app speaks es-US
    const page = await context.newPage();
    await page.goto('/demo');
    await page.getByText('Último cheque').waitFor();
    await tab(page, 'Principal', 'Cheques').click();
    await page.locator(DATED_PAYCHECK).first().click();
    await page.getByRole('region', { name: 'Talón de pago' }).waitFor();
    // "Pagado el viernes, 14 de noviembre de 2025 · 3 líneas"
    const paid = await page.getByText(/^Pagado el /).innerText();
    expect(paid).toMatch(
      /^Pagado el (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+ de \d{4} · \d+ líneas?$/,
    );
    // The heading is the day then the month: "14 nov".
    expect(await page.locator('main h1').innerText()).toMatch(/^\d{1,2} [a-z]{3,4}\.?$/);
    expect(await page.locator('.rep-stub__total').innerText()).toMatch(/\$[\d,]+\.\d\d$/);
    await context.close();
  });

  it('switches to English from the menu, offline too, and stays English on the next visit', async () => {
    const context = await phone('es-US');
    const page = await context.newPage();
    await page.goto('/demo');
    await page.getByText('Último cheque').waitFor();
    // The service worker precaches every chunk (catalogues included); then it controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await page.getByText('Último cheque').waitFor();
    await context.setOffline(true);
    await page.getByRole('button', { name: /^Menú/ }).click();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.getByText('Latest Paycheck').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.setOffline(false);
    await page.reload();
    await page.getByText('Latest Paycheck').waitFor();
    await context.close();
  });
});

const LAYOUT = [
  '.rep-toolbar__link span',
  '.rep-status-tag',
  '.rep-paycheck-row__date',
  '.rep-amount',
  '.rep-stat__label',
  '.rep-back-link',
  '.rep-stub-line__amount',
  '.rep-page-head h1',
  '.rep-menu__item',
  'main p',
  'main h2',
  'main button',
];

/** Text drawn outside its box: a tab label over its neighbour, a word past a card's edge. */
function spillProblems(page: Page, text: string, box: string): Promise<string[]> {
  return page.evaluate(
    ({ text, box }) => {
      const found: string[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(text))) {
        const frame = el.closest(box)?.getBoundingClientRect();
        if (!frame || frame.width === 0) continue;
        const range = document.createRange();
        range.selectNodeContents(el);
        for (const r of Array.from(range.getClientRects())) {
          if (r.width === 0) continue;
          if (r.left < frame.left - 1 || r.right > frame.right + 1)
            found.push(`"${el.innerText.trim().slice(0, 40)}" spills out of ${box}`);
        }
      }
      return [...new Set(found)];
    },
    { text, box },
  );
}

describe.each([320, 390])('the pseudo-language at %i px', (width) => {
  it('cuts no text and never scrolls sideways', async () => {
    const context = await phone('en-US', width);
    await context.addInitScript(() => localStorage.setItem('cb-language', 'en-XA'));
    const page = await context.newPage();
    const found: string[] = [];
    const check = async (screen: string) => {
      for (const selector of LAYOUT)
        for (const p of await textProblems(page, selector)) found.push(`${screen}: ${report([p])}`);
      for (const p of await tableBoxProblems(page)) found.push(`${screen}: ${report([p])}`);
      for (const p of await spillProblems(page, '.rep-toolbar__link span', '.rep-toolbar__link'))
        found.push(`${screen}: ${p}`);
      for (const p of await spillProblems(page, 'main .cb-card *', '.cb-card'))
        found.push(`${screen}: ${p}`);
    };
    await page.goto('/demo');
    await page.getByText(/Láté/).first().waitFor();
    await check('dash');
    await page.locator('.rep-toolbar__link').nth(1).click();
    await page.waitForURL(/\/bee\/paychecks$/);
    await page.locator('main .rep-paycheck-row').first().waitFor();
    await check('paychecks');
    await page.locator(DATED_PAYCHECK).first().click();
    await page.waitForURL(/\/bee\/paycheck$/);
    await page.locator('.rep-stub').waitFor();
    await check('paycheck');
    await page.locator('.rep-toolbar__link').nth(2).click();
    await page.waitForURL(/\/bee\/customers$/);
    await page.locator('main ul').first().waitFor();
    await check('customers');
    await screenshot(page, `pseudo-customers-${width}`);
    expect(found).toEqual([]);
    await context.close();
  });
});
