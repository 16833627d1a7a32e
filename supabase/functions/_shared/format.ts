/**
 * The rules every edge function's output shares, once (issue 23: one implementation per rule per
 * side): HTML escaping, order ids, money.
 *
 * Pure and dependency-free, so it runs the same under Deno (the functions) and Node (the unit
 * tests and the project's tsc).
 */

/** Money as PostgREST returns numeric(10,2) columns: a JSON number, or a decimal string. */
export type Amount = number | string;

/** A canonical, hyphenated UUID (an order id). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text → HTML text or attribute value: & < > " ' become entities; null and undefined become ''. */
export function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * Dollars → integer cents, working on the decimal text so "12.345" and 0.29 round like the
 * database does (half away from zero). Anything that is not a finite decimal becomes 0 rather
 * than "NaN" in an e-mail.
 */
export function amountToCents(amount: Amount | null | undefined): number {
  if (amount === null || amount === undefined) return 0;
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(3) : '') : amount.trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return 0;
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let cents = Number(match[2] || '0') * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  return match[1] && cents !== 0 ? -cents : cents;
}

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', useGrouping: false });
const POUNDS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `$12.50`: dollars with 2 decimals and no thousands separator, as the shop shows prices. */
export function formatMoney(amount: Amount | null | undefined): string {
  // || 0: no "-$0.00".
  return DOLLARS.format(amountToCents(amount) / 100 || 0);
}

/**
 * `≈ LBP 1,790,000`: a dollar amount in Lebanese pounds at the order's rate, rounded to the
 * nearest 1,000 (halves up), as the storefront and private.lbp_amount() round it; null without a
 * rate (the shop shows no pounds).
 */
export function formatLbp(amount: Amount | null | undefined, lbpPerUsd: number | null | undefined): string | null {
  if (lbpPerUsd === null || lbpPerUsd === undefined) return null;
  return `≈ LBP ${POUNDS.format(Math.round((amountToCents(amount) * lbpPerUsd) / 100_000) * 1000)}`;
}

