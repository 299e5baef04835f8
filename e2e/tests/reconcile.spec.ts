// Uploads that reconcile (issue 13), as an admin and a rep meet them: month one is stored and the
// rep opens the portal; month two repeats three PENDING lines with a pay date, one line exactly
// and adds new lines. The preview shows 3 updated, 1 skipped and the new lines for the right reps;
// after the commit the rep's paychecks add up once (no double pay) and the rep app marks the
// lines New and Changed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  DESKTOP,
  launchBrowser,
  loginAs,
  newContext,
  PHONE,
  screenshot,
  watchPage,
} from '../support/browser.js';
import { companyOfItsOwn, csvText, uploadCsv, viewKeyOf } from '../support/ledger.js';

const WAIT = 20_000;
const stamp = Date.now().toString(36);
const admin = { email: `reconcile.admin.${stamp}@example.com`, password: 'Reconcile-Admin-2024' };
const rita = { name: 'Rita Reyes', email: `rita.${stamp}@example.com` };
const sam = { name: 'Sam Shaw', email: `sam.${stamp}@example.com` };
const line = (who: typeof rita, payDate: string, item: string, type: string, amount: string) =>
  `${payDate},${who.name},${who.email},${item},${type},${amount}`;

const monthOne = [
  line(rita, '2026-01-09', 'Alder House', 'M1', '1000.00'),
  line(rita, 'PENDING', 'Birch Cabin', 'M2', '500.00'),
  line(rita, 'PENDING', 'Cedar Villa', 'M2', '300.00'),
  line(sam, '2026-01-09', 'Dogwood Farm', 'M1', '700.00'),
  line(sam, 'PENDING', 'Elm Court', 'M2', '400.00'),
];
const monthTwo = [
  line(rita, '2026-02-06', 'Birch Cabin', 'M2', '500.00'), // was PENDING
  line(rita, '2026-02-06', 'Cedar Villa', 'M2', '300.00'), // was PENDING
  line(rita, '2026-02-06', 'Fir Lodge', 'M1', '900.00'), // new
  line(sam, '2026-02-06', 'Elm Court', 'M2', '400.00'), // was PENDING
  line(sam, '2026-01-09', 'Dogwood Farm', 'M1', '700.00'), // exact duplicate
  line(sam, '2026-02-06', 'Grove Park', 'M1', '250.00'), // new
];

let browser: Browser;
let token: string;
let ritaKey: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await companyOfItsOwn(`Reconcile Co ${stamp}`, admin);
  await uploadCsv(token, 'january.csv', monthOne);
  ritaKey = await viewKeyOf(token, rita.email);
});
afterAll(() => browser?.close());

async function openPortal(): Promise<Page> {
  const page = await (await newContext(browser, PHONE)).newPage();
  await page.goto(`/bee/view/${ritaKey}`);
  await page.waitForURL(/\/bee\/dash$/);
  return page;
}

async function recordedOpen(): Promise<string | null> {
  const visit = await api<{ last_opened_at: string | null }>(
    `/bee/rep-visit?view_key=${encodeURIComponent(ritaKey)}`,
  );
  return visit.body.last_opened_at;
}

