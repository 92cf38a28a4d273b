/**
 * The portal's service worker (decision 0036), built on its own by vite-plugin-pwa's
 * injectManifest into /service-worker.js; src/main.tsx registers it in production builds.
 *
 * What it does, and only that:
 * - precaches the built shell: index.html and the JS and CSS chunks (vite.config.ts lists which),
 *   so a reload without a network still has every page's code;
 * - navigations go to the network as before (a deploy's new index.html, the server's own pages);
 *   only when the network fails does the precached index.html answer, and the page starts offline;
 * - keeps the last `/runtime-config.js` (the gateway and the signing key, not a secret), so an
 *   offline start signs its calls for the right gateway once the line returns.
 * API calls are never cached here: they carry one user's data, and a shared cache would hand it
 * to the next person signed in on the device. The exam page keeps its own copy of the paper,
 * tied to the learner (src/features/exams/paper-copy.ts).
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';

/** The little of ServiceWorkerGlobalScope used here (the portal's TypeScript program has the DOM lib, not WebWorker). */
interface WaitUntilEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ServiceWorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: WaitUntilEvent) => void): void;
}
declare const self: ServiceWorkerScope;

const RUNTIME_CONFIG = '/runtime-config.js';
const RUNTIME_CONFIG_CACHE = 'lp-runtime-config';
const SHELL = 'index.html';

// A new deploy takes over at once (the page running keeps its code; the next load gets the new one).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Precached files answer only their own URL: `/` and `/index` (the home route) are navigations,
// which go to the network first like every other route.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, directoryIndex: '' });

// Navigations: the network, and the shell when it fails. Not the API, media, downloads or the
// development pages: a failed load of those is an error, not the portal.
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: SHELL })] }), {
    denylist: [/^\/(appapi\.php|yii|v1|media|download|__dev)(\/|$)/],
  }),
);

registerRoute(({ url }) => url.pathname === RUNTIME_CONFIG, new NetworkFirst({ cacheName: RUNTIME_CONFIG_CACHE }));

// The page that installed this worker loaded its config before the worker was there: fetch it
// now so the first offline start has one. A failure here must not stop the install.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(RUNTIME_CONFIG_CACHE)
      .then((cache) => cache.add(new Request(RUNTIME_CONFIG, { cache: 'no-store' })))
      .catch(() => undefined),
  );
});
