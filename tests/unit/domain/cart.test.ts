import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartLineKey,
  clampQuantity,
  describeCartChange,
  findLine,
  isInCart,
  isPreorderLine,
  markPreorder,
  lineKey,
  MAX_LINE_QUANTITY,
  mergeLines,
  productPageCartAction,
  quantityOfProduct,
  reconcileCart,
  removeLine,
  stockNote,
  totalQuantity,
  updateQuantity,
  type CartLine,
} from '../../../src/domain';
import { makeProduct, makeVariant } from './fixtures';

describe('line keys', () => {
  it('are product id + variant id, or default', () => {
    expect(cartLineKey('p1', 'v1')).toBe('p1:v1');
    expect(cartLineKey('p1')).toBe('p1:default');
    expect(cartLineKey('p1', null)).toBe('p1:default');
    const product = makeProduct({ id: 'p2' });
    expect(lineKey({ product, variant: null, quantity: 1 })).toBe('p2:default');
  });
});

describe('clampQuantity', () => {
  it.each([
    [1, 1],
    [2.9, 2],
    [0, 1],
    [-5, 1],
    [1_000_000, MAX_LINE_QUANTITY],
    [Number.POSITIVE_INFINITY, 1],
    [Number.NaN, 1],
    ['3', 1],
  ])('%j → %i', (input, output) => {
    expect(clampQuantity(input)).toBe(output);
  });

  it('has a sane maximum', () => {
    expect(MAX_LINE_QUANTITY).toBe(999);
    expect(clampQuantity(Number.NaN, 4)).toBe(4);
  });
});

describe('addToCart', () => {
  const mug = makeProduct({ name: 'Mug', inventory: 5 });

  it('appends a new line with quantity 1 by default', () => {
    const result = addToCart('en', [], mug);
    expect(result).toMatchObject({ ok: true, merged: false, lines: [{ product: mug, variant: null, quantity: 1 }] });
  });

  it('merges the same product and variant', () => {
    const first = addToCart('en', [], mug, null, 2);
    const second = addToCart('en', first.ok ? first.lines : [], mug, null, 3);
    expect(second).toMatchObject({ ok: true, merged: true, lines: [{ quantity: 5 }] });
  });

  it('merges into the right line among several', () => {
    const other = makeProduct({ id: 'other' });
    const lines: CartLine[] = [
      { product: other, variant: null, quantity: 1 },
      { product: mug, variant: null, quantity: 1 },
    ];
    const result = addToCart('en', lines, mug, null, 2);
    expect(result.ok && result.lines.map((line) => line.quantity)).toEqual([1, 3]);
    const updated = updateQuantity('en', lines, cartLineKey(mug.id), 4);
    expect(updated.kind === 'updated' && updated.lines.map((line) => line.quantity)).toEqual([1, 4]);
  });

  it('keeps different variants on separate lines', () => {
    const [small, large] = [makeVariant({ size: 'S' }), makeVariant({ size: 'L' })];
    const shirt = makeProduct({ variants: [small, large] });
    const one = addToCart('en', [], shirt, small);
    const two = addToCart('en', one.ok ? one.lines : [], shirt, large);
    expect(two.ok && two.lines.map(lineKey)).toEqual([cartLineKey(shirt.id, small.id), cartLineKey(shirt.id, large.id)]);
  });

  it('refuses beyond stock with what is already in the cart', () => {
    const lines: CartLine[] = [{ product: mug, variant: null, quantity: 4 }];
    expect(addToCart('en', lines, mug, null, 2)).toEqual({
      ok: false,
      reason: 'stock',
      message: 'Only 5 item(s) available in stock. You already have 4 in your cart.',
    });
  });

  it('refuses an item with no stock', () => {
    const gone = makeVariant({ inventory: 0 });
    const shirt = makeProduct({ variants: [gone, makeVariant()] });
    expect(addToCart('en', [], shirt, gone)).toEqual({ ok: false, reason: 'stock', message: 'Item out of stock' });
  });

  it('refuses more than the stock on the first add', () => {
    expect(addToCart('en', [], mug, null, 6)).toEqual({ ok: false, reason: 'stock', message: 'Only 5 item(s) available in stock' });
  });

  it('refuses a product with variants when none is chosen', () => {
    const shirt = makeProduct({ variants: [makeVariant()] });
    expect(addToCart('en', [], shirt)).toMatchObject({ ok: false, reason: 'variantRequired' });
  });

  it('treats null inventory as unlimited but still caps the line', () => {
    const unlimited = makeProduct({ inventory: null });
    expect(addToCart('en', [], unlimited, null, 1_000_000)).toMatchObject({ ok: true, lines: [{ quantity: 999 }] });
    const full: CartLine[] = [{ product: unlimited, variant: null, quantity: 998 }];
    expect(addToCart('en', full, unlimited, null, 5)).toMatchObject({ ok: true, lines: [{ quantity: 999 }] });
  });

  it('counts 0, negative and NaN quantities as 1', () => {
    for (const quantity of [0, -3, Number.NaN]) {
      expect(addToCart('en', [], mug, null, quantity)).toMatchObject({ ok: true, lines: [{ quantity: 1 }] });
    }
  });

  it('accepts a preorder product without a stock limit', () => {
    const preorder = makeProduct({ inventory: 0 });
    expect(addToCart('en', [], preorder, null, 3)).toMatchObject({ ok: true, lines: [{ quantity: 3 }] });
  });
});

