// People (issue 32) as an admin and an invitee meet it, at 390 px and on a laptop, light and dark:
// the admin invites a colleague from /bee/people, the invitation email's link opens the accept
// page, the colleague chooses a password and lands signed in with the role they were given; the
// admin sees them active and deactivates them, and their session ends at once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  caughtMail,
  launchBrowser,
  loginAs,
  newContext,
  screenshot,
  SEED,
  type CaughtMail,
} from '../support/browser.js';
import {
  axeProblems,
  LAPTOP,
  PHONE_390,
  report,
  tableBoxProblems,
  textProblems,
  useTheme,
  type Theme,
} from '../support/ui-checks.js';

const WAIT = 20_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The text of a caught message (quoted-printable and base64 parts decoded). */
function mailText(mail: CaughtMail): string {
  const qp = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const b64 = [...mail.raw.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)]
    .map((m) => Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${qp}\n${b64}`;
}

async function invitationLink(email: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        const mail = caughtMail().filter((m) => m.to.some((to) => to.toLowerCase() === email));
        const found = mail.length
          ? /(https?:\/\/[^\s"<]+\/invite\/[A-Za-z0-9_-]+)/.exec(mailText(mail.at(-1)!))
          : null;
        link = found?.[1] ?? null;
        return link;
      },
      { timeout: WAIT },
    )
    .not.toBeNull();
  return link!;
}

async function checkScreen(page: Page, name: string) {
  const problems = [
    ...(await axeProblems(page)),
    ...(await textProblems(page, '.cb-badge, .cb-btn, .cb-table th')),
    ...(await tableBoxProblems(page)),
  ];
  expect(problems, report(problems)).toEqual([]);
  await screenshot(page, name);
}

describe('people', () => {
  for (const [viewport, theme] of [
    [PHONE_390, 'light'],
    [LAPTOP, 'dark'],
    [PHONE_390, 'dark'],
    [LAPTOP, 'light'],
  ] as [{ width: number; height: number }, Theme][]) {
    it(`an invitation is sent, accepted and the person deactivated at ${viewport.width} px (${theme})`, async () => {
      const email = `e2e-colleague-${viewport.width}-${theme}@example.com`;
      const errors: string[] = [];

      // The admin invites a Standard User.
      const adminPage = await (await newContext(browser, viewport)).newPage();
      adminPage.on('pageerror', (e) => errors.push(e.message));
      await loginAs(adminPage, SEED.admin);
      await useTheme(adminPage, theme);
      await adminPage.goto('/bee/people');
      await adminPage.getByRole('heading', { level: 1, name: 'People' }).waitFor({ timeout: WAIT });
      const table = adminPage.getByRole('table', { name: 'People' });
      await table.getByText(SEED.viewer.email).waitFor({ timeout: WAIT });
      const invite = adminPage.getByRole('form', { name: 'Invite someone' });
      await invite.getByLabel('Email').fill(email);
      await invite.getByLabel('Role').selectOption('standard');
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await adminPage.getByText(`Invitation sent to ${email}.`).waitFor({ timeout: WAIT });
      await table.getByText(email).waitFor({ timeout: WAIT });
      await checkScreen(adminPage, `people-${viewport.width}-${theme}`);

      // The colleague opens the emailed link in their own browser and sets a password.
      const link = await invitationLink(email);
      const invitee = await (await newContext(browser, viewport)).newPage();
      invitee.on('pageerror', (e) => errors.push(e.message));
      await invitee.goto(new URL(link).pathname);
      await invitee.evaluate((t) => localStorage.setItem('cb-theme', t), theme);
      await invitee.reload();
      const form = invitee.getByRole('form', { name: 'Set your password' });
      await form.waitFor({ timeout: WAIT });
      await invitee.getByText('Demo Solar Co.').waitFor();
      expect(await form.getByLabel('Email').inputValue()).toBe(email);
      await form.getByLabel('Password', { exact: true }).fill('weakpass');
      await form.getByLabel('Confirm password').fill('weakpass');
      await form.getByRole('button', { name: 'Set password and sign in' }).click();
      await form
        .getByText('Password must contain at least one uppercase letter')
        .waitFor({ timeout: WAIT });
      await checkScreen(invitee, `invitation-${viewport.width}-${theme}`);
      await form.getByLabel('Password', { exact: true }).fill('Colleague-2024');
      await form.getByLabel('Confirm password').fill('Colleague-2024');
      await form.getByRole('button', { name: 'Set password and sign in' }).click();
      // Signed in, as a Standard User: the Help Center and Settings, no admin pages.
      await invitee
        .getByRole('heading', { level: 1, name: 'Help Center' })
        .waitFor({ timeout: WAIT });
      const nav = invitee.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'People' }).count()).toBe(0);
      const token = await invitee.evaluate(() => localStorage.getItem('mcjwt'));
      const me = await api<{ email: string; admin: boolean }>('/me', { token: token! });
      expect(me.body).toMatchObject({ email, admin: false });

      // The link is used up.
      await invitee.goto(new URL(link).pathname);
      await invitee
        .getByText('This invitation link is not valid any more')
        .waitFor({ timeout: WAIT });

      // The admin sees them active and deactivates them: their session ends at once.
      await adminPage.reload();
      const row = table.getByRole('row').filter({ hasText: email });
      await row.getByText('Active').waitFor({ timeout: WAIT });
      await row.getByRole('button', { name: `Deactivate ${email}` }).click();
      const confirm = adminPage.getByRole('group', { name: `Deactivate ${email}?` });
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await adminPage
        .getByText(`${email} was deactivated and signed out everywhere.`)
        .waitFor({ timeout: WAIT });
      await row.getByText('Deactivated').waitFor({ timeout: WAIT });
      expect((await api('/me', { token: token! })).status).toBe(401);

      // The SCIM setting: a switch, saved at once.
      const rotate = adminPage.getByRole('switch', {
        name: 'Give a leaver who is also a rep a new portal link',
      });
      const adminToken = await adminPage.evaluate(() => localStorage.getItem('mcjwt'));
      const setting = async () =>
        (await api<{ rotate_rep_links: boolean }>('/bee/scim/settings', { token: adminToken! }))
          .body.rotate_rep_links;
      expect(await rotate.isChecked()).toBe(await setting());
      const was = await setting();
      // The switch's visible label is what a person clicks.
      const label = adminPage.getByText('Give a leaver who is also a rep a new portal link', {
        exact: true,
      });
      await label.click();
      await expect.poll(setting, { timeout: WAIT }).toBe(!was);
      await expect.poll(() => rotate.isChecked(), { timeout: WAIT }).toBe(!was);
      await label.click();
      await expect.poll(setting, { timeout: WAIT }).toBe(was);
      expect(errors).toEqual([]);
      await adminPage.context().close();
      await invitee.context().close();
    }, 120_000);
  }
});
