/**
 * A shopper's order in a WhatsApp chat (DESIGN.md §17, issue 46). Interface first; the machine
 * follows in the next commit.
 */
import type { ShopTerms } from '../src/domain/delivery.ts';
import type { Locale } from '../src/domain/locale.ts';
import type { Cents } from '../src/domain/types.ts';
import type { OutgoingWhatsApp } from '../src/domain/whatsappLimits.ts';

/** One inbound message, already parsed from Meta's webhook payload by the function. */
export interface InboundTurn {
  /** Meta's wamid. */
  messageId: string;
  /** The shopper's wa_id (international digits, no +). */
  from: string;
  /** contacts[].profile.name */
  profileName: string | null;
  /** ms since epoch (Meta's timestamp × 1000). */
  at: number;
  message:
    | { kind: 'order'; items: WhatsAppCartItem[]; text: string | null }
    | { kind: 'text'; body: string }
    /** An interactive list_reply / button_reply id. */
    | { kind: 'choice'; choiceId: string }
    /** image, sticker, location … */
    | { kind: 'unsupported'; type: string };
}

/** One line of a catalogue cart as Meta sends it (`product_items[]`), item_price left out: never trusted. */
export interface WhatsAppCartItem {
  /** The feed row's id: a variant's id, or the product's id for a product without variants. */
  retailerId: string;
  /** As sent: may be 0, negative or a million; the conversation clips it. */
  quantity: number;
}

export interface PricedWhatsAppLine {
  retailerId: string;
  itemId: string;
  variantId: string | null;
  name: string;
  nameAr: string | null;
  variantLabel: string | null;
  variantLabelAr: string | null;
  /** The database's price, never Meta's item_price. */
  unitPrice: Cents;
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

export interface ConversationServices {
  /** The database prices the cart with place_order's rules (wa-hook: SQL via the service role). */
  priceCart(items: WhatsAppCartItem[]): Promise<PricedWhatsAppCart>;
  /** Active zones and areas, LBP rate. */
  shopTerms(): Promise<ShopTerms>;
  /** place_order with channel 'whatsapp'. Never throws for a refusal: returns it. */
  placeOrder(request: WhatsAppOrderRequest): Promise<WhatsAppOrderResult>;
  /** A new uuid (the order id the conversation fixes at the summary). */
  newId(): string;
  /** The shop's public site (storeConfig.siteUrl): the order page's link and the shop's link in replies. */
  siteUrl: string;
}

/** The machine's persisted snapshot, JSON; null: no conversation. */
export type PersistedConversation = unknown;

export interface ConversationTurnResult {
  /** Store this for the next turn; null when the conversation ended (or never started). */
  conversation: PersistedConversation | null;
  /** Exactly one reply per inbound turn; within Meta's limits (whatsappMessageProblems finds nothing). */
  reply: OutgoingWhatsApp;
}

/**
 * Restores the conversation (or starts one), hands it the turn, waits until it settles and
 * returns what to store and the one reply to send. A service that throws gets the shopper an
 * apology and keeps the conversation; it rejects only when a service never answers.
 */
export async function runConversationTurn(
  _previous: PersistedConversation | null,
  _turn: InboundTurn,
  _services: ConversationServices,
): Promise<ConversationTurnResult> {
  throw new Error('runConversationTurn: not built yet (wa-conv)');
}