describe('updateQuantity and removeLine', () => {
  const mug = makeProduct({ name: 'Mug', inventory: 4 });
  const lines: CartLine[] = [{ product: mug, variant: null, quantity: 2 }];
  const key = cartLineKey(mug.id);

  it('replaces the quantity', () => {
    expect(updateQuantity('en', lines, key, 4)).toMatchObject({ kind: 'updated', lines: [{ quantity: 4 }] });
    expect(updateQuantity('en', lines, key, 1.7)).toMatchObject({ kind: 'updated', lines: [{ quantity: 1 }] });
  });

  it.each([0, -1, -1_000_000])('removes the line at %i', (quantity) => {
    expect(updateQuantity('en', lines, key, quantity)).toMatchObject({ kind: 'removed', lines: [] });
  });

  it('refuses above stock', () => {
    expect(updateQuantity('en', lines, key, 5)).toEqual({
      kind: 'refused',
      message: 'Only 4 item(s) available in stock',
      line: lines[0],
    });
  });

  it('caps a huge quantity before checking stock', () => {
    const unlimited: CartLine[] = [{ product: makeProduct({ inventory: null }), variant: null, quantity: 1 }];
    expect(updateQuantity('en', unlimited, lineKey(unlimited[0]!), 1_000_000)).toMatchObject({ kind: 'updated', lines: [{ quantity: 999 }] });
  });

  it('ignores unknown lines and non-numbers', () => {
    expect(updateQuantity('en', lines, 'nope:default', 2)).toEqual({ kind: 'ignored' });
    expect(updateQuantity('en', lines, key, Number.NaN)).toEqual({ kind: 'ignored' });
    expect(removeLine(lines, 'nope:default')).toEqual({ kind: 'ignored' });
  });

  it('removes a line', () => {
    expect(removeLine(lines, key)).toEqual({ kind: 'removed', line: lines[0], lines: [] });
  });
});

