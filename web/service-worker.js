// The site, offline: every file of this build is kept in one cache under its path and the digest of its content
// (tools/build_web.py writes both into FILES). A new build fetches only the files whose content changed, in the
// background while the old one keeps running; it takes over once it holds them all, and the files no build
// names any more are removed.
//
// The page and its Python worker are served cross-origin isolated (`ISOLATED`). Flutter's skwasm renderer then
// paints on a thread of its own instead of the page's: on a full homeland a frame took the page's thread some 15 ms
// (the screen painted whole at every frame of a button's ripple), and a tap's new screen, sent by the app's Python
// meanwhile, waited for it and often for the next frame too. A static host sends no such headers; the service
// worker serves every open after the first, so it adds them. Every file the page loads is the site's own, which
// isolation lets through as it is.
const FILES = {"{{ files }}": ""};
const CACHE = "vikings-companion-files";
const PREFIX = "vikings-companion-";
const PAGE = "index.html";
const ISOLATED = new Set([PAGE, "python-worker.js"]);

const kept = (file) => new URL(`${file}?sha256=${FILES[file]}`, self.registration.scope).href;

async function digest(response) {
  const bytes = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("").slice(0, 16);
}

async function fetchChanged(cache, file) {
  if (await cache.match(kept(file))) {
    return;
  }
  // `reload`: the file as the server has it now, never an older copy from the browser's HTTP cache.
  const response = await fetch(new Request(file, { cache: "reload" }));
  if (!response.ok || (await digest(response)) !== FILES[file]) {
    throw new Error(`${file} is not the file of this build: the update is tried again at the next open`);
  }
  await cache.put(kept(file), response);
}

async function isolated(response) {
  const headers = new Headers(response.headers);
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Cross-Origin-Embedder-Policy", "require-corp");
  // The body read whole (both files are small): streamed through this worker, a body comes slower.
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(Object.keys(FILES).map((file) => fetchChanged(cache, file)));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) {
        await caches.delete(name); // a cache of the builds before files were kept by their content
      }
    }
    const cache = await caches.open(CACHE);
    const wanted = new Set(Object.keys(FILES).map(kept));
    for (const request of await cache.keys()) {
      if (!wanted.has(request.url)) {
        await cache.delete(request);
      }
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || !url.href.startsWith(self.registration.scope)) {
    return;
  }
  // The page is one file whatever the route after its # (and its query, which a home-screen icon may add).
  const path = decodeURI(url.pathname.slice(new URL(self.registration.scope).pathname.length));
  const file = path === "" ? PAGE : path;
  if (!(file in FILES)) {
    return;
  }
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const response = (await cache.match(kept(file))) || (await fetch(request));
    return ISOLATED.has(file) ? isolated(response) : response;
  })());
});
