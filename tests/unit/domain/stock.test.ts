import { describe, expect, it } from 'vitest';
import {
  availableStock,
  checkAddStock,
  checkQuantityUpdate,
  isListed,
  isPreorderEligible,
  isVariantInStock,
  isVariantOffered,
  offeredVariants,
  orderableLimit,
  requiresVariantChoice,
  stockMessage,
} from '../../../src/domain';
import { makeProduct, makeVariant } from './fixtures';

const inStock = () => makeVariant({ inventory: 5 });
const unlimited = () => makeVariant({ inventory: null });
const flagged = () => makeVariant({ inventory: 5, isOutOfStock: true });
const empty = () => makeVariant({ inventory: 0 });
const negative = () => makeVariant({ inventory: -2 });

describe('listing visibility and preorder eligibility', () => {
  const table = [
    { case: 'plain product with unlimited stock', product: {}, listed: true },
    { case: 'inventory null means unlimited', product: { inventory: null }, listed: true },
    { case: 'inventory 1', product: { inventory: 1 }, listed: true },
    { case: 'is_out_of_stock true', product: { isOutOfStock: true }, listed: false },
    { case: 'flag wins over stock', product: { isOutOfStock: true, inventory: 10 }, listed: false },
    { case: 'inventory 0 means none', product: { inventory: 0 }, listed: false },
    { case: 'negative inventory', product: { inventory: -1 }, listed: false },
    { case: 'some variants in stock', product: { variants: [flagged(), inStock()] }, listed: true },
    { case: 'an unlimited variant', product: { variants: [empty(), unlimited()] }, listed: true },
    { case: 'all variants flagged / empty / negative', product: { variants: [flagged(), empty(), negative()] }, listed: false },
    { case: 'a single variant with inventory 0', product: { variants: [empty()] }, listed: false },
  ];
  it.each(table)('$case → listed $listed', ({ product, listed }) => {
    const subject = makeProduct(product);
    expect(isListed(subject)).toBe(listed);
    expect(isPreorderEligible(subject)).toBe(!listed);
  });
});

describe('variants', () => {
  it('knows which variants are in stock', () => {
    expect(isVariantInStock(inStock())).toBe(true);
    expect(isVariantInStock(unlimited())).toBe(true);
    expect(isVariantInStock(flagged())).toBe(false);
    expect(isVariantInStock(empty())).toBe(false);
    expect(isVariantInStock(negative())).toBe(false);
  });

  it('does not offer out-of-stock variants', () => {
    const [a, b, c, d] = [flagged(), inStock(), empty(), unlimited()];
    const product = makeProduct({ variants: [a, b, c, d] });
    expect(offeredVariants(product)).toEqual([b, d]);
    expect(isVariantOffered(product, a)).toBe(false);
    expect(isVariantOffered(product, b)).toBe(true);
  });

  it('offers every variant of a preorder product, since all of them can be preordered', () => {
    const variants = [flagged(), empty()];
    expect(offeredVariants(makeProduct({ variants }))).toEqual(variants);
  });

  it('requires a variant choice only when there are variants', () => {
    expect(requiresVariantChoice(makeProduct())).toBe(false);
    expect(requiresVariantChoice(makeProduct({ variants: [inStock()] }))).toBe(true);
  });
});

describe('available stock', () => {
  it('uses the chosen variant’s own inventory', () => {
    const variant = makeVariant({ inventory: 2 });
    const product = makeProduct({ inventory: 50, variants: [variant] });
    expect(availableStock(product, variant)).toBe(2);
    expect(availableStock(product)).toBe(50);
  });

  it('null is unlimited, 0 and flags are none, negatives count as 0', () => {
    expect(availableStock(makeProduct({ inventory: null }))).toBeNull();
    expect(availableStock(makeProduct({ inventory: 0 }))).toBe(0);
    expect(availableStock(makeProduct({ inventory: -4 }))).toBe(0);
    expect(availableStock(makeProduct({ inventory: null, isOutOfStock: true }))).toBe(0);
    expect(availableStock(makeProduct({ inventory: 9 }), makeVariant({ inventory: null }))).toBeNull();
    expect(availableStock(makeProduct(), makeVariant({ inventory: 3, isOutOfStock: true }))).toBe(0);
  });

  it('puts no limit on preorder products (the server takes them as preorders)', () => {
    expect(orderableLimit(makeProduct({ inventory: 0 }))).toBeNull();
    expect(orderableLimit(makeProduct({ inventory: 3 }))).toBe(3);
    const gone = makeVariant({ inventory: 0 });
    const listed = makeProduct({ variants: [gone, inStock()] });
    expect(orderableLimit(listed, gone)).toBe(0);
  });
});

describe('stock messages', () => {
  it.each([
    [0, 0, 'Item out of stock'],
    [-1, 3, 'Item out of stock'],
    [3, 0, 'Only 3 item(s) available in stock'],
    [3, 2, 'Only 3 item(s) available in stock. You already have 2 in your cart.'],
    [1, 1, 'Only 1 item(s) available in stock. You already have 1 in your cart.'],
  ])('available %i, in cart %i → %s', (available, inCart, message) => {
    expect(stockMessage('en', available, inCart)).toBe(message);
  });
});

describe('checkAddStock: requested + already in cart must not exceed inventory', () => {
  it.each([
    { limit: null, requested: 1_000, inCart: 5, result: { ok: true } },
    { limit: 5, requested: 3, inCart: 2, result: { ok: true } },
    { limit: 5, requested: 5, inCart: 0, result: { ok: true } },
    {
      limit: 5,
      requested: 1,
      inCart: 5,
      result: { ok: false, available: 5, message: 'Only 5 item(s) available in stock. You already have 5 in your cart.' },
    },
    { limit: 3, requested: 4, inCart: 0, result: { ok: false, available: 3, message: 'Only 3 item(s) available in stock' } },
    { limit: 0, requested: 1, inCart: 0, result: { ok: false, available: 0, message: 'Item out of stock' } },
  ])('limit $limit, +$requested with $inCart in cart', ({ limit, requested, inCart, result }) => {
    expect(checkAddStock('en', limit, requested, inCart)).toEqual(result);
  });
});

describe('checkQuantityUpdate: a quantity above stock is refused', () => {
  it.each([
    { limit: null, quantity: 500, current: 1, ok: true },
    { limit: 4, quantity: 4, current: 1, ok: true },
    { limit: 4, quantity: 5, current: 4, ok: false, message: 'Only 4 item(s) available in stock' },
    // Lowering never oversells, even when stock has dropped below what is in the cart.
    { limit: 2, quantity: 4, current: 6, ok: true },
    { limit: 0, quantity: 2, current: 1, ok: false, message: 'Item out of stock' },
  ])('limit $limit, $current → $quantity', ({ limit, quantity, current, ok, message }) => {
    const result = checkQuantityUpdate('en', limit, quantity, current);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe(message);
  });
});
