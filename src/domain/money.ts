/**
 * Money helpers. The domain counts money in integer cents; the database stores numeric(10,2)
 * dollars, which PostgREST returns as JSON numbers (or strings for very large values). These
 * conversions work on the decimal text rather than multiplying floats, so 0.29 → 29 and
 * "12.5" → 1250 without float drift.
 */
import type { Cents } from './types.ts';

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Dollars (number or decimal string) → integer cents, rounding half away from zero at the third
 * decimal. Throws a RangeError for anything that is not a finite decimal number, so a bad
 * database value fails loudly in the data layer instead of becoming NaN prices.
 */
export function toCents(dollars: number | string): Cents {
  if (typeof dollars === 'number') {
    if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
    const text = String(dollars);
    // Exponent notation (1e-7, 1e21) is outside any real price; plain arithmetic is exact enough.
    if (/e/i.test(text)) return normaliseZero(Math.round(dollars * 100));
    return decimalTextToCents(text, dollars);
  }
  return decimalTextToCents(dollars.trim(), dollars);
}

/** Like toCents, but null, undefined and '' (a nullable numeric column) stay null. */
export function toCentsOrNull(dollars: number | string | null | undefined): Cents | null {
  if (dollars === null || dollars === undefined) return null;
  if (typeof dollars === 'string' && dollars.trim() === '') return null;
  return toCents(dollars);
}

/** The ISO 4217 code of the shop's prices, for machines (product feeds, structured data). */
export const CURRENCY = 'USD';

/** `12.50`: cents as a decimal amount with 2 places, as feeds and schema.org take prices. */
export function decimalAmount(cents: Cents): string {
  return (Math.round(cents) / 100).toFixed(2);
}

/** Integer cents → dollars for numeric(10,2) columns and RPC payloads (1250 → 12.5). */
export function toDollars(cents: Cents): number {
  return Math.round(cents) / 100;
}

// Prices are written by hand, not by Intl.NumberFormat: the first number format a page creates
// loads the platform's number data, one task of ~40 ms on a fast machine and ~160 ms on a phone
// at start-up (most of the home page's blocking time). By hand, the build (Node's ICU) and every
// browser also write exactly the same text: Western digits, '$' before, '-' before that.

/** `-` for an amount below zero once rounded to a whole cent or pound (never `-0`). */
function sign(whole: number): string {
  return whole < 0 ? '-' : '';
}

/** `1790000` → `1,790,000`. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** `$12.50`, `-$3.00`: dollars with 2 decimals and no thousands separator, as the shop shows prices. */
export function formatPrice(cents: Cents): string {
  const whole = Math.round(cents);
  const size = Math.abs(whole);
  return `${sign(whole)}$${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/** `$50` for whole dollars, `$49.50` otherwise: an amount inside a sentence. */
export function formatAmount(cents: Cents): string {
  const whole = Math.round(cents);
  return whole % 100 === 0 ? `${sign(whole)}$${Math.abs(whole) / 100}` : formatPrice(whole);
}

/** `1,790,000`: whole pounds (half away from zero) with Western digits and thousands separators, in either language. */
export function formatPounds(pounds: number): string {
  const size = Math.round(Math.abs(pounds));
  return `${sign(size === 0 ? 0 : pounds)}${groupThousands(String(size))}`;
}

/** `≈ LBP 1,790,000`: pounds shown beside a dollar amount (see toLbp for the rounding). */
export function formatLbp(pounds: number): string {
  return `≈ LBP ${formatPounds(pounds)}`;
}

function decimalTextToCents(text: string, original: number | string): Cents {
  const match = DECIMAL_PATTERN.exec(text);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not a decimal amount: ${JSON.stringify(original)}`);
  }
  const padded = fraction.padEnd(3, '0');
  let cents = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return normaliseZero(sign === '-' ? -cents : cents);
}

/** Avoid -0 leaking into comparisons and JSON. */
function normaliseZero(value: number): number {
  return value === 0 ? 0 : value;
}
