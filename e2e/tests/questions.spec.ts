// Questions and reviews (issue 14) as a rep on a phone and an admin at a desk meet them: the rep
// asks about a line; the admin sees the sidebar count, opens the question, replies and resolves it;
// the rep sees the badge and accepts. A question asked offline is sent once after going back
// online and reloading. "Looks right" on a paycheck shows in the Email Center summary.
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
import { companyOfItsOwn, uploadCsv, viewKeyOf } from '../support/ledger.js';

const WAIT = 20_000;
const stamp = Date.now().toString(36);
const admin = { email: `questions.admin.${stamp}@example.com`, password: 'Questions-Admin-2024' };
const rita = { name: 'Rita Quinn', email: `rita.q.${stamp}@example.com` };
const rows = [
  `2026-01-09,${rita.name},${rita.email},Alder House,M1,1000.00`,
  `2026-01-09,${rita.name},${rita.email},Birch Cabin,M2,500.00`,
];

let browser: Browser;
let token: string;
let ritaKey: string;
let phone: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await companyOfItsOwn(`Questions Co ${stamp}`, admin);
  await uploadCsv(token, 'january.csv', rows, { query: '?duplicates=add' });
  ritaKey = await viewKeyOf(token, rita.email);
  phone = await newContext(browser, PHONE);
});
afterAll(() => browser?.close());

async function openPaycheck(page: Page) {
  await page.goto(`/bee/view/${ritaKey}`);
  await page.waitForURL(/\/bee\/dash$/);
  await page.goto('/bee/paychecks');
  await page.getByRole('button', { name: /Jan 9/ }).click();
  await page.waitForURL(/\/bee\/paycheck$/);
}

const myQuestions = async () =>
  (
    await api<{ id: number; status: string }[]>('/bee/rep/questions', {
      headers: { 'X-View-Key': ritaKey },
    })
  ).body;

describe('a pay question from the phone to the admin and back', () => {
  it('lets the rep ask about a line on a 390×844 phone', async () => {
    const page = await phone.newPage();
    const seen = watchPage(page);
    await openPaycheck(page);
    await page.getByRole('button', { name: 'Ask about this' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Ask about this' });
    await sheet.getByLabel('Reason').selectOption('amount_wrong');
    await sheet.getByLabel('Amount I expected (optional)').fill('1200');
    await sheet.getByLabel('Message').fill('<b>The system</b> was 9 kW, not 8 kW.');
    await screenshot(page, 'questions-rep-sheet');
    await sheet.getByRole('button', { name: 'Send question' }).click();
    await page.getByText('Question sent.').waitFor({ timeout: WAIT });
    await page.getByRole('link', { name: 'Question: Open' }).waitFor({ timeout: WAIT });
    expect(await myQuestions()).toHaveLength(1);
    expect(seen.errors).toEqual([]);
    await page.close();
  });

  it('shows the admin the sidebar count; the admin opens the question, replies and resolves it', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await loginAs(page, admin);
    const link = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Questions/ });
    await link.getByText('1', { exact: true }).waitFor({ timeout: WAIT });
    expect(await link.getAttribute('href')).toBe('/bee/questions');
    await link.click();
    await page.getByRole('link', { name: rita.name }).click();
    await page.getByRole('heading', { name: `${rita.name} asked about their pay` }).waitFor();
    await page.getByText('The line as asked').waitFor();
    await page.getByText('The line now (unchanged)').waitFor();
    // The rep's words are text, never markup.
    await page.getByText('<b>The system</b> was 9 kW, not 8 kW.').waitFor();
    await screenshot(page, 'questions-admin-question');
    await page.getByLabel('Message to the rep').fill('Checking the contract now.');
    await page.getByRole('button', { name: 'Reply' }).click();
    await page.getByText('Checking the contract now.').waitFor({ timeout: WAIT });
    // The box empties once the reply is stored.
    await expect.poll(() => page.getByLabel('Message to the rep').inputValue()).toBe('');
    await page.getByLabel('No change (explain in the message)').check();
    await page.getByLabel('Message to the rep').fill('The contract says 8 kW.');
    await page.getByRole('button', { name: 'Resolve' }).click();
    await page.getByText('Resolved', { exact: true }).waitFor({ timeout: WAIT });
    await page.goto('/bee/questions');
    await page.getByRole('button', { name: 'All' }).click();
    await page.getByRole('link', { name: rita.name }).waitFor({ timeout: WAIT });
    await screenshot(page, 'questions-admin-queue');
    await context.close();
  });

  it('shows the rep the badge; the rep reads the answer and accepts it', async () => {
    const page = await phone.newPage();
    await page.goto('/bee/dash');
    const menu = page.getByRole('button', { name: /Menu, 1 new answer\b/ });
    await menu.waitFor({ timeout: WAIT });
    await menu.click();
    await page.getByRole('link', { name: /My questions/ }).click();
    await page.getByText('New answer').waitFor({ timeout: WAIT });
    await screenshot(page, 'questions-my-questions');
    await page.getByRole('link', { name: /Alder House/ }).click();
    await page.getByText('The contract says 8 kW.').waitFor({ timeout: WAIT });
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Accepted', { exact: true }).waitFor({ timeout: WAIT });
    expect((await myQuestions())[0].status).toBe('accepted');
    await page.close();
  });
});

describe('offline and reviews', () => {
  it('keeps a question asked offline as Waiting to send and sends it once after reconnecting and reloading', async () => {
    const page = await phone.newPage();
    await openPaycheck(page);
    await phone.setOffline(true);
    await page.getByRole('button', { name: 'Ask about this' }).nth(1).click();
    const sheet = page.getByRole('dialog', { name: 'Ask about this' });
    await sheet.getByLabel('Message').fill('Asked while offline');
    await sheet.getByRole('button', { name: 'Send question' }).click();
    await page.getByText(/Waiting to send/).waitFor({ timeout: WAIT });
    await page.getByRole('link', { name: 'Back to paychecks' }).click();
    expect(await myQuestions()).toHaveLength(1);
    await page.close();

    await phone.setOffline(false);
    const again = await phone.newPage();
    await again.goto('/bee/my-questions');
    await again.getByRole('link', { name: /Birch Cabin/ }).waitFor({ timeout: WAIT });
    expect(await again.getByText('Waiting to send').count()).toBe(0);
    await again.reload();
    await again.getByRole('link', { name: /Birch Cabin/ }).waitFor({ timeout: WAIT });
    expect(await myQuestions()).toHaveLength(2);
    await again.close();
  });

  it('shows "Looks right" on a paycheck in the Email Center summary', async () => {
    const page = await phone.newPage();
    await openPaycheck(page);
    await page.getByRole('button', { name: 'Looks right' }).click();
    await page.getByText(/You said this paycheck looks right/).waitFor({ timeout: WAIT });
    await page.close();

    const context = await newContext(browser, DESKTOP);
    const desk = await context.newPage();
    await loginAs(desk, admin);
    await desk.goto('/bee/portals');
    const summary = desk.getByRole('region', { name: 'Reviews' });
    await summary.getByText(/reps reviewed 1\/9\/2026/).waitFor({ timeout: WAIT });
    expect(await summary.locator('.review-summary').innerText()).toMatch(
      /^1 of 1 reps reviewed 1\/9\/2026 · 0 not yet · 1 open question$/,
    );
    await summary.getByRole('button', { name: '1', exact: true }).first().click();
    await summary.getByText(new RegExp(`${rita.name}.*reviewed`)).waitFor();
    await context.close();
  });
});
