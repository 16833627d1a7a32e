/**
 * Where the shop keeps orders completed without a line (machines/orderOutbox.ts): this phone's
 * localStorage, so they outlive the tab. Start-up code reads only `hasSavedOrders`, to load the
 * checkout when there is something to send (CheckoutDialog.tsx).
 */
import { storeConfig } from '../../config/store.ts';

export const OUTBOX_STORAGE_KEY = `${storeConfig.cartStorageKey}-outbox`;
/** What the service worker posts to the pages on Background Sync (scripts/serviceWorker/worker.js). */
export const SEND_ORDERS_MESSAGE = 'send-orders';
const SYNC_TAG = 'send-orders';

export function phoneStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage blocked: an order made offline cannot be kept, and says so as any failure does.
    return null;
  }
}

export const hasSavedOrders = (): boolean => phoneStorage()?.getItem(OUTBOX_STORAGE_KEY) != null;

/**
 * Where the browser has Background Sync (Chromium), it wakes the service worker once the line is
 * back, even before this page notices; the worker then tells the open pages to send.
 */
export function askForBackgroundSync(): void {
  void navigator.serviceWorker?.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }).sync?.register(SYNC_TAG))
    .catch(() => {});
}
