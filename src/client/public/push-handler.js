/*
 * Airing alerts in the service worker (issue 18): the Workbox worker imports this file. A push
 * carries an EpisodeAlertPayload (src/shared/alerts-api.ts); tapping the notification opens its
 * link in an open Tsuzuki window when there is one.
 */
self.addEventListener('push', (event) => {
  let alert;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  if (!alert || typeof alert.title !== 'string') return;
  const tag = alert.episode
    ? `episode-${alert.show ? alert.show.id : ''}-${alert.episode.season}-${alert.episode.number}`
    : 'tsuzuki-test';
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: typeof alert.body === 'string' ? alert.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag,
      data: { url: typeof alert.url === 'string' ? alert.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only this app's own pages open from a notification.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((client) => (client ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
