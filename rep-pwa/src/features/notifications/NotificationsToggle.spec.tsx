import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/i18n';
import { VIEW_KEY_STORAGE } from '@commissionbee/shared/api-client';
import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
import { NotificationsToggle } from './NotificationsToggle';

const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

interface Calls {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

function stubBrowser(permissionAfterAsking: NotificationPermission) {
  let current: { endpoint: string; toJSON(): object; unsubscribe(): Promise<boolean> } | null =
    null;
  const subscription = {
    endpoint: 'https://push.example/send/abc',
    toJSON: () => ({
      endpoint: 'https://push.example/send/abc',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    current = subscription;
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
  };
  const notification = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(async () => {
      notification.permission = permissionAfterAsking;
      return permissionAfterAsking;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { ready: Promise.resolve(registration) },
    configurable: true,
  });

  const calls: Calls[] = [];
  let subscribed = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      calls.push({
        method,
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        key: new Headers(init.headers).get('X-View-Key'),
      });
      if (method === 'PUT') subscribed = true;
      if (method === 'DELETE') subscribed = false;
      const body = method === 'GET' ? { public_key: PUBLIC_KEY, subscribed } : { subscribed };
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls, subscribe, subscription, notification };
}

describe('the Notifications menu item', () => {
  beforeEach(() => localStorage.setItem(VIEW_KEY_STORAGE, 'rep-key-123'));
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
  });

  it('turns push on (permission, a subscription with the server key, stored with the view key) and off again', async () => {
    const browser = stubBrowser('granted');
    renderWithI18n(<NotificationsToggle viewKey="rep-key-123" />);
    const toggle = await screen.findByRole('switch', { name: /Notifications/ });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    const options = browser.subscribe.mock.calls[0][0] as {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array;
    };
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(options.applicationServerKey[0]).toBe(4); // an uncompressed P-256 point
    const put = browser.calls.find((c) => c.method === 'PUT')!;
    expect(put).toMatchObject({
      path: '/api/bee/rep/push',
      key: 'rep-key-123',
      body: browser.subscription.toJSON(),
    });

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(browser.calls.find((c) => c.method === 'DELETE')).toMatchObject({
      path: '/api/bee/rep/push',
      body: { endpoint: 'https://push.example/send/abc' },
    });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('says so when the browser blocks notifications, and stays off', async () => {
    const browser = stubBrowser('denied');
    renderWithI18n(<NotificationsToggle viewKey="rep-key-123" />);
    const toggle = await screen.findByRole('switch', { name: /Notifications/ });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    fireEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Notifications are blocked for this site in your browser settings.',
    );
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(browser.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('is not offered where the browser cannot receive push', () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    renderWithI18n(<NotificationsToggle viewKey="rep-key-123" />);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('offers no switch for the public demo key (the server refuses it) and says so calmly', async () => {
    localStorage.setItem(VIEW_KEY_STORAGE, DEMO_VIEW_KEY);
    const browser = stubBrowser('granted');
    renderWithI18n(<NotificationsToggle viewKey={DEMO_VIEW_KEY} />);
    expect(
      screen.getByText('Notifications are off in the demo. Your own portal link can turn them on.'),
    ).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Nothing asked of the browser or the server on the demo's behalf.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(browser.calls).toEqual([]);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });
});
