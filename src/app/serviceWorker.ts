/**
 * Registers the shop's service worker (scripts/serviceWorker/worker.js, written by the build),
 * after the page has loaded: src/main.tsx imports this module then, so it adds nothing to the
 * start-up file. The worker deletes a previous build's caches only once no open page runs that
 * build's code; each page tells it which start-up file it runs, when it takes control and
 * whenever it asks. `entry`: the start-up file's site path.
 */
export function registerServiceWorker(entry: string): void {
  const { serviceWorker } = navigator;
  if (!serviceWorker) return;
  const tell = (worker: MessageEventSource | ServiceWorker | null) => worker?.postMessage({ type: 'page-build', entry });
  serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'which-build') tell(event.source);
  });
  // Messages from the worker wait until this is called (a listener alone does not start them).
  serviceWorker.startMessages();
  serviceWorker.addEventListener('controllerchange', () => tell(serviceWorker.controller));
  // A page already under a worker asks the server for the build's worker on every visit:
  // `register()` resolves at once when the script's URL is the same, and the browser's own check
  // after a navigation may come long after, so a new deploy would wait for a later visit.
  serviceWorker.register('/sw.js').then(
    (registration) => {
      // Chromium resolves `register()` once a new deploy's worker has installed, as it swaps the
      // two: it stops the old worker the moment it is idle and activates the new one. A message
      // now would start the old worker again, with its usual 30 s idle time, and every fetch of
      // the page would extend it: the new worker kept waiting while this tab stays open. The new
      // worker hears this page's build on `controllerchange` instead.
      if (!registration.installing && !registration.waiting) tell(serviceWorker.controller);
      // Offline the check fails; the next visit checks again.
      registration.update().catch(() => {});
    },
    (error: unknown) => console.warn('The service worker could not be registered', error),
  );
  // This page and its pictures came before any worker on a first visit: it keeps them too.
  void serviceWorker.ready.then((registration) => {
    const pictures = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /\.(webp|avif|jpe?g|png|svg)$/.test(new URL(url).pathname));
    registration.active?.postMessage({ type: 'keep', page: window.location.pathname, pictures });
  });
}
