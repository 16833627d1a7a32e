/**
 * The cart link (docs/decisions/0023-chat-checkout-and-cart-link.md): `/cart?items=<item id>[.<variant id>]x<qty>,...`, which the quick
 * chat from the cart puts at the end of its message, so the shop opens exactly the cart the
 * shopper asked about (the very variants, at today's prices), and so can the shopper in another
 * browser.
 *
 * A chat message must stay under 1,000 characters (WhatsApp cuts long prefilled texts), and a
 * UUID written out takes 36: ten lines with variants would make the link alone almost 800. So the
 * link writes each UUID short, as its last 48 bits in 8 base64url characters (the way the shop
 * already quotes an order by the end of its id), and reading takes an id written out or short:
 * the page that opens a link has the whole catalogue, and a short id names the one product (or,
 * within it, the one variant) whose id ends that way. 48 random bits make two products of one
 * shop ending alike a one-in-a-million chance even at 25,000 ids; such an id then names nothing,
 * and the line is left out with a notice like any line the shop no longer sells. Ids that are not
 * UUIDs are written as they are.
 *
 * Ids are written with A-Z a-z 0-9 - _ only, so the link needs no escaping, and the quantity
 * follows the id's last `x` (a base64url id may hold an x itself, a quantity never does).
 *
 * Reading is all or nothing: a link that does not read as a whole (cut short in a chat, edited by
 * hand) opens an empty cart with a notice, never half of someone's order.
 */
import { clampQuantity, describeCartChange, MAX_LINE_QUANTITY, mergeLines, reconcileCart } from './cart.ts';
import { isUuid, UUID_PATTERN } from './ids.ts';
import { localePath, type Locale } from './locale.ts';
import { cartLinkNotes } from './messages.ts';
import { requiresVariantChoice } from './stock.ts';
import type { CartLine, Product } from './types.ts';

export const CART_LINK_PATH = '/cart';
export const CART_LINK_PARAM = 'items';

/** More lines than any cart holds: a longer link is not one we wrote. */
const MAX_LINK_LINES = 100;

/** One line a link names: ids as written in it (whole or short), and the quantity. */
export interface CartLinkEntry {
  itemId: string;
  variantId: string | null;
  quantity: number;
}

// ── Short ids ─────────────────────────────────────────────────────────────────────────────────

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LINK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A UUID's last 48 bits as 8 base64url characters; any other id as it is. */
export function shortId(id: string): string {
  const tail = UUID_PATTERN.exec(id)?.[1];
  if (!tail) return id;
  // 48 bits fit a double exactly.
  let value = parseInt(tail, 16);
  let short = '';
  for (let index = 0; index < 8; index += 1) {
    short = BASE64URL[value % 64] + short;
    value = Math.floor(value / 64);
  }
  return short;
}

/** The one candidate the link's id names: written out (any case), or short; null for none or two. */
function resolveId<T extends { id: string }>(token: string, candidates: readonly T[]): T | null {
  const exact = candidates.find((candidate) => candidate.id.toLowerCase() === token.toLowerCase());
  if (exact) return exact;
  const matches = candidates.filter((candidate) => isUuid(candidate.id) && shortId(candidate.id) === token);
  return matches.length === 1 ? matches[0]! : null;
}

// ── Writing ───────────────────────────────────────────────────────────────────────────────────

/** The cart link's path and query for these lines (the shop's origin goes in front). */
export function cartLinkPath(lines: readonly CartLine[]): string {
  const items = lines.map((line) => `${shortId(line.product.id)}${line.variant ? `.${shortId(line.variant.id)}` : ''}x${line.quantity}`);
  return `${CART_LINK_PATH}?${CART_LINK_PARAM}=${items.join(',')}`;
}

/** The cart link on the shop's public site, opening the cart page in a language (English by default). */
export function cartLinkUrl(lines: readonly CartLine[], siteUrl: string, locale: Locale): string {
  return new URL(localePath(cartLinkPath(lines), locale), siteUrl).href;
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────

const ENTRY = /^([^.]+)(?:\.([^.]+))?x([1-9][0-9]*)$/;

/**
 * The lines a link's `items` value names; null when it does not read as a whole (missing, empty,
 * a part that is not `<id>[.<id>]x<qty>`, a quantity outside 1–999, too many lines). The same
 * item and variant named twice is one line with both quantities.
 */
export function parseCartLink(items: string | null | undefined): CartLinkEntry[] | null {
  const parts = items?.trim() ? items.trim().split(',') : [];
  if (parts.length === 0 || parts.length > MAX_LINK_LINES) return null;
  const entries: CartLinkEntry[] = [];
  for (const part of parts) {
    const match = ENTRY.exec(part.trim());
    if (!match) return null;
    const [, itemId = '', variantId = null, digits] = match;
    const quantity = Number(digits);
    if (!LINK_ID.test(itemId) || (variantId !== null && !LINK_ID.test(variantId)) || quantity > MAX_LINE_QUANTITY) return null;
    const same = entries.find((entry) => entry.itemId === itemId && entry.variantId === variantId);
    if (same) same.quantity = clampQuantity(same.quantity + quantity);
    else entries.push({ itemId, variantId, quantity });
  }
  return entries;
}

export type CartLinkOutcome =
  /** The link did not read as a whole: the cart it opens is empty. */
  | { readable: false }
  /** `notes` say what was left out or cut to the stock left, one sentence each. */
  | { readable: true; lines: CartLine[]; notes: string[] };

/**
 * The cart a link rebuilds against the store's whole catalogue, with the cart's own rules:
 * products or variants the shop no longer has and lines sold out are left out, quantities are cut
 * to the stock left (reconcileCart), each with a note. A product sold out entirely but offered
 * for preorder stays, as a preorder, as it would in the shopper's own cart.
 */
export function cartFromLink(locale: Locale, items: string | null | undefined, products: readonly Product[]): CartLinkOutcome {
  const entries = parseCartLink(items);
  if (!entries) return { readable: false };
  const lines: CartLine[] = [];
  const notes: string[] = [];
  let unknown = 0;
  for (const entry of entries) {
    const product = resolveId(entry.itemId, products);
    if (!product) {
      unknown += 1;
      continue;
    }
    const variant = entry.variantId === null ? null : resolveId(entry.variantId, product.variants);
    if (variant === null && (entry.variantId !== null || requiresVariantChoice(product))) {
      notes.push(cartLinkNotes(locale).unavailable(product.name));
      continue;
    }
    lines.push({ product, variant, quantity: entry.quantity });
  }
  if (unknown > 0) notes.unshift(cartLinkNotes(locale).unknown(unknown));
  // A link may name one line twice (once written out, once short): it is one line.
  const reconciled = reconcileCart(locale, mergeLines([], lines), products);
  return { readable: true, lines: reconciled.lines, notes: [...notes, ...reconciled.changes.map((change) => describeCartChange(locale, change))] };
}

