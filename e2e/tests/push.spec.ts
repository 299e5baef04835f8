// "New pay posted" reaches the rep app's service worker: a push delivered through the DevTools
// protocol (ServiceWorker.deliverPushMessage, as a push service would) shows the notification with
// its title and no amount, and a tap on it (a notificationclick in the worker) opens that paycheck.
// The rep's menu offers the Notifications switch where the browser supports push.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiToken,
  baseURL,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  SEED,
} from '../support/browser.js';
import { uploadRows, viewKeyOf } from '../support/ledger.js';

const stamp = Date.now();
const rep = { name: 'Petra Push', email: `petra.push.${stamp}@example.com` };
const rows = [
  { pay_date: '2026-09-04', item_name: 'Elm Court', amount: 410 },
  { pay_date: '2026-09-18', item_name: 'Fir Lodge', amount: 975.5 },
  { pay_date: '2026-09-18', item_name: 'Gum Tree Way', amount: 24.5 },
].map((r) => ({
  ...r,
  item_pay_type: 'M1 - Install',
  rep_name: rep.name,
  rep_email: rep.email,
  manager_email: null,
}));

let browser: Browser;
let viewKey: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiToken(SEED.admin);
  await uploadRows(token, 'petra.csv', rows);
  viewKey = await viewKeyOf(token, rep.email);
});
afterAll(() => browser?.close());

describe('a push notification', () => {
  it('shows "New pay posted" from the service worker, and a tap opens that paycheck', async () => {
    const origin = new URL(baseURL()).origin;
    const context = await newContext(browser, PHONE);
    await context.grantPermissions(['notifications'], { origin });
    const page = await context.newPage();
    await page.goto(`/bee/view/${viewKey}`);
    await page.waitForURL(/\/bee\/dash$/);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));

    // The menu offers the switch (this browser supports push).
    await page.getByRole('button', { name: 'Menu' }).click();
    const toggle = page.getByRole('switch', { name: /Notifications/ });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await page.getByRole('button', { name: 'Menu' }).click();

    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
        const mine = event.registrations.find((r) => r.scopeURL === `${origin}/`);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    // What the server sends (backend/src/mail/deliveries.service.ts): never an amount.
    const payload = {
      title: 'New pay posted for 9/18/2026',
      body: 'Demo Solar Co.: open your portal to see it.',
      url: '/bee/paycheck?date=2026-09-18',
      tag: 'new-pay-2026-09-18',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(payload),
    });

    const shown = async () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      });
    await expect.poll(shown, { timeout: 15_000 }).toHaveLength(1);
    expect(await shown()).toEqual([
      {
        title: 'New pay posted for 9/18/2026',
        body: 'Demo Solar Co.: open your portal to see it.',
        tag: 'new-pay-2026-09-18',
        data: { url: '/bee/paycheck?date=2026-09-18' },
      },
    ]);

    // The tap: the notification's click, dispatched in the service worker.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeTruthy();
    await worker.evaluate(async () => {
      const sw = self as unknown as {
        registration: { getNotifications(): Promise<Notification[]> };
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await sw.registration.getNotifications();
      const Click = (
        globalThis as unknown as {
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        }
      ).NotificationEvent;
      try {
        sw.dispatchEvent(new Click('notificationclick', { notification }));
      } catch {
        // waitUntil refuses an untrusted event; the navigation has started by then
      }
    });
    await page.waitForURL(/\/bee\/paycheck$/, { timeout: 15_000 });
    await page.getByText('Fir Lodge').waitFor({ timeout: 15_000 });
    await page.getByText('Gum Tree Way').waitFor();
    expect(await page.getByText('Elm Court').count()).toBe(0); // another paycheck
    expect(await shown()).toHaveLength(0); // the tap closed it
    await screenshot(page, 'rep-push-paycheck');
  });
});
