import { describe, expect, it, vi } from 'vitest';
import { formatAmount, formatPounds, formatPrice, toCents, toCentsOrNull, toDollars } from '../../../src/domain';
import { MONEY_EXAMPLES } from '../../support/money-examples.ts';

describe('toCents', () => {
  it.each([
    ['12.5', 1250],
    [12.5, 1250],
    ['12.50', 1250],
    ['12', 1200],
    [12, 1200],
    [0, 0],
    ['0.00', 0],
    [0.1, 10],
    [0.29, 29], // 0.29 * 100 is 28.999999999999996 in floats
    [1.15, 115], // 1.15 * 100 is 114.99999999999999
    [19.99, 1999],
    ['  7.05 ', 705],
    ['.5', 50],
    ['5.', 500],
    ['+3.10', 310],
    [-3, -300],
    ['-0.01', -1],
    ['1.005', 101], // half away from zero at the third decimal
    ['1.004', 100],
    [99999999.99, 9999999999],
    [1e21, 1e23],
  ])('%j dollars → %i cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('never returns -0', () => {
    expect(Object.is(toCents('-0.00'), 0)).toBe(true);
    expect(Object.is(toCents(-1e-9), 0)).toBe(true);
  });

  it.each([['abc'], [''], ['.'], ['1.2.3'], ['1,50'], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses %j',
    (value) => {
      expect(() => toCents(value)).toThrow(RangeError);
    },
  );
});

describe('toCentsOrNull', () => {
  it('keeps absent values null', () => {
    expect(toCentsOrNull(null)).toBeNull();
    expect(toCentsOrNull(undefined)).toBeNull();
    expect(toCentsOrNull('  ')).toBeNull();
    expect(toCentsOrNull('2.5')).toBe(250);
  });
});

describe('toDollars', () => {
  it.each([
    [1250, 12.5],
    [1999, 19.99],
    [0, 0],
    [29, 0.29],
  ])('%i cents → %d dollars', (cents, dollars) => {
    expect(toDollars(cents)).toBe(dollars);
  });

  it('round-trips every cent value without drift', () => {
    for (let cents = 0; cents <= 100_000; cents += 7) expect(toCents(toDollars(cents))).toBe(cents);
  });
});

describe('formatPrice', () => {
  it.each(MONEY_EXAMPLES.map(({ cents, shown }) => [cents, shown] as const))('%i → %s (as the e-mail writes it)', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it('shows a rounded -0 without a sign', () => {
    expect(formatPrice(-0.4)).toBe('$0.00');
  });
});

describe('prices, amounts and pounds are written without Intl.NumberFormat', () => {
  // The first number format a page creates loads the platform's number data: the longest task of
  // a page's start-up (bench/run.ts, Lighthouse's blocking time). The text is Intl's, exactly.
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', useGrouping: false });
  const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', useGrouping: false, maximumFractionDigits: 0 });
  const pounds = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

  it('creates no number format, on import or in use', async () => {
    vi.resetModules();
    const created = vi.spyOn(Intl, 'NumberFormat');
    try {
      const money = await import('../../../src/domain/money.ts');
      money.formatPrice(1250);
      money.formatAmount(5000);
      money.formatPounds(1_790_000);
      expect(created).not.toHaveBeenCalled();
    } finally {
      created.mockRestore();
    }
  });

  it('writes what Intl writes, for every cent from -$20 to $20 and for large amounts', () => {
    const cents = [...Array.from({ length: 4001 }, (_, i) => i - 2000), 123_456, 9_999_999_999, -987_654];
    for (const amount of cents) {
      expect(formatPrice(amount)).toBe(dollars.format(amount / 100 || 0));
      expect(formatAmount(amount)).toBe(amount % 100 === 0 ? wholeDollars.format(amount / 100 || 0) : dollars.format(amount / 100));
    }
  });

  it('rounds a fraction of a cent as before', () => {
    for (const amount of [12.5, 13.5, -12.5, 0.49, -0.6, 1249.5]) expect(formatPrice(amount)).toBe(dollars.format(Math.round(amount) / 100 || 0));
  });

  it('groups pounds by thousands and rounds half away from zero, as Intl does', () => {
    for (const amount of [0, 7, 999, 1000, 89_500, 1_790_000, 123_456_789, 2.5, 1499.5, 999_999.5, -1500, -2.5]) {
      expect(formatPounds(amount)).toBe(pounds.format(amount));
    }
  });
});
