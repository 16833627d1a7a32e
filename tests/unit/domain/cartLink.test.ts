import { describe, expect, it } from 'vitest';
import { cartFromLink, cartLinkPath, cartLinkUrl, parseCartLink, shortId, type CartLine } from '../../../src/domain';
import { makeProduct, makeVariant } from './fixtures';

const JARS_ID = '30000000-0000-4000-8000-000000000001';
const LARGE_ID = '40000000-0000-4000-8000-000000000102';
const large = makeVariant({ id: LARGE_ID, size: '1 L', inventory: 5 });
const small = makeVariant({ id: '40000000-0000-4000-8000-000000000101', size: '500 ml', inventory: 0 });
const jars = makeProduct({ id: JARS_ID, name: 'Glass Storage Jars', variants: [small, large] });
const utensils = makeProduct({ id: '30000000-0000-4000-8000-000000000002', name: 'Bamboo Utensil Set', inventory: null });
const kettle = makeProduct({ id: 'b7e4c1d2-9a3f-4e6b-8c5d-1f2e3a4b5c6d', name: 'Kettle', inventory: 2 });
const soldOut = makeProduct({ id: '30000000-0000-4000-8000-000000000009', name: 'Lamp', inventory: 0 });
const products = [jars, utensils, kettle, soldOut];

const lines: CartLine[] = [
  { product: jars, variant: large, quantity: 2 },
  { product: utensils, variant: null, quantity: 1 },
];

describe('short ids', () => {
  it("write a UUID's last 48 bits in 8 base64url characters, any other id as it is", () => {
    expect(shortId('30000000-0000-4000-8000-000000000001')).toBe('AAAAAAAB');
    expect(shortId('b7e4c1d2-9a3f-4e6b-8c5d-1F2E3A4B5C6D')).toBe('Hy46S1xt');
    expect(shortId('00000000-0000-4000-8000-ffffffffffff')).toBe('________');
    expect(shortId('jars-1')).toBe('jars-1');
  });
});

describe('writing a cart link', () => {
  it('names each line by item, variant and quantity, ids short', () => {
    expect(cartLinkPath(lines)).toBe(`/cart?items=${shortId(JARS_ID)}.${shortId(LARGE_ID)}x2,${shortId(utensils.id)}x1`);
    expect(cartLinkUrl(lines, 'https://shop.example/', 'en')).toBe(`https://shop.example${cartLinkPath(lines)}`);
  });

  it('reads back as the same cart', () => {
    const query = new URL(cartLinkUrl(lines, 'https://shop.example', 'en')).searchParams.get('items');
    expect(cartFromLink('en', query, products)).toEqual({ readable: true, lines, notes: [] });
  });
});

describe('reading a cart link', () => {
  it('takes ids written out (any case) or short, and one line named twice as one', () => {
    expect(parseCartLink(`${JARS_ID.toUpperCase()}.${LARGE_ID}x2,${shortId(utensils.id)}x3`)).toEqual([
      { itemId: JARS_ID.toUpperCase(), variantId: LARGE_ID, quantity: 2 },
      { itemId: shortId(utensils.id), variantId: null, quantity: 3 },
    ]);
    expect(cartFromLink('en', `${JARS_ID.toUpperCase()}.${LARGE_ID}x2,${shortId(JARS_ID)}.${shortId(LARGE_ID)}x1`, products)).toEqual({
      readable: true,
      lines: [{ product: jars, variant: large, quantity: 3 }],
      notes: [],
    });
  });

  it('finds the quantity after the last x, since a short id may hold an x', () => {
    expect(parseCartLink('abxcx12')).toEqual([{ itemId: 'abxc', variantId: null, quantity: 12 }]);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['no quantity', JARS_ID],
    ['quantity 0', `${JARS_ID}x0`],
    ['quantity over 999', `${JARS_ID}x1000`],
    ['a negative quantity', `${JARS_ID}x-2`],
    ['a leading zero', `${JARS_ID}x02`],
    ['a cut-off line', `${JARS_ID}.${LARGE_ID}x2,3000000`],
    ['an empty line', `${JARS_ID}x2,,${utensils.id}x1`],
    ['two variants', `${JARS_ID}.${LARGE_ID}.${LARGE_ID}x2`],
    ['markup', `<script>x1`],
    ['too many lines', Array.from({ length: 101 }, (_, index) => `id${index}x1`).join(',')],
  ])('does not read %s, and opens an empty cart', (_case, items) => {
    expect(parseCartLink(items)).toBeNull();
    expect(cartFromLink('en', items, products)).toEqual({ readable: false });
  });

  it('leaves out what the shop no longer sells and what sold out, and cuts quantities to the stock, each with a note', () => {
    const items = [
      `${shortId(JARS_ID)}.${shortId(LARGE_ID)}x9`,
      `${JARS_ID}.${small.id}x1`,
      `${JARS_ID}.40000000-0000-4000-8000-000000000999x1`,
      `${JARS_ID}x1`,
      '30000000-0000-4000-8000-000000000777x1',
      'gone-for-goodx4',
      `${kettle.id}x1`,
      `${soldOut.id}x1`,
    ].join(',');
    const outcome = cartFromLink('en', items, products);
    expect(outcome).toEqual({
      readable: true,
      lines: [
        { product: jars, variant: large, quantity: 5 },
        { product: kettle, variant: null, quantity: 1 },
        // Sold out entirely: offered as a preorder, as in the shopper's own cart.
        { product: soldOut, variant: null, quantity: 1 },
      ],
      notes: [
        '2 item(s) in the link are no longer sold and were left out.',
        'Glass Storage Jars: the option in the link is no longer sold and was left out.',
        'Glass Storage Jars: the option in the link is no longer sold and was left out.',
        'Glass Storage Jars (1 L): only 5 left, quantity reduced from 9 to 5.',
        'Glass Storage Jars (500 ml) is out of stock and was removed.',
      ],
    });
  });

  it('a short id two products end alike names neither', () => {
    const twin = makeProduct({ id: '99999999-0000-4000-8000-000000000001', name: 'Twin' });
    expect(cartFromLink('en', `${shortId(JARS_ID)}x1`, [...products, twin])).toEqual({
      readable: true,
      lines: [],
      notes: ['1 item(s) in the link are no longer sold and were left out.'],
    });
    // Written out, each is found.
    expect(cartFromLink('en', `${twin.id}x1`, [...products, twin])).toMatchObject({ lines: [{ product: twin, quantity: 1 }] });
  });
});
