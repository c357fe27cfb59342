/**
 * A kill-switch service worker: it caches nothing. A new version waits until the page tells it to
 * skip waiting (the client then reloads once it is active). Its text only changes with the tool,
 * so output stays deterministic.
 */
export const SERVICE_WORKER = `/* docs service worker */
self.addEventListener('activate', function (event) { event.waitUntil(self.clients.claim()); });
self.addEventListener('message', function (event) {
  if (event.data === 'skipWaiting') { self.skipWaiting(); }
});
`;
