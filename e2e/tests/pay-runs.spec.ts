// Pay runs (issue 29) as an admin and a rep meet them: with review on, an uploaded month stays off
// the rep's phone until the admin approves and publishes it from /bee/pay-runs; then a correction
// to the closed month becomes an adjustment the rep sees labelled. The screen at 320 px, 390 px and
// on a laptop, light and dark, with axe.
import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseURL,
  DESKTOP,
  launchBrowser,
  loginAs,
  newContext,
  PHONE,
  screenshot,
  watchPage,
} from '../support/browser.js';
import { companyOfItsOwn, uploadCsv, viewKeyOf } from '../support/ledger.js';
import { axeProblems, report, useTheme, WIDTHS } from '../support/ui-checks.js';

const WAIT = 20_000;
const stamp = Date.now().toString(36);
const admin = { email: `payruns.admin.${stamp}@example.com`, password: 'PayRuns-Admin-2024' };
const rita = { name: 'Rita Quinn', email: `rita.pr.${stamp}@example.com` };

let browser: Browser;
let token: string;
let ritaKey: string;
let phone: BrowserContext;
let desk: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await companyOfItsOwn(`Pay Runs Co ${stamp}`, admin);
  const on = await api('/bee/pay-run-settings', {
    method: 'PUT',
    token,
    body: JSON.stringify({ review_before_publish: true, second_approver: false }),
  });
  expect(on.status).toBe(200);
  await uploadCsv(token, 'november.csv', [
    `2026-11-14,${rita.name},${rita.email},Henderson Residence,M1,1000.00`,
    `2026-11-14,${rita.name},${rita.email},Birch Cabin,M2,500.00`,
  ]);
  ritaKey = await viewKeyOf(token, rita.email);
  phone = await newContext(browser, PHONE);
  desk = await newContext(browser, DESKTOP);
});
afterAll(() => browser?.close());

async function paychecks(page: Page) {
  await page.goto(`/bee/view/${ritaKey}`);
  await page.waitForURL(/\/bee\/dash$/);
  await page.goto('/bee/paychecks');
  await page.getByRole('heading', { name: 'Paychecks' }).waitFor({ timeout: WAIT });
}

