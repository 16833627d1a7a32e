/**
 * The chat messages about an order (src/domain/chat.ts explains how a message speaks each
 * language): the cart sent as an order (the quick chat), an order already placed, a question
 * about a placed order. Only lazily loaded screens send them (the cart drawer, the checkout, the
 * order page), so they are a module of their own, out of the start-up code.
 */
import { cartLinkUrl } from './cartLink.ts';
import { sectionFor, type Messages } from '../i18n/index.ts';
import { bold, copyOf, finishChatText, lineNames, orderPageUrl, paragraphs, voiceOf, type ChatChannel, type ChatConfig, type ChatCopyConfig, type Voice } from './chat.ts';
import { lbpBeside, type DeliveryRate } from './delivery.ts';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';
import { formatPrice } from './money.ts';
import { paymentLines } from './payment.ts';
import { formatDeliveryFee, lineTotal, orderTotals, subtotal } from './pricing.ts';
import { truncateText } from './text.ts';
import type { CartLine, Cents, Customer, DiscountRule, OrderViewLine } from './types.ts';

/**
 * How a message about an order speaks one language: the chat voice with the order's words, which
 * are the checkout's (loaded with every screen that sends such a message).
 */
type OrderVoice = Omit<Voice, 'words'> & { words: Messages['checkout']['orderMessage'] };

function orderVoiceOf(locale: Locale): OrderVoice {
  return { ...voiceOf(locale), words: sectionFor(locale, 'checkout').orderMessage };
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A typed value as the voice writes it, or null when blank. */
function presentValue(value: string | null | undefined, voice: OrderVoice): string | null {
  const text = present(value);
  return text === null ? null : voice.value(text);
}

function addressOf(customer: Partial<Customer>, voice: OrderVoice): string | null {
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
export function formatAddress(customer: Partial<Customer>, locale: Locale): string | null {
  return addressOf(customer, orderVoiceOf(locale));
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
  voice: OrderVoice,
  nameLimit: number | null = null,
): string {
  const { value, words } = voice;
  const shown = value(nameLimit === null ? name : truncateText(name, nameLimit));
  const named = variantLabel ? `${shown} (${value(variantLabel)})` : shown;
  return `${named} - ${words.quantity} ${value(String(quantity))} - ${value(formatPrice(total))}`;
}

function cartLineText(line: CartLine, voice: OrderVoice, nameLimit: number | null = null): string {
  const { name, variantLabel } = lineNames(line.product, line.variant, voice.locale);
  return chatLineText(name, variantLabel, line.quantity, lineTotal(line), voice, nameLimit);
}

/** 'Name (Variant) - Qty N - $line total' — no parentheses without a variant. */
export function orderLineText(line: CartLine, locale: Locale): string {
  return cartLineText(line, orderVoiceOf(locale));
}

/**
 * The message `compose` writes with whole names when it fits under CHAT_MESSAGE_LIMIT; otherwise
 * with the product names cut shorter and shorter until it does (the link at its end still names
 * every product exactly).
 */
function withinLimit(voice: OrderVoice, compose: (nameLimit: number | null) => string): string {
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

/**
 * '*Total: $x*' with the pounds beside it when the shop shows pounds, in the message's language as
 * its pages show them ('≈ LBP …', '≈ … ل.ل.'; the Arabic words already isolate the amount).
 */
function totalLine(total: Cents, lbpPerUsd: number | null, channel: ChatChannel, voice: OrderVoice): string {
  const pounds = lbpBeside(total, lbpPerUsd, voice.locale);
  return `${bold(`${voice.words.total}: ${voice.value(formatPrice(total))}`, channel)}${pounds ? ` ${pounds}` : ''}`;
}

/** The delivery fee: FREE, '—' while unknown, else the amount. */
function deliveryFeeText(fee: Cents | null, voice: OrderVoice): string {
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
  const voice = orderVoiceOf(input.locale ?? DEFAULT_LOCALE);
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
  const voice = orderVoiceOf(order.locale ?? DEFAULT_LOCALE);
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

/**
 * A question about a placed order (its page's "Message us about this order"): the order number
 * and the private page, so the shop knows at once which order the chat is about.
 */
export function buildOrderQuestionMessage(
  order: Pick<PlacedOrderMessageInput, 'orderNumber' | 'orderPath' | 'locale'>,
  channel: ChatChannel,
  config: ChatCopyConfig,
): string {
  const voice = orderVoiceOf(order.locale ?? DEFAULT_LOCALE);
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