describe('queries', () => {
  const [s, l] = [makeVariant(), makeVariant()];
  const shirt = makeProduct({ variants: [s, l] });
  const lines: CartLine[] = [
    { product: shirt, variant: s, quantity: 2 },
    { product: shirt, variant: l, quantity: 3 },
    { product: makeProduct({ id: 'other' }), variant: null, quantity: 1 },
  ];
  it('total quantity, per product and isInCart', () => {
    expect(totalQuantity(lines)).toBe(6);
    expect(totalQuantity([])).toBe(0);
    expect(quantityOfProduct(lines, shirt.id)).toBe(5);
    expect(isInCart(lines, shirt.id)).toBe(true);
    expect(isInCart(lines, 'missing')).toBe(false);
    expect(findLine(lines, cartLineKey(shirt.id, l.id))?.quantity).toBe(3);
  });

  it('merges lines by key, capped', () => {
    const extra: CartLine[] = [
      { product: shirt, variant: s, quantity: 998 },
      { product: makeProduct({ id: 'new' }), variant: null, quantity: 2 },
    ];
    const merged = mergeLines(lines, extra);
    expect(merged.map((line) => [lineKey(line), line.quantity])).toEqual([
      [cartLineKey(shirt.id, s.id), 999],
      [cartLineKey(shirt.id, l.id), 3],
      ['other:default', 1],
      ['new:default', 2],
    ]);
  });

  it('stock notes', () => {
    expect(stockNote('en', { product: makeProduct({ inventory: 3 }), variant: null, quantity: 1 })).toBe('3 in stock');
    expect(stockNote('en', { product: makeProduct({ inventory: null }), variant: null, quantity: 1 })).toBeNull();
    expect(stockNote('en', { product: makeProduct({ isOutOfStock: true }), variant: null, quantity: 1 })).toBe(
      "Preorder: we'll contact you when it is available.",
    );
  });
});

describe('reconcileCart', () => {
  it('drops vanished products and variants, refreshes data, cuts quantities and reports it all', () => {
    const keep = makeProduct({ id: 'keep', name: 'Mug', price: 500, inventory: 10 });
    const gone = makeProduct({ id: 'gone', name: 'Bowl' });
    const limited = makeProduct({ id: 'limited', name: 'Jar', inventory: 10 });
    const sizeS = makeVariant({ id: 's', size: 'S' });
    const sizeL = makeVariant({ id: 'l', size: 'L' });
    const shirt = makeProduct({ id: 'shirt', name: 'Apron', variants: [sizeS, sizeL] });
    const soldOutVariant = makeProduct({ id: 'tee', name: 'Tee', variants: [makeVariant({ id: 'm', size: 'M' }), makeVariant()] });
    const becomesPreorder = makeProduct({ id: 'pre', name: 'Lamp', inventory: 5 });
    const alreadyPreorder = makeProduct({ id: 'pp', name: 'Chair', inventory: 0 });
    const gainsVariants = makeProduct({ id: 'gv', name: 'Set' });

    const lines: CartLine[] = [
      { product: keep, variant: null, quantity: 2 },
      { product: gone, variant: null, quantity: 1 },
      { product: limited, variant: null, quantity: 6 },
      { product: shirt, variant: sizeL, quantity: 1 },
      { product: soldOutVariant, variant: soldOutVariant.variants[0]!, quantity: 1 },
      { product: becomesPreorder, variant: null, quantity: 2 },
      { product: alreadyPreorder, variant: null, quantity: 4 },
      { product: gainsVariants, variant: null, quantity: 1 },
    ];
    const catalogue = [
      { ...keep, price: 600 },
      { ...limited, inventory: 4 },
      { ...shirt, variants: [sizeS] },
      { ...soldOutVariant, variants: [{ ...soldOutVariant.variants[0]!, inventory: 0 }, soldOutVariant.variants[1]!] },
      { ...becomesPreorder, isOutOfStock: true },
      alreadyPreorder,
      { ...gainsVariants, variants: [makeVariant()] },
    ];

    const { lines: next, changes } = reconcileCart('en', lines, catalogue);
    expect(next.map((line) => [lineKey(line), line.quantity, line.product.price])).toEqual([
      ['keep:default', 2, 600],
      ['limited:default', 4, 1250],
      ['pre:default', 2, 1250],
      ['pp:default', 4, 1250],
    ]);
    expect(next[0]!.product).toBe(catalogue[0]);
    expect(changes).toEqual([
      { kind: 'priceChanged', key: 'keep:default', name: 'Mug', from: 500, to: 600 },
      { kind: 'unavailable', key: 'gone:default', name: 'Bowl' },
      { kind: 'quantityReduced', key: 'limited:default', name: 'Jar', from: 6, to: 4 },
      { kind: 'unavailable', key: 'shirt:l', name: 'Apron (L)' },
      { kind: 'outOfStock', key: 'tee:m', name: 'Tee (M)' },
      { kind: 'nowPreorder', key: 'pre:default', name: 'Lamp' },
      { kind: 'unavailable', key: 'gv:default', name: 'Set' },
    ]);
    expect(changes.map((change) => describeCartChange('en', change))).toEqual([
      'Mug now costs $6.00 (was $5.00).',
      'Bowl is no longer available and was removed.',
      'Jar: only 4 left, quantity reduced from 6 to 4.',
      'Apron (L) is no longer available and was removed.',
      'Tee (M) is out of stock and was removed.',
      'Lamp is now out of stock and will be preordered.',
      'Set is no longer available and was removed.',
    ]);
  });

  it('reports nothing when nothing changed', () => {
    const product = makeProduct();
    expect(reconcileCart('en', [{ product, variant: null, quantity: 1 }], [product]).changes).toEqual([]);
  });
});

