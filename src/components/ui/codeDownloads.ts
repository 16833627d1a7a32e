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
 *
 * Chromium keeps a module's failed download for the page's life (the module map caches the
 * failure; whatwg/html#10327 undoes that, Firefox and WebKit have shipped it, Chromium 150 has
 * not): an `import()` of it fails again at once, without asking the network, and so does any
 * module that imports it. So once the line answers (the failed file, asked for without any
 * cache) and the code still does not come, the page reloads itself, keeping what the shopper
 * was waiting for (`keepAcrossReload`: the toasts not yet shown, the cart drawer they opened; the
 * cart and the checkout's fields are stored anyway). A reload that brings no code either is not
 * repeated within a minute: the notice stays, and a later retry may reload again.
 */

import { storeConfig } from '../../config/store.ts';

/** What a reload for the code keeps for the next page, and when it was. */
const KEPT_KEY = `${storeConfig.cartStorageKey}-kept-across-reload`;
const RELOAD_AGAIN_AFTER_MS = 60_000;

/** How the page finds the line back and reloads; replaced in unit tests (jsdom can do neither). */
export const downloadRecovery = {
  /**
   * Whether the network answers for the file that failed (named in the error; else the page),
   * asked for without any cache: any answer, a 404 too, which a reload mends with the new build.
   */
  lineAnswers: (error: unknown): Promise<boolean> =>
    fetch(/https?:\/\/\S+\.js/.exec(String(error))?.[0] ?? window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  reload: () => window.location.reload(),
};

const keepers: Record<string, () => unknown> = {};
const arrived = readKept();

function readKept(): { at?: unknown; kept?: Record<string, unknown> } {
  try {
    const stored = sessionStorage.getItem(KEPT_KEY);
    sessionStorage.removeItem(KEPT_KEY);
    return (stored && JSON.parse(stored)) || {};
  } catch {
    return {};
  }
}

/**
 * What the page must have again after a reload that brings back its code: `save` is asked as the
 * page reloads (undefined keeps nothing), `keptAcrossReload(name)` answers it in the next page.
 */
export function keepAcrossReload(name: string, save: () => unknown): void {
  keepers[name] = save;
}

/** What `keepAcrossReload(name)` saved as the page last reloaded for its code, else undefined. */
export function keptAcrossReload(name: string): unknown {
  return arrived.kept?.[name];
}

/** Reloads for the code, unless this page came from such a reload less than a minute ago. */
function reloadForCode(): void {
  if (Date.now() - Number(arrived.at ?? 0) < RELOAD_AGAIN_AFTER_MS) return;
  try {
    const kept: Record<string, unknown> = {};
    for (const name in keepers) kept[name] = keepers[name]!();
    sessionStorage.setItem(KEPT_KEY, JSON.stringify({ at: Date.now(), kept }));
  } catch {
    // Storage full or refused: the reload still brings the code, without what was kept.
  }
  downloadRecovery.reload();
}

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
      load().then(resolve, (error: unknown) => {
        failed.add(attempt);
        changed();
        if (!listeningForTheLine) {
          listeningForTheLine = true;
          window.addEventListener('online', () => failed.size > 0 && retryDownloads());
        }
        // The line answers, yet the code did not come: the browser has kept the failure.
        void downloadRecovery.lineAnswers(error).then((answers) => answers && failed.has(attempt) && reloadForCode());
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

