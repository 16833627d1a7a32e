/** Until the page has loaded and the browser has an idle moment (a second where it cannot say). */
function loadedAndIdle(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded.then(() => new Promise<void>((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 1000))));
}

/**
 * Registers the shop's service worker (scripts/serviceWorker/worker.js, written by the build)
 * once the page has loaded and the browser is idle; src/main.tsx imports this module once the
 * whole page answers, so it adds nothing to the start-up file. Registered at load, it came
 * 1.4–1.9 s before the home page answered at 4× CPU, and its install (the build's code and styles
 * fetched and stored: ~100 ms of the worker thread's CPU and as much of the browser's) ran beside
 * hydration's time slices, stretching them on a phone's few cores
 * (docs/decisions/0050-service-worker-after-the-page-answers.md). The worker deletes a previous build's caches only once no open page runs that
 * build's code; each page tells it which start-up file it runs, when it takes control and
 * whenever it asks. `entry`: the start-up file's site path.
 */
export async function registerServiceWorker(entry: string): Promise<void> {
  const { serviceWorker } = navigator;
  if (!serviceWorker) return;
  await loadedAndIdle();
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
