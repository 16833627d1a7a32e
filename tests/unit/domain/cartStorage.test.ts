import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_VERSION,
  CartStorageError,
  parseStoredCart,
  serializeCart,
  type CartLine,
} from '../../../src/domain';
import { makeProduct, makeVariant, templateLine } from './fixtures';

/** Lines of the template's shape carry no store id: they are the shop's. */
const shop = { storeId: '00000000-0000-4000-8000-0000000000aa' };

describe('serializeCart / parseStoredCart', () => {
  it('round-trips the current shape', () => {
    const variant = makeVariant({ size: 'L', sizeAr: 'كبير', imageUrl: 'v.jpg', salePrice: 900 });
    const arabic = { nameAr: 'برطمان', descriptionAr: 'برطمان محكم', categoryAr: 'المطبخ' };
    const lines: CartLine[] = [
      { product: makeProduct({ name: 'Jar 🫙 برطمان', ...arabic, variants: [variant] }), variant, quantity: 3 },
      { product: makeProduct(), variant: null, quantity: 1 },
    ];
    const raw = serializeCart(lines);
    expect(JSON.parse(raw).version).toBe(CART_STORAGE_VERSION);
    expect(parseStoredCart(raw, shop)).toEqual({ lines, format: 'current', dropped: 0 });
  });

  it("keeps the shopper's choice to preorder a line, and only a true one", () => {
    const product = makeProduct();
    const raw = serializeCart([{ product, variant: null, quantity: 2, preorder: true }]);
    expect(parseStoredCart(raw, shop).lines).toEqual([{ product, variant: null, quantity: 2, preorder: true }]);
    const odd = JSON.stringify({ version: CART_STORAGE_VERSION, lines: [{ product, variant: null, quantity: 2, preorder: 'yes' }] });
    expect(parseStoredCart(odd, shop).lines).toEqual([{ product, variant: null, quantity: 2 }]);
  });

  it('reads nothing as an empty cart', () => {
    expect(parseStoredCart(null, shop)).toEqual({ lines: [], format: 'empty', dropped: 0 });
    expect(parseStoredCart('  ', shop)).toEqual({ lines: [], format: 'empty', dropped: 0 });
  });

  it.each([['{not json'], ['"a string"'], ['42'], ['null'], ['{"version":2,"lines":[]}'], ['{"lines":[]}']])(
    'refuses %s',
    (raw) => {
      expect(() => parseStoredCart(raw, shop)).toThrow(CartStorageError);
    },
  );

  it('drops lines that do not have the current shape, and caps quantities', () => {
    const good = { product: makeProduct(), variant: null, quantity: 1_000_000 };
    const raw = JSON.stringify({
      version: 1,
      lines: [
        good,
        { product: { ...makeProduct(), price: 12.5 }, variant: null, quantity: 1 }, // dollars, not cents
        { product: makeProduct(), variant: { id: 'x' }, quantity: 1 },
        { product: makeProduct(), variant: null, quantity: 0 },
        { product: makeProduct(), variant: null, quantity: '2' },
        'junk',
      ],
    });
    const parsed = parseStoredCart(raw, shop);
    expect(parsed.dropped).toBe(5);
    expect(parsed.lines).toEqual([{ ...good, quantity: 999 }]);
  });

  it('reads a cart stored before the Arabic twins, with none (English shows until the catalogue reconciles it)', () => {
    const variant = makeVariant({ size: 'L' });
    const product = makeProduct({ variants: [variant] });
    const withoutTwins = <T extends object>(value: T, keys: string[]) =>
      Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
    const oldVariant = withoutTwins(variant, ['sizeAr', 'nameAr']);
    const oldProduct = { ...withoutTwins(product, ['nameAr', 'descriptionAr', 'categoryAr']), variants: [oldVariant] };
    const raw = JSON.stringify({ version: 1, lines: [{ product: oldProduct, variant: oldVariant, quantity: 2 }] });
    expect(parseStoredCart(raw, shop).lines).toStrictEqual([{ product, variant, quantity: 2 }]);
    // A twin that is there must be text.
    const odd = JSON.stringify({ version: 1, lines: [{ product: { ...product, nameAr: 7 }, variant: null, quantity: 1 }] });
    expect(parseStoredCart(odd, shop)).toMatchObject({ lines: [], dropped: 1 });
  });

  it('folds duplicate keys', () => {
    const product = makeProduct();
    const raw = JSON.stringify({ version: 1, lines: [{ product, variant: null, quantity: 2 }, { product, variant: null, quantity: 3 }] });
    expect(parseStoredCart(raw, shop).lines).toEqual([{ product, variant: null, quantity: 5 }]);
  });
});

