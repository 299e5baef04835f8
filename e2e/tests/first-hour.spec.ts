// Issue 27 on a 390×844 phone: a real rep of the seeded company (uploaded by its admin) asks a
// question that reaches the admins' queue; an admin's preview shows its banner and cannot review;
// a rotated link's page emails the rep their current link (caught by the real SMTP sink).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiToken,
  caughtMail,
  type CaughtMail,
  DESKTOP,
  launchBrowser,
  loginAs,
  newContext,
  PHONE,
  screenshot,
  SEED,
  watchPage,
} from '../support/browser.js';
import { uploadRows, viewKeyOf } from '../support/ledger.js';

const WAIT = 20_000;
const stamp = Date.now().toString(36);
const PAY_DATE = '2025-02-07';
const rep = { name: 'Sofia Nguyen', email: `sofia.first.${stamp}@demosolar.example` };
const lost = { name: 'Leo Lost', email: `leo.lost.${stamp}@demosolar.example` };

let browser: Browser;
let phone: BrowserContext;
let admin: string;

const row = (who: { name: string; email: string }, item: string, amount: number) => ({
  pay_date: PAY_DATE,
  rep_name: who.name,
  rep_email: who.email,
  item_name: item,
  item_pay_type: 'M1',
  amount,
});

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiToken(SEED.admin);
  // The seeded company's admin uploads reps of their own: they are real reps, not the demo.
  await uploadRows(admin, `first-hour-${stamp}.csv`, [
    row(rep, `Nguyen Home ${stamp}`, 1250),
    row(lost, `Lost Barn ${stamp}`, 800),
  ]);
  phone = await newContext(browser, PHONE);
});
afterAll(() => browser?.close());

async function openPaycheck(page: Page, key: string) {
  await page.goto(`/bee/view/${key}`);
  await page.waitForURL(/\/bee\/dash$/, { timeout: WAIT });
  await page.goto('/bee/paychecks');
  await page.getByRole('button', { name: /Feb 7/ }).click();
  await page.waitForURL(/\/bee\/paycheck$/);
}

function mailText(mail: CaughtMail): string {
  const qp = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const b64 = [...mail.raw.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)]
    .map((m) => Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${qp}\n${b64}`;
}

describe('the seeded company is not the demo', () => {
  it("lets a real rep of the seeded company ask a question that reaches the admins' queue", async () => {
    const page = await phone.newPage();
    const seen = watchPage(page);
    await openPaycheck(page, await viewKeyOf(admin, rep.email));
    // Only /demo is the demo: no demo button, no "stays on this phone".
    expect(await page.getByRole('button', { name: 'Schedule Demo' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Ask about this' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Ask about this' });
    expect(await sheet.getByText('they stay on this phone').count()).toBe(0);
    await sheet.getByLabel('Message').fill(`Is the Nguyen bonus in here? ${stamp}`);
    await sheet.getByRole('button', { name: 'Send question' }).click();
    await page.getByText('Question sent.').waitFor({ timeout: WAIT });
    await screenshot(page, 'first-hour-seeded-rep-asked');
    expect(seen.errors).toEqual([]);
    await page.close();

    const desk = await (await newContext(browser, DESKTOP)).newPage();
    await loginAs(desk, SEED.admin);
    await desk.goto('/bee/questions');
    await desk
      .getByText(`Is the Nguyen bonus in here? ${stamp}`)
      .first()
      .waitFor({ timeout: WAIT });
    await desk.context().close();
  });
});

describe("an admin's preview", () => {
  it('shows the preview banner and cannot review as the rep', async () => {
    const minted = await api<{ preview_key: string }>('/bee/rep-previews', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ email: lost.email }),
    });
    expect(minted.status).toBe(201);
    const page = await phone.newPage();
    await openPaycheck(page, minted.body.preview_key);
    await page
      .getByText(`Previewing ${lost.name}'s portal — nothing you do here is sent or recorded`)
      .waitFor({ timeout: WAIT });

    await page.getByRole('button', { name: 'Looks right' }).click();
    await page
      .getByText("This is an admin's preview of the portal: nothing is sent or recorded.")
      .waitFor({ timeout: WAIT });
    await screenshot(page, 'first-hour-preview-refused');
    await page.close();

    const reviews = await api<{ reps: { rep_email: string; reviewed_at: string | null }[] }>(
      `/bee/reviews?pay_date=${PAY_DATE}`,
      { token: admin },
    );
    const leo = reviews.body.reps.find((r) => r.rep_email === lost.email);
    expect(leo?.reviewed_at).toBeNull();
  });
});

describe('a dead link', () => {
  it('emails the rep their current link from the dead link page', async () => {
    const dead = await viewKeyOf(admin, lost.email);
    const rotated = await api<{ view_key: string }>('/bee/view-keys/rotate', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ email: lost.email }),
    });
    expect(rotated.status).toBe(201);
    const before = caughtMail().length;

    const page = await (await newContext(browser, PHONE)).newPage();
    const seen = watchPage(page);
    await page.goto(`/bee/view/${dead}`);
    await page
      .getByText('This link is no longer valid. Ask your admin for a new one.')
      .waitFor({ timeout: WAIT });
    await page.getByLabel('Your email').fill(lost.email);
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await page.getByText(/a new link is on its way/).waitFor({ timeout: WAIT });
    await screenshot(page, 'first-hour-dead-link-sent');

    await expect
      .poll(() => caughtMail().length - before, { timeout: WAIT })
      .toBeGreaterThanOrEqual(1);
    const mails = caughtMail()
      .slice(before)
      .filter((m) => m.to.some((to) => to.toLowerCase() === lost.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual([lost.email]);
    const text = mailText(mails[0]);
    expect(text).toContain(`/bee/view/${rotated.body.view_key}`);
    expect(text).not.toContain(`/bee/view/${dead}`);
    expect(seen.errors).toEqual([]);
    await page.context().close();
  });
});
