/**
 * The rules every edge function's output shares, once: HTML escaping, order ids, and money as
 * PostgREST returns it (numeric(10,2) dollars), written by the storefront's own money rules
 * (src/domain/money.ts), so an e-mail and a page show an amount the same way.
 *
 * Pure and dependency-free but for src/domain, so it runs the same under Deno (the functions) and
 * Node (the unit tests and the project's tsc).
 */

import { formatPrice, toCents } from '../../../src/domain/money.ts';

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
 * Dollars → integer cents by the shop's one rule (src/domain/money.ts, toCents: on the decimal
 * text, half away from zero). Anything that is not a finite decimal becomes 0 rather than "NaN"
 * in an e-mail.
 */
export function amountToCents(amount: Amount | null | undefined): number {
  if (amount === null || amount === undefined) return 0;
  try {
    return toCents(amount);
  } catch {
    return 0;
  }
}

/** `$12.50`: dollars with 2 decimals and no thousands separator, as the shop shows prices (formatPrice). */
export function formatMoney(amount: Amount | null | undefined): string {
  return formatPrice(amountToCents(amount));
}
