// The Email Center as an admin meets it (spec §2, §4, §5, §8, §9; issue 5): the rep table with
// team size, last emailed and latest pay date; 'Recently Paid Reps' from a Since date picked by
// typing or through the calendar's century, decade, year and month views; 'All Reps'; search by a
// date in each way people write one; select-all; every state of the send button, with the real
// SMTP sink catching exactly one message per picked rep holding that rep's own link; the failure
// text; and the preview button opening the rep's portal in a new tab.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiToken,
  caughtMail,
  type CaughtMail,
  launchBrowser,
  loginAs,
  newContext,
  screenshot,
  SEED,
  watchPage,
} from '../support/browser.js';

const WAIT = 20_000; // two shared cores: be patient with every visible change
const DAY_MS = 86_400_000;

/** Local midnight `days` days before today, moved further back until its day of month has two
 * digits, so that 'M/D' matches exactly this date (a one-digit '11/1' would also match 11/12…). */
function pastDay(days: number): Date {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  while (date.getDate() < 10) date.setDate(date.getDate() - 1);
  return date;
}
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const us = (d: Date) => `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const stamp = Date.now();
const recentPay = pastDay(10); // inside the default Since (30 days ago)
const oldPay = pastDay(90); // before it
const manager = { name: 'Marta Quill', email: `ec.marta.${stamp}@example.com` };
const member = { name: 'Ana Brook', email: `ec.ana.${stamp}@example.com` };
const oldMember = { name: 'Otto Fenn', email: `ec.otto.${stamp}@example.com` };
const ours = [manager, member, oldMember];
// Two more at the edge of the default Since, under a tag of their own so the searches above stay
// about the first three: paid exactly 30 days ago (shown) and 31 days ago (not shown).
const edgeTag = `edge${stamp.toString(36)}`;
const onEdge = { name: 'Edda Thirty', email: `ec.${edgeTag}.in@example.com` };
const pastEdge = { name: 'Pia Thirtyone', email: `ec.${edgeTag}.out@example.com` };
// Two more for the queue's states: one whose mail server is slow (the progress shows), one whose
// mailbox refuses the first message (the failure names them; the retry reaches them).
const queueTag = `queue${stamp.toString(36)}`;
const slowRep = { name: 'Sol Slow', email: `ec.${queueTag}.slow.sol@example.com` };
const refusedRep = { name: 'Remy Refused', email: `ec.${queueTag}.refuse-once.remy@example.com` };
const daysAgo = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
};

const row = (
  who: { name: string; email: string },
  pay: Date,
  item: string,
  amount: number,
  managerEmail: string | null,
) => ({
  pay_date: iso(pay),
  rep_name: who.name,
  rep_email: who.email,
  item_name: item,
  item_pay_type: 'M1 - Install',
  amount,
  manager_email: managerEmail,
});
const rows = [
  row(manager, recentPay, 'Quill Residence', 900, null),
  row(member, recentPay, 'Brook Ranch', 450.5, manager.email),
  // A second row of the same member: the team still counts distinct reps (2, not 3).
  row(member, oldPay, 'Brook Barn', 120, manager.email.toUpperCase()),
  row(oldMember, oldPay, 'Fenn Farm', 700, manager.email),
  row(onEdge, daysAgo(30), 'Edge House', 300, null),
  row(pastEdge, daysAgo(31), 'Past House', 310, null),
  row(slowRep, recentPay, 'Slow House', 320, null),
  row(refusedRep, recentPay, 'Refused House', 330, null),
];

let browser: Browser;
let adminToken: string;
const viewKeys = new Map<string, string>();

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiToken(SEED.admin);
  const upload = await api<{ message: string; newEmails: string[] }>('/bee/ledger', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({ data: rows, file_name: `email-center-${stamp}.csv` }),
  });
  expect(upload.status).toBe(200);
  expect(upload.body.message).toBe('success');
  expect([...upload.body.newEmails].sort()).toEqual(
    [...ours, onEdge, pastEdge, slowRep, refusedRep].map((r) => r.email).sort(),
  );
  for (const rep of ours) {
    const key = await api<{ view_key: string }>(
      `/bee/view-keys/?email=${encodeURIComponent(rep.email)}`,
      { token: adminToken },
    );
    expect(key.status).toBe(200);
    viewKeys.set(rep.email, key.body.view_key);
  }
});
afterAll(() => browser?.close());

// ---- page helpers -------------------------------------------------------------------------

async function openEmailCenter(): Promise<{
  page: Page;
  context: BrowserContext;
  errors: string[];
}> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const seen = watchPage(page);
  await loginAs(page, SEED.admin);
  await page.getByRole('link', { name: 'Email Center', exact: true }).first().click();
  await page.waitForURL(/\/bee\/portals$/);
  await page.getByRole('heading', { level: 1, name: 'Email Center' }).waitFor();
  await filterBox(page).waitFor({ timeout: WAIT }); // the reps have loaded
  return { page, context, errors: seen.errors };
}

const filterBox = (page: Page) => page.getByRole('combobox', { name: 'Which reps' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search reps' });
const sendButton = (page: Page) => page.locator('button.portals-send');
const selectedCount = (page: Page) => page.locator('.portals-count');
const table = (page: Page) => page.getByRole('table', { name: 'Reps' });
const repRow = (page: Page, email: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.locator('.portals-email').getByText(email, { exact: true }) });
const checkbox = (page: Page, email: string) =>
  page.getByRole('checkbox', { name: `Select ${email}`, exact: true });
const headerToggle = (page: Page) =>
  table(page)
    .getByRole('row')
    .first()
    .getByRole('button', { name: /^(Select|Deselect) All$/ });

/** Waits until the locator's text is exactly `text`. */
async function hasText(locator: Locator, text: string) {
  await expect
    .poll(async () => ((await locator.textContent()) ?? '').trim(), { timeout: WAIT })
    .toBe(text);
}

/** The emails of our three reps that the table shows now, sorted. */
async function oursShown(page: Page): Promise<string[]> {
  const cells = await table(page).locator('tbody tr .portals-email').allTextContents();
  return ours
    .map((r) => r.email)
    .filter((email) => cells.includes(email))
    .sort();
}
async function expectShown(page: Page, emails: string[]) {
  await expect.poll(() => oursShown(page), { timeout: WAIT }).toEqual([...emails].sort());
}

async function pickFilter(page: Page, label: 'Recently Paid Reps' | 'All Reps') {
  await filterBox(page).selectOption({ label });
}

const sinceGroup = (page: Page) => page.getByRole('group', { name: 'Since:' });

async function sinceValue(page: Page): Promise<string> {
  const group = sinceGroup(page);
  const [m, d, y] = await Promise.all([
    group.getByRole('spinbutton', { name: 'Since month' }).inputValue(),
    group.getByRole('spinbutton', { name: 'Since day' }).inputValue(),
    group.getByRole('spinbutton', { name: 'Since year' }).inputValue(),
  ]);
  return `${m}/${d}/${y}`;
}

/** Types a Since date into the picker's month, day and year fields. */
async function typeSince(page: Page, date: Date) {
  const group = sinceGroup(page);
  await group.getByRole('spinbutton', { name: 'Since year' }).fill(String(date.getFullYear()));
  await group.getByRole('spinbutton', { name: 'Since month' }).fill(String(date.getMonth() + 1));
  await group.getByRole('spinbutton', { name: 'Since day' }).fill(String(date.getDate()));
  await expect.poll(() => sinceValue(page), { timeout: WAIT }).toBe(us(date));
}

/** Records every label the send button shows, with the page's clock, from now on. */
async function recordSendLabels(page: Page) {
  await page.evaluate(() => {
    const button = document.querySelector('button.portals-send')!;
    const w = window as unknown as { sendLabels: { t: number; label: string }[] };
    w.sendLabels = [{ t: performance.now(), label: button.textContent!.trim() }];
    new MutationObserver(() => {
      const label = button.textContent!.trim();
      if (w.sendLabels.at(-1)!.label !== label) w.sendLabels.push({ t: performance.now(), label });
    }).observe(button, { childList: true, subtree: true, characterData: true });
  });
}
const sendLabels = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { sendLabels: { t: number; label: string }[] }).sendLabels,
  );

/** The message's text with quoted-printable soft breaks and escapes undone, and base64 parts decoded. */
function mailText(mail: CaughtMail): string {
  const qp = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const b64 = [...mail.raw.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)]
    .map((m) => Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${qp}\n${b64}`;
}
const mailTo = (email: string) =>
  caughtMail().filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));

