/**
 * Cart rules as pure functions over an array of lines: keys, add/merge, quantity
 * changes, removal and reconciling with a freshly loaded catalogue. The cart machine holds the
 * lines and turns these results into state, storage writes and toasts.
 */
import { lineDisplayName } from './catalog.ts';
import type { Locale } from './locale.ts';
import { cartChangeNotes, stockNotes, variantMessages } from './messages.ts';
import { unitPrice } from './pricing.ts';
import {
  availableStock,
  checkAddStock,
  checkQuantityUpdate,
  isPreorderEligible,
  orderableLimit,
  requiresVariantChoice,
} from './stock.ts';
import type { CartLine, Product, Variant } from './types.ts';

/** No line may hold more: keeps a typo (or a million) out of the cart and the order. */
export const MAX_LINE_QUANTITY = 999;
const DEFAULT_VARIANT_KEY = 'default';

/** A line's identity: product id plus variant id, or 'default' without a variant. */
export function cartLineKey(productId: string, variantId?: string | null): string {
  return `${productId}:${variantId ?? DEFAULT_VARIANT_KEY}`;
}

export function lineKey(line: CartLine): string {
  return cartLineKey(line.product.id, line.variant?.id);
}

/** A whole number of units in 1…MAX_LINE_QUANTITY; anything unusable becomes `fallback`. */
export function clampQuantity(quantity: unknown, fallback = 1): number {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return fallback;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
}

export function totalQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function findLine(lines: readonly CartLine[], key: string): CartLine | undefined {
  return lines.find((line) => lineKey(line) === key);
}

/**
 * A line ordered as a preorder: its product is shown as out of stock (eligible for preorder), or
 * the shopper chose to preorder it when the shop said it had just sold out. The order sends such
 * lines with `preorder: true`; the server takes no stock for them while the product is out of
 * stock, and refuses any other line that has run out.
 */
export function isPreorderLine(line: CartLine): boolean {
  return line.preorder === true || isPreorderEligible(line.product);
}

/** Marks a line as a preorder the shopper chose; null when there is no such line. */
export function markPreorder(lines: readonly CartLine[], key: string): CartLine[] | null {
  const existing = findLine(lines, key);
  if (!existing) return null;
  return lines.map((line) => (line === existing ? { ...line, preorder: true as const } : line));
}

/** Whether any line holds the product, whatever its variant ('In Cart', 'Update Cart'). */
export function isInCart(lines: readonly CartLine[], productId: string): boolean {
  return lines.some((line) => line.product.id === productId);
}

/** Units of a product in the cart across all its variants. */
export function quantityOfProduct(lines: readonly CartLine[], productId: string): number {
  return lines.reduce((sum, line) => (line.product.id === productId ? sum + line.quantity : sum), 0);
}

/**
 * What the product page's button does with the shopper's choice (product + variant): the line
 * already in the cart for it is set to the chosen quantity ('Update Cart'); a choice not yet in
 * the cart is added ('Add to Cart'). Before a required variant is chosen the button reads
 * 'Update Cart' as soon as any variant of the item is in the cart.
 */
export function productPageCartAction(
  lines: readonly CartLine[],
  product: Product,
  variant: Variant | null,
): { kind: 'update'; line: CartLine; key: string } | { kind: 'add'; label: 'add' | 'update' } {
  const key = cartLineKey(product.id, variant?.id);
  const line = findLine(lines, key);
  if (line) return { kind: 'update', line, key };
  const awaitingChoice = variant === null && requiresVariantChoice(product);
  return { kind: 'add', label: awaitingChoice && isInCart(lines, product.id) ? 'update' : 'add' };
}

// ── Add ───────────────────────────────────────────────────────────────────────────────────────

export type AddResult =
  | { ok: true; lines: CartLine[]; line: CartLine; merged: boolean }
  | { ok: false; reason: 'variantRequired' | 'stock'; message: string };

/**
 * Adds `quantity` (default 1, at least 1) of a product/variant: merges into the existing line or
 * appends one. Refused when the product needs a variant and none was given, or by the stock check.
 */
export function addToCart(
  locale: Locale,
  lines: readonly CartLine[],
  product: Product,
  variant: Variant | null = null,
  quantity: number = 1,
): AddResult {
  if (variant === null && requiresVariantChoice(product)) {
    return { ok: false, reason: 'variantRequired', message: variantMessages(locale).dialogRequired };
  }
  const requested = clampQuantity(quantity);
  const key = cartLineKey(product.id, variant?.id);
  const existing = findLine(lines, key);
  const inCart = existing?.quantity ?? 0;

  const check = checkAddStock(locale, orderableLimit(product, variant), requested, inCart);
  if (!check.ok) return { ok: false, reason: 'stock', message: check.message };

  const line: CartLine = { ...existing, product, variant, quantity: Math.min(MAX_LINE_QUANTITY, inCart + requested) };
  return existing
    ? { ok: true, merged: true, line, lines: lines.map((candidate) => (candidate === existing ? line : candidate)) }
    : { ok: true, merged: false, line, lines: [...lines, line] };
}

// ── Update quantity and remove ────────────────────────────────────────────────────────────────

export type UpdateResult =
  /** No such line, or a quantity that is not a number: nothing happens. */
  | { kind: 'ignored' }
  | { kind: 'removed'; lines: CartLine[]; line: CartLine }
  | { kind: 'updated'; lines: CartLine[]; line: CartLine }
  | { kind: 'refused'; message: string; line: CartLine };

