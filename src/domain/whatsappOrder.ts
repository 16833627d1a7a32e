/**
 * An order taken in a WhatsApp chat (docs/decisions/0029-ordering-in-the-whatsapp-chat.md): the cart a shopper sends from the WhatsApp
 * catalogue, as the database priced it, turned into what the shop can sell, and the summary the
 * shopper confirms. Pure: the pricing itself is the database's (place_order's rules), the
 * conversation (machines/whatsappConversation.ts) drives the steps.
 */
import { clampQuantity } from './cart.ts';
import { FIELD_LIMITS, hasForbiddenCharacters, type CustomerField } from './checkoutValidation.ts';
import { deliveryFee, findArea, matchingAreas, zoneForArea, type DeliveryArea, type ShopTerms } from './delivery.ts';
import type { Locale } from './locale.ts';
import { normaliseSearchText } from './searchText.ts';
import { characterCount, truncateText } from './text.ts';
import type { Cents } from './types.ts';

/** One line of a catalogue cart as Meta sends it (`product_items[]`); its item_price is never read. */
export interface WhatsAppCartItem {
  /** The feed row's id: a variant's id, or the product's id for a product without variants. */
  retailerId: string;
  /** As sent: may be 0, negative or a million; the conversation clips it. */
  quantity: number;
}

/** A product or variant as the shop sells it, in both languages. */
export interface WhatsAppProduct {
  itemId: string;
  variantId: string | null;
  name: string;
  nameAr: string | null;
  variantLabel: string | null;
  variantLabelAr: string | null;
  /** The database's price, never Meta's item_price. */
  unitPrice: Cents;
}

export interface PricedWhatsAppLine extends WhatsAppProduct {
  retailerId: string;
  /** Stock left, null = unlimited. */
  available: number | null;
  /** As sent by the shopper (may be 0, negative, a million). */
  requested: number;
}

export type UnavailableReason = 'unknown' | 'sold_out' | 'not_listed';

export interface UnavailableWhatsAppItem {
  retailerId: string;
  name: string | null;
  nameAr: string | null;
  reason: UnavailableReason;
}

/** The cart as the database prices it with place_order's rules. */
export interface PricedWhatsAppCart {
  lines: PricedWhatsAppLine[];
  unavailable: UnavailableWhatsAppItem[];
}

export interface WhatsAppOrderRequest {
  /** Fixed by the conversation at the summary: a repeated Confirm is the same order. */
  id: string;
  customer: {
    name: string;
    /** `+<wa_id>` */
    phone: string;
    /** The listed area's English name (place_order accepts either language's). */
    area: string;
    street: string;
    building: string | null;
    /** The cart's note, within the checkout's limits (≤ 1,000 characters, line breaks kept). */
    notes: string | null;
  };
  lines: { itemId: string; variantId: string | null; quantity: number }[];
  locale: Locale;
  /** The total the summary showed: place_order answers price_changed otherwise. */
  expectedTotal: Cents;
}

export type WhatsAppOrderResult =
  /** orderNumber without '#'; orderPath as place_order answers it (`/order/<id>?key=…`, `/ar/…`). */
  | { ok: true; orderNumber: string; orderPath: string; total: Cents }
  /** place_order's stable codes (price_changed, out_of_stock, rate_limited, invalid_order …). */
  | { ok: false; code: string; details: unknown };

/** A line the shop can sell: the quantity clipped as the web cart clips it. */
export interface WhatsAppLine extends WhatsAppProduct {
  quantity: number;
  /** What the shopper asked for when it was more than the shop sells (stock, or 999 a line); else null. */
  limitedFrom: number | null;
}

/** The cart the conversation works with: what can be ordered, and what was left out and why. */
export interface WhatsAppCart {
  lines: WhatsAppLine[];
  unavailable: UnavailableWhatsAppItem[];
}

/**
 * The priced cart as the shop can sell it: quantities clipped with the web cart's rule (a whole
 * number from 1 to 999, never above the stock left), the same product sent twice counted once, a
 * line with no stock left named as sold out.
 */
export function sellableCart(priced: PricedWhatsAppCart): WhatsAppCart {
  const merged = new Map<string, { line: PricedWhatsAppLine; requested: number }>();
  for (const line of priced.lines) {
    const key = `${line.itemId}:${line.variantId ?? ''}`;
    const requested = clampQuantity(line.requested);
    const existing = merged.get(key);
    if (existing) existing.requested = clampQuantity(existing.requested + requested);
    else merged.set(key, { line, requested });
  }
  const lines: WhatsAppLine[] = [];
  const unavailable = [...priced.unavailable];
  for (const { line, requested } of merged.values()) {
    if (line.available !== null && line.available <= 0) {
      unavailable.push({ retailerId: line.retailerId, name: line.name, nameAr: line.nameAr, reason: 'sold_out' });
      continue;
    }
    const quantity = line.available === null ? requested : Math.min(requested, line.available);
    const asked = Number.isFinite(line.requested) ? Math.floor(line.requested) : quantity;
    const { retailerId: _retailerId, available: _available, requested: _requested, ...product } = line;
    lines.push({ ...product, quantity, limitedFrom: asked > quantity ? asked : null });
  }
  return { lines, unavailable };
}

