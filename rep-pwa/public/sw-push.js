// Pulled into the generated service worker (workbox importScripts): shows "New pay posted"
// notifications and opens the paycheck on a tap. The payload never carries an amount.
/* global self, clients */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'New pay posted';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.tag || 'new-pay',
      icon: '/rep-icons/icon-192.png',
      badge: '/rep-icons/icon-192.png',
      data: { url: data.url || '/bee/paychecks' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/bee/paychecks',
    self.location.origin,
  );
  // Only this site's pages: a payload cannot send the rep anywhere else.
  const url = target.origin === self.location.origin ? target.href : '/bee/paychecks';
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (open) => {
      for (const client of open) {
        if (new URL(client.url).origin !== self.location.origin || !('navigate' in client))
          continue;
        const moved = await client.navigate(url);
        await (moved || client).focus().catch(() => undefined);
        return;
      }
      await clients.openWindow(url);
    }),
  );
});
