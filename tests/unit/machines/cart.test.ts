import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  cartMachine,
  selectCartLines,
  selectCartTotals,
  selectIsInCart,
  selectQuantityOfProduct,
  selectTotalQuantity,
  type CartEmitted,
  type CartInput,
} from '../../../machines/cart';
import { storeConfig } from '../../../src/config/store';
import { cartFromLink, cartLineKey, serializeCart, type CartLine, type Product } from '../../../src/domain';
import { BEIRUT_RATE, makeProduct, makeVariant, memoryStorage, templateLine } from '../domain/fixtures';

/** The configured keys, as the app passes them. */
const keys = { storageKey: storeConfig.cartStorageKey, legacyStorageKey: storeConfig.legacyCartStorageKey, storeId: storeConfig.storeId, locale: 'en' as const };

function startCart(input: Partial<CartInput> & { stored?: Record<string, string> } = {}) {
  const storage = memoryStorage(input.stored);
  const logger = { warn: vi.fn() };
  const actor = createActor(cartMachine(), { input: { storage, logger, ...keys, ...input } });
  const events: CartEmitted[] = [];
  actor.on('*', (event) => events.push(event));
  actor.start();
  const stored = () => JSON.parse(storage.data.get('momobel-cart') ?? 'null');
  return { actor, events, storage, logger, stored, lines: () => actor.getSnapshot().context.lines };
}

const mug = makeProduct({ id: 'mug', name: 'Mug', price: 500, inventory: 5 });

describe('adding', () => {
  it('appends a line, persists it and says Added to Cart', () => {
    const { actor, events, stored } = startCart();
    actor.send({ type: 'ADD', product: mug });
    expect(actor.getSnapshot().context.lines).toEqual([{ product: mug, variant: null, quantity: 1 }]);
    expect(stored()).toEqual({ version: 1, lines: [{ product: mug, variant: null, quantity: 1 }] });
    expect(events).toEqual([
      {
        type: 'cart.added',
        key: 'mug:default',
        line: { product: mug, variant: null, quantity: 1 },
        toast: { title: 'Added to Cart', description: 'Mug added to cart', variant: 'default' },
      },
    ]);
  });

  it('merges into the same line and says Updated Cart', () => {
    const { actor, events, lines } = startCart();
    actor.send({ type: 'ADD', product: mug, quantity: 2 });
    actor.send({ type: 'ADD', product: mug, quantity: 3 });
    expect(lines()).toEqual([{ product: mug, variant: null, quantity: 5 }]);
    expect(events[1]).toMatchObject({
      type: 'cart.updated',
      toast: { title: 'Updated Cart', description: 'Mug quantity updated' },
    });
  });

  it('refuses beyond stock with what is already in the cart', () => {
    const { actor, events, lines } = startCart();
    actor.send({ type: 'ADD', product: mug, quantity: 4 });
    actor.send({ type: 'ADD', product: mug, quantity: 2 });
    expect(lines()[0]!.quantity).toBe(4);
    expect(events[1]).toEqual({
      type: 'cart.addRefused',
      reason: 'stock',
      message: 'Only 5 item(s) available in stock. You already have 4 in your cart.',
      toast: {
        title: 'Cannot Add to Cart',
        description: 'Only 5 item(s) available in stock. You already have 4 in your cart.',
        variant: 'destructive',
      },
    });
  });

  it('refuses an out-of-stock variant with Item out of stock', () => {
    const gone = makeVariant({ size: 'S', inventory: 0 });
    const shirt = makeProduct({ variants: [gone, makeVariant()] });
    const { actor, events, lines } = startCart();
    actor.send({ type: 'ADD', product: shirt, variant: gone });
    expect(lines()).toEqual([]);
    expect(events[0]).toMatchObject({ type: 'cart.addRefused', toast: { title: 'Cannot Add to Cart', description: 'Item out of stock' } });
  });

  it('asks for a variant when a product with variants comes without one', () => {
    const { actor, events } = startCart();
    actor.send({ type: 'ADD', product: makeProduct({ variants: [makeVariant()] }) });
    expect(events[0]).toMatchObject({
      type: 'cart.addRefused',
      reason: 'variantRequired',
      toast: { title: 'Please select a variant', description: 'You must choose an option before adding to cart.' },
    });
  });

  it('keeps a million out: quantities are capped at 999', () => {
    const unlimited = makeProduct({ inventory: null });
    const { actor, lines } = startCart();
    actor.send({ type: 'ADD', product: unlimited, quantity: 1_000_000 });
    expect(lines()[0]!.quantity).toBe(999);
    actor.send({ type: 'ADD', product: unlimited, quantity: -4 });
    expect(lines()[0]!.quantity).toBe(999);
  });

  it('adds 1 for a 0 or negative quantity', () => {
    const { actor, lines } = startCart();
    actor.send({ type: 'ADD', product: mug, quantity: 0 });
    actor.send({ type: 'ADD', product: mug, quantity: -2 });
    expect(lines()[0]!.quantity).toBe(2);
  });
});