describe('migrating the template’s shape', () => {
  it('converts snake_case dollars to a domain line', () => {
    const parsed = parseStoredCart(JSON.stringify([templateLine]), shop);
    expect(parsed.format).toBe('legacy');
    expect(parsed.dropped).toBe(0);
    expect(parsed.lines).toEqual([
      {
        quantity: 2,
        variant: { id: 'v-1', size: 'Small', name: null, sizeAr: null, nameAr: null, price: 1000, salePrice: null, inventory: 3, isOutOfStock: false, imageUrl: 'https://img/v1.jpg' },
        product: {
          id: 'item-1',
          storeId: 'store-9',
          categoryId: 'cat-1',
          subcategoryId: null,
          category: 'Kitchen',
          categoryAr: null,
          name: 'Glass Storage Jars',
          description: 'Airtight',
          nameAr: null,
          descriptionAr: null,
          price: 1250,
          salePrice: 999,
          inventory: 8,
          isOutOfStock: false,
          images: ['https://img/1.jpg', 'https://img/2.jpg'],
          size: '1 L',
          variants: [
            { id: 'v-1', size: 'Small', name: null, sizeAr: null, nameAr: null, price: 1000, salePrice: null, inventory: 3, isOutOfStock: false, imageUrl: null },
            { id: 'v-2', size: null, name: 'Blue', sizeAr: null, nameAr: null, price: 1150, salePrice: null, inventory: null, isOutOfStock: true, imageUrl: null },
          ],
        },
      },
    ]);
  });

  it('fills in what the template did not store', () => {
    const parsed = parseStoredCart(
      JSON.stringify([
        { id: 7, name: 'Mug', price: 5, quantity: 1.5, category: 'Cups', inventory: '4', size: 250 },
        { id: 'x', name: 'Cup', price: 2, quantity: 1, category: { name: 'Tea' }, variants: [{ id: 'a', price: 2 }, { nope: true }] },
        { id: 'y', name: 'Pan', price: 2, quantity: 1, selectedVariant: { id: 'only', price: 3 } },
      ]),
      shop,
    );
    expect(parsed.lines.map((line) => line.product)).toMatchObject([
      { id: '7', storeId: shop.storeId, category: 'Cups', inventory: 4, variants: [], images: [], description: '', size: '250' },
      { id: 'x', category: 'Tea', variants: [{ id: 'a', price: 200 }] },
      { id: 'y', category: 'Uncategorized', variants: [{ id: 'only', price: 300 }] },
    ]);
    expect(parsed.lines[0]!.quantity).toBe(1);
  });

  it('drops template lines it cannot read', () => {
    const parsed = parseStoredCart(
      JSON.stringify([
        templateLine,
        { ...templateLine, id: undefined },
        { ...templateLine, name: '' },
        { ...templateLine, price: 'free' },
        { ...templateLine, price: -1 },
        { ...templateLine, quantity: 0 },
        { ...templateLine, selectedVariant: { id: 'v-9' } }, // variant without a price
        { ...templateLine, selectedVariant: 'v-1' },
        null,
      ]),
      shop,
    );
    expect(parsed.lines).toHaveLength(1);
    expect(parsed.dropped).toBe(8);
  });
});
