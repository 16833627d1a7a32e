/**
 * Background Sync (docs/decisions/0036-orders-kept-offline.md): an order kept on the phone is also handed to the shop's service
 * worker, as the request that places it (built by src/data: the worker knows no table or function
 * name), and the worker sends it when the line is back, also with no page of the shop open
 * (scripts/serviceWorker/worker.js keeps it where it outlives the browser). Only where the browser
 * has Background Sync (Chromium's); elsewhere the page's own sends (on `online`, at the next
 * visit) are all there is. The page's copy stays the shopper's: sent again at the next visit, the
 * same id is the same order, and the page shows its number (or the refusal).
 */
import type { BackgroundSender } from '../../../machines/orderOutbox.ts';
import { placeOrderRequest, type PreparedRequest } from '../../data/orders.ts';

/** The worker's messages (scripts/serviceWorker/worker.js): what to send, what to forget, and that it sent some. */
type QueueMessage = { type: 'queue-request'; id: string; request: PreparedRequest } | { type: 'forget-request'; id: string };
const QUEUE_ANSWERED = 'queue-answered';

/** The service worker as a sender of kept orders, or null where the browser has no Background Sync. */
export function serviceWorkerSender(): BackgroundSender | null {
  const serviceWorker = globalThis.navigator?.serviceWorker;
  if (!serviceWorker || !('SyncManager' in globalThis)) return null;
  // The registration's active worker, not the page's controller: a page loaded with a hard reload
  // has none, and a forget it failed to pass on would leave the worker to send an order the shop
  // had refused, later, when it might be placed. Before the first worker is active (the first
  // visit's first seconds) nobody is told: the page's own sends remain.
  const tell = (message: QueueMessage) =>
    void serviceWorker.getRegistration().then(
      (registration) => registration?.active?.postMessage(message),
      () => {},
    );
  return {
    keep: (order) => tell({ type: 'queue-request', id: order.id, request: placeOrderRequest(order) }),
    forget: (id) => tell({ type: 'forget-request', id }),
  };
}

/**
 * Calls `listener` when the worker got an answer for the orders it held: the line is back, even
 * if the browser never said it had gone (no `online` event), so an open page sends its own copies
 * now and shows their numbers. Returns the way to stop listening.
 */
export function onWorkerSentOrders(listener: () => void): () => void {
  const serviceWorker = globalThis.navigator?.serviceWorker;
  if (!serviceWorker) return () => {};
  const onMessage = (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === QUEUE_ANSWERED) listener();
  };
  serviceWorker.addEventListener('message', onMessage);
  return () => serviceWorker.removeEventListener('message', onMessage);
}
