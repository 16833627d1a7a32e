/**
 * The cart: lines keyed by product id + variant id (or 'default'), persisted to an injected
 * storage on every change and restored on start.
 *
 * Rules live in src/domain/cart.ts; this machine holds the lines, writes them to storage and
 * emits one event per outcome for the UI to show as a toast (each carries its `toast`).
 *
 * Restoring on start:
 * - the current key holds `{version: 1, lines}`; a value in the template's older shape (an array
 *   of `{...item, quantity, selectedVariant}` in snake_case dollars) is migrated, see
 *   src/domain/cartStorage.ts;
 * - corrupt JSON or an unknown shape is logged (logger.warn) and the cart starts empty;
 * - lines under the legacy key ('momments-cart') are merged in once and that key is removed;
 * - whenever restoring changed something, the normalised cart is written back at once.
 *
 * A cart link (`/cart?items=…`, src/domain/cartLink.ts) replaces the cart with the one it names
 * (OPEN_LINK, read against the whole catalogue): the shop, or the shopper in another browser,
 * sees exactly that cart, not that cart added to whatever was there.
 */
import { assertEvent, enqueueActions, setup } from 'xstate';
import { builtOnFirstUse } from './builtOnFirstUse';
import {
  addToCart,
  cartLineKey,
  cartLinkToasts,
  cartTotals,
  cartToasts,
  describeCartChange,
  isInCart,
  lineDisplayName,
  markPreorder,
  mergeLines,
  parseStoredCart,
  quantityOfProduct,
  reconcileCart,
  removeLine,
  serializeCart,
  totalQuantity,
  updateQuantity,
  variantMessages,
  type CartChange,
  type CartLine,
  type CartLinkOutcome,
  type DeliveryRate,
  type DiscountRule,
  type Locale,
  type OrderTotals,
  type Product,
  type Toast,
  type UpdateResult,
  type Variant,
} from '../src/domain';
import { consoleLogger, type Logger } from './types';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CartInput {
  /** Defaults to window.localStorage when there is one; null keeps the cart in memory only. */
  storage?: CartStorage | null;
  /** Where the cart is kept (the store configuration's cartStorageKey). */
  storageKey: string;
  /** An older key whose cart is merged in once and removed (legacyCartStorageKey). */
  legacyStorageKey: string;
  /** The shop's store id (the store configuration's), for stored lines that carry none. */
  storeId: string;
  /** The page's language, which the toasts speak and the lines are named in. */
  locale: Locale;
  logger?: Logger;
}

export interface CartContext {
  lines: CartLine[];
  storage: CartStorage | null;
  storageKey: string;
  legacyStorageKey: string;
  storeId: string;
  locale: Locale;
  logger: Logger;
}

export type CartEvent =
  /** Adds `quantity` (default 1) units; merges into the same product + variant line. */
  | { type: 'ADD'; product: Product; variant?: Variant | null; quantity?: number }
  /** Replaces the quantity; 0 or less removes the line. */
  | { type: 'UPDATE_QUANTITY'; key: string; quantity: number }
  | { type: 'REMOVE'; key: string }
  /** The shopper chose to preorder a line the shop said had just sold out. */
  | { type: 'MARK_PREORDER'; key: string }
  /** 'order' (after a placed order) clears without the 'Cart Cleared' toast. */
  | { type: 'CLEAR'; reason?: 'user' | 'order' }
  /** `products` is the store's whole catalogue as just loaded. */
  | { type: 'RECONCILE'; products: readonly Product[] }
  /**
   * A cart link, as read against the store's whole catalogue (`cartFromLink`), replaces the cart.
   * The link's page reads it: its parser stays out of the start-up file every page downloads.
   */
  | { type: 'OPEN_LINK'; outcome: CartLinkOutcome };

export type CartEmitted =
  | { type: 'cart.added'; key: string; line: CartLine; toast: Toast }
  | { type: 'cart.updated'; key: string; line: CartLine; toast: Toast }
  | { type: 'cart.removed'; key: string; line: CartLine; toast: Toast }
  | { type: 'cart.cleared'; reason: 'user' | 'order'; toast: Toast | null }
  | { type: 'cart.addRefused'; reason: 'variantRequired' | 'stock'; message: string; toast: Toast }
  | { type: 'cart.updateRefused'; key: string; message: string; toast: Toast }
  | { type: 'cart.reconciled'; changes: CartChange[]; toast: Toast }
  /** `readable` false: the link was damaged and the cart is now empty. */
  | { type: 'cart.linkOpened'; readable: boolean; lines: CartLine[]; toast: Toast };

