// The client's service worker. For now it only takes control promptly; it caches nothing and
// answers no request itself, so the network behaves exactly as without it. Web push handling
// lands here later.
self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