describe('changing quantities', () => {
  function withMug(quantity = 2) {
    const cart = startCart();
    cart.actor.send({ type: 'ADD', product: mug, quantity });
    cart.events.length = 0;
    return cart;
  }

  it('replaces the quantity and persists', () => {
    const { actor, events, lines, stored } = withMug();
    actor.send({ type: 'UPDATE_QUANTITY', key: 'mug:default', quantity: 4 });
    expect(lines()[0]!.quantity).toBe(4);
    expect(stored().lines[0].quantity).toBe(4);
    expect(events).toMatchObject([{ type: 'cart.updated', toast: { title: 'Updated Cart', description: 'Mug quantity updated' } }]);
  });

  it.each([0, -1])('removes the line at %i', (quantity) => {
    const { actor, events, lines, stored } = withMug();
    actor.send({ type: 'UPDATE_QUANTITY', key: 'mug:default', quantity });
    expect(lines()).toEqual([]);
    expect(stored().lines).toEqual([]);
    expect(events).toMatchObject([
      { type: 'cart.removed', toast: { title: 'Removed from Cart', description: 'Item removed from cart' } },
    ]);
  });

  it('refuses above stock with Cannot Update Quantity', () => {
    const { actor, events, lines } = withMug();
    actor.send({ type: 'UPDATE_QUANTITY', key: 'mug:default', quantity: 6 });
    expect(lines()[0]!.quantity).toBe(2);
    expect(events).toEqual([
      {
        type: 'cart.updateRefused',
        key: 'mug:default',
        message: 'Only 5 item(s) available in stock',
        toast: { title: 'Cannot Update Quantity', description: 'Only 5 item(s) available in stock', variant: 'destructive' },
      },
    ]);
  });

  it('ignores unknown lines and non-numbers silently', () => {
    const { actor, events, lines } = withMug();
    actor.send({ type: 'UPDATE_QUANTITY', key: 'nope:default', quantity: 1 });
    actor.send({ type: 'UPDATE_QUANTITY', key: 'mug:default', quantity: Number.NaN });
    actor.send({ type: 'REMOVE', key: 'nope:default' });
    expect(events).toEqual([]);
    expect(lines()[0]!.quantity).toBe(2);
  });

  it('REMOVE deletes a line', () => {
    const { actor, events, lines } = withMug();
    actor.send({ type: 'REMOVE', key: 'mug:default' });
    expect(lines()).toEqual([]);
    expect(events[0]).toMatchObject({ type: 'cart.removed', key: 'mug:default' });
  });

  it('CLEAR empties the cart and says Cart Cleared', () => {
    const { actor, events, lines, stored } = withMug();
    actor.send({ type: 'CLEAR' });
    expect(lines()).toEqual([]);
    expect(stored().lines).toEqual([]);
    expect(events).toEqual([
      {
        type: 'cart.cleared',
        reason: 'user',
        toast: { title: 'Cart Cleared', description: 'All items removed from cart', variant: 'default' },
      },
    ]);
  });

  it('CLEAR after an order has no toast of its own', () => {
    const { actor, events, lines } = withMug();
    actor.send({ type: 'CLEAR', reason: 'order' });
    expect(lines()).toEqual([]);
    expect(events).toEqual([{ type: 'cart.cleared', reason: 'order', toast: null }]);
  });
});

