// Hostile strings in the ledger (names, jobs, pay types, notes, breakdowns, emails) show as text
// on every screen that renders them and in the portal email: no script runs, no element is
// injected, no dialog opens. The page's CSP would block an inline handler anyway, so the test
// also checks the DOM itself: nothing in it carries the payload as markup.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiToken,
  caughtMail,
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

const WAIT = 30_000;
const stamp = Date.now();
const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';
const rep = {
  name: `Pwn ${IMG} ${stamp}`,
  email: `pwned.${stamp}@example.com`,
};
const JOB = `Job ${SCRIPT} ${stamp}`;
const PENDING_JOB = `Job2 ${IMG}`;
const PAY_TYPE = '<b onmouseover="window.__pwned=1">M1</b>';
const NOTE = `Note ${IMG}${SCRIPT}`;
const BREAKDOWN = [
  `Line ${IMG}`,
  'single-line',
  SCRIPT,
  'javascript:window.__pwned=1',
  `<svg onload="window.__pwned=1">`,
];
/**
 * A second rep whose email itself is the payload, for the admin screens. An email is one plain
 * address (no spaces, brackets or double quotes), so the payload is an attribute breakout.
 */
const hostileEmail = `x'onmouseover='window.__pwned=1'.${stamp}@pwn.example`;

const rows = [
  {
    pay_date: '2026-10-02',
    rep_name: rep.name,
    rep_email: rep.email,
    item_name: JOB,
    item_pay_type: PAY_TYPE,
    amount: 1234.5,
    manager_email: null,
    breakdown: BREAKDOWN,
    manual_note: NOTE,
  },
  {
    pay_date: 'PENDING',
    rep_name: rep.name,
    rep_email: rep.email,
    item_name: PENDING_JOB,
    item_pay_type: 'M2',
    amount: 50,
    manager_email: null,
    breakdown: null,
    manual_note: SCRIPT,
  },
  {
    pay_date: '2026-10-02',
    rep_name: `Mail ${SCRIPT} ${stamp}`,
    rep_email: hostileEmail,
    item_name: `Other ${IMG}`,
    item_pay_type: 'M1',
    amount: 10,
    manager_email: `svg'onload='window.__pwned=1'@${stamp}.example`,
    breakdown: [IMG],
    manual_note: null,
  },
];

let browser: Browser;
let adminToken: string;
let viewKey: string;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiToken(SEED.admin);
  await uploadRows(adminToken, `hostile-${stamp}.csv`, rows);
  viewKey = await viewKeyOf(adminToken, rep.email);
});
afterAll(() => browser?.close());

