import { describe, expect, it } from 'vitest';
import {
  amountToFreeDelivery,
  cartTotals,
  deliveryFee,
  discountAmount,
  formatDeliveryFee,
  isOnSale,
  lineTotal,
  orderTotal,
  orderTotals,
  originalPrice,
  subtotal,
  unitPrice,
} from '../../../src/domain';
import { BEIRUT_RATE, makeLine, makeProduct, makeVariant } from './fixtures';

describe('unitPrice: variant sale → variant price → item sale → item price', () => {
  const table = [
    { case: 'variant sale price wins', item: [1000, 800], variant: [1500, 1200], expected: 1200 },
    { case: 'variant price when the variant has no sale', item: [1000, 800], variant: [1500, null], expected: 1500 },
    { case: 'item sale price without a variant', item: [1000, 800], variant: null, expected: 800 },
    { case: 'item price without sale or variant', item: [1000, null], variant: null, expected: 1000 },
    { case: 'a sale price of 0 is a real price', item: [1000, 0], variant: null, expected: 0 },
    { case: 'a variant sale of 0 is a real price', item: [1000, null], variant: [1500, 0], expected: 0 },
  ] as const;
  it.each(table)('$case', ({ item, variant, expected }) => {
    const product = makeProduct({ price: item[0], salePrice: item[1] });
    const chosen = variant && makeVariant({ price: variant[0], salePrice: variant[1] });
    expect(unitPrice(product, chosen)).toBe(expected);
  });
});

describe('originalPrice (struck through only on a real sale)', () => {
  it.each([
    { case: 'item on sale', price: 1000, sale: 800, expected: 1000 },
    { case: 'no sale price', price: 1000, sale: null, expected: null },
    { case: 'sale price equal to the price is not a sale', price: 1000, sale: 1000, expected: null },
    { case: 'sale price above the price is not a sale', price: 1000, sale: 1200, expected: null },
  ])('$case', ({ price, sale, expected }) => {
    const product = makeProduct({ price, salePrice: sale });
    expect(originalPrice(product)).toBe(expected);
    expect(isOnSale(product)).toBe(expected !== null);
  });

  it('uses the variant’s own prices when a variant is chosen', () => {
    const product = makeProduct({ price: 1000, salePrice: 500 });
    expect(originalPrice(product, makeVariant({ price: 2000, salePrice: 1500 }))).toBe(2000);
    expect(originalPrice(product, makeVariant({ price: 2000, salePrice: null }))).toBeNull();
    expect(originalPrice(product, makeVariant({ price: 2000, salePrice: 2000 }))).toBeNull();
  });
});

describe('subtotal', () => {
  it('is the sum of unit price × quantity', () => {
    const lines = [
      makeLine({ product: makeProduct({ price: 1250 }), quantity: 2 }),
      makeLine({ product: makeProduct({ price: 999, salePrice: 499 }), quantity: 3 }),
      makeLine({ product: makeProduct({ price: 100 }), variant: makeVariant({ price: 700, salePrice: 650 }), quantity: 1 }),
    ];
    expect(lineTotal(lines[0]!)).toBe(2500);
    expect(subtotal(lines)).toBe(2500 + 1497 + 650);
    expect(subtotal([])).toBe(0);
  });
});

describe('delivery fee (a zone free at $50, else $3: the spec with one zone)', () => {
  it.each([
    [5000, 0], // exactly the threshold → FREE
    [4999, 300],
    [5001, 0],
    [100_000, 0],
    [1, 300],
    [0, 300],
  ])('subtotal %i → fee %i', (sub, fee) => {
    expect(deliveryFee(sub, BEIRUT_RATE)).toBe(fee);
  });

  it('follows another zone', () => {
    const zone = { fee: 450, freeThreshold: 50_000 };
    expect(deliveryFee(49_999, zone)).toBe(450);
    expect(deliveryFee(50_000, zone)).toBe(0);
  });

  it('is never free in a zone without a threshold', () => {
    expect(deliveryFee(1_000_000, { fee: 800, freeThreshold: null })).toBe(800);
    expect(amountToFreeDelivery(1_000_000, { fee: 800, freeThreshold: null })).toBeNull();
  });

  it('is shown as FREE or as an amount', () => {
    expect(formatDeliveryFee(0)).toBe('FREE');
    expect(formatDeliveryFee(300)).toBe('$3.00');
    // The zones not read yet: the fee is not known.
    expect(formatDeliveryFee(null)).toBe('—');
  });

  it('tells how much more is needed for free delivery', () => {
    expect(amountToFreeDelivery(4999, BEIRUT_RATE)).toBe(1);
    expect(amountToFreeDelivery(2000, BEIRUT_RATE)).toBe(3000);
    expect(amountToFreeDelivery(5000, BEIRUT_RATE)).toBe(0);
    expect(amountToFreeDelivery(9000, BEIRUT_RATE)).toBe(0);
  });
});

