/**
 * A kill-switch service worker: it caches nothing, activates at once and, when told, reloads
 * its pages so a new deploy takes over. Its text only changes with the tool, so output stays
 * deterministic.
 */
export const SERVICE_WORKER = `/* docs service worker */
self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (event) { event.waitUntil(self.clients.claim()); });
self.addEventListener('message', function (event) {
  if (event.data === 'skipWaiting') { self.skipWaiting(); }
});
`;