/** A page that records CSP violations, page errors and dialogs from its first script on. */
async function watchedPage(viewport: { width: number; height: number }) {
  const context = await newContext(browser, viewport);
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.sample}`),
    );
  });
  const page = await context.newPage();
  return { page, seen: watchPage(page) };
}

/**
 * Nothing ran and nothing was injected: window.__pwned unset, no dialog, no error, no CSP
 * violation, no element or attribute carrying the payload; and each expected string is on the
 * page as text.
 */
async function expectInert(
  page: Page,
  seen: { errors: string[]; dialogs: string[] },
  texts: string[],
) {
  await page.waitForLoadState('networkidle');
  const state = await page.evaluate(() => {
    const injected: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      if (el.tagName === 'SCRIPT' && (el.textContent ?? '').includes('__pwned'))
        injected.push('script');
      if (el.tagName === 'IMG' && el.getAttribute('src') === 'x') injected.push('img src=x');
      for (const attr of Array.from(el.attributes)) {
        // A title or aria-label holding the text is fine; a handler or a script URL is not.
        const handler = attr.name.startsWith('on');
        const url = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(
          attr.name,
        );
        if (handler || (url && /__pwned|javascript:/i.test(attr.value))) {
          injected.push(`${el.tagName} ${attr.name}=${attr.value}`);
        }
      }
    }
    const w = window as unknown as { __pwned?: unknown; __csp: string[] };
    return { pwned: w.__pwned, csp: w.__csp, injected, text: document.body.innerText };
  });
  expect(state.pwned).toBeUndefined();
  expect(state.injected).toEqual([]);
  expect(state.csp).toEqual([]);
  expect(seen.dialogs).toEqual([]);
  expect(seen.errors).toEqual([]);
  for (const text of texts) expect(state.text).toContain(text);
}

describe('hostile ledger strings on the admin screens', () => {
  it('shows them as text in the ledger', async () => {
    const { page, seen } = await watchedPage(DESKTOP);
    await loginAs(page, SEED.admin);
    await page.goto('/bee/ledger');
    await page.getByRole('searchbox', { name: 'Search the ledger' }).fill(String(stamp));
    const table = page.getByRole('table', { name: 'Ledger' });
    await table.getByText(rep.name).first().waitFor({ timeout: WAIT });
    await expectInert(page, seen, [rep.name, JOB, PAY_TYPE, hostileEmail]);
    await screenshot(page, 'hostile-ledger');
  });

  it('shows them as text in the Email Center', async () => {
    const { page, seen } = await watchedPage(DESKTOP);
    await loginAs(page, SEED.admin);
    await page.goto('/bee/portals');
    await page.getByRole('heading', { level: 1, name: 'Email Center' }).waitFor();
    // The default filter shows reps paid in the last 30 days; these were paid on 10/2/2026.
    await page.getByRole('combobox', { name: 'Which reps' }).selectOption({ label: 'All Reps' });
    await page.getByRole('searchbox', { name: 'Search reps' }).fill(String(stamp));
    const table = page.getByRole('table', { name: 'Reps' });
    await table.getByText(rep.email).waitFor({ timeout: WAIT });
    await table.getByText(hostileEmail).waitFor({ timeout: WAIT });
    await expectInert(page, seen, [rep.email, hostileEmail]);
    await screenshot(page, 'hostile-email-center');
  });
});

describe("hostile ledger strings in the rep's portal, on a phone", () => {
  const toolbar = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

  it('shows them as text on the dash, paychecks, a paycheck, customers and the job', async () => {
    const { page, seen } = await watchedPage(PHONE);
    await page.goto(`/bee/view/${viewKey}`);
    await page.waitForURL(/\/bee\/dash$/, { timeout: WAIT });
    await page.getByText('$1,234.50').first().waitFor({ timeout: WAIT });
    await expectInert(page, seen, []);
    await screenshot(page, 'hostile-dash');

    await toolbar(page, 'Paychecks').click();
    await page.getByRole('heading', { name: 'Paychecks' }).waitFor();
    await page.getByText('PENDING').first().waitFor();
    await expectInert(page, seen, []);

    await page.getByRole('button', { name: /Oct 2/ }).click();
    await page.waitForURL(/\/bee\/paycheck$/);
    await page.getByText(JOB).first().waitFor({ timeout: WAIT });
    await expectInert(page, seen, [JOB]);
    await screenshot(page, 'hostile-paycheck');

    await page.getByRole('button', { name: JOB }).first().click();
    await page.waitForURL(/\/bee\/job$/);
    await page.getByText(`Line ${IMG}`).waitFor({ timeout: WAIT });
    await expectInert(page, seen, [`Line ${IMG}`, SCRIPT, 'javascript:window.__pwned=1', NOTE]);
    expect(await page.getByRole('link', { name: /javascript:/ }).count()).toBe(0);
    await screenshot(page, 'hostile-job');

    await toolbar(page, 'Customers').click();
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    const list = page.getByRole('list', { name: 'Customers' });
    await list.getByText(PENDING_JOB).waitFor({ timeout: WAIT });
    await expectInert(page, seen, [JOB, PENDING_JOB]);
    await screenshot(page, 'hostile-customers');
  });
});

/** The decoded text/html part of a raw message (nodemailer: 7bit, quoted-printable or base64). */
function htmlPart(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const head = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    if (!/content-type:\s*text\/html/i.test(head)) continue;
    const body = part.slice(split).trim();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64')
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  }
  throw new Error('no text/html part');
}

describe('the portal email', () => {
  it("carries the rep's hostile name escaped, never as markup", async () => {
    const res = await api<{ id: string; total: number }>('/mail/rep-portals/', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ pay_date: '10/2/2026', rep_emails: [rep.email] }),
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ total: 1, ignored: [] });
    let mail: { to: string[]; raw: string } | undefined;
    await expect
      .poll(() => (mail = caughtMail().find((m) => m.to.includes(rep.email))), { timeout: WAIT })
      .toBeTruthy();
    const html = htmlPart(mail!.raw);
    expect(html).toContain(
      `Hi Pwn &lt;img src&#x3D;x onerror&#x3D;&quot;window.__pwned&#x3D;1&quot;&gt; ${stamp}`,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('onerror="');
  });
});
