/**
 * What Meta's WhatsApp webhook delivers (docs/decisions/0029-ordering-in-the-whatsapp-chat.md, issue 46), read without trusting any of
 * it: the signature that proves a delivery is Meta's, the messages and statuses in a delivery,
 * and one message as the conversation machine's InboundTurn.
 *
 * Pure and dependency-free (Web Crypto only), so it runs the same under Deno (whatsapp-webhook),
 * Node (the local sink that signs deliveries as Meta does, the tests) and the project's tsc.
 *
 * Delivery shape (Cloud API, `object: "whatsapp_business_account"`):
 *   entry[].changes[].value.{ contacts[]: { wa_id, profile: { name } },
 *                             messages[]: { id, from, timestamp, type, <type>: {…} },
 *                             statuses[]: { id, status, recipient_id, biz_opaque_callback_data? } }
 */

import { RELAYED_MEDIA_KINDS, type RelayedMediaKind, type ShopperMessage } from '../../../src/domain/ownerRelay.ts';

/** Meta's signature header: `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the app secret. */
export const SIGNATURE_HEADER = 'x-hub-signature-256';

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** The header value Meta sends with `body` (for the local sink and the tests, which play Meta). */
export async function signDelivery(body: string | Uint8Array, appSecret: string): Promise<string> {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(appSecret, 'sign'), bytes as BufferSource));
  return `sha256=${Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Whether `header` is Meta's signature of exactly these bytes. Web Crypto's HMAC verify compares
 * in constant time; a header of the wrong shape is refused before any comparison.
 */
export async function isSignedByMeta(body: Uint8Array, header: string | null, appSecret: string): Promise<boolean> {
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')?.[1];
  if (!hex || !appSecret) return false;
  const signature = new Uint8Array(hex.match(/../g)!.map((pair) => Number.parseInt(pair, 16)));
  return crypto.subtle.verify('HMAC', await hmacKey(appSecret, 'verify'), signature, body as BufferSource);
}

/** One inbound message as recorded (public.whatsapp_messages). */
export interface DeliveredMessage {
  wamid: string;
  waId: string;
  profileName: string | null;
  type: string;
  /** The message object as delivered, made storable (see storable()). */
  payload: Record<string, unknown>;
  /** Meta's timestamp, ms since epoch (the delivery time when it has none). */
  sentAt: number;
}

/** One status of a message the shop sent (the StatusOfOurs of _shared/whatsapp-status.ts). */
export interface DeliveredStatus {
  id: string;
  status: string;
  /** What the message was sent for: its outbox key (`order:<id>:owner_whatsapp`, `reply:<inbound wamid>` …). */
  callbackData: string | null;
}

/** Coexistence: what the owner sent a shopper from the WhatsApp Business app (`smb_message_echoes`). */
export interface DeliveredEcho {
  /** The shopper written to, in international digits. */
  to: string;
  /** Meta's timestamp, ms since epoch. */
  sentAt: number;
}

export interface Delivery {
  messages: DeliveredMessage[];
  statuses: DeliveredStatus[];
  echoes: DeliveredEcho[];
}

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((entry): entry is Record<string, unknown> => entry !== null && typeof entry === 'object' && !Array.isArray(entry)) : [];

const text = (value: unknown, maxLength: number): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const characters = Array.from(String(value));
  return characters.length === 0 ? null : characters.slice(0, maxLength).join('');
};

/** A WhatsApp id is a number in international digits; anything else is not a shopper we can answer. */
const WA_ID = /^[0-9]{5,20}$/;
const WAMID_MAX_LENGTH = 200;

// eslint-disable-next-line no-control-regex -- NUL is what this pattern finds
const NOT_STORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Strings as PostgreSQL stores them: no NUL (text and jsonb refuse it) and no lone surrogate
 * (jsonb refuses its escape); each becomes U+FFFD. Whatever a shopper typed is kept otherwise.
 */
export function storable(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(NOT_STORABLE, '\ufffd');
  if (Array.isArray(value)) return value.map(storable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [storable(key) as string, storable(entry)]));
  }
  return value;
}

/**
 * The messages and statuses of a parsed delivery body; null when the body is not a JSON object.
 * Entries missing what a record needs (an id, a sender in digits) are left out, never guessed.
 */
export function readDelivery(body: unknown, receivedAt = Date.now()): Delivery | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const delivery: Delivery = { messages: [], statuses: [], echoes: [] };
  for (const entry of records((body as Record<string, unknown>).entry)) {
    for (const change of records(entry.changes)) {
      const value = change.value !== null && typeof change.value === 'object' ? (change.value as Record<string, unknown>) : {};
      const names = new Map(
        records(value.contacts).map((contact) => [String(contact.wa_id), (contact.profile as { name?: unknown } | undefined)?.name] as const),
      );
      for (const message of records(value.messages)) {
        const wamid = text(message.id, WAMID_MAX_LENGTH + 1);
        const waId = text(message.from, 21);
        if (!wamid || wamid.length > WAMID_MAX_LENGTH || !waId || !WA_ID.test(waId)) continue;
        const seconds = Number(message.timestamp);
        delivery.messages.push({
          wamid: storable(wamid) as string,
          waId,
          profileName: storable(text(names.get(waId), 200)) as string | null,
          type: (storable(text(message.type, 50)) as string | null) ?? 'unknown',
          payload: storable(message) as Record<string, unknown>,
          sentAt: Number.isFinite(seconds) && seconds > 0 && seconds < 1e11 ? seconds * 1000 : receivedAt,
        });
      }
      for (const status of records(value.statuses)) {
        const id = text(status.id, WAMID_MAX_LENGTH);
        const state = text(status.status, 50);
        if (!id || !state) continue;
        delivery.statuses.push({ id: storable(id) as string, status: state, callbackData: storable(text(status.biz_opaque_callback_data, 512)) as string | null });
      }
      for (const echo of records(value.message_echoes)) {
        const to = text(echo.to, 21);
        const seconds = Number(echo.timestamp);
        if (!to || !WA_ID.test(to)) continue;
        delivery.echoes.push({ to, sentAt: Number.isFinite(seconds) && seconds > 0 && seconds < 1e11 ? seconds * 1000 : receivedAt });
      }
    }
  }
  return delivery;
}

// Control characters, line and paragraph separators, and direction controls: place_order refuses
// them in a customer's name (docs/decisions/0024-server-order-contract.md), and a WhatsApp profile name may hold any of them.
const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** place_order's longest customer name. */
const NAME_MAX_LENGTH = 100;

/** A profile name as an order's customer name: one line, no direction controls, at most 100 characters; null if nothing is left. */
export function customerName(profileName: string | null): string | null {
  const name = (profileName ?? '').replace(NOT_IN_A_NAME, ' ').replace(/\s+/gu, ' ').trim();
  return name ? Array.from(name).slice(0, NAME_MAX_LENGTH).join('').trim() : null;
}

/** Meta's cart quantities are whole numbers; anything else counts as none. */
function quantity(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) ? number : 0;
}

/** A cart holds at most this many lines (Meta's carts hold 99 products); more are left out. */
export const CART_MAX_LINES = 100;

/** What a message says, as the conversation reads it (InboundTurn['message']). */
export type InboundContent =
  | { kind: 'order'; items: { retailerId: string; quantity: number }[]; text: string | null }
  | { kind: 'text'; body: string }
  | { kind: 'choice'; choiceId: string }
  | { kind: 'unsupported'; type: string };

/**
 * A recorded message's content: a catalogue cart (`order`), typed text, a tapped list row or
 * reply button (`interactive`; a template's quick-reply `button`), or anything else (images,
 * stickers, locations, reactions, unknown types) as unsupported.
 */
export function inboundContent(type: string, payload: Record<string, unknown>): InboundContent {
  const part = (name: string) => {
    const value = payload[name];
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  };
  if (type === 'order') {
    const order = part('order');
    const items = records(order.product_items)
      .slice(0, CART_MAX_LINES)
      .flatMap((item) => {
        const retailerId = text(item.product_retailer_id, 200);
        return retailerId ? [{ retailerId, quantity: quantity(item.quantity) }] : [];
      });
    return { kind: 'order', items, text: typeof order.text === 'string' ? order.text : null };
  }
  if (type === 'text' && typeof part('text').body === 'string') return { kind: 'text', body: part('text').body as string };
  if (type === 'interactive') {
    const interactive = part('interactive');
    const reply = [interactive.list_reply, interactive.button_reply].find((value) => value !== null && typeof value === 'object') as { id?: unknown } | undefined;
    if (typeof reply?.id === 'string') return { kind: 'choice', choiceId: reply.id };
  }
  if (type === 'button' && typeof part('button').payload === 'string') return { kind: 'choice', choiceId: part('button').payload as string };
  return { kind: 'unsupported', type };
}

/** The message a delivered message replies to (WhatsApp's swipe to reply: `context.id`); null when none. */
export function quotedMessageId(payload: Record<string, unknown>): string | null {
  const context = payload.context;
  if (context === null || typeof context !== 'object' || Array.isArray(context)) return null;
  const id = (context as { id?: unknown }).id;
  return typeof id === 'string' && id.length > 0 && id.length <= WAMID_MAX_LENGTH ? id : null;
}

const partOf = (payload: Record<string, unknown>, name: string): Record<string, unknown> => {
  const value = payload[name];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};
const optionalText = (value: unknown, maxLength: number): string | null => (typeof value === 'string' && value.trim() !== '' ? (text(value, maxLength) ?? null) : null);

/** Meta's longest caption and text; whatever a payload holds beyond is not Meta's. */
const MESSAGE_MAX_LENGTH = 65_536;

/**
 * A recorded message as the relay passes it on (src/domain/ownerRelay.ts): text, media (its
 * Graph media id, caption, file name), a location, a reaction, a contact card, a tap the
 * conversation did not take, or anything else by its type. Nothing in it is trusted: a field of
 * the wrong shape counts as missing.
 */
export function shopperMessageOf(type: string, payload: Record<string, unknown>): ShopperMessage {
  if (type === 'text' && typeof partOf(payload, 'text').body === 'string') return { kind: 'text', body: text(partOf(payload, 'text').body, MESSAGE_MAX_LENGTH) ?? '' };
  if ((RELAYED_MEDIA_KINDS as readonly string[]).includes(type)) {
    const media = partOf(payload, type);
    const id = typeof media.id === 'string' && /^[0-9]{1,30}$/.test(media.id) ? media.id : null;
    return {
      kind: 'media',
      media: type as RelayedMediaKind,
      mediaId: id,
      caption: optionalText(media.caption, MESSAGE_MAX_LENGTH),
      fileName: optionalText(media.filename, 240),
      voice: media.voice === true,
    };
  }
  if (type === 'location') {
    const location = partOf(payload, 'location');
    const latitude = Number(location.latitude);
    const longitude = Number(location.longitude);
    if (Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
      return { kind: 'location', latitude, longitude, name: optionalText(location.name, 200), address: optionalText(location.address, 200) };
    }
  }
  if (type === 'reaction') return { kind: 'reaction', emoji: optionalText(partOf(payload, 'reaction').emoji, 20) };
  if (type === 'contacts') {
    // The numbers are what the shopper shares a card for (who receives the delivery, say).
    const cards = records(payload.contacts).flatMap((contact) => {
      const name = optionalText((contact.name as { formatted_name?: unknown } | undefined)?.formatted_name, 200);
      const phones = records(contact.phones)
        .slice(0, 3)
        .flatMap((phone) => optionalText(phone.phone, 40) ?? (typeof phone.wa_id === 'string' && WA_ID.test(phone.wa_id) ? `+${phone.wa_id}` : []));
      const card = [name, ...phones].filter(Boolean).join(' ');
      return card ? [card] : [];
    });
    return { kind: 'contacts', cards };
  }
  if (type === 'button') return { kind: 'tap', title: optionalText(partOf(payload, 'button').text, 200) ?? optionalText(partOf(payload, 'button').payload, 200) ?? '-' };
  if (type === 'interactive') {
    const interactive = partOf(payload, 'interactive');
    const reply = [interactive.list_reply, interactive.button_reply].find((value) => value !== null && typeof value === 'object') as { title?: unknown; id?: unknown } | undefined;
    const title = optionalText(reply?.title, 200) ?? optionalText(reply?.id, 200);
    if (title) return { kind: 'tap', title };
  }
  const unsupported = optionalText(partOf(payload, 'unsupported').type, 50);
  return { kind: 'unsupported', type: unsupported ? `${type}: ${unsupported}` : type };
}