describe('choosing to preorder a line', () => {
  it('MARK_PREORDER marks the line and persists it; an unknown key changes nothing', () => {
    const { actor, events, stored, lines } = startCart();
    actor.send({ type: 'ADD', product: mug, quantity: 2 });
    actor.send({ type: 'MARK_PREORDER', key: 'mug:default' });
    expect(lines()).toEqual([{ product: mug, variant: null, quantity: 2, preorder: true }]);
    expect(stored()).toEqual({ version: 1, lines: [{ product: mug, variant: null, quantity: 2, preorder: true }] });
    actor.send({ type: 'MARK_PREORDER', key: 'nope:default' });
    expect(lines()).toHaveLength(1);
    expect(events).toHaveLength(1);
  });
});

describe('restoring from storage', () => {
  const line: CartLine = { product: mug, variant: null, quantity: 2 };

  it('restores the stored cart at start without rewriting it', () => {
    const raw = serializeCart([line]);
    const storage = memoryStorage({ 'momobel-cart': raw });
    const setItem = vi.spyOn(storage, 'setItem');
    const actor = createActor(cartMachine(), { input: { storage, ...keys } }).start();
    expect(actor.getSnapshot().context.lines).toEqual([line]);
    expect(setItem).not.toHaveBeenCalled();
  });

  it.each([['{"lines": [oops'], ['{"version":99}'], ['"hello"']])(
    'logs a corrupt or wrongly shaped value (%s) and starts empty',
    (raw) => {
      const { lines, logger, stored } = startCart({ stored: { 'momobel-cart': raw } });
      expect(lines()).toEqual([]);
      expect(logger.warn).toHaveBeenCalledTimes(1);
      expect(logger.warn.mock.calls[0]![0]).toContain('starting empty');
      expect(stored()).toEqual({ version: 1, lines: [] });
    },
  );

  it('migrates a cart of the template’s shape and writes it back in the current shape', () => {
    const { lines, stored, logger } = startCart({ stored: { 'momobel-cart': JSON.stringify([templateLine]) } });
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatchObject({ quantity: 2, product: { id: 'item-1', price: 1250 }, variant: { id: 'v-1', price: 1000 } });
    expect(stored().version).toBe(1);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs dropped lines', () => {
    const { lines, logger } = startCart({
      stored: { 'momobel-cart': JSON.stringify([templateLine, { id: 'broken', quantity: 1 }]) },
    });
    expect(lines()).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledWith('Cart: dropped 1 unreadable line(s) stored under "momobel-cart"');
  });

  it('merges lines from the legacy key once and removes that key', () => {
    const other = makeProduct({ id: 'bowl' });
    const { lines, storage, stored } = startCart({
      stored: {
        'momobel-cart': serializeCart([line]),
        'momments-cart': serializeCart([{ ...line, quantity: 1 }, { product: other, variant: null, quantity: 1 }]),
      },
    });
    expect(lines().map((l) => [l.product.id, l.quantity])).toEqual([
      ['mug', 3],
      ['bowl', 1],
    ]);
    expect(storage.data.has('momments-cart')).toBe(false);
    expect(stored().lines).toHaveLength(2);

    // A second start finds nothing more to merge.
    const again = createActor(cartMachine(), { input: { storage, ...keys } }).start();
    expect(again.getSnapshot().context.lines.map((l) => l.quantity)).toEqual([3, 1]);
  });

  it('migrates template lines found under the legacy key', () => {
    const { lines, storage } = startCart({ stored: { 'momments-cart': JSON.stringify([templateLine]) } });
    expect(lines()).toHaveLength(1);
    expect(storage.data.has('momments-cart')).toBe(false);
    expect(storage.data.has('momobel-cart')).toBe(true);
  });

  it('removes a corrupt legacy value after logging it', () => {
    const { lines, storage, logger } = startCart({ stored: { 'momments-cart': 'garbage' } });
    expect(lines()).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(storage.data.has('momments-cart')).toBe(false);
  });

  it('uses custom keys', () => {
    const { lines, storage } = startCart({
      storageKey: 'a',
      legacyStorageKey: 'b',
      stored: { a: serializeCart([line]), b: serializeCart([line]) },
    });
    expect(lines()[0]!.quantity).toBe(4);
    expect(storage.data.has('b')).toBe(false);
  });

  it('does not merge a key into itself', () => {
    const { lines } = startCart({ storageKey: 'same', legacyStorageKey: 'same', stored: { same: serializeCart([line]) } });
    expect(lines()[0]!.quantity).toBe(2);
  });

  it('keeps working in memory when storage fails', () => {
    const logger = { warn: vi.fn() };
    const failing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const actor = createActor(cartMachine(), { input: { storage: failing, logger, ...keys } }).start();
    actor.send({ type: 'ADD', product: mug });
    expect(actor.getSnapshot().context.lines).toHaveLength(1);
    expect(logger.warn.mock.calls.map((call) => call[0])).toEqual([
      'Cart: could not read "momobel-cart" from storage',
      'Cart: could not read "momments-cart" from storage',
      'Cart: could not save the cart to storage',
    ]);
  });

  it('logs a failed removal of the legacy key', () => {
    const storage = memoryStorage({ 'momments-cart': serializeCart([line]) });
    storage.removeItem = () => {
      throw new Error('blocked');
    };
    const logger = { warn: vi.fn() };
    createActor(cartMachine(), { input: { storage, logger, ...keys } }).start();
    expect(logger.warn).toHaveBeenCalledWith('Cart: could not remove "momments-cart" from storage', expect.any(Error));
  });

  it('keeps the cart in memory with storage: null', () => {
    const actor = createActor(cartMachine(), { input: { storage: null, ...keys } }).start();
    actor.send({ type: 'ADD', product: mug });
    expect(actor.getSnapshot().context.lines).toHaveLength(1);
  });

  describe('defaults', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      window.localStorage.clear();
    });

    it('uses window.localStorage and the configured keys', () => {
      window.localStorage.setItem('momments-cart', serializeCart([line]));
      const actor = createActor(cartMachine(), { input: keys }).start();
      expect(actor.getSnapshot().context.lines).toEqual([line]);
      expect(window.localStorage.getItem('momments-cart')).toBeNull();
      expect(JSON.parse(window.localStorage.getItem('momobel-cart')!).lines).toHaveLength(1);
    });

    it('keeps the cart in memory when the browser blocks localStorage', () => {
      vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
      const actor = createActor(cartMachine(), { input: keys }).start();
      actor.send({ type: 'ADD', product: mug });
      expect(actor.getSnapshot().context).toMatchObject({ storage: null, lines: [{ quantity: 1 }] });
    });

    it('logs to the console by default', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      window.localStorage.setItem('momobel-cart', '{broken');
      createActor(cartMachine(), { input: keys }).start();
      expect(warn).toHaveBeenCalled();
    });
  });
});

