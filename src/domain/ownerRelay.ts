/**
 * The owner in the chat (issue 56): what the shop sends when a shopper writes something the
 * ordering conversation does not take as an answer, as Cloud API bodies.
 *
 * - The owner's copy of every such message (`relayParts`): the shopper's WhatsApp name and number
 *   first, then the message itself. Text goes whole, in as many messages as Meta's 4,096
 *   characters need; a photo, voice note, video, document or sticker is re-sent as media with its
 *   caption (the sender fetches and uploads it; `fallback` is the line it sends when it cannot);
 *   a location as a location; a reaction, a contact card, an unsupported type as one line naming
 *   it. Every part is its own message, and the owner may reply to any of them.
 * - The site's own messages (`siteMessageOf`): the chat checkout's message names its order by the
 *   private link's key; a product inquiry and a cart sent as text are questions with their link.
 * - The shopper's acknowledgement (once an hour: `acknowledgementKey`), the chat checkout's
 *   answer, and the owner's hint and undelivered notice.
 * - Who the owner is: a number compared as digits with the country code (`isOwnerNumber`).
 *
 * Words: src/i18n/en-relay.ts and ar-relay.ts, imported directly (the edge function runs this
 * under Deno). The owner's copies are in the owner's language; what the shopper typed goes as
 * typed (only the header follows the chat messages' bidi rules, ./chat.ts).
 */
import { arOrder } from '../i18n/ar-order.ts';
import { arRelay } from '../i18n/ar-relay.ts';
import { enOrder } from '../i18n/en-order.ts';
import { enRelay, type RelayMessages } from '../i18n/en-relay.ts';
import { CART_LINK_PARAM, CART_LINK_PATH } from './cartLink.ts';
import { chatValue, finishChatText } from './chat.ts';
import type { Locale } from './locale.ts';
import { formatPrice } from './money.ts';
import { whatsappDigits, type PhoneCountry } from './phone.ts';
import { characterCount, truncateText } from './text.ts';
import type { Cents, OrderStatus } from './types.ts';

export function relayWords(locale: Locale): RelayMessages {
  return locale === 'ar' ? arRelay : enRelay;
}

// ── What a shopper sent ──

export type RelayedMediaKind = 'image' | 'audio' | 'video' | 'document' | 'sticker';

export const RELAYED_MEDIA_KINDS: readonly RelayedMediaKind[] = ['image', 'audio', 'video', 'document', 'sticker'];

/** A shopper's message as the relay reads it (parsed from Meta's payload by the function). */
export type ShopperMessage =
  | { kind: 'text'; body: string }
  | { kind: 'media'; media: RelayedMediaKind; mediaId: string | null; caption: string | null; fileName: string | null; voice: boolean }
  | { kind: 'location'; latitude: number; longitude: number; name: string | null; address: string | null }
  | { kind: 'reaction'; emoji: string | null }
  /** Each contact card shared as one line: its name, then its numbers (the owner taps one to call or write). */
  | { kind: 'contacts'; cards: string[] }
  /** A button or list row the conversation did not take (a template's quick reply, a stale tap). */
  | { kind: 'tap'; title: string }
  | { kind: 'unsupported'; type: string };

/** The shopper as the owner reads them. */
export interface RelayedShopper {
  /** The WhatsApp profile name, cleaned (whatsapp-inbound.ts customerName); null when none. */
  name: string | null;
  /** International digits (the delivery's `from`). */
  waId: string;
}

/** A site message the relay recognised, with what the database said about it. */
export type RecognisedMessage =
  | { kind: 'productQuestion' }
  | { kind: 'cartQuestion' }
  /** `updatesHere`: the order's WhatsApp updates go to the number that sent it (not to an earlier one). */
  | { kind: 'order'; orderNumber: string; status: OrderStatus; total: Cents; locale: Locale; updatesHere: boolean };

// ── Meta's limits ──

/** A text message's body (Cloud API). */
export const TEXT_BODY_MAX = 4096;
/** A media message's caption (image, video, document; audio and stickers have none). */
export const CAPTION_MAX = 1024;

