/**
 * How the shop writes a dollar amount, by example, shared by the storefront's tests
 * (src/domain/money.ts formatPrice, from cents) and the edge functions' (supabase/functions/_shared/
 * format.ts formatMoney, from the numeric(10,2) PostgREST returns): both sides must print exactly
 * these. Two decimals, a leading minus, no thousands separator.
 */
export interface MoneyExample {
  cents: number;
  shown: string;
}

export const MONEY_EXAMPLES: readonly MoneyExample[] = [
  { cents: 1250, shown: '$12.50' },
  { cents: 5000, shown: '$50.00' },
  { cents: 300, shown: '$3.00' },
  { cents: 5, shown: '$0.05' },
  { cents: 0, shown: '$0.00' },
  { cents: 123456, shown: '$1234.56' }, // no thousands separator
  { cents: -350, shown: '-$3.50' },
];