describe('discount amount', () => {
  it.each([
    { case: '10 % of $49.99 rounds to the cent', rule: ['percentage', 10], sub: 4999, delivery: 300, expected: 500 },
    { case: '15 % of $19.99 = 299.85 → 300', rule: ['percentage', 15], sub: 1999, delivery: 300, expected: 300 },
    { case: '12.5 % of $10.00', rule: ['percentage', 12.5], sub: 1000, delivery: 300, expected: 125 },
    { case: '33.33 % of $10.00 without float noise', rule: ['percentage', 33.33], sub: 1000, delivery: 300, expected: 333 },
    { case: 'fixed $5', rule: ['fixed', 500], sub: 4000, delivery: 300, expected: 500 },
    { case: 'fixed larger than subtotal + delivery is capped', rule: ['fixed', 10_000], sub: 2000, delivery: 300, expected: 2300 },
    { case: '150 % is capped too', rule: ['percentage', 150], sub: 6000, delivery: 0, expected: 6000 },
    { case: 'negative values give nothing', rule: ['fixed', -500], sub: 2000, delivery: 300, expected: 0 },
  ] as const)('$case', ({ rule, sub, delivery, expected }) => {
    expect(discountAmount({ discountType: rule[0], discountValue: rule[1] }, sub, delivery)).toBe(expected);
  });

  it('is 0 without a rule', () => {
    expect(discountAmount(null, 2000, 300)).toBe(0);
    expect(discountAmount(undefined, 2000, 300)).toBe(0);
  });
});

describe('total = max(0, subtotal + delivery − discount)', () => {
  it('never goes below 0', () => {
    expect(orderTotal(2000, 300, 500)).toBe(1800);
    expect(orderTotal(2000, 300, 9999)).toBe(0);
  });

  it('puts an order summary together', () => {
    expect(orderTotals(4999, { discountType: 'percentage', discountValue: 10 }, BEIRUT_RATE)).toEqual({
      subtotal: 4999,
      deliveryFee: 300,
      isFreeDelivery: false,
      amountToFreeDelivery: 1,
      discount: 500,
      total: 4799,
    });
    expect(orderTotals(5000, null, BEIRUT_RATE)).toMatchObject({ deliveryFee: 0, isFreeDelivery: true, total: 5000 });
  });

  it('leaves delivery out while the zones are not known', () => {
    expect(orderTotals(2000, { discountType: 'fixed', discountValue: 5000 }, null)).toEqual({
      subtotal: 2000,
      deliveryFee: null,
      isFreeDelivery: false,
      amountToFreeDelivery: null,
      discount: 2000,
      total: 0,
    });
  });

  it('gives a discount larger than the order a total of 0', () => {
    expect(orderTotals(1000, { discountType: 'fixed', discountValue: 5000 }, BEIRUT_RATE)).toMatchObject({
      discount: 1300,
      total: 0,
    });
  });
});

describe('cartTotals', () => {
  it('charges no delivery on an empty cart', () => {
    expect(cartTotals([], null, BEIRUT_RATE)).toEqual({
      subtotal: 0,
      deliveryFee: 0,
      isFreeDelivery: false,
      amountToFreeDelivery: 5000,
      discount: 0,
      total: 0,
    });
  });

  it('totals the lines with delivery and discount', () => {
    const lines = [makeLine({ product: makeProduct({ price: 2000 }), quantity: 2 })];
    expect(cartTotals(lines, { discountType: 'fixed', discountValue: 1000 }, BEIRUT_RATE)).toMatchObject({
      subtotal: 4000,
      deliveryFee: 300,
      discount: 1000,
      total: 3300,
      amountToFreeDelivery: 1000,
    });
  });
});