/** Whether Meta carries a caption on this kind of media. */
export const takesCaption = (media: RelayedMediaKind): boolean => media === 'image' || media === 'video' || media === 'document';
/** A location message's name and address, as the owner's phone shows them without cutting. */
const LOCATION_LABEL_MAX = 100;
/** Longest contact names, file names and tapped titles quoted in a line. */
const QUOTED_MAX = 200;

// ── The owner's copy ──

export interface RelayTextPart {
  type: 'text';
  text: { body: string; preview_url: boolean };
}

/** One message to the owner. `media` parts are fetched and uploaded by the sender, which sends `fallback` (text) when it cannot. */
export type RelayPart =
  | RelayTextPart
  | { type: 'media'; media: RelayedMediaKind; mediaId: string; caption: string | null; fileName: string | null; fallback: RelayTextPart[] }
  | { type: 'location'; location: { latitude: number; longitude: number; name: string; address: string } };

export interface RelayInput {
  shopper: RelayedShopper;
  message: ShopperMessage;
  /** The owner's language. */
  locale: Locale;
  recognised?: RecognisedMessage | null;
}

/** A number as the owner reads it: `+` and its international digits. */
export function shownNumber(waId: string): string {
  return `+${waId}`;
}

function who(shopper: RelayedShopper, locale: Locale): { name: string; number: string } {
  return { name: chatValue(shopper.name ?? shownNumber(shopper.waId), locale), number: chatValue(shownNumber(shopper.waId), locale) };
}

/** The header and what follows it on its line (`*Rania* (+961…): sent a photo`). */
function headerLine(input: RelayInput, what: string | null): string {
  const words = relayWords(input.locale);
  const from = words.from(who(input.shopper, input.locale));
  return finishChatText(what ? `${from} ${what}` : from, input.locale);
}