describe('preorder lines', () => {
  const mug = makeProduct({ id: 'mug', inventory: 3 });
  const kettle = makeProduct({ id: 'kettle', isOutOfStock: true });

  it('are lines of products shown as out of stock, or lines the shopper chose to preorder', () => {
    expect(isPreorderLine({ product: kettle, variant: null, quantity: 1 })).toBe(true);
    expect(isPreorderLine({ product: mug, variant: null, quantity: 1 })).toBe(false);
    expect(isPreorderLine({ product: mug, variant: null, quantity: 1, preorder: true })).toBe(true);
  });

  it('markPreorder marks one line, keeps the others, and ignores an unknown key', () => {
    const lines: CartLine[] = [
      { product: mug, variant: null, quantity: 2 },
      { product: kettle, variant: null, quantity: 1 },
    ];
    expect(markPreorder(lines, 'mug:default')).toEqual([{ ...lines[0], preorder: true }, lines[1]]);
    expect(markPreorder(lines, 'nope:default')).toBeNull();
  });

  it('keep the choice when more is added, when merged and when reconciled, and the cart note says Preorder', () => {
    const lines: CartLine[] = [{ product: mug, variant: null, quantity: 1, preorder: true }];
    const added = addToCart('en', lines, mug, null, 1);
    expect(added.ok && added.line).toEqual({ product: mug, variant: null, quantity: 2, preorder: true });
    expect(mergeLines(lines, [{ product: mug, variant: null, quantity: 1 }])[0]!.preorder).toBe(true);
    expect(reconcileCart('en', lines, [mug]).lines).toEqual(lines);
    expect(stockNote('en', lines[0]!)).toBe("Preorder: we'll contact you when it is available.");
  });
});

describe('productPageCartAction', () => {
  const small = makeVariant({ id: 'small' });
  const large = makeVariant({ id: 'large' });
  const jars = makeProduct({ id: 'jars', variants: [small, large] });
  const plain = makeProduct({ id: 'plain' });
  const lines = [{ product: jars, variant: small, quantity: 2 }];

  it('updates the line the cart holds for the chosen variant', () => {
    expect(productPageCartAction(lines, jars, small)).toEqual({ kind: 'update', key: 'jars:small', line: lines[0] });
    const plainLines = [{ product: plain, variant: null, quantity: 3 }];
    expect(productPageCartAction(plainLines, plain, null)).toEqual({ kind: 'update', key: 'plain:default', line: plainLines[0] });
  });

  it('adds a variant the cart does not hold yet, labelled Add to Cart', () => {
    expect(productPageCartAction(lines, jars, large)).toEqual({ kind: 'add', label: 'add' });
    expect(productPageCartAction([], plain, null)).toEqual({ kind: 'add', label: 'add' });
  });

  it("reads 'Update Cart' before a variant is chosen when any variant of the item is in the cart", () => {
    expect(productPageCartAction(lines, jars, null)).toEqual({ kind: 'add', label: 'update' });
    expect(productPageCartAction([], jars, null)).toEqual({ kind: 'add', label: 'add' });
  });
});
