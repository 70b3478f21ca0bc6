/**
 * The service worker served at /sw.js with scope / (SPEC.md section 2), hand-written, nothing
 * fetched at run time. pwa-handler.ts replaces __SW_VERSION__ with the build's version, so a new
 * deployment installs a new worker and drops the old offline shell.
 *
 * - Pages (navigations and React Router's `.data` requests): network first; a successful public
 *   answer is kept, so a visited page opens offline. Answers marked no-store (a signed-in
 *   visitor's pages) are never kept on the device.
 * - /assets (fingerprinted, immutable), /uploads, /icons and fonts: cache first.
 * - Offline and not kept: the offline page.
 * - /graphql, /api, health probes, sitemaps: always the network.
 */
const VERSION = '__SW_VERSION__';
const SHELL_CACHE = `souq-shell-${VERSION}`;
const PAGE_CACHE = 'souq-pages-v1';
const STATIC_CACHE = 'souq-static-v1';
const OFFLINE_URL = '/offline.html';
const SHELL_URLS = [OFFLINE_URL, '/favicon.svg', '/icons/icon-192.png', '/manifest.webmanifest'];
const PAGE_LIMIT = 80;
const STATIC_LIMIT = 400;
const NETWORK_ONLY = /^\/(graphql|api\/|healthz|readyz|sw\.js|sitemap|robots\.txt)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_URLS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('souq-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Drops the oldest entries beyond `limit` (Cache keys come back in insertion order). */
async function trim(cacheName, limit) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

const storable = (response) =>
  response.ok &&
  response.status === 200 &&
  response.type === 'basic' &&
  !/no-store|private/.test(response.headers.get('Cache-Control') || '');

async function networkFirst(event, request, fallbackToOffline) {
  try {
    const response = await fetch(request);
    if (storable(response)) {
      const copy = response.clone();
      event.waitUntil(
        caches
          .open(PAGE_CACHE)
          .then((cache) => cache.put(request, copy))
          .then(() => trim(PAGE_CACHE, PAGE_LIMIT)),
      );
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { ignoreVary: true });
    if (cached) return cached;
    if (fallbackToOffline) {
      const offline = await caches.match(OFFLINE_URL);
      if (offline) return offline;
    }
    throw error;
  }
}

async function cacheFirst(event, request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    event.waitUntil(
      caches
        .open(STATIC_CACHE)
        .then((cache) => cache.put(request, copy))
        .then(() => trim(STATIC_CACHE, STATIC_LIMIT)),
    );
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NETWORK_ONLY.test(url.pathname + url.search)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(event, request, true));
    return;
  }
  if (url.pathname.endsWith('.data') || url.pathname === '/__manifest') {
    event.respondWith(networkFirst(event, request, false));
    return;
  }
  if (
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/uploads/') ||
    url.pathname.startsWith('/icons/') ||
    url.pathname === '/favicon.svg'
  ) {
    event.respondWith(cacheFirst(event, request));
  }
});