describe('reconciling with the catalogue', () => {
  it('refreshes lines, drops vanished ones, cuts to stock and tells the shopper', () => {
    const jar = makeProduct({ id: 'jar', name: 'Jar', price: 1000, inventory: 10 });
    const bowl = makeProduct({ id: 'bowl', name: 'Bowl' });
    const { actor, events, lines, stored } = startCart();
    actor.send({ type: 'ADD', product: jar, quantity: 6 });
    actor.send({ type: 'ADD', product: bowl });
    events.length = 0;

    const catalogue: Product[] = [{ ...jar, price: 1200, inventory: 3 }];
    actor.send({ type: 'RECONCILE', products: catalogue });
    expect(lines()).toEqual([{ product: catalogue[0], variant: null, quantity: 3 }]);
    expect(stored().lines).toHaveLength(1);
    expect(events).toEqual([
      {
        type: 'cart.reconciled',
        changes: [
          { kind: 'quantityReduced', key: 'jar:default', name: 'Jar', from: 6, to: 3 },
          { kind: 'priceChanged', key: 'jar:default', name: 'Jar', from: 1000, to: 1200 },
          { kind: 'unavailable', key: 'bowl:default', name: 'Bowl' },
        ],
        toast: {
          title: 'Your Cart Has Changed',
          description:
            'Jar: only 3 left, quantity reduced from 6 to 3. Jar now costs $12.00 (was $10.00). Bowl is no longer available and was removed.',
          variant: 'default',
        },
      },
    ]);
  });

  it('stays quiet when nothing changed', () => {
    const { actor, events } = startCart();
    actor.send({ type: 'ADD', product: mug });
    events.length = 0;
    actor.send({ type: 'RECONCILE', products: [mug] });
    expect(events).toEqual([]);
  });

  it('leaves an empty cart as it is: the same lines, nothing stored', () => {
    const { actor, storage, lines } = startCart();
    const before = lines();
    actor.send({ type: 'RECONCILE', products: [mug] });
    // Every cart reader (useSelector on the lines) would render again for a new empty array.
    expect(lines()).toBe(before);
    expect(storage.data.has('momobel-cart')).toBe(false);
  });
});

