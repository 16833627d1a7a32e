/**
 * The shop's service worker (docs/decisions/0035-hand-written-service-worker.md). `npm run build` writes it to dist/sw.js with `BUILD`
 * filled in before it (scripts/serviceWorker/writeServiceWorker.ts): the build's version, its
 * start-up file, the files to precache and each language's offline page. Plain JavaScript, as the
 * browser runs it; ARCHITECTURE.md ("Offline") says why it is written by hand.
 *
 * - Precached at install: the build's code, styles, words and the offline pages.
 * - Pages: the network, given PAGE_TIMEOUT_MS; else the copy of the page the shopper opened;
 *   else the offline page of the path's language. Private order pages are never stored.
 * - The build's hashed files: from the cache, else the network (and kept).
 * - Pictures: from the cache, else the network, at most MAX_PICTURES kept; one never kept, with
 *   no line, is answered with the shop's light placeholder (no broken image, the layout kept).
 * - Everything else (the live API /rest/v1 and /functions/v1, other origins) is not touched.
 * - Background Sync: requests a page asks it to send when the line is back (an order kept on the
 *   phone, src/features/checkout/backgroundSync.ts), sent on `sync`, also with no page open.
 *
 * A new build's worker takes over at once, and deletes the previous build's caches as soon as no
 * open page runs the previous build's code (pages say which build they run, src/app/serviceWorker.ts):
 * a page left open across the switch still finds the code it has yet to load.
 */

const PREFIX = 'momobel-';
const PRECACHE = `${PREFIX}precache-${BUILD.version}`;
/** Pages the shopper opened, in this build's HTML (which names this build's code). */
const PAGES = `${PREFIX}pages-${BUILD.version}`;
/** Pictures have content-hashed names, the same from build to build: one cache for all builds. */
const PICTURES = `${PREFIX}pictures`;
/** Requests waiting for the line (Background Sync), one per id: for all builds, like the pictures. */
const QUEUE = `${PREFIX}queue`;
const CURRENT = [PRECACHE, PAGES, PICTURES, QUEUE];
/** The sync tag that sends QUEUE; the browser fires it once it has a line, and again after a failure. */
const SEND_QUEUE = 'send-queue';

const PAGE_TIMEOUT_MS = 3000;
/** ~50 MB of the shop's resized WebP pictures (10–120 KB each). */
const MAX_PICTURES = 600;
const PRIVATE_PREFIXES = ['/order/', '/ar/order/'];
const LIVE_API = ['/rest/v1/', '/functions/v1/', '/auth/v1/', '/storage/v1/'];

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim().then(removeOldCachesUnlessInUse));
});

/** Client id → the start-up file its page runs, as the page said (`page-build`). */
const pageBuilds = new Map();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'page-build' && event.source) {
    pageBuilds.set(event.source.id, event.data.entry);
    event.waitUntil(removeOldCachesUnlessInUse());
  } else if (event.data?.type === 'keep') {
    event.waitUntil(keep(event.data.page, event.data.pictures));
  } else if (event.data?.type === 'queue-request') {
    event.waitUntil(queueRequest(event.data.id, event.data.request));
  } else if (event.data?.type === 'forget-request') {
    event.waitUntil(caches.open(QUEUE).then((cache) => cache.delete(queueKey(event.data.id))));
  }
});

self.addEventListener('sync', (event) => {
  if (event.tag === SEND_QUEUE) event.waitUntil(sendQueue());
});

/**
 * Keeps `request` ({ method, url, headers, body }, written out by the page) to send when the line
 * is back, in place of one kept under the same id. Cache Storage rather than IndexedDB: it outlives
 * the browser as well, and a JSON answer under a made-up URL is all a queue needs here.
 */
async function queueRequest(id, request) {
  await (await caches.open(QUEUE)).put(queueKey(id), new Response(JSON.stringify(request)));
  await self.registration.sync.register(SEND_QUEUE);
}

/** A queued request's key: a URL of this origin that nothing ever fetches. */
function queueKey(id) {
  return new URL(`/queued-request/${encodeURIComponent(id)}`, self.location.origin).href;
}

/**
 * Sends every queued request. Any answer below 500 settles one (placed or refused: the page, whose
 * copy is kept until it sends it itself, shows which); no answer or a server failure leaves it
 * queued and fails the sync, which the browser fires again later (Chromium: a few times, minutes
 * apart). Open pages hear that the line is back, so they send their copies and show the outcome.
 */
async function sendQueue() {
  const cache = await caches.open(QUEUE);
  let answered = 0;
  let unanswered = 0;
  for (const key of await cache.keys()) {
    // A page may have had it answered (and the worker told to forget it) meanwhile.
    const request = await (await cache.match(key))?.json();
    if (!request) continue;
    const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body }).catch(() => null);
    if (!response || response.status >= 500) {
      unanswered++;
      continue;
    }
    await cache.delete(key);
    answered++;
  }
  if (answered > 0) (await self.clients.matchAll({ type: 'window' })).forEach((client) => client.postMessage({ type: 'queue-answered' }));
  if (unanswered > 0) throw new Error(`${unanswered} queued request(s) got no answer: the browser fires the sync again later`);
}

/**
 * The page a shopper is on and its pictures, which it loaded before this worker controlled it
 * (the first visit): kept as if they had come through the worker, unless they already are.
 */