function defaultStorage(): CartStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Some browsers throw on merely touching localStorage when storage is blocked.
    return null;
  }
}

/** Reads one key; unusable values are logged and read as empty. */
function readKey(context: CartContext, key: string): { lines: CartLine[]; rewrite: boolean; present: boolean } {
  let raw: string | null;
  try {
    raw = context.storage?.getItem(key) ?? null;
  } catch (error) {
    context.logger.warn(`Cart: could not read "${key}" from storage`, error);
    return { lines: [], rewrite: false, present: false };
  }
  if (raw === null) return { lines: [], rewrite: false, present: false };
  try {
    const parsed = parseStoredCart(raw, { storeId: context.storeId });
    if (parsed.dropped > 0) {
      context.logger.warn(`Cart: dropped ${parsed.dropped} unreadable line(s) stored under "${key}"`);
    }
    return { lines: parsed.lines, rewrite: parsed.format !== 'current' || parsed.dropped > 0, present: true };
  } catch (error) {
    context.logger.warn(`Cart: ignoring the stored cart under "${key}"; starting empty`, error);
    return { lines: [], rewrite: true, present: true };
  }
}

function writeLines(context: CartContext, lines: readonly CartLine[]): void {
  try {
    context.storage?.setItem(context.storageKey, serializeCart(lines));
  } catch (error) {
    // Quota exceeded or storage blocked: the cart keeps working in memory.
    context.logger.warn('Cart: could not save the cart to storage', error);
  }
}

function removeKey(context: CartContext, key: string): void {
  try {
    context.storage?.removeItem(key);
  } catch (error) {
    context.logger.warn(`Cart: could not remove "${key}" from storage`, error);
  }
}

/** The toast-carrying event for a quantity change or removal. */
function updateOutcome(locale: Locale, result: Exclude<UpdateResult, { kind: 'ignored' }>, key: string): CartEmitted {
  const name = lineDisplayName(result.line.product, result.line.variant, locale);
  const toasts = cartToasts(locale);
  switch (result.kind) {
    case 'removed':
      return { type: 'cart.removed', key, line: result.line, toast: toasts.removed() };
    case 'updated':
      return { type: 'cart.updated', key, line: result.line, toast: toasts.updated(name) };
    case 'refused':
      return {
        type: 'cart.updateRefused',
        key,
        message: result.message,
        toast: toasts.cannotUpdate(result.message),
      };
  }
}