/**
 * Replaces a line's quantity: 0 or less removes it, fractions are rounded down, huge values are
 * capped at MAX_LINE_QUANTITY, and raising it beyond the stock left is refused.
 */
export function updateQuantity(locale: Locale, lines: readonly CartLine[], key: string, quantity: number): UpdateResult {
  const existing = findLine(lines, key);
  if (!existing || typeof quantity !== 'number' || Number.isNaN(quantity)) return { kind: 'ignored' };
  if (quantity < 1) return removeLine(lines, key);

  const wanted = clampQuantity(quantity);
  const check = checkQuantityUpdate(locale, orderableLimit(existing.product, existing.variant), wanted, existing.quantity);
  if (!check.ok) return { kind: 'refused', message: check.message, line: existing };

  const line: CartLine = { ...existing, quantity: wanted };
  return { kind: 'updated', line, lines: lines.map((candidate) => (candidate === existing ? line : candidate)) };
}

export function removeLine(lines: readonly CartLine[], key: string): UpdateResult {
  const existing = findLine(lines, key);
  if (!existing) return { kind: 'ignored' };
  return { kind: 'removed', line: existing, lines: lines.filter((candidate) => candidate !== existing) };
}

/** Adds lines of `extra` to `base`, summing quantities of the same key (capped). */
export function mergeLines(base: readonly CartLine[], extra: readonly CartLine[]): CartLine[] {
  const merged = [...base];
  for (const line of extra) {
    const index = merged.findIndex((candidate) => lineKey(candidate) === lineKey(line));
    const existing = merged[index];
    if (existing) merged[index] = { ...existing, quantity: clampQuantity(existing.quantity + line.quantity) };
    else merged.push({ ...line, quantity: clampQuantity(line.quantity) });
  }
  return merged;
}

// ── Reconcile with the catalogue ──────────────────────────────────────────────────────────────

export type CartChange =
  | { kind: 'unavailable'; key: string; name: string }
  | { kind: 'outOfStock'; key: string; name: string }
  | { kind: 'quantityReduced'; key: string; name: string; from: number; to: number }
  | { kind: 'priceChanged'; key: string; name: string; from: number; to: number }
  | { kind: 'nowPreorder'; key: string; name: string };

/**
 * Brings stored lines up to date with the loaded catalogue (all of the store's products):
 * - a product or variant that vanished is dropped ('unavailable'), as is a variant-less line of a
 *   product that now has variants;
 * - product and variant data (prices, stock, images) are replaced by the catalogue's;
 * - a line with nothing left in stock is dropped ('outOfStock'), one above the stock left is cut
 *   to it ('quantityReduced');
 * - a product that has gone out of stock entirely stays as a preorder line ('nowPreorder'), as
 *   the server will take it;
 * - a changed unit price is reported ('priceChanged').
 */
export function reconcileCart(
  locale: Locale,
  lines: readonly CartLine[],
  products: readonly Product[],
): { lines: CartLine[]; changes: CartChange[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const kept: CartLine[] = [];
  const changes: CartChange[] = [];

  for (const line of lines) {
    const key = lineKey(line);
    const name = lineDisplayName(line.product, line.variant, locale);
    const product = byId.get(line.product.id);
    const variant = line.variant ? (product?.variants.find((candidate) => candidate.id === line.variant?.id) ?? null) : null;
    if (!product || (line.variant ? !variant : requiresVariantChoice(product))) {
      changes.push({ kind: 'unavailable', key, name });
      continue;
    }

    const limit = orderableLimit(product, variant);
    if (limit === 0) {
      changes.push({ kind: 'outOfStock', key, name });
      continue;
    }
    const quantity = limit !== null && line.quantity > limit ? limit : line.quantity;
    if (quantity !== line.quantity) changes.push({ kind: 'quantityReduced', key, name, from: line.quantity, to: quantity });
    if (!isPreorderEligible(line.product) && isPreorderEligible(product)) changes.push({ kind: 'nowPreorder', key, name });

    const before = unitPrice(line.product, line.variant);
    const after = unitPrice(product, variant);
    if (before !== after) changes.push({ kind: 'priceChanged', key, name, from: before, to: after });

    kept.push({ product, variant, quantity, ...(line.preorder ? { preorder: true as const } : {}) });
  }
  return { lines: kept, changes };
}

/** One sentence for the shopper per change. */
export function describeCartChange(locale: Locale, change: CartChange): string {
  const notes = cartChangeNotes(locale);
  switch (change.kind) {
    case 'unavailable':
      return notes.unavailable(change.name);
    case 'outOfStock':
      return notes.outOfStock(change.name);
    case 'quantityReduced':
      return notes.quantityReduced(change.name, change.from, change.to);
    case 'priceChanged':
      return notes.priceChanged(change.name, change.from, change.to);
    case 'nowPreorder':
      return notes.nowPreorder(change.name);
  }
}

/** The stock note under a line in the cart drawer: preorder, units left, or none when unlimited. */
export function stockNote(locale: Locale, line: CartLine): string | null {
  const notes = stockNotes(locale);
  if (isPreorderLine(line)) return notes.preorder;
  const available = availableStock(line.product, line.variant);
  return available === null ? null : notes.inStock(available);
}
