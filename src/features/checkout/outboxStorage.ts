/**
 * Where the shop keeps orders completed without a line (machines/orderOutbox.ts): this phone's
 * localStorage, so they outlive the tab. Start-up code reads only `hasSavedOrders`, to load the
 * checkout when there is something to send (CheckoutDialog.tsx).
 */
import { storeConfig } from '../../config/store.ts';

export const OUTBOX_STORAGE_KEY = `${storeConfig.cartStorageKey}-outbox`;

export function phoneStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage blocked: an order made offline cannot be kept, and says so as any failure does.
    return null;
  }
}

export const hasSavedOrders = (): boolean => phoneStorage()?.getItem(OUTBOX_STORAGE_KEY) != null;