function textPart(body: string): RelayTextPart {
  return { type: 'text', text: { body, preview_url: /https?:\/\//.test(body) } };
}

/**
 * `text` cut into pieces of at most `max` characters (code points), each cut at the last line
 * break, else the last space, in the second half of the piece; never inside a character.
 */
export function splitText(text: string, max: number): string[] {
  const characters = Array.from(text);
  const pieces: string[] = [];
  let start = 0;
  while (characters.length - start > max) {
    let end = start + max;
    const window = characters.slice(start, end);
    const breakAt = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
    if (breakAt >= max / 2) end = start + breakAt + 1;
    pieces.push(characters.slice(start, end).join(''));
    start = end;
  }
  pieces.push(characters.slice(start).join(''));
  return pieces;
}

/** The text whole: one message, or numbered pieces within Meta's limit. */
function textParts(whole: string, locale: Locale): RelayTextPart[] {
  if (characterCount(whole) <= TEXT_BODY_MAX) return [textPart(whole)];
  // Room for '(12/12) ' before each piece: a relay of 5,000 characters is two, of 1 MiB some 260.
  const marker = (part: number, parts: number) => `${relayWords(locale).part({ part, parts })}\n`;
  const pieces = splitText(whole, TEXT_BODY_MAX - characterCount(marker(999, 999)));
  return pieces.map((piece, index) => textPart(`${marker(index + 1, pieces.length)}${piece}`));
}

/** The line naming what was sent, with its caption and file name on the lines below. */
function namingLine(input: RelayInput, what: string, caption: string | null, fileName: string | null): string {
  const words = relayWords(input.locale);
  return [
    headerLine(input, what),
    fileName && finishChatText(words.fileName({ name: chatValue(truncateText(fileName, QUOTED_MAX), input.locale) }), input.locale),
    caption && `${finishChatText(words.caption({ caption: '' }), input.locale)}${caption}`,
  ]
    .filter(Boolean)
    .join('\n');
}

function recognisedWhat(recognised: RecognisedMessage, locale: Locale): string {
  const words = relayWords(locale);
  if (recognised.kind === 'productQuestion') return words.productQuestion;
  if (recognised.kind === 'cartQuestion') return words.cartQuestion;
  return words.orderMessage(orderFacts(recognised, locale));
}

function mediaName(media: RelayedMediaKind, voice: boolean, locale: Locale): string {
  const names = relayWords(locale).media;
  return voice && media === 'audio' ? names.voice : names[media];
}

/** The owner's copy of one shopper message: the messages to send, in order (see the header). */
export function relayParts(input: RelayInput): RelayPart[] {
  const { message, locale } = input;
  const words = relayWords(locale);
  switch (message.kind) {
    case 'text':
      return textParts(`${headerLine(input, input.recognised ? recognisedWhat(input.recognised, locale) : null)}\n${message.body}`, locale);
    case 'media': {
      const what = mediaName(message.media, message.voice, locale);
      const unfetchable = textParts(namingLine(input, words.notFetched({ what }), message.caption, message.fileName), locale);
      if (!message.mediaId) return unfetchable;
      const header = headerLine(input, words.sent({ what }));
      const captioned = message.caption ? `${header}\n${message.caption}` : header;
      const fitsCaption = takesCaption(message.media) && characterCount(captioned) <= CAPTION_MAX;
      // Audio and stickers carry no caption, and a caption past 1,024 characters does not fit: the header (and the caption) go as text first.
      const before = fitsCaption ? [] : textParts(message.caption ? `${header}\n${message.caption}` : header, locale);
      const media: RelayPart = {
        type: 'media',
        media: message.media,
        mediaId: message.mediaId,
        caption: fitsCaption ? captioned : null,
        fileName: message.media === 'document' ? message.fileName : null,
        // The header (and caption) went before: the media's stand-in only names it.
        fallback: fitsCaption ? unfetchable : [textPart(headerLine(input, words.notFetched({ what })))],
      };
      return [...before, media];
    }
    case 'location':
      return [
        {
          type: 'location',
          location: {
            latitude: message.latitude,
            longitude: message.longitude,
            name: truncateText(`${shopperLabel(input.shopper)}${message.name ? ` · ${message.name}` : ''}`, LOCATION_LABEL_MAX),
            address: truncateText(message.address ?? words.location, LOCATION_LABEL_MAX),
          },
        },
      ];
    case 'reaction':
      return [textPart(headerLine(input, message.emoji ? words.reaction({ emoji: message.emoji }) : words.reactionRemoved))];
    case 'contacts':
      return [textPart(headerLine(input, words.contacts({ cards: chatValue(truncateText(message.cards.join(', ') || '-', QUOTED_MAX), locale) })))];
    case 'tap':
      return [textPart(headerLine(input, words.tapped({ title: chatValue(truncateText(message.title, QUOTED_MAX), locale) })))];
    case 'unsupported':
      return [textPart(headerLine(input, words.unsupported({ type: chatValue(truncateText(message.type, QUOTED_MAX), locale) })))];
  }
}

/** `Rania (+96171123456)`: who sent a location, on its one line. */
function shopperLabel(shopper: RelayedShopper): string {
  return shopper.name ? `${shopper.name} (${shownNumber(shopper.waId)})` : shownNumber(shopper.waId);
}

// ── The site's own messages ──

/** What a text says it is: the chat checkout's message (its order's id and key), a product inquiry, or a cart. */
export type SiteMessage = { kind: 'order'; orderId: string; accessKey: string } | { kind: 'productQuestion' } | { kind: 'cartQuestion' } | null;

// The private page's link as orderPagePath writes it (`/order/<id>?key=<key>`, `/ar/order/…`).
const ORDER_LINK = /\/order\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\?key=([A-Za-z0-9_%.~-]{8,200})/i;
// The product page (productPath: `/item/<id>`), and the cart link (`/cart?items=`).
const PRODUCT_LINK = /https?:\/\/\S+\/item\/[^\s/?#]+/;
const CART_LINK = new RegExp(`https?://\\S+${CART_LINK_PATH}\\?${CART_LINK_PARAM}=`);

/** The site message a shopper's text is, by its link; null for anything else. */
export function siteMessageOf(text: string): SiteMessage {
  const order = ORDER_LINK.exec(text);
  if (order) {
    let accessKey: string;
    try {
      accessKey = decodeURIComponent(order[2]!);
    } catch {
      return null;
    }
    return { kind: 'order', orderId: order[1]!.toLowerCase(), accessKey };
  }
  if (CART_LINK.test(text)) return { kind: 'cartQuestion' };
  if (PRODUCT_LINK.test(text)) return { kind: 'productQuestion' };
  return null;
}

function orderFacts(order: Extract<RecognisedMessage, { kind: 'order' }>, locale: Locale) {
  const statuses = locale === 'ar' ? arOrder.status : enOrder.status;
  return { order: chatValue(`#${order.orderNumber}`, locale), status: statuses[order.status].label, total: chatValue(formatPrice(order.total), locale) };
}

/**
 * The shopper's answer to the chat checkout's message: the order's number, status and total, in
 * the order's language, and where its updates go: to this number, or to the one that asked first.
 */
export function orderAnswer(order: Extract<RecognisedMessage, { kind: 'order' }>): { type: 'text'; text: { body: string } } {
  const words = relayWords(order.locale);
  const answer = order.updatesHere ? words.orderAnswer : words.orderAnswerUpdatesElsewhere;
  return { type: 'text', text: { body: finishChatText(answer(orderFacts(order, order.locale)), order.locale) } };
}

// ── Beside the relay ──

/** The shopper's acknowledgement, in their language. */
export function acknowledgement(locale: Locale): { type: 'text'; text: { body: string } } {
  return { type: 'text', text: { body: finishChatText(relayWords(locale).acknowledgement, locale) } };
}

const HOUR_MS = 60 * 60 * 1000;

/** At most one acknowledgement a shopper an hour: the outbox key of this hour's (`ack:<number>:<hours since epoch>`). */
export function acknowledgementKey(waId: string, at: number): string {
  return `ack:${waId}:${Math.floor(at / HOUR_MS)}`;
}

/** The owner wrote without replying to a message the shop passed on. */
export function ownerHint(locale: Locale): { type: 'text'; text: { body: string } } {
  return { type: 'text', text: { body: finishChatText(relayWords(locale).ownerHint, locale) } };
}

/** The owner's reply could not reach the shopper: said once. */
export function notDeliveredNotice(shopper: RelayedShopper, locale: Locale): { type: 'text'; text: { body: string } } {
  return { type: 'text', text: { body: finishChatText(relayWords(locale).notDelivered(who(shopper, locale)), locale) } };
}

// ── Who the owner is ──

/** Whether `from` (a delivery's sender) is the owner's number (OWNER_WHATSAPP, as typed): digits with the country code, never a prefix or a suffix. */
export function isOwnerNumber(from: string, owner: string, country: PhoneCountry): boolean {
  const ownerDigits = whatsappDigits(owner, country);
  const fromDigits = whatsappDigits(from.startsWith('+') ? from : `+${from}`, country);
  return ownerDigits !== null && fromDigits !== null && ownerDigits === fromDigits;
}

/**
 * What `shop_reply` quotes of the owner's answer to a shopper: what relayPreview quotes, except
 * that an answer with no words of its own is named for the shopper ("(a photo)"), never with the
 * owner's "sent a photo".
 */
export function answerPreview(answer: ShopperMessage, locale: Locale): string {
  const words = relayWords(locale);
  if (answer.kind === 'media' && answer.caption === null) return words.answered({ what: mediaName(answer.media, answer.voice, locale) });
  if (answer.kind === 'location' && !answer.name && !answer.address) return words.answered({ what: words.aLocation });
  return relayPreview(answer, locale);
}

/** What a template quotes of a shopper message: its text or caption, else what it is ("sent a photo"). */
export function relayPreview(message: ShopperMessage, locale: Locale): string {
  const words = relayWords(locale);
  switch (message.kind) {
    case 'text':
      return message.body;
    case 'media':
      return message.caption ?? words.sent({ what: mediaName(message.media, message.voice, locale) });
    case 'location':
      return [message.name, message.address].filter(Boolean).join(', ') || words.location;
    case 'reaction':
      return message.emoji ? words.reaction({ emoji: message.emoji }) : words.reactionRemoved;
    case 'contacts':
      return words.contacts({ cards: message.cards.join(', ') || '-' });
    case 'tap':
      return words.tapped({ title: message.title });
    case 'unsupported':
      return words.unsupported({ type: message.type });
  }
}