describe('a month-two file that overlaps month one', () => {
  it('is previewed per rep, stored once, and shown to the rep as New and Changed', async () => {
    // The rep's visit after month one.
    const first = await openPortal();
    await first.getByText('Latest Paycheck', { exact: true }).waitFor({ timeout: WAIT });
    for (let tries = 0; !(await recordedOpen()) && tries < 50; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await recordedOpen()).not.toBeNull();
    await first.context().close();
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // the next open is a new visit

    // The admin uploads month two and reviews the preview.
    const page = await (await newContext(browser, DESKTOP)).newPage();
    const seen = watchPage(page);
    await loginAs(page, admin);
    await page.goto('/bee/upload');
    await page.locator('input[type=file]').setInputFiles({
      name: 'february.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvText(monthTwo)),
    });
    await page.getByRole('button', { name: 'Upload ALL 6' }).click();
    await page.getByRole('heading', { name: 'Review the changes' }).waitFor({ timeout: WAIT });
    const summary = page.getByRole('list', { name: 'What this upload does' });
    await summary.getByText('3 updated lines').waitFor({ timeout: WAIT });
    expect(await summary.innerText()).toContain('2 new lines');
    expect(await summary.innerText()).toContain('1 duplicate');
    const reps = page.getByRole('table', { name: 'Changes per rep' });
    const rowOf = async (who: typeof rita) =>
      (await reps.getByRole('row').filter({ hasText: who.email }).innerText()).split(/\s+/);
    // Rep, then New, Changed, Removed, Skipped, Change in total.
    expect((await rowOf(rita)).slice(-5)).toEqual(['1', '2', '0', '0', '+$900.00']);
    expect((await rowOf(sam)).slice(-5)).toEqual(['1', '1', '0', '1', '+$250.00']);
    await screenshot(page, 'upload-preview');
    await reps.getByRole('button', { name: new RegExp(rita.name) }).click();
    const ritaLines = page.getByRole('list', { name: `Lines of ${rita.name}` });
    await ritaLines.waitFor({ timeout: WAIT });
    const texts = await ritaLines.getByRole('listitem').allInnerTexts();
    expect(texts).toHaveLength(3);
    expect(texts.filter((t) => t.startsWith('Changed'))).toHaveLength(2);
    expect(texts.find((t) => t.includes('Birch Cabin'))).toContain(
      'PENDING $500.00 → 2026-02-06 $500.00',
    );
    expect(texts.find((t) => t.includes('Fir Lodge'))).toMatch(/^New/);
    await screenshot(page, 'upload-preview-rep-lines');

    await page.getByRole('button', { name: 'Store these changes' }).click();
    await page.getByText('Your records were successfully uploaded.').waitFor({ timeout: WAIT });
    expect(seen.errors).toEqual([]);

    // The ledger: 5 + 2 new lines, the three pending lines now dated, nothing doubled.
    const ledger = await api<{ pay_date: string; rep_email: string; amount: number }[]>(
      '/bee/ledger',
      { token },
    );
    expect(ledger.body).toHaveLength(7);
    expect(ledger.body.filter((r) => r.pay_date === 'PENDING')).toEqual([]);

    // The rep's next visit.
    const portal = await openPortal();
    await portal.getByText('1 new line since your last visit').waitFor({ timeout: WAIT });
    expect(await portal.getByText(/^Updated \d+\/\d+\/\d{4}$/).count()).toBe(1);
    await screenshot(portal, 'rep-dash-new-lines');
    await portal
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Paychecks', exact: true })
      .click();
    // No PENDING paycheck is left: the pending lines are now paid on Feb 6, counted once.
    // (Read on the Paychecks screen's Feb 6 row: the Dash, still on screen while the lazy screen
    // loads, shows the same amount twice.)
    await portal
      .getByRole('button', { name: /Feb 6/ })
      .getByText('$1,700.00')
      .waitFor({ timeout: WAIT });
    expect(await portal.getByRole('button', { name: /PENDING/ }).count()).toBe(0);
    await portal.getByRole('button', { name: /Feb 6/ }).click();
    await portal.getByRole('heading', { name: 'Feb 6' }).waitFor({ timeout: WAIT });
    const items = portal.getByRole('region', { name: 'Pay stub' }).getByRole('listitem');
    expect(await items.count()).toBe(3);
    expect(await items.filter({ hasText: 'Fir Lodge' }).getByText('New').count()).toBe(1);
    const changed = portal.getByRole('button', { name: 'Changed' });
    expect(await changed.count()).toBe(2);
    await items.filter({ hasText: 'Birch Cabin' }).getByRole('button', { name: 'Changed' }).click();
    await portal.getByText('PENDING → Feb 6').waitFor({ timeout: WAIT });
    expect(await portal.locator('.rep-total').innerText()).toContain('$1,700.00');
    await screenshot(portal, 'rep-paycheck-badges');
  });
});