describe('opening a cart link', () => {
  const bowl = makeProduct({ id: 'bowl', name: 'Bowl', price: 700, inventory: 2 });

  it('replaces the cart with the one the link names, persists it and says what was left out', () => {
    const { actor, events, stored, lines } = startCart();
    actor.send({ type: 'ADD', product: mug, quantity: 3 });
    events.length = 0;
    actor.send({ type: 'OPEN_LINK', outcome: cartFromLink('en', 'bowlx5,gonex1', [mug, bowl]) });
    expect(lines()).toEqual([{ product: bowl, variant: null, quantity: 2 }]);
    expect(stored()).toEqual({ version: 1, lines: [{ product: bowl, variant: null, quantity: 2 }] });
    expect(events).toEqual([
      {
        type: 'cart.linkOpened',
        readable: true,
        lines: [{ product: bowl, variant: null, quantity: 2 }],
        toast: {
          title: 'Cart Opened',
          description:
            '2 item(s) from the link are in your cart. 1 item(s) in the link are no longer sold and were left out. Bowl: only 2 left, quantity reduced from 5 to 2.',
          variant: 'default',
        },
      },
    ]);
  });

  it('a damaged link empties the cart with a notice', () => {
    const { actor, events, stored, lines } = startCart();
    actor.send({ type: 'ADD', product: mug });
    events.length = 0;
    actor.send({ type: 'OPEN_LINK', outcome: cartFromLink('en', 'bowlx', [mug, bowl]) });
    expect(lines()).toEqual([]);
    expect(stored()).toEqual({ version: 1, lines: [] });
    expect(events).toEqual([
      {
        type: 'cart.linkOpened',
        readable: false,
        lines: [],
        toast: {
          title: 'Cart Link Not Recognised',
          description: 'This cart link is incomplete or damaged, so your cart is empty. Ask for the link again, or browse the shop.',
          variant: 'default',
        },
      },
    ]);
  });
});

describe('selectors', () => {
  it('badge, lines, totals and In Cart', () => {
    const small = makeVariant({ price: 2000 });
    const shirt = makeProduct({ id: 'shirt', variants: [small] });
    const { actor } = startCart();
    actor.send({ type: 'ADD', product: mug, quantity: 2 });
    actor.send({ type: 'ADD', product: shirt, variant: small, quantity: 2 });
    const snapshot = actor.getSnapshot();
    expect(selectTotalQuantity(snapshot)).toBe(4);
    expect(selectCartLines(snapshot).map((line) => cartLineKey(line.product.id, line.variant?.id))).toEqual([
      'mug:default',
      `shirt:${small.id}`,
    ]);
    expect(selectIsInCart(snapshot, 'shirt')).toBe(true);
    expect(selectIsInCart(snapshot, 'lamp')).toBe(false);
    expect(selectQuantityOfProduct(snapshot, 'mug')).toBe(2);
    expect(selectCartTotals(snapshot, BEIRUT_RATE)).toMatchObject({ subtotal: 5000, deliveryFee: 0, total: 5000 });
    expect(selectCartTotals(snapshot, BEIRUT_RATE, { discountType: 'percentage', discountValue: 10 })).toMatchObject({ discount: 500, total: 4500 });
    // Delivered further, the same cart is not free yet.
    expect(selectCartTotals(snapshot, { fee: 600, freeThreshold: 15_000 })).toMatchObject({ deliveryFee: 600, total: 5600, amountToFreeDelivery: 10_000 });
  });
});
