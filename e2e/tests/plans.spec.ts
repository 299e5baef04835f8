// Commission plans (issue 30) on a 390×844 phone: an admin's plan (uploaded, signed for the
// employer and assigned through the API) shows as "Your plan" on the rep's Dash; the rep reads it
// page by page (PDF.js, drawn to canvases), asks for a code, reads it from the SMTP sink and signs.
// The plan screen is checked at 320 px (no sideways scrolling) and on a laptop, light and dark.
import type { Browser, Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  caughtMail,
  DESKTOP,
  launchBrowser,
  loginAs,
  newContext,
  PHONE,
  screenshot,
  watchPage,
} from '../support/browser.js';
import { companyOfItsOwn, uploadCsv, viewKeyOf } from '../support/ledger.js';
import { axeProblems, NARROW, report, useTheme } from '../support/ui-checks.js';

const WAIT = 20_000;
const stamp = Date.now().toString(36);
const admin = { email: `plans.admin.${stamp}@example.com`, password: 'Plans-Admin-2024' };
const rep = { name: 'Sana Signer', email: `sana.signer.${stamp}@example.com` };

let browser: Browser;
let token: string;
let repKey: string;
let versionId: number;

async function planPdf(): Promise<Blob> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Field Sales Plan, page ${n}`, { x: 50, y: 720, size: 24, font });
    page.drawText('You earn 10% of each sale, paid on the 5th of the next month.', {
      x: 50,
      y: 680,
      size: 14,
      font,
    });
  }
  return new Blob([Buffer.from(await doc.save())], { type: 'application/pdf' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await companyOfItsOwn(`Plans Co ${stamp}`, admin);
  await uploadCsv(token, 'jan.csv', [`2026-01-09,${rep.name},${rep.email},Oak House,M1,900.00`], {
    query: '?duplicates=add',
  });
  repKey = await viewKeyOf(token, rep.email);
  const plan = await api<{ id: number }>('/bee/plans', {
    method: 'POST',
    token,
    body: JSON.stringify({ name: 'Field Sales Plan' }),
  });
  expect(plan.status).toBe(201);
  const form = new FormData();
  form.append('effective_date', '2026-01-01');
  form.append('file', await planPdf(), 'field-sales-plan.pdf');
  const version = await api<{ id: number }>(`/bee/plans/${plan.body.id}/versions`, {
    method: 'POST',
    token,
    body: form,
  });
  expect(version.status).toBe(201);
  versionId = version.body.id;
  const signed = await api(`/bee/plans/${plan.body.id}/versions/1/employer-signature`, {
    method: 'POST',
    token,
    body: JSON.stringify({ name: 'Erin Employer', title: 'Head of Sales' }),
  });
  expect(signed.status).toBe(200);
  const assigned = await api(`/bee/plans/${plan.body.id}/versions/1/assign`, {
    method: 'POST',
    token,
    body: JSON.stringify({ emails: [rep.email] }),
  });
  expect(assigned.status).toBe(200);
}, 120_000);
afterAll(() => browser?.close());

async function codeFromMail(before: number): Promise<string> {
  const until = Date.now() + WAIT;
  while (Date.now() < until) {
    const mine = caughtMail().filter((m) => m.to.some((to) => to.toLowerCase() === rep.email));
    const codes = mine
      .map((m) => /^Subject: Your code to sign .*?(\d{6})\s*$/m.exec(m.raw)?.[1])
      .filter(Boolean);
    if (codes.length > before) return codes[codes.length - 1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no code email');
}

async function pagesDrawn(page: Page) {
  await page
    .getByRole('img', { name: 'Field Sales Plan v1, page 2 of 2' })
    .waitFor({ timeout: WAIT });
}

describe('a rep reads and signs their plan on a phone', () => {
  it('shows "Your plan" on the Dash, draws the pages and signs with the emailed code', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const seen = watchPage(page);
    await page.goto(`/bee/view/${repKey}`);
    await page.waitForURL(/\/bee\/dash$/);
    const card = page.getByRole('region', { name: 'Your plan' });
    await card.waitFor({ timeout: WAIT });
    await screenshot(page, 'plans-rep-dash-390');
    await card.getByRole('link', { name: 'Read and sign' }).click();
    await page.waitForURL(/\/bee\/my-plan\?v=\d+$/);
    await pagesDrawn(page);
    // Each page is as wide as the screen's content column, not the PDF's 612 points.
    const widths = await page
      .locator('canvas.rep-plan__page')
      .evaluateAll((canvases) => canvases.map((c) => c.getBoundingClientRect().width));
    expect(widths).toHaveLength(2);
    for (const width of widths) expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'plans-rep-read-390');

    const form = page.getByRole('form', { name: 'Sign this plan' });
    await form.getByLabel('Your full name').fill('Sana Signer');
    await form.getByLabel('I have read and received this plan').check();
    const before = 0;
    await form.getByRole('button', { name: 'Email me a code' }).click();
    await form
      .getByText(/We emailed a 6-digit code to s\*\*\*@example\.com/)
      .waitFor({ timeout: WAIT });
    const code = await codeFromMail(before);
    // A wrong code first: the server's words, with the tries left.
    await form.getByLabel('Code from the email').fill(code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Sign' }).click();
    await form.getByRole('alert').filter({ hasText: '4 tries left' }).waitFor({ timeout: WAIT });
    await form.getByLabel('Code from the email').fill(code);
    await form.getByRole('button', { name: 'Sign' }).click();
    // The screen turns to the signature: who signed, when, and the verification code.
    await page.getByRole('heading', { name: 'Signed' }).waitFor({ timeout: WAIT });
    await page.getByText('You signed this plan as Sana Signer').waitFor();
    await page.getByText(/Verification code: PL[A-Z0-9]{20}/).waitFor();
    await screenshot(page, 'plans-rep-signed-390');

    const mine = await api<{
      plans: { version_id: number; status: string; signed_name: string }[];
    }>('/bee/rep/plans', { headers: { 'X-View-Key': repKey } });
    expect(mine.body.plans).toEqual([
      expect.objectContaining({
        version_id: versionId,
        status: 'signed',
        signed_name: 'Sana Signer',
      }),
    ]);
    // The paycheck of Jan 9 says the plan it was paid under, linking to it.
    await page.goto('/bee/paychecks');
    await page.getByRole('button', { name: /Jan 9/ }).click();
    await page.waitForURL(/\/bee\/paycheck$/);
    const under = page.getByRole('link', { name: 'Field Sales Plan v1' });
    await under.waitFor({ timeout: WAIT });
    expect(await page.getByText(/^Paid under/).textContent()).toBe(
      'Paid under Field Sales Plan v1',
    );
    await screenshot(page, 'plans-rep-paycheck-390');
    // Signed: the Dash no longer asks, the screen offers the signed copy.
    await page.goto('/bee/dash');
    await page.getByRole('heading', { name: 'Dash' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('region', { name: 'Your plan' }).count()).toBe(0);
    await page.goto(`/bee/my-plan?v=${versionId}`);
    await page.getByRole('button', { name: 'Download my signed copy' }).waitFor({ timeout: WAIT });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my signed copy' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Field-Sales-Plan-v1-signed.pdf');
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('reads at 320 px without sideways scrolling and on a laptop, light and dark, with no axe problems', async () => {
    for (const [viewport, label] of [
      [NARROW, '320'],
      [DESKTOP, 'laptop'],
    ] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto(`/bee/view/${repKey}`);
      await page.waitForURL(/\/bee\/dash$/);
      for (const theme of ['light', 'dark'] as const) {
        await page.goto(`/bee/my-plan?v=${versionId}`);
        await useTheme(page, theme);
        await pagesDrawn(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `plans-rep-${label}-${theme}`);
        if (label === '320' && theme === 'light') {
          // Larger text: the pages grow to twice the width and scroll sideways in their own box.
          await page.getByRole('button', { name: 'Larger text' }).click();
          const pageWidth = await page
            .locator('canvas.rep-plan__page')
            .first()
            .evaluate((c) => c.getBoundingClientRect().width);
          expect(pageWidth).toBeGreaterThan(500);
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          ).toBeLessThanOrEqual(0);
          await screenshot(page, 'plans-rep-320-larger');
          await page.getByRole('button', { name: 'Fit to screen' }).click();
        }
        const problems = await axeProblems(page);
        expect(problems, report(problems)).toEqual([]);
      }
      await page.goto('/bee/my-plan');
      await page.getByRole('link', { name: /Field Sales Plan v1/ }).waitFor({ timeout: WAIT });
      await screenshot(page, `plans-rep-list-${label}`);
      await context.close();
    }
  });
});

describe('the admin follows and sends plans at /bee/plans', () => {
  it('shows the status board with the signature, uploads v2, signs it and sends it', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const seen = watchPage(page);
    await loginAs(page, admin);
    await page.getByRole('link', { name: 'Plans', exact: true }).click();
    await page.waitForURL(/\/bee\/plans$/);
    await page.getByRole('button', { name: /Field Sales Plan \(v1\) · 1\/1 signed/ }).click();
    await page.getByRole('button', { name: 'Open v1' }).click();
    const board = page.getByRole('table', { name: 'Status board of Field Sales Plan v1' });
    await board.getByRole('cell', { name: 'signed', exact: true }).waitFor({ timeout: WAIT });
    await expect
      .poll(() => board.getByRole('row').filter({ hasText: rep.email }).textContent())
      .toMatch(/signed/);
    const [copy] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the signed copy of ${rep.email}` }).click(),
    ]);
    expect(copy.suggestedFilename()).toMatch(/-signed\.pdf$/);
    await screenshot(page, 'plans-admin-board-laptop');
    const problems = await axeProblems(page);
    expect(problems, report(problems)).toEqual([]);

    // Version 2 through the screen: upload, sign for the employer, send to the rep.
    await page.getByLabel('Plan document (PDF)').setInputFiles({
      name: 'v2.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await (await planPdf()).arrayBuffer()),
    });
    await page.getByLabel('Effective date').fill('2026-02-01');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Version 2 stored.').waitFor({ timeout: WAIT });
    await page.getByRole('button', { name: 'Open v2' }).click();
    await page.getByLabel('Full name').fill('Erin Employer');
    await page.getByLabel('Title').fill('Head of Sales');
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByLabel('Who').selectOption('emails');
    await page.getByLabel(/Rep emails/).fill(rep.email);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Asked 1 more rep to sign.').waitFor({ timeout: WAIT });
    const board2 = page.getByRole('table', { name: 'Status board of Field Sales Plan v2' });
    await board2.getByRole('cell', { name: 'assigned', exact: true }).waitFor({ timeout: WAIT });
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await page.getByRole('button', { name: /Field Sales Plan \(v2\)/ }).click();
      await page.getByRole('button', { name: 'Open v1' }).click();
      await page.getByRole('table', { name: /Status board/ }).waitFor({ timeout: WAIT });
      await screenshot(page, `plans-admin-laptop-${theme}`);
    }
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('fits 320 px', async () => {
    const context = await newContext(browser, NARROW);
    const page = await context.newPage();
    await loginAs(page, admin);
    await page.goto('/bee/plans');
    await page.getByRole('button', { name: /Field Sales Plan \(v2\)/ }).click();
    await page.getByRole('button', { name: 'Open v1' }).click();
    await page.getByRole('table', { name: /Status board/ }).waitFor({ timeout: WAIT });
    // What sticks out past the screen's right edge, named for the failure message.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .filter((el) => !el.closest('.cb-table-frame, [class*="table"]'))
        .map((el) => `${el.tagName}.${el.className}`)
        .slice(0, 5),
    );
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
      wide.join(' '),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'plans-admin-320');
    await context.close();
  });
});