// ---- tests --------------------------------------------------------------------------------

describe('the rep table and its filters', () => {
  it('shows recently paid reps since 30 days ago by default, with team size, Never emailed and the latest pay date', async () => {
    const { page, errors } = await openEmailCenter();
    expect(await filterBox(page).inputValue()).toBe('recent');
    expect((await filterBox(page).locator('option:checked').textContent())?.trim()).toBe(
      'Recently Paid Reps',
    );
    const defaultSince = daysAgo(30);
    expect(await sinceValue(page)).toBe(us(defaultSince));
    expect(await searchBox(page).getAttribute('placeholder')).toBe('Search...');

    await searchBox(page).fill(String(stamp));
    await expectShown(page, [manager.email, member.email]); // Otto was paid 90 days ago

    // The name, the address, then the team, Last Emailed and Latest Pay Date columns.
    const cells = (email: string) =>
      repRow(page, email)
        .locator('td')
        .allTextContents()
        .then(async (all) =>
          [
            ...(
              await repRow(page, email).locator('.portals-rep > span').allTextContents()
            ).reverse(),
            all[7],
            all[5],
            all[6],
          ].map((t) => t.trim()),
        );
    expect(await cells(manager.email)).toEqual([
      manager.email,
      manager.name,
      '2', // Ana and Otto name Marta as manager (one of them in capitals)
      'Never',
      us(recentPay),
    ]);
    // Ana's latest pay date is her newest row's, not the one uploaded last.
    expect(await cells(member.email)).toEqual([
      member.email,
      member.name,
      '0',
      'Never',
      us(recentPay),
    ]);
    await hasText(selectedCount(page), '0 reps selected');
    await hasText(sendButton(page), 'Select reps to email');

    // The default Since counts its whole day: paid 30 days ago is in, 31 days ago is out.
    await searchBox(page).fill(edgeTag);
    await table(page)
      .locator('.portals-email')
      .getByText(onEdge.email, { exact: true })
      .waitFor({ timeout: WAIT });
    expect(
      await table(page)
        .locator('.portals-email')
        .getByText(pastEdge.email, { exact: true })
        .count(),
    ).toBe(0);

    // Spec §9: with every rep listed, the table scrolls inside a box at most 400 px high.
    await searchBox(page).fill('');
    await pickFilter(page, 'All Reps');
    await expectShown(page, [manager.email, member.email, oldMember.email]);
    const box = await page.locator('.portals-table-wrap').evaluate((el) => ({
      maxHeight: getComputedStyle(el).maxHeight,
      height: el.getBoundingClientRect().height,
      scrolls: el.scrollHeight > el.clientHeight,
    }));
    expect(box.maxHeight).toBe('400px');
    expect(box.height).toBeLessThanOrEqual(400);
    expect(box.scrolls).toBe(true);
    await pickFilter(page, 'Recently Paid Reps');
    await sinceGroup(page).waitFor({ timeout: WAIT });
    await screenshot(page, 'email-center');
    expect(errors).toEqual([]);
  });

  it('shows reps paid before the default Since once an earlier date is typed, and the empty text for a date after every payment', async () => {
    const { page } = await openEmailCenter();
    await searchBox(page).fill(String(stamp));
    await expectShown(page, [manager.email, member.email]);

    await typeSince(page, new Date(oldPay.getTime() - 5 * DAY_MS));
    await expectShown(page, [manager.email, member.email, oldMember.email]);

    // The day after the recent payment: only payments since then count.
    await typeSince(page, new Date(recentPay.getTime() + DAY_MS + 2 * 3_600_000));
    await expectShown(page, []);
    await searchBox(page).fill('');
    const tomorrow = new Date(Date.now() + DAY_MS);
    await typeSince(page, tomorrow);
    await page.keyboard.press('Escape'); // the picker opened its calendar while typing
    await page.locator('.react-calendar').waitFor({ state: 'hidden', timeout: WAIT });
    await table(page)
      .getByText('No recently paid reps found. Try adjusting the date above.', { exact: true })
      .waitFor({ timeout: WAIT });
    await screenshot(page, 'email-center-no-recent');
  });

  it('picks the Since date through the calendar: month, year, decade and century views, and back down', async () => {
    const { page } = await openEmailCenter();
    await searchBox(page).fill(String(stamp));
    await expectShown(page, [manager.email, member.email]);

    await sinceGroup(page).getByRole('button', { name: 'Open the calendar' }).click();
    const calendar = page.locator('.react-calendar');
    await calendar.waitFor({ timeout: WAIT });
    const label = calendar.locator('.react-calendar__navigation__label');
    const since = daysAgo(30);
    const decadeStart = Math.floor((since.getFullYear() - 1) / 10) * 10 + 1;
    const centuryStart = Math.floor((since.getFullYear() - 1) / 100) * 100 + 1;
    // Month view of the current Since, then up.
    await hasText(label, `${MONTHS[since.getMonth()]} ${since.getFullYear()}`);
    await calendar.locator('.react-calendar__month-view').waitFor();
    await label.click();
    await calendar.locator('.react-calendar__year-view').waitFor({ timeout: WAIT });
    await hasText(label, String(since.getFullYear()));
    await label.click();
    await calendar.locator('.react-calendar__decade-view').waitFor({ timeout: WAIT });
    await hasText(label, `${decadeStart} – ${decadeStart + 9}`);
    await label.click();
    await calendar.locator('.react-calendar__century-view').waitFor({ timeout: WAIT });
    await hasText(label, `${centuryStart} – ${centuryStart + 99}`);
    await screenshot(page, 'email-center-calendar-century');

    // Down again to the first of the month of Otto's payment.
    const target = new Date(oldPay.getFullYear(), oldPay.getMonth(), 1);
    const targetDecade = Math.floor((target.getFullYear() - 1) / 10) * 10 + 1;
    await calendar
      .locator('.react-calendar__century-view__decades__decade')
      .filter({ hasText: `${targetDecade} – ${targetDecade + 9}` })
      .click();
    await calendar
      .locator('.react-calendar__decade-view__years__year')
      .filter({ hasText: new RegExp(`^${target.getFullYear()}$`) })
      .click();
    await calendar
      .locator('.react-calendar__year-view__months__month')
      .filter({ hasText: new RegExp(`^${MONTHS[target.getMonth()]}$`) })
      .click();
    await calendar
      .locator(`abbr[aria-label="${MONTHS[target.getMonth()]} 1, ${target.getFullYear()}"]`)
      .click();
    await expect.poll(() => sinceValue(page), { timeout: WAIT }).toBe(us(target));
    await expectShown(page, [manager.email, member.email, oldMember.email]);
  });

  it('switches to All Reps: Since goes away, every rep shows, the selection clears; a search that finds nobody says so', async () => {
    const { page } = await openEmailCenter();
    await searchBox(page).fill(String(stamp));
    await expectShown(page, [manager.email, member.email]);
    await checkbox(page, member.email).check();
    await hasText(selectedCount(page), '1 rep selected');
    await hasText(sendButton(page), 'Send 1 Email');

    await pickFilter(page, 'All Reps');
    await expectShown(page, [manager.email, member.email, oldMember.email]);
    expect(await sinceGroup(page).count()).toBe(0);
    await hasText(selectedCount(page), '0 reps selected');
    await hasText(sendButton(page), 'Select reps to email');
    expect(await checkbox(page, member.email).isChecked()).toBe(false);

    await searchBox(page).fill(`nobody-${stamp}`);
    await table(page)
      .getByText(`No reps match “nobody-${stamp}”. Check the spelling or clear the search.`, {
        exact: true,
      })
      .waitFor({ timeout: WAIT });

    await pickFilter(page, 'Recently Paid Reps');
    await sinceGroup(page).waitFor({ timeout: WAIT });
    // The search still finds nobody: it says so, not the date hint.
    await table(page)
      .getByText(`No reps match “nobody-${stamp}”. Check the spelling, or choose All Reps.`, {
        exact: true,
      })
      .waitFor({ timeout: WAIT });
  });

  it('finds reps by a pay date written M/D/YYYY, M-D-YYYY or M/D, and by name in any case', async () => {
    const { page } = await openEmailCenter();
    await pickFilter(page, 'All Reps');
    const forms = (d: Date) => [
      us(d),
      `${d.getMonth() + 1}-${d.getDate()}-${d.getFullYear()}`,
      `${d.getMonth() + 1}/${d.getDate()}`,
    ];
    for (const query of forms(recentPay)) {
      await searchBox(page).fill(query);
      await expectShown(page, [manager.email, member.email]);
    }
    for (const query of forms(oldPay)) {
      await searchBox(page).fill(query);
      await expectShown(page, [oldMember.email]);
    }
    await searchBox(page).fill('oTTo fEnN');
    await expectShown(page, [oldMember.email]);
  });
});

