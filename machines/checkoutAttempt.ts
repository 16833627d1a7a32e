/**
 * One checkout attempt: one order id with one content (customer, area, lines, code, expected
 * total, channel). What makes two sends the same order, and where an attempt whose outcome is unknown
 * waits out a reload (sessionStorage in the app). The checkout machine (checkout.ts) decides when.
 */
import { isPreorderLine, type CartLine, type OrderRequest } from '../src/domain';
import { readServerError, type ServerError } from '../src/domain/serverErrors';
import type { Logger } from './types';

export type AttemptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the checkout keeps its attempt, and whom it tells when storage fails. */
export interface AttemptStore {
  attemptStorage: AttemptStorage | null;
  attemptStorageKey: string;
  logger: Logger;
}

/**
 * What makes two sends the same order (place_order compares the same, by id). Neither the language
 * nor the WhatsApp updates box is in it: they are how the shop talks to the shopper, not what was
 * ordered, and place_order leaves them out of the attempt too.
 */
export function contentOf(request: Omit<OrderRequest, 'id'>): string {
  return JSON.stringify([
    request.customer,
    request.area ?? null,
    request.lines.map((line) => [line.product.id, line.variant?.id ?? null, line.quantity, isPreorderLine(line)]),
    request.discountCode,
    request.expectedTotal ?? null,
    request.channel ?? 'web',
  ]);
}

/** What prices depend on: the lines, the code and where it goes. */
export function pricedContentOf(lines: readonly CartLine[], discountCode: string | null, area: string | null): string {
  return JSON.stringify([lines.map((line) => [line.product.id, line.variant?.id ?? null, line.quantity, isPreorderLine(line)]), discountCode, area]);
}

/** An order request read back from storage, if it reads as one. */
export function attemptFrom(value: unknown): OrderRequest | null {
  const request = (value ?? {}) as Partial<OrderRequest>;
  if (typeof request.id !== 'string' || !request.customer || !Array.isArray(request.lines)) return null;
  if (!request.lines.every((line) => typeof line?.product?.id === 'string')) return null;
  return {
    id: request.id,
    customer: request.customer,
    lines: request.lines,
    discountCode: request.discountCode ?? null,
    area: request.area ?? null,
    expectedTotal: request.expectedTotal ?? null,
    channel: request.channel ?? 'web',
    ...(request.locale ? { locale: request.locale } : {}),
    ...(request.whatsappUpdates === true ? { whatsappUpdates: true } : {}),
  };
}

/** The attempt a reload left behind, if it reads as one; an unreadable one is dropped. */
export function readAttempt(storage: AttemptStorage | null, key: string, logger: Logger): OrderRequest | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const attempt = attemptFrom(JSON.parse(raw));
    if (attempt) return attempt;
    storage?.removeItem(key);
  } catch (error) {
    logger.warn('Checkout: ignoring an unreadable stored attempt', error);
  }
  return null;
}

/** Keeps the attempt until its outcome is known (null: forgets it). */
export function writeAttempt(context: AttemptStore, attempt: OrderRequest | null): void {
  try {
    if (attempt) context.attemptStorage?.setItem(context.attemptStorageKey, JSON.stringify(attempt));
    else context.attemptStorage?.removeItem(context.attemptStorageKey);
  } catch (error) {
    context.logger.warn('Checkout: could not store the order attempt', error);
  }
}

/**
 * A refusal that says the attempt was not placed. A lost connection says nothing, and neither
 * does rate_limited: the throttle answers before place_order looks at the id, so an attempt that
 * was placed earlier can be refused this way too.
 */
export const settlesAttempt = (code: ServerError['code']) => code !== 'network' && code !== 'rate_limited';


/**
 * The request got no answer at all (no line, the connection dropped): the data layer records the
 * HTTP status of any answer, an error page's too. It may still have reached the shop, so the
 * attempt keeps its id.
 */
export function reachedNoServer(error: unknown): boolean {
  const { code, details } = readServerError(error);
  return code === 'network' && typeof details.status !== 'number';
}