export const cartMachine = builtOnFirstUse(() =>
  setup({
    types: {
      context: {} as CartContext,
      events: {} as CartEvent,
      input: {} as CartInput,
      emitted: {} as CartEmitted,
    },
    guards: {
      // An empty cart has nothing to check: at 5,000 products, indexing the catalogue and storing
      // an empty cart again (every cart reader rendering) was part of a shopper's first search.
      hasLines: ({ context }) => context.lines.length > 0,
    },
    actions: {
      // Reading storage here (not in the context factory) keeps I/O out of actor creation: nothing
      // is read until the actor starts.
      restore: enqueueActions(({ context, enqueue }) => {
        const current = readKey(context, context.storageKey);
        const legacy =
          context.legacyStorageKey === context.storageKey
            ? { lines: [], rewrite: false, present: false }
            : readKey(context, context.legacyStorageKey);
        const lines = mergeLines(current.lines, legacy.lines);
        enqueue.assign({ lines });
        if (legacy.present) enqueue(() => removeKey(context, context.legacyStorageKey));
        if (current.rewrite || legacy.present) enqueue(() => writeLines(context, lines));
      }),

      add: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'ADD');
        const { locale } = context;
        const result = addToCart(locale, context.lines, event.product, event.variant ?? null, event.quantity ?? 1);
        if (!result.ok) {
          enqueue.emit({
            type: 'cart.addRefused',
            reason: result.reason,
            message: result.message,
            toast: result.reason === 'variantRequired' ? variantMessages(locale).requiredToast() : cartToasts(locale).cannotAdd(result.message),
          });
          return;
        }
        const key = cartLineKey(event.product.id, event.variant?.id);
        const name = lineDisplayName(event.product, event.variant, locale);
        enqueue.assign({ lines: result.lines });
        enqueue(() => writeLines(context, result.lines));
        enqueue.emit(
          result.merged
            ? { type: 'cart.updated', key, line: result.line, toast: cartToasts(locale).updated(name) }
            : { type: 'cart.added', key, line: result.line, toast: cartToasts(locale).added(name) },
        );
      }),

      changeLine: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, ['UPDATE_QUANTITY', 'REMOVE']);
        const result =
          event.type === 'REMOVE'
            ? removeLine(context.lines, event.key)
            : updateQuantity(context.locale, context.lines, event.key, event.quantity);
        if (result.kind === 'ignored') return;
        if (result.kind !== 'refused') {
          enqueue.assign({ lines: result.lines });
          enqueue(() => writeLines(context, result.lines));
        }
        enqueue.emit(updateOutcome(context.locale, result, event.key));
      }),

      markPreorder: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'MARK_PREORDER');
        const lines = markPreorder(context.lines, event.key);
        if (!lines) return;
        enqueue.assign({ lines });
        enqueue(() => writeLines(context, lines));
      }),

      clear: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'CLEAR');
        const reason = event.reason ?? 'user';
        enqueue.assign({ lines: [] });
        enqueue(() => writeLines(context, []));
        enqueue.emit({ type: 'cart.cleared', reason, toast: reason === 'user' ? cartToasts(context.locale).cleared() : null });
      }),

      reconcile: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'RECONCILE');
        const { lines, changes } = reconcileCart(context.locale, context.lines, event.products);
        enqueue.assign({ lines });
        enqueue(() => writeLines(context, lines));
        if (changes.length > 0) {
          enqueue.emit({
            type: 'cart.reconciled',
            changes,
            toast: cartToasts(context.locale).changed(changes.map((change) => describeCartChange(context.locale, change))),
          });
        }
      }),

      openLink: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'OPEN_LINK');
        const { outcome } = event;
        const lines = outcome.readable ? outcome.lines : [];
        enqueue.assign({ lines });
        enqueue(() => writeLines(context, lines));
        enqueue.emit({
          type: 'cart.linkOpened',
          readable: outcome.readable,
          lines,
          toast: outcome.readable
            ? cartLinkToasts(context.locale).opened(totalQuantity(lines), outcome.notes)
            : cartLinkToasts(context.locale).malformed(),
        });
      }),
    },
  }).createMachine({
    id: 'cart',
    context: ({ input }) => ({
      lines: [],
      storage: input.storage === undefined ? defaultStorage() : input.storage,
      storageKey: input.storageKey,
      legacyStorageKey: input.legacyStorageKey,
      storeId: input.storeId,
      locale: input.locale,
      logger: input.logger ?? consoleLogger,
    }),
    entry: 'restore',
    initial: 'ready',
    states: {
      ready: {
        on: {
          ADD: { actions: 'add' },
          UPDATE_QUANTITY: { actions: 'changeLine' },
          REMOVE: { actions: 'changeLine' },
          MARK_PREORDER: { actions: 'markPreorder' },
          CLEAR: { actions: 'clear' },
          RECONCILE: { guard: 'hasLines', actions: 'reconcile' },
          OPEN_LINK: { actions: 'openLink' },
        },
      },
    },
  }),
);

// ── Selectors (for useSelector and tests) ─────────────────────────────────────────────────────

type CartSnapshotLike = { context: Pick<CartContext, 'lines'> };

export const selectCartLines = (snapshot: CartSnapshotLike): CartLine[] => snapshot.context.lines;

/** The badge on the cart icon. */
export const selectTotalQuantity = (snapshot: CartSnapshotLike): number => totalQuantity(snapshot.context.lines);

/** The cart's totals with delivery at the rate of the zone it goes to (null: not known yet). */
export const selectCartTotals = (snapshot: CartSnapshotLike, delivery: DeliveryRate | null, discount: DiscountRule | null = null): OrderTotals =>
  cartTotals(snapshot.context.lines, discount, delivery);

export const selectIsInCart = (snapshot: CartSnapshotLike, productId: string): boolean =>
  isInCart(snapshot.context.lines, productId);

export const selectQuantityOfProduct = (snapshot: CartSnapshotLike, productId: string): number =>
  quantityOfProduct(snapshot.context.lines, productId);