describe('selecting reps', () => {
  it('Select All picks every shown rep, Deselect All drops them; at zero the send button looks disabled and does nothing', async () => {
    const { page } = await openEmailCenter();
    await pickFilter(page, 'All Reps');
    await searchBox(page).fill(String(stamp));
    await expectShown(page, [manager.email, member.email, oldMember.email]);

    await hasText(sendButton(page), 'Select reps to email');
    expect(await sendButton(page).getAttribute('aria-disabled')).toBe('true');
    expect(await sendButton(page).evaluate((b) => getComputedStyle(b).opacity)).toBe('0.6');
    await sendButton(page).click({ force: true }); // aria-disabled: still clickable, ignores it
    await hasText(sendButton(page), 'Select reps to email'); // no confirmation with nobody selected

    await hasText(headerToggle(page), 'Select All');
    await headerToggle(page).click();
    await hasText(selectedCount(page), '3 reps selected');
    await hasText(sendButton(page), 'Send 3 Emails');
    expect(await sendButton(page).getAttribute('aria-disabled')).toBeNull();
    expect(await sendButton(page).evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
    for (const rep of ours) expect(await checkbox(page, rep.email).isChecked()).toBe(true);
    await hasText(headerToggle(page), 'Deselect All');
    await screenshot(page, 'email-center-all-selected');

    await headerToggle(page).click();
    await hasText(selectedCount(page), '0 reps selected');
    await hasText(headerToggle(page), 'Select All');
    for (const rep of ours) expect(await checkbox(page, rep.email).isChecked()).toBe(false);

    // A row checkbox and a click on the row itself both toggle one rep.
    await checkbox(page, manager.email).check();
    await repRow(page, oldMember.email)
      .locator('.portals-rep__name', { hasText: oldMember.name })
      .click();
    await hasText(selectedCount(page), '2 reps selected');
    expect(await checkbox(page, oldMember.email).isChecked()).toBe(true);
    await hasText(sendButton(page), 'Send 2 Emails');
  });
});

describe('sending portal links', () => {
  it('goes Send N Emails → Yes, send now → Sending Emails.. → Portal Links Sent! for 4 seconds → back, and each picked rep gets one message with their own link', async () => {
    const { page, errors } = await openEmailCenter();
    await pickFilter(page, 'All Reps');
    await searchBox(page).fill(String(stamp));
    await expectShown(page, [manager.email, member.email, oldMember.email]);
    const before = caughtMail().length;

    await checkbox(page, manager.email).check();
    await checkbox(page, oldMember.email).check();
    await hasText(selectedCount(page), '2 reps selected');
    await hasText(sendButton(page), 'Send 2 Emails');
    await recordSendLabels(page);

    await sendButton(page).click();
    await hasText(sendButton(page), 'Yes, send now');
    await screenshot(page, 'email-center-confirm');
    const sent = page.waitForResponse(
      (res) => res.url().includes('/api/mail/rep-portals') && res.request().method() === 'POST',
      { timeout: WAIT },
    );
    await sendButton(page).click();
    const response = await sent;
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toEqual({
      pay_date: us(new Date()),
      rep_emails: expect.arrayContaining([manager.email, oldMember.email]),
    });
    expect(response.request().postDataJSON().rep_emails).toHaveLength(2);
    expect(await response.json()).toEqual({ id: expect.any(String), total: 2, ignored: [] });

    await page
      .locator('button.portals-send', { hasText: 'Portal Links Sent!' })
      .waitFor({ timeout: WAIT });
    await hasText(selectedCount(page), '0 reps selected'); // cleared after the attempt
    await screenshot(page, 'email-center-sent');
    await page
      .locator('button.portals-send', { hasText: 'Select reps to email' })
      .waitFor({ timeout: 8_000 });

    const labels = await sendLabels(page);
    expect(labels.map((l) => l.label)).toEqual([
      'Send 2 Emails',
      'Yes, send now',
      'Sending Emails..',
      'Portal Links Sent!',
      'Select reps to email',
    ]);
    const shownFor = labels[4].t - labels[3].t;
    expect(shownFor).toBeGreaterThanOrEqual(3_900);
    expect(shownFor).toBeLessThan(6_000);
    expect(await sendButton(page).getAttribute('aria-disabled')).toBe('true');

    // The real SMTP sink: exactly the two picked reps, one message each, each with their own link.
    await expect
      .poll(() => caughtMail().length - before, { timeout: WAIT })
      .toBeGreaterThanOrEqual(2);
    for (const rep of [manager, oldMember]) {
      const mails = mailTo(rep.email);
      expect(mails, rep.email).toHaveLength(1);
      expect(mails[0].to).toEqual([rep.email]);
      const text = mailText(mails[0]);
      expect(text).toContain(`/bee/view/${viewKeys.get(rep.email)}`);
      expect(text).toContain(rep.name);
      for (const other of ours.filter((o) => o !== rep)) {
        expect(text).not.toContain(viewKeys.get(other.email));
      }
    }
    expect(mailTo(member.email)).toHaveLength(0);

    // Last Emailed now reads today for the two, and still Never for Ana.
    const lastEmailed = (email: string) =>
      repRow(page, email)
        .locator('td')
        .nth(5) // checkbox, rep, row buttons, last opened, reviewed, last emailed
        .textContent()
        .then((t) => (t ?? '').trim());
    await expect
      .poll(() => lastEmailed(manager.email), { timeout: WAIT })
      .toMatch(new RegExp(`^${us(new Date()).replaceAll('/', '\\/')} \\d{1,2}:\\d{2} (AM|PM)$`));
    expect(await lastEmailed(oldMember.email)).toMatch(
      /^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/,
    );
    expect(await lastEmailed(member.email)).toBe('Never');
    expect(errors).toEqual([]);
  });

  it('shows the progress of a send, names the rep whose mailbox refused, and one click sends to that rep only', async () => {
    const { page, errors } = await openEmailCenter();
    await searchBox(page).fill(queueTag);
    await table(page)
      .locator('.portals-email')
      .getByText(slowRep.email, { exact: true })
      .waitFor({ timeout: WAIT });
    await checkbox(page, slowRep.email).check();
    await checkbox(page, refusedRep.email).check();
    await hasText(sendButton(page), 'Send 2 Emails');
    // Every progress line the page shows, from now on.
    await page.evaluate(() => {
      const w = window as unknown as { progress: string[] };
      w.progress = [];
      new MutationObserver(() => {
        const text = document.querySelector('.portals-progress')?.textContent?.trim();
        if (text && w.progress.at(-1) !== text) w.progress.push(text);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await sendButton(page).click();
    await hasText(sendButton(page), 'Yes, send now');
    await sendButton(page).click();
    await page.locator('.portals-progress').waitFor({ timeout: WAIT });
    await screenshot(page, 'email-center-progress');

    const alert = page.getByRole('alert').filter({ hasText: 'Error. Contact' });
    await alert.waitFor({ timeout: WAIT });
    const progress = await page.evaluate(
      () => (window as unknown as { progress: string[] }).progress,
    );
    expect(progress.length).toBeGreaterThan(0);
    for (const line of progress) expect(line).toMatch(/^[0-2] of 2 sent$/);
    const failed = alert.getByRole('list', { name: 'Reps not sent to' });
    expect((await failed.textContent())?.trim()).toMatch(
      new RegExp(`^${refusedRep.email.replaceAll('.', '\\.')} — 550`),
    );
    expect(mailTo(slowRep.email)).toHaveLength(1);
    expect(mailTo(refusedRep.email)).toHaveLength(0);
    await screenshot(page, 'email-center-failed-rep');

    await alert.getByRole('button', { name: 'Retry the failed rep' }).click();
    await page.getByText('Portal Links Sent!', { exact: true }).last().waitFor({ timeout: WAIT });
    await alert.waitFor({ state: 'detached', timeout: WAIT });
    await expect.poll(() => mailTo(refusedRep.email).length, { timeout: WAIT }).toBe(1);
    expect(mailTo(slowRep.email)).toHaveLength(1); // the retry went to the failed rep only
    // Last Emailed now reads today for both.
    await expect
      .poll(
        () =>
          repRow(page, refusedRep.email)
            .locator('td')
            .nth(5)
            .textContent()
            .then((t) => (t ?? '').trim()),
        { timeout: WAIT },
      )
      .toMatch(new RegExp(`^${us(new Date()).replaceAll('/', '\\/')} `));
    expect(errors).toEqual([]);
  });

  it("says 'Error. Contact support@commissionbee.local' when the send fails, and clears the selection", async () => {
    const { page } = await openEmailCenter();
    // Only this browser's request fails; the shared server is left alone.
    await page.route('**/api/mail/rep-portals/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Internal server error' }),
      }),
    );
    await searchBox(page).fill(String(stamp));
    await expectShown(page, [manager.email, member.email]);
    await checkbox(page, member.email).check();
    await hasText(sendButton(page), 'Send 1 Email');
    await recordSendLabels(page);
    await sendButton(page).click();
    await hasText(sendButton(page), 'Yes, send now');
    await sendButton(page).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Error. Contact' });
    await alert.waitFor({ timeout: WAIT });
    expect((await alert.locator('.cb-alert__body').textContent())?.trim()).toBe(
      'Error. Contact support@commissionbee.local',
    );
    expect(
      await alert.getByRole('link', { name: 'support@commissionbee.local' }).getAttribute('href'),
    ).toBe('mailto:support@commissionbee.local');
    await hasText(selectedCount(page), '0 reps selected');
    await hasText(sendButton(page), 'Select reps to email');
    expect(await checkbox(page, member.email).isChecked()).toBe(false);
    expect((await sendLabels(page)).map((l) => l.label)).toEqual([
      'Send 1 Email',
      'Yes, send now',
      'Sending Emails..',
      'Select reps to email',
    ]);
    await screenshot(page, 'email-center-error');

    // The error can be dismissed; picking again asks for confirmation again.
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await alert.waitFor({ state: 'detached', timeout: WAIT });
    await checkbox(page, member.email).check();
    await sendButton(page).click();
    await hasText(sendButton(page), 'Yes, send now');
    expect(mailTo(member.email)).toHaveLength(0);
  });
});

describe('previewing a portal', () => {
  it("opens the rep's portal in a new tab after clearing the stored view key", async () => {
    const { page, context } = await openEmailCenter();
    await pickFilter(page, 'All Reps');
    await searchBox(page).fill(String(stamp));
    await expectShown(page, [manager.email, member.email, oldMember.email]);
    // A key left from viewing another rep earlier, and a record of what the admin tab removes.
    await page.evaluate((stale) => {
      localStorage.setItem('bee_view_key', stale);
      const w = window as unknown as { removed: string[] };
      w.removed = [];
      const remove = Storage.prototype.removeItem;
      Storage.prototype.removeItem = function (key: string) {
        w.removed.push(key);
        return remove.call(this, key);
      };
    }, viewKeys.get(member.email)!);

    const opened = context.waitForEvent('page', { timeout: WAIT });
    await page
      .getByRole('button', { name: `Preview the portal of ${manager.email} (opens in a new tab)` })
      .click();
    const portal = await opened;
    await portal.waitForURL(/\/bee\/dash$/, { timeout: WAIT });
    await portal.getByText(manager.name).first().waitFor({ timeout: WAIT });
    expect(await portal.getByText(member.name).count()).toBe(0);
    expect(await portal.evaluate(() => window.opener)).toBeNull();

    expect(
      await page.evaluate(() => (window as unknown as { removed: string[] }).removed),
    ).toContain('bee_view_key');
    // The portal stored the admin's read-only preview key, never the rep's own (issue 27).
    const stored = await page.evaluate(() => localStorage.getItem('bee_view_key'));
    expect(stored).toMatch(/^pv\./);
    expect(stored).not.toBe(viewKeys.get(member.email));
    await portal
      .getByText(`Previewing ${manager.name}'s portal — nothing you do here is sent or recorded`)
      .waitFor({ timeout: WAIT });
    expect(new URL(page.url()).pathname).toBe('/bee/portals'); // the admin tab stays put
    await screenshot(portal, 'email-center-preview');
  });
});
