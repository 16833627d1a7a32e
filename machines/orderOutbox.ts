/**
 * Orders completed without a line (docs/decisions/0036-orders-kept-offline.md), kept on the phone until the shop answers:
 * localStorage in the app, so they outlive the tab, a reload and a closed browser. Each is the
 * checkout's attempt as it would have been sent, its id included: place_order is idempotent per
 * id, so a second send of a kept order (two tabs, a send whose answer was lost) is the same
 * order. The checkout machine (checkout.ts) keeps an order here and takes it out once the
 * database placed or refused it; the page asks it to send what is kept (CheckoutController).
 *
 * Where the browser has Background Sync, a kept order is also handed to a sender that works with
 * no page of the shop open (the service worker): it sends its copy when the line is back, and is
 * told to forget it once the page's own send is answered. The page's copy stays until then: the
 * page shows the order's number (or its refusal) by sending it again, which is the same order.
 */
import type { OrderRequest } from '../src/domain';
import { attemptFrom, type AttemptStorage } from './checkoutAttempt';
import type { Logger } from './types';

/** A sender of kept orders that needs no open page (the service worker's Background Sync). */
export interface BackgroundSender {
  /** Send this order when the line is back (an order with the same id is replaced). */
  keep(order: OrderRequest): void;
  /** The database answered the page about it: it is not to be sent again. */
  forget(id: string): void;
}

/** Where the orders wait, who else holds them, and whom it tells when storage fails. */
export interface OrderOutbox {
  outboxStorage: AttemptStorage | null;
  outboxStorageKey: string;
  backgroundSender?: BackgroundSender | null;
  logger: Logger;
}

/** The kept orders, oldest first; what does not read as an order is left out. */
export function savedOrders({ outboxStorage, outboxStorageKey, logger }: OrderOutbox): OrderRequest[] {
  let raw: unknown;
  try {
    raw = JSON.parse(outboxStorage?.getItem(outboxStorageKey) ?? '[]');
  } catch (error) {
    logger.warn('Checkout: ignoring an unreadable order outbox', error);
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => attemptFrom(entry) ?? []);
}

function write(outbox: OrderOutbox, orders: readonly OrderRequest[]): void {
  try {
    if (orders.length > 0) outbox.outboxStorage?.setItem(outbox.outboxStorageKey, JSON.stringify(orders));
    else outbox.outboxStorage?.removeItem(outbox.outboxStorageKey);
  } catch (error) {
    outbox.logger.warn('Checkout: could not store the order outbox', error);
  }
}

/** Keeps the order to send later; an order with the same id is replaced (never sent twice). */
export function keepOrder(outbox: OrderOutbox, order: OrderRequest): void {
  write(outbox, [...savedOrders(outbox).filter((kept) => kept.id !== order.id), order]);
  outbox.backgroundSender?.keep(order);
}

/** The database answered about this order (placed or refused): it is no longer kept. */
export function dropOrder(outbox: OrderOutbox, id: string): void {
  const orders = savedOrders(outbox);
  if (!orders.some((kept) => kept.id === id)) return;
  write(outbox, orders.filter((kept) => kept.id !== id));
  outbox.backgroundSender?.forget(id);
}
