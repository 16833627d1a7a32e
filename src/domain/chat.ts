/**
 * Chat messages and links: orders and product questions sent to the shop on WhatsApp (wa.me with
 * prefilled text) or Instagram (direct-message page; the text goes to the clipboard because
 * Instagram links cannot prefill it). Both channels get the same text; WhatsApp's version uses
 * *bold* for headings and the total, Instagram's has no asterisks since it would show them.
 *
 * A message is in the language of the page it is sent from (DESIGN.md §13): its words from the
 * interface catalogue (`chatMessage`), the owner's lines from the store copy in that language
 * (src/config/store.ar.ts), product names as that page shows them, links to that language's pages. In Arabic
 * the text starts with U+200F, as does every line not starting with an Arabic letter (each line
 * is its own bidi paragraph), and every value with Latin letters or digits in it (a name without
 * Arabic, an amount, a phone or order number, a link, a variant like '1 L') is isolated
 * (U+2068…U+2069), so it keeps its order and never reorders the Arabic around it.
 */
import type { StoreConfig } from '../config/store.ts';
import { cartLinkUrl } from './cartLink.ts';
import { isolateLatin, RLM } from '../i18n/bidi.ts';
import { messagesFor, storeCopyFor, type StartupMessages } from '../i18n/index.ts';
import { productUrl, variantLabelOf } from './catalog.ts';
import { lbpBeside, type DeliveryRate } from './delivery.ts';
import { localePath, localized, type Locale } from './locale.ts';
import { formatPrice } from './money.ts';
import { paymentLines } from './payment.ts';
import { formatDeliveryFee, lineTotal, originalPrice, orderTotals, subtotal, unitPrice } from './pricing.ts';
import { stripMarkdown, truncateText } from './text.ts';
import type { CartLine, Cents, Customer, DiscountRule, OrderViewLine, Product, Variant } from './types.ts';

export type ChatChannel = 'whatsapp' | 'instagram';

/** What of the store configuration an order message uses. */
export type ChatConfig = Pick<StoreConfig, 'copy' | 'siteUrl' | 'payment'>;

/** What of the store configuration the product inquiry and the order question use. */
export type ChatCopyConfig = Pick<StoreConfig, 'copy' | 'siteUrl'>;

/** How a message speaks one language: its words and how a value goes in. */
interface Voice {
  locale: Locale;
  words: StartupMessages['chatMessage'];
  /** A value (name, amount, number, link, typed text) as it goes into the text. */
  value: (text: string) => string;
}

function voiceOf(locale: Locale): Voice {
  const words = messagesFor(locale).chatMessage;
  return { locale, words, value: (text) => chatValue(text, locale) };
}

/** A value (name, amount, number, link, typed text) as a chat message in `locale` puts it in: isolated in Arabic. */
export function chatValue(text: string, locale: Locale): string {
  return locale === 'ar' ? isolateLatin(text) : text;
}

/** The owner's lines (greeting, thanks) in the message's language; they go in as values, so the shop's name in 'مرحبا MOMobel!' is isolated. */
function copyOf(voice: Voice, config: Pick<StoreConfig, 'copy'>): StoreConfig['copy'] {
  return voice.locale === 'ar' ? storeCopyFor('ar').copy : config.copy;
}

const STARTS_WITH_ARABIC_LETTER = /^\p{Script=Arabic}/u;

/**
 * The finished text of a chat message in `locale`. In Arabic it starts with U+200F, and so does
 * every other line that does not start with an Arabic letter ('*المجموع…*', a name in English, a
 * link): each line is its own bidi paragraph, whose direction its first strong letter sets, so a
 * mark at the top sets only the first. Lines that start in Arabic need none, which keeps a long
 * cart under the limit.
 */
export function finishChatText(text: string, locale: Locale): string {
  if (locale !== 'ar') return text;
  return text
    .split('\n')
    .map((line, index) => (line === '' || (index > 0 && STARTS_WITH_ARABIC_LETTER.test(line)) ? line : `${RLM}${line}`))
    .join('\n');
}

/** Longest product description quoted in an inquiry, in characters. */
const INQUIRY_DESCRIPTION_MAX = 300;

function bold(text: string, channel: ChatChannel): string {
  return channel === 'whatsapp' ? `*${text}*` : text;
}

