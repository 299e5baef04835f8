// The rep portal on a phone: a rep opens the link an admin's upload created, walks dash →
// paycheck → customer → job, searches customers; a manager views a team member and comes back;
// /demo; and the paychecks still show with the network off.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiToken,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  SEED,
} from '../support/browser.js';
import { uploadRows, viewKeyOf } from '../support/ledger.js';

const stamp = Date.now();
const rep = { name: 'Riley Stone', email: `riley.${stamp}@example.com` };
const rows = [
  {
    pay_date: '2026-10-02',
    item_name: 'Alder House',
    item_pay_type: 'M1 - Install',
    amount: 1234.5,
    breakdown: [
      'System: 7.2 kW',
      'single-line',
      'Base: $1,000.00',
      'Adder: $234.50',
      'double-line',
      'Total: $1,234.50',
    ],
    manual_note: 'Battery adder approved.',
  },
  { pay_date: '2026-10-16', item_name: 'Birch Cabin', item_pay_type: 'M2 - PTO', amount: 800 },
  { pay_date: '2026-10-16', item_name: 'Alder House', item_pay_type: 'M2 - PTO', amount: 200.25 },
  { pay_date: 'PENDING', item_name: 'Cedar Villa', item_pay_type: 'M1 - Install', amount: 650 },
].map((r) => ({ ...r, rep_name: rep.name, rep_email: rep.email, manager_email: null }));

let browser: Browser;
let viewKey: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiToken(SEED.admin);
  const upload = await uploadRows(token, 'riley.csv', rows);
  expect(upload.newEmails).toEqual([rep.email]);
  viewKey = await viewKeyOf(token, rep.email);
});
afterAll(() => browser?.close());

async function openPortal(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/bee/view/${viewKey}`);
  await page.waitForURL(/\/bee\/dash$/);
  return page;
}

const toolbar = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

describe('a rep on a phone', () => {
  it('opens the link, sees the dash with the latest paycheck and its chart', async () => {
    const page = await openPortal(await newContext(browser, PHONE));
    await page.getByText('Latest Paycheck').waitFor();
    await page.getByText('$1,000.25').first().waitFor(); // Oct 16: 800 + 200.25
    expect(await page.evaluate(() => localStorage.getItem('bee_view_key'))).toBe(viewKey);
    expect(
      await page.getByText('Paycheck totals', { exact: false }).count(),
    ).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'rep-dash');
  });

  it('opens a paycheck, then its customer and the job breakdown', async () => {
    const page = await openPortal(await newContext(browser, PHONE));
    await toolbar(page, 'Paychecks').click();
    await page.getByRole('heading', { name: 'Paychecks' }).waitFor();
    await page.getByText('PENDING').first().waitFor();
    await screenshot(page, 'rep-paychecks');
    await page.getByRole('button', { name: /Oct 2/ }).click();
    await page.waitForURL(/\/bee\/paycheck$/);
    await page.getByText('Alder House').first().waitFor();
    await page.getByText('$1,234.50').first().waitFor();
    await screenshot(page, 'rep-paycheck');
    await page
      .getByRole('button', { name: /Alder House/ })
      .first()
      .click();
    await page.waitForURL(/\/bee\/job$/);
    await page.getByText('System: 7.2 kW').waitFor();
    await page.getByText('Battery adder approved.').waitFor();
    expect(await page.getByText('single-line').count()).toBe(0); // drawn as a separator, not text
    expect(await page.locator('hr').count()).toBeGreaterThanOrEqual(2);
    await page.getByText('$1,434.75').first().waitFor(); // total paid out for Alder House
    await screenshot(page, 'rep-job');
  });

  it('searches customers case-insensitively and says when nothing matches', async () => {
    const page = await openPortal(await newContext(browser, PHONE));
    await toolbar(page, 'Customers').click();
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    const list = page.getByRole('list', { name: 'Customers' });
    expect(await list.locator('.rep-customer__name').allInnerTexts()).toEqual([
      'Alder House',
      'Birch Cabin',
      'Cedar Villa',
    ]);
    await page.getByRole('searchbox').fill('bIRCH');
    expect(await list.locator('.rep-customer__name').allInnerTexts()).toEqual(['Birch Cabin']);
    await screenshot(page, 'rep-customers');
    await page.getByRole('searchbox').fill('zzz');
    await page.getByText('No results for zzz').waitFor();
  });
});

describe('a manager and the demo', () => {
  it('views a team member and comes back in one tap', async () => {
    const page = await (await newContext(browser, PHONE)).newPage();
    await page.goto('/demo');
    await page.waitForURL(/\/bee\/dash$/);
    await page.getByRole('button', { name: 'Schedule Demo' }).waitFor();
    // The public demo key cannot register for push (the server answers 403): no switch, a note.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByText(/Notifications are off in the demo/).waitFor();
    expect(await page.getByRole('switch', { name: /Notifications/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await toolbar(page, 'Team Pay').click();
    await page.getByText('Login as one of your team members:').waitFor();
    await page.getByText('(Manager)').waitFor();
    await screenshot(page, 'rep-team-pay');
    await page.getByRole('button', { name: /Liam Carter/ }).click();
    await page.waitForURL(/\/bee\/dash$/);
    await page
      .getByText(/Viewing As Liam Carter/)
      .first()
      .waitFor();
    await toolbar(page, 'Customers').click();
    await page
      .getByText(/Viewing As Liam Carter/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Back to my pay' }).click();
    await page.waitForFunction(() => !document.body.innerText.includes('Viewing As'));
  });
});

describe('offline', () => {
  it('still shows the paychecks with the network off, and says the data is from earlier', async () => {
    const context = await newContext(browser, PHONE);
    const page = await openPortal(context);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await toolbar(page, 'Paychecks').click();
    await page.getByText('$1,000.25').first().waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Paychecks' }).waitFor();
    await page.getByText('$1,000.25').first().waitFor();
    await page.getByText(/offline — showing data from/i).waitFor();
    await screenshot(page, 'rep-offline');
    await context.setOffline(false);
  });

  it("keeps a team member's pay a manager opened, with the network off", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/demo');
    await page.waitForURL(/\/bee\/dash$/);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await toolbar(page, 'Team Pay').click();
    // The member's lines load only when their pay is opened (issue 34), then stay on the phone.
    await page.getByRole('button', { name: /Liam Carter/ }).click();
    await page.waitForURL(/\/bee\/dash$/);
    const latest = page.getByRole('link', { name: /Latest Paycheck/ });
    await latest.waitFor();
    const online = await latest.textContent();
    await context.setOffline(true);
    await page.reload();
    await page
      .getByText(/Viewing As Liam Carter/)
      .first()
      .waitFor();
    await latest.waitFor();
    expect(await latest.textContent()).toBe(online);
    await context.setOffline(false);
  });
});