describe('pay runs', () => {
  it('keeps a draft month off the phone until the admin approves and publishes it', async () => {
    const rep = await phone.newPage();
    await paychecks(rep);
    expect(await rep.getByRole('button', { name: /Nov 14/ }).count()).toBe(0);

    const page = await desk.newPage();
    const seen = watchPage(page);
    await loginAs(page, admin);
    await page.getByRole('link', { name: 'Pay Runs', exact: true }).click();
    await page.waitForURL(/\/bee\/pay-runs$/);
    const table = page.getByRole('table', { name: 'Pay dates' });
    await table.getByText('Draft', { exact: true }).waitFor({ timeout: WAIT });
    // On a laptop the table fits its card: no column (the last is who and when) runs past its edge.
    expect(
      await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0)),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'pay-runs-draft');
    await page.getByRole('button', { name: 'Approve 11/14/2026' }).click();
    await table.getByText('Approved', { exact: true }).waitFor({ timeout: WAIT });
    // Still nothing on the phone.
    await paychecks(rep);
    expect(await rep.getByRole('button', { name: /Nov 14/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Publish 11/14/2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish 11/14/2026' });
    await dialog.getByLabel('Notify the 1 rep').waitFor();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await table.getByText('Published', { exact: true }).waitFor({ timeout: WAIT });

    const data = await api<{ data: { pay_date: string }[] }>('/bee/rep-key-data', {
      headers: { 'X-View-Key': ritaKey },
    });
    expect(data.body.data.map((l) => l.pay_date)).toEqual(['2026-11-14', '2026-11-14']);
    // A phone that opens the link now (the app keeps a fetched answer for a minute).
    const fresh = await (await newContext(browser, PHONE)).newPage();
    await paychecks(fresh);
    await fresh.getByRole('button', { name: /Nov 14/ }).click();
    await fresh.waitForURL(/\/bee\/paycheck$/);
    await fresh.getByText(/^Published \d+\/\d+\/\d{4}$/).waitFor({ timeout: WAIT });
    await screenshot(fresh, 'pay-runs-rep-published');

    // The published date's payroll file: the screen names who exported it and the file's hash.
    const file = await fetch(
      `${baseURL()}/api/bee/payroll/export?payDate=2026-11-14&format=generic`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(file.status).toBe(200);
    const hash = createHash('sha256')
      .update(Buffer.from(await file.arrayBuffer()))
      .digest('hex');
    await page.reload();
    await page
      .getByText(
        new RegExp(
          `^Exported \\d+/\\d+/\\d{4} by ${admin.email.replace(/\./g, '\\.')}, sha256 ${hash.slice(0, 12)}…$`,
        ),
      )
      .waitFor({ timeout: WAIT });
    expect(seen.errors).toEqual([]);
  });

  it('turns a correction to the closed month into an adjustment the rep sees labelled', async () => {
    // The desk is still signed in from the first test.
    const page = await desk.newPage();
    await page.goto('/bee/pay-runs');
    await page.getByRole('button', { name: 'Close 11/14/2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close 11/14/2026' });
    await dialog.getByRole('button', { name: 'Close pay date' }).click();
    await page
      .getByRole('table', { name: 'Pay dates' })
      .getByText('Closed', { exact: true })
      .waitFor({ timeout: WAIT });

    // Refused without the adjustment option; posted on December with it.
    const correction = [`2026-11-14,${rita.name},${rita.email},Henderson Residence,M1,120.00`];
    const form = new FormData();
    form.append(
      'file',
      new Blob([`Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount\r\n${correction[0]}`], {
        type: 'text/csv',
      }),
      'fix.csv',
    );
    const refused = await api<{ issues: { message: string }[] }>('/bee/ledger/csv?duplicates=add', {
      method: 'POST',
      token,
      body: form,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues[0].message).toBe(
      'Pay date 11/14/2026 is closed. Post the correction as an adjustment on an open pay date, or reopen it.',
    );
    await uploadCsv(token, 'fix.csv', correction, {
      query: '?duplicates=add&adjust_closed_on=2026-12-12',
    });
    await page.reload();
    await page.getByRole('button', { name: 'Approve 12/12/2026' }).click();
    await page.getByRole('button', { name: 'Publish 12/12/2026' }).click();
    await page
      .getByRole('dialog', { name: 'Publish 12/12/2026' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await page.getByRole('button', { name: 'Close 12/12/2026' }).waitFor({ timeout: WAIT });

    const rep = await (await newContext(browser, PHONE)).newPage();
    await paychecks(rep);
    await rep.getByRole('button', { name: /Dec 12/ }).click();
    await rep
      .getByText('Adjustment to 11/14/2026 · Henderson Residence')
      .waitFor({ timeout: WAIT });
    await screenshot(rep, 'pay-runs-rep-adjustment');
    // The closed paycheck keeps its numbers, and says it was adjusted.
    await paychecks(rep);
    await rep.getByRole('button', { name: /Nov 14/ }).click();
    await rep.getByText('Adjusted on 12/12/2026').waitFor({ timeout: WAIT });
    await rep.getByText('$1,500.00').first().waitFor();
  });

  it('reads well at 320 px, 390 px and on a laptop, light and dark, with no serious axe finding', async () => {
    const problems: object[] = [];
    for (const viewport of WIDTHS) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        await loginAs(page, admin);
        await page.goto('/bee/pay-runs');
        await useTheme(page, theme);
        await page.getByRole('table', { name: 'Pay dates' }).waitFor({ timeout: WAIT });
        await screenshot(page, `pay-runs-${viewport.width}-${theme}`);
        problems.push(
          ...(await axeProblems(page)).map((p) => ({ ...p, width: viewport.width, theme })),
        );
        await context.close();
      }
    }
    expect(problems, report(problems)).toEqual([]);
  });
});