/** Joins blocks with a blank line, skipping empty ones. */
function paragraphs(blocks: readonly (string | null | undefined | false)[]): string {
  return blocks.filter((block): block is string => typeof block === 'string' && block !== '').join('\n\n');
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A typed value as the voice writes it, or null when blank. */
function presentValue(value: string | null | undefined, voice: Voice): string | null {
  const text = present(value);
  return text === null ? null : voice.value(text);
}

function addressOf(customer: Partial<Customer>, voice: Voice): string | null {
  const { words } = voice;
  const building = presentValue(customer.building, voice);
  const floor = presentValue(customer.floor, voice);
  const parts = [
    presentValue(customer.street, voice),
    building && `${words.building} ${building}`,
    floor && `${words.floor} ${floor}`,
    presentValue(customer.city, voice),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(words.separator) : null;
}

/** 'street, Building X, Floor Y, city' with the parts that are known. */
export function formatAddress(customer: Partial<Customer>, locale: Locale = 'en'): string | null {
  return addressOf(customer, voiceOf(locale));
}

/**
 * WhatsApp cuts long prefilled texts (reported between 2,000 and 3,700 characters): every chat
 * message stays under this many, also for a cart of ten lines.
 */
export const CHAT_MESSAGE_LIMIT = 1000;

/** Product names are never cut below this many characters, whatever the message's length. */
const SHORTEST_NAME = 10;

/**
 * 'Name (Variant) - Qty N - $line total' (no parentheses without a variant), the product's name
 * cut to `nameLimit` characters when given; the variant is never cut, it is what the shop must
 * not mistake.
 */
function chatLineText(
  name: string,
  variantLabel: string | null,
  quantity: number,
  total: Cents,
  voice: Voice,
  nameLimit: number | null = null,
): string {
  const { value, words } = voice;
  const shown = value(nameLimit === null ? name : truncateText(name, nameLimit));
  const named = variantLabel ? `${shown} (${value(variantLabel)})` : shown;
  return `${named} - ${words.quantity} ${value(String(quantity))} - ${value(formatPrice(total))}`;
}

/** A product's name and its variant's label as the page in `locale` shows them (English stands in for missing Arabic). */
function lineNames(product: Product, variant: Variant | null | undefined, locale: Locale): { name: string; variantLabel: string | null } {
  return {
    name: localized(product.name, product.nameAr, locale).text,
    variantLabel: variant ? variantLabelOf(product, variant, locale) : null,
  };
}

function cartLineText(line: CartLine, voice: Voice, nameLimit: number | null = null): string {
  const { name, variantLabel } = lineNames(line.product, line.variant, voice.locale);
  return chatLineText(name, variantLabel, line.quantity, lineTotal(line), voice, nameLimit);
}

/** 'Name (Variant) - Qty N - $line total' — no parentheses without a variant. */
export function orderLineText(line: CartLine, locale: Locale = 'en'): string {
  return cartLineText(line, voiceOf(locale));
}

/**
 * The message `compose` writes with whole names when it fits under CHAT_MESSAGE_LIMIT; otherwise
 * with the product names cut shorter and shorter until it does (the link at its end still names
 * every product exactly).
 */
function withinLimit(voice: Voice, compose: (nameLimit: number | null) => string): string {
  let message = finishChatText(compose(null), voice.locale);
  for (let nameLimit = 40; message.length >= CHAT_MESSAGE_LIMIT && nameLimit >= SHORTEST_NAME; nameLimit -= 2) {
    message = finishChatText(compose(nameLimit), voice.locale);
  }
  return message;
}

export interface OrderMessageInput {
  lines: readonly CartLine[];
  /** Whatever the shopper has typed so far; blank fields are left out. */
  customer?: Partial<Customer> | null;
  /** The applied discount code and its rule (the amount is recomputed from the lines). */
  discount?: (DiscountRule & { code: string }) | null;
  /** Defaults to customer.notes. */
  notes?: string | null;
  /** The rate of the zone the order goes to; null while the shop's terms are not known (no delivery line). */
  deliveryRate: DeliveryRate | null;
  /** Lebanese pounds per dollar for "≈ LBP" beside the total; null: dollars only. */
  lbpPerUsd: number | null;
  /** The language of the page it is sent from; English by default. */
  locale?: Locale;
}

/** '*Total: $x*' with '≈ LBP …' beside it when the shop shows pounds. */
function totalLine(total: Cents, lbpPerUsd: number | null, channel: ChatChannel, voice: Voice): string {
  const pounds = lbpBeside(total, lbpPerUsd);
  return `${bold(`${voice.words.total}: ${voice.value(formatPrice(total))}`, channel)}${pounds ? ` ${voice.value(pounds)}` : ''}`;
}

/** The delivery fee: FREE, '—' while unknown, else the amount. */
function deliveryFeeText(fee: Cents | null, voice: Voice): string {
  if (voice.locale === 'en') return formatDeliveryFee(fee);
  return fee === 0 ? voice.words.free : voice.value(formatDeliveryFee(fee));
}

/**
 * The cart as a chat message (the quick chat: nothing is placed): customer details as far as
 * typed, one line per item, the delivery fee (once the shop's terms are known), the total (with
 * pounds beside it when the shop shows them), cash on delivery, and last one cart link
 * (src/domain/cartLink.ts) that opens exactly this cart, so the shop sees the very variants
 * asked for. One link rather than one per product keeps a long cart's message short, and
 * WhatsApp previews the first link of a message anyway.
 */
export function buildOrderMessage(input: OrderMessageInput, channel: ChatChannel, config: ChatConfig): string {
  const voice = voiceOf(input.locale ?? 'en');
  const { words, value } = voice;
  const copy = copyOf(voice, config);
  const customer = input.customer ?? {};
  const totals = orderTotals(subtotal(input.lines), input.discount, input.deliveryRate);
  const notes = presentValue(input.notes ?? customer.notes, voice);
  const name = presentValue(customer.name, voice);
  const phone = presentValue(customer.phone, voice);
  const address = addressOf(customer, voice);

  const customerLines = [
    name && `${words.name}: ${name}`,
    phone && `${words.phone}: ${phone}`,
    address && `${words.address}: ${address}`,
  ].filter(Boolean);

  const summary = [
    `${words.subtotal}: ${value(formatPrice(totals.subtotal))}`,
    totals.deliveryFee !== null && `${words.delivery}: ${deliveryFeeText(totals.deliveryFee, voice)}`,
    input.discount && totals.discount > 0 && `${words.discount} (${value(input.discount.code)}): ${value(`-${formatPrice(totals.discount)}`)}`,
    totalLine(totals.total, input.lbpPerUsd, channel, voice),
  ].filter(Boolean);

  return withinLimit(voice, (nameLimit) =>
    paragraphs([
      voice.value(copy.chatOrderPrefix),
      customerLines.length > 0 && [bold(words.customerHeading, channel), ...customerLines].join('\n'),
      [bold(words.itemsHeading, channel), ...input.lines.map((line) => cartLineText(line, voice, nameLimit))].join('\n'),
      summary.join('\n'),
      // Transfers quote an order number, and a quick chat has none yet: cash on delivery only.
      paymentLines([], null, voice.locale).join('\n'),
      notes && `${words.notes}: ${notes}`,
      voice.value(copy.chatThanks),
      `${words.cartLink}: ${value(cartLinkUrl(input.lines, config.siteUrl, voice.locale))}`,
    ]),
  );
}

/** A placed order as its chat message names it (the server's answer: its number, lines, total). */
export interface PlacedOrderMessageInput {
  orderNumber: string;
  /** The name the order was placed under, so the shop knows whose order the chat is about. */
  customerName?: string | null;
  lines: readonly Pick<OrderViewLine, 'itemName' | 'variantLabel' | 'quantity' | 'total'>[];
  total: Cents;
  /** Lebanese pounds per dollar the order was placed at, for "≈ LBP" beside the total; null: dollars only. */
  lbpPerUsd: number | null;
  /** The private order page's path in the order's language (`/order/<id>?key=…`, `/ar/order/…`), linked on the shop's public site. */
  orderPath: string;
  /** The language of the page it is sent from (the lines' names are in it); English by default. */
  locale?: Locale;
}

/**
 * The message sent with an order already placed (the chat checkout, and the shop's WhatsApp
 * after Complete Order when `sendWhatsApp` is on): the order number, each line, the total, how
 * to pay and the order's private page, where the shop and the shopper see everything else. The
 * name it was placed under, but no address or phone: the order holds them.
 */
export function buildPlacedOrderMessage(order: PlacedOrderMessageInput, channel: ChatChannel, config: ChatConfig): string {
  const voice = voiceOf(order.locale ?? 'en');
  const { words, value } = voice;
  const customerName = presentValue(order.customerName, voice);
  return withinLimit(voice, (nameLimit) =>
    paragraphs([
      voice.value(copyOf(voice, config).chatPlacedOrderPrefix),
      [
        bold(`${words.orderNumber} ${value(`#${order.orderNumber}`)}`, channel),
        customerName && `${words.name}: ${customerName}`,
        ...order.lines.map((line) => chatLineText(line.itemName, line.variantLabel, line.quantity, line.total, voice, nameLimit)),
      ]
        .filter(Boolean)
        .join('\n'),
      [
        totalLine(order.total, order.lbpPerUsd, channel, voice),
        ...paymentLines(config.payment.transfers, order.orderNumber, voice.locale),
      ].join('\n'),
      `${words.orderPage}: ${value(orderPageUrl(order.orderPath, config.siteUrl))}`,
    ]),
  );
}

/** The private order page's path in the order's language, as place_order answers it (`order_path`). */
export function orderPagePath(orderId: string, accessKey: string, locale: Locale = 'en'): string {
  return localePath(`/order/${encodeURIComponent(orderId)}?key=${encodeURIComponent(accessKey)}`, locale);
}

/** The private order page's address on the shop's public site. */
export function orderPageUrl(orderPath: string, siteUrl: string): string {
  return new URL(orderPath, siteUrl).href;
}

/**
 * A question about a placed order (its page's "Message us about this order"): the order number
 * and the private page, so the shop knows at once which order the chat is about.
 */
export function buildOrderQuestionMessage(
  order: Pick<PlacedOrderMessageInput, 'orderNumber' | 'orderPath' | 'locale'>,
  channel: ChatChannel,
  config: ChatCopyConfig,
): string {
  const voice = voiceOf(order.locale ?? 'en');
  const { words, value } = voice;
  return finishChatText(
    paragraphs([
      voice.value(copyOf(voice, config).chatOrderQuestionPrefix),
      [
        bold(`${words.orderNumber} ${value(`#${order.orderNumber}`)}`, channel),
        `${words.orderPage}: ${value(orderPageUrl(order.orderPath, config.siteUrl))}`,
      ].join('\n'),
    ]),
    voice.locale,
  );
}

export interface InquiryMessageInput {
  product: Product;
  variant?: Variant | null;
  /** The language of the page it is sent from; English by default. */
  locale?: Locale;
}

/**
 * A question about one product: name with variant, price, short description, and last the
 * product page on the shop's public site (with the chosen variant), which WhatsApp turns into a
 * preview with the product's picture and the shop can open to see what the shopper saw.
 */
export function buildInquiryMessage(input: InquiryMessageInput, channel: ChatChannel, config: ChatCopyConfig): string {
  const { product, variant } = input;
  const voice = voiceOf(input.locale ?? 'en');
  const { words, value, locale } = voice;
  const original = originalPrice(product, variant);
  const price = `${words.price}: ${value(formatPrice(unitPrice(product, variant)))}${
    original === null ? '' : ` (${words.was} ${value(formatPrice(original))})`
  }`;
  const { name, variantLabel } = lineNames(product, variant, locale);
  const shownName = variantLabel ? `${value(name)} (${value(variantLabel)})` : value(name);
  const shownDescription = localized(product.description, product.descriptionAr, locale).text;
  const description = truncateText(stripMarkdown(shownDescription), INQUIRY_DESCRIPTION_MAX);

  return finishChatText(
    paragraphs([
      voice.value(copyOf(voice, config).chatInquiryPrefix),
      [bold(shownName, channel), price].join('\n'),
      description && `${words.description}: ${value(description)}`,
      words.moreDetails,
      value(productUrl(product, variant, config.siteUrl, locale)),
    ]),
    voice.locale,
  );
}

// ── Links ─────────────────────────────────────────────────────────────────────────────────────

/** The number as wa.me wants it: digits only, without a leading 00 international prefix. */
export function whatsappDigits(phoneNumber: string): string {
  return phoneNumber.replace(/\D/g, '').replace(/^00/, '');
}

/** `https://wa.me/<digits>?text=<encoded text>`, opened in a new tab. */
export function whatsappLink(text: string, phoneNumber: string): string {
  return `https://wa.me/${whatsappDigits(phoneNumber)}?text=${encodeURIComponent(text)}`;
}

function instagramHandle(handle: string): string {
  return encodeURIComponent(handle.trim().replace(/^@/, ''));
}

/** Instagram's direct-message page for the shop. */
export function instagramDirectLink(handle: string): string {
  return `https://ig.me/m/${instagramHandle(handle)}`;
}

/** The shop's Instagram profile, the fallback when the direct-message page cannot open. */
export function instagramProfileLink(handle: string): string {
  return `https://www.instagram.com/${instagramHandle(handle)}/`;
}

export interface ChatTarget {
  /** Open this in a new tab. */
  url: string;
  /** Open this instead if `url` cannot be opened. */
  fallbackUrl: string | null;
  /** Copy this to the clipboard first (Instagram cannot prefill); a copy failure is only logged. */
  clipboardText: string | null;
}

/** Where to send a chat message and how, per channel. */
export function chatTarget(
  channel: ChatChannel,
  text: string,
  contact: Pick<StoreConfig['contact'], 'whatsappNumber' | 'instagramHandle'>,
): ChatTarget {
  return channel === 'whatsapp'
    ? { url: whatsappLink(text, contact.whatsappNumber), fallbackUrl: null, clipboardText: null }
    : {
        url: instagramDirectLink(contact.instagramHandle),
        fallbackUrl: instagramProfileLink(contact.instagramHandle),
        clipboardText: text,
      };
}
