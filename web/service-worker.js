// The site, offline: every file of this build is kept in a cache named for the build (tools/build_web.py
// writes both). A new build is fetched whole in the background while the old one keeps running; it takes
// over once it is complete, so the next open is the new version, and the old build's cache is removed.
const BUILD = "{{ build }}";
const FILES = ["{{ files }}"];
const PREFIX = "vikings-companion-";
const CACHE = PREFIX + BUILD;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // `reload`: the files as the server has them now, never an older copy from the browser's HTTP cache.
    await cache.addAll(FILES.map((file) => new Request(file, { cache: "reload" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) {
        await caches.delete(name);
      }
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The page is one file whatever the route after its # (and its query, which a home-screen icon may add).
    const kept = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
    return kept || fetch(request);
  })());
});
