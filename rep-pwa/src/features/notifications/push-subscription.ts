// Web Push for the rep: the browser's subscription (VAPID key from notifications.pushState)
// stored on the server against the rep's view key (notifications.subscribe / unsubscribe).
import { notifications } from '@commissionbee/shared/contracts/routes';
import type { PushSubscriptionBody } from '@commissionbee/shared/contracts/notifications';
import { client } from '../../lib/api-client';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/** On when this browser holds a subscription the server knows for this key. */
export async function pushIsOn(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const [state, local] = await Promise.all([
    client.call(notifications.pushState),
    browserSubscription(),
  ]);
  return state.subscribed && local !== null;
}

/** The browser (or the rep, earlier) refused this site notifications. */
export class PushBlockedError extends Error {
  constructor() {
    super('Notifications are blocked for this site in your browser settings.');
    this.name = 'PushBlockedError';
  }
}

/** Asks for permission, subscribes and tells the server; PushBlockedError when refused. */
export async function turnPushOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushBlockedError();
  }
  const state = await client.call(notifications.pushState);
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(state.public_key),
    }));
  await client.call(notifications.subscribe, {
    body: subscription.toJSON() as PushSubscriptionBody,
  });
}

export async function turnPushOff(): Promise<void> {
  const subscription = await browserSubscription();
  await client.raw(notifications.unsubscribe, {
    body: subscription ? { endpoint: subscription.endpoint } : {},
  });
  await subscription?.unsubscribe();
}
