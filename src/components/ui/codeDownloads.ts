/**
 * Code that failed to download waits for the line instead of breaking the page (docs/decisions/0034-offline-shop.md).
 *
 * A lazily loaded piece (the cart drawer, the checkout, a dialog, a screen's words, sonner, the
 * catalogue snapshot's reader) is an `import()` that a cut or flaky line makes fail. Thrown into
 * React, that failure replaced the whole shop with the error screen, and the tap that needed the
 * code was lost. Loaded with `untilDownloaded`, it waits instead: the failure is listed here, the
 * page shows a short notice with Retry (`DownloadRetryNotice`), and the promise resolves once a
 * retry (the button, or the browser saying it is online again) has brought the code, so what was
 * waiting for it (a drawer the shopper opened, a toast) goes on as if it had come at once.
 */

type Attempt = () => void;

/** A retry for each failed download, run once by the next `retryDownloads`. */
const failed = new Set<Attempt>();
const listeners = new Set<() => void>();
let snapshot = false;
let listeningForTheLine = false;

function changed(): void {
  snapshot = failed.size > 0;
  listeners.forEach((listener) => listener());
}

/**
 * `load()` until it succeeds: at once, then after each `retryDownloads()` following a failure.
 * `load` must try afresh when called again (it does not keep a rejected promise).
 */
export function untilDownloaded<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => {
    const attempt: Attempt = () => {
      load().then(resolve, () => {
        failed.add(attempt);
        changed();
        if (!listeningForTheLine) {
          listeningForTheLine = true;
          window.addEventListener('online', () => failed.size > 0 && retryDownloads());
        }
      });
    };
    attempt();
  });
}

/** Tries every failed download again (the notice's Retry, the browser back online). */
export function retryDownloads(): void {
  const attempts = [...failed];
  failed.clear();
  changed();
  attempts.forEach((attempt) => attempt());
}

/** For useSyncExternalStore: whether some code is waiting for a retry. */
export function subscribeToFailedDownloads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const hasFailedDownloads = (): boolean => snapshot;