async function keep(path, pictures) {
  const pageUrl = new URL(path, self.location.origin);
  const keepOne = async (url, cacheName) => {
    if (url.origin !== self.location.origin || (await caches.match(url.href))) return;
    const response = await fetch(url.href);
    if (response.ok) await (await caches.open(cacheName)).put(cacheName === PAGES ? pageKey(url) : url.href, response);
  };
  const isPrivate = PRIVATE_PREFIXES.some((prefix) => pageUrl.pathname.startsWith(prefix));
  await Promise.all([
    isPrivate ? undefined : keepOne(pageUrl, PAGES),
    ...pictures.map((picture) => keepOne(new URL(picture, self.location.origin), PICTURES)),
  ]).catch(() => {});
  await trim(PICTURES, MAX_PICTURES);
}

/**
 * The build's files. A hashed file (its name changes with its bytes) is taken from a previous
 * build's cache, else from the browser's HTTP cache (the page has just loaded its start-up code),
 * else the network; the offline pages are checked with the server.
 */
async function precache() {
  const cache = await caches.open(PRECACHE);
  await Promise.all(
    BUILD.precache.map(async (url) => {
      const hashed = url.startsWith('/assets/');
      const kept = hashed ? await caches.match(url) : undefined;
      const response = kept ?? (await fetch(url, { cache: hashed ? 'default' : 'no-cache' }));
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

/**
 * Deletes the caches of other builds once every open page of the shop runs this build; a page that
 * has not said which build it runs is asked, and its answer comes back through `message`.
 *
 * Only the newest worker deletes: while a new deploy's worker installs or waits, "other builds"
 * include the new one, and the old worker, still answering the page that started that install,
 * deleted the new precache as it was being filled (the new worker then took over with no cache).
 */
async function removeOldCachesUnlessInUse() {
  if (aNewerWorkerExists()) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const unknown = windows.filter((client) => !pageBuilds.has(client.id));
  unknown.forEach((client) => client.postMessage({ type: 'which-build' }));
  if (unknown.length > 0 || windows.some((client) => pageBuilds.get(client.id) !== BUILD.entry)) return;
  const names = await caches.keys();
  // Checked again: a new worker may have started (and opened its precache) while this one listed.
  if (aNewerWorkerExists()) return;
  await Promise.all(names.filter((name) => name.startsWith(PREFIX) && !CURRENT.includes(name)).map((name) => caches.delete(name)));
}

/** A worker of a newer deploy installing or waiting (this one only runs as the active worker). */
function aNewerWorkerExists() {
  return self.registration.installing !== null || self.registration.waiting !== null;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || LIVE_API.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event, url));
    event.waitUntil(removeOldCachesUnlessInUse());
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, PRECACHE));
  } else if (request.destination === 'image') {
    event.respondWith(cacheFirst(request, PICTURES, MAX_PICTURES).catch(picturePlaceholder));
  }
});

/** The build's placeholder picture, never kept: the real one is fetched once the line is back. */
function picturePlaceholder() {
  return new Response(BUILD.picturePlaceholder, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
}

/** A page: the network within PAGE_TIMEOUT_MS (kept for later), else the copy kept, else the offline page. */
async function page(event, url) {
  const isPrivate = PRIVATE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
  // Known to be offline: no time-out to wait for.
  const fromNetwork = self.navigator.onLine ? fetch(event.request) : Promise.reject(new Error('offline'));
  // The copy is written beside the page's own read of the answer, not before it: the page renders
  // as its HTML streams in, and a slow answer still refreshes the copy after the copy was shown.
  const keepCopy = fromNetwork.then(async (response) => {
    if (!response.ok || isPrivate) return;
    const copy = response.clone();
    await (await caches.open(PAGES)).put(pageKey(url), copy);
  });
  event.waitUntil(keepCopy.catch(() => {}));
  const network = fromNetwork.catch(() => null);
  const first = await Promise.race([network, new Promise((resolve) => setTimeout(resolve, PAGE_TIMEOUT_MS, TIMED_OUT))]);
  if (first && first !== TIMED_OUT) return first;
  const kept = isPrivate ? undefined : await caches.match(pageKey(url), { cacheName: PAGES });
  if (kept) return kept;
  // Slow, and no copy to show instead: the network's answer after all, if it comes.
  const late = first === TIMED_OUT ? await network : null;
  if (late) return late;
  const locale = url.pathname === '/ar' || url.pathname.startsWith('/ar/') ? 'ar' : 'en';
  return (await caches.match(BUILD.offlinePages[locale], { cacheName: PRECACHE })) ?? Response.error();
}

const TIMED_OUT = 'timed out';

/** A page's copy is kept by its path: `/?q=…` is the home page, filtered once its code runs. */
function pageKey(url) {
  return url.origin + url.pathname;
}

async function cacheFirst(request, cacheName, maxEntries = Infinity) {
  // A module script asks with an Origin header the precache's request had not, and a server that
  // answers `Vary: Origin` would make the kept copy miss; the same name is the same bytes.
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
    await trim(cacheName, maxEntries);
  }
  return response;
}

/** At most `maxEntries` in a cache: its keys come in the order they were put, so the oldest go. */
async function trim(cacheName, maxEntries) {
  if (maxEntries === Infinity) return;
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)));
}