export function cartSubtotal(lines: readonly WhatsAppLine[]): Cents {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

/** What the summary shows and the order must cost. */
export interface WhatsAppTotals {
  subtotal: Cents;
  /** 0 is shown FREE. */
  deliveryFee: Cents;
  total: Cents;
}

/** Subtotal, the area's zone's fee (0 from its free threshold on) and total, as place_order computes them. */
export function whatsappTotals(lines: readonly WhatsAppLine[], terms: ShopTerms, area: DeliveryArea | null): WhatsAppTotals {
  const subtotal = cartSubtotal(lines);
  const zone = zoneForArea(terms, area);
  const fee = zone ? deliveryFee(subtotal, zone) : 0;
  return { subtotal, deliveryFee: fee, total: subtotal + fee };
}

/** What a typed area name found: the area, the few it could be, or why none. */
export type TypedArea =
  | { kind: 'found'; area: DeliveryArea }
  | { kind: 'several'; areas: DeliveryArea[] }
  | { kind: 'tooMany'; count: number }
  | { kind: 'none' };

/** Most areas offered to choose from after a typed name: one list's rows (Meta's 10). */
export const MAX_AREA_CANDIDATES = 10;

/** The area a shopper typed, by either language's name: its exact name first, else the names containing it. */
export function typedArea(terms: ShopTerms, typed: string): TypedArea {
  const wanted = typed.trim();
  if (wanted === '') return { kind: 'none' };
  const exact = findArea(terms, wanted);
  if (exact) return { kind: 'found', area: exact };
  const matches = matchingAreas(terms, wanted);
  if (matches.length === 1) return { kind: 'found', area: matches[0]! };
  if (matches.length === 0) return { kind: 'none' };
  return matches.length <= MAX_AREA_CANDIDATES ? { kind: 'several', areas: matches } : { kind: 'tooMany', count: matches.length };
}

/** What the conversation asks as typed text. */
export type AddressField = 'area' | 'street' | 'building' | 'name';

/** Why a typed address field was refused, as the checkout form refuses it. */
export type FieldProblem = 'required' | 'tooLong' | 'characters';

/** A typed one-line value checked as the checkout form checks it: trimmed, required, no control characters, within its length. */
export function checkTypedField(value: string, field: CustomerField): { ok: true; value: string } | { ok: false; problem: FieldProblem; max: number } {
  const trimmed = value.trim();
  const max = FIELD_LIMITS[field];
  if (trimmed === '') return { ok: false, problem: 'required', max };
  if (characterCount(trimmed) > max) return { ok: false, problem: 'tooLong', max };
  if (hasForbiddenCharacters(trimmed, field)) return { ok: false, problem: 'characters', max };
  return { ok: true, value: trimmed };
}

/** The shopper's WhatsApp profile name, when the checkout would accept it as the order's name. */
export function usableProfileName(profileName: string | null): string | null {
  if (profileName === null) return null;
  const checked = checkTypedField(profileName, 'name');
  return checked.ok ? checked.value : null;
}

/**
 * The cart's note as the order keeps it: line breaks kept, the characters the checkout refuses in
 * notes dropped rather than refused (the note came with the cart: the shopper cannot edit it
 * here), at most 1,000 characters; null when blank or only a language's name.
 */
export function orderNote(text: string | null): string | null {
  // "عربي" / "English" alone asked for a language, not for anything about the delivery.
  if (text !== null && languageWord(text)) return null;
  const kept = Array.from((text ?? '').replace(/\r\n?/g, '\n'))
    .filter((character) => !hasForbiddenCharacters(character, 'notes'))
    .join('')
    .trim();
  return kept === '' ? null : truncateText(kept, FIELD_LIMITS.notes);
}

/** The shopper's number as the order keeps it: `+<wa_id>`. */
export function whatsappPhone(waId: string): string {
  return `+${waId.replace(/\D/g, '')}`;
}

// ── The shopper's words that steer the conversation, in either language ──

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/** A short message as compared with the steering words: trimmed, lower case, Arabic normalised as search does it (normaliseSearchText), end punctuation dropped. */
function steeringWord(text: string): string {
  return normaliseSearchText(text.trim()).replace(/[\s.!؟?،,]+$/u, '');
}

const CANCEL_WORDS = new Set(['cancel', steeringWord('إلغاء'), steeringWord('الغي'), steeringWord('إلغي')]);
const ENGLISH_WORDS = new Set(['english', 'eng', 'انكليزي']);
const ARABIC_WORDS = new Set([steeringWord('عربي'), 'arabic', 'arabe']);

/** "cancel" / "إلغاء" (any letter case, with or without hamza, a full stop after): ends the conversation at any step. */
export function isCancelWord(text: string): boolean {
  return CANCEL_WORDS.has(steeringWord(text));
}

/** A message that only names a language ("English", "عربي"): the shopper asks to switch. */
export function languageWord(text: string): Locale | null {
  const word = steeringWord(text);
  if (ENGLISH_WORDS.has(word)) return 'en';
  if (ARABIC_WORDS.has(word)) return 'ar';
  return null;
}

/**
 * The language of the replies after a shopper's text (a message, or the note of a cart): Arabic
 * once they write Arabic letters ("عربي" among them), English again when they write "English";
 * otherwise the language the conversation already has.
 */
export function replyLanguage(current: Locale, text: string | null): Locale {
  if (text === null) return current;
  const asked = languageWord(text);
  if (asked) return asked;
  return ARABIC_LETTER.test(text) ? 'ar' : current;
}
