/**
 * Chat messages and links: orders and product questions sent to the shop on WhatsApp (wa.me with
 * prefilled text) or Instagram (direct-message page; the text goes to the clipboard because
 * Instagram links cannot prefill it). Both channels get the same text; WhatsApp's version uses
 * *bold* for headings and the total, Instagram's has no asterisks since it would show them.
 */
import type { StoreConfig } from '../config/store.ts';
import { cartLinkUrl } from './cartLink.ts';
import { lineDisplayName, productUrl, variantLabelOf } from './catalog.ts';
import { lbpBeside, type DeliveryRate } from './delivery.ts';
import { localePath, type Locale } from './locale.ts';
import { chatText } from './messages.ts';
import { formatPrice } from './money.ts';
import { paymentLines } from './payment.ts';
import { formatDeliveryFee, lineTotal, originalPrice, orderTotals, subtotal, unitPrice } from './pricing.ts';
import { stripMarkdown, truncateText } from './text.ts';
import type { CartLine, Cents, Customer, DiscountRule, OrderViewLine, Product, Variant } from './types.ts';

export type ChatChannel = 'whatsapp' | 'instagram';

/** What of the store configuration an order message uses. */
export type ChatConfig = Pick<StoreConfig, 'copy' | 'siteUrl' | 'payment'>;

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

/** 'street, Building X, Floor Y, city' with the parts that are known. */
export function formatAddress(customer: Partial<Customer>): string | null {
  const parts = [
    present(customer.street),
    present(customer.building) && `${chatText.building} ${present(customer.building)}`,
    present(customer.floor) && `${chatText.floor} ${present(customer.floor)}`,
    present(customer.city),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
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
function chatLineText(name: string, variantLabel: string | null, quantity: number, total: Cents, nameLimit: number | null = null): string {
  const shown = nameLimit === null ? name : truncateText(name, nameLimit);
  return `${variantLabel ? `${shown} (${variantLabel})` : shown} - ${chatText.quantity} ${quantity} - ${formatPrice(total)}`;
}

/** The label a cart line's variant shows, or null without one. */
function variantLabelOfLine(line: CartLine): string | null {
  return line.variant ? variantLabelOf(line.product, line.variant) : null;
}

/** 'Name (Variant) - Qty N - $line total' — no parentheses without a variant. */
export function orderLineText(line: CartLine): string {
  return chatLineText(line.product.name, variantLabelOfLine(line), line.quantity, lineTotal(line));
}

/**
 * The message `compose` writes with whole names when it fits under CHAT_MESSAGE_LIMIT; otherwise
 * with the product names cut shorter and shorter until it does (the link at its end still names
 * every product exactly).
 */
function withinLimit(compose: (nameLimit: number | null) => string): string {
  let message = compose(null);
  for (let nameLimit = 40; message.length >= CHAT_MESSAGE_LIMIT && nameLimit >= SHORTEST_NAME; nameLimit -= 2) {
    message = compose(nameLimit);
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
}

/** '*Total: $x*' with '≈ LBP …' beside it when the shop shows pounds. */
function totalLine(total: Cents, lbpPerUsd: number | null, channel: ChatChannel): string {
  const pounds = lbpBeside(total, lbpPerUsd);
  return `${bold(`${chatText.total}: ${formatPrice(total)}`, channel)}${pounds ? ` ${pounds}` : ''}`;
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
  const customer = input.customer ?? {};
  const totals = orderTotals(subtotal(input.lines), input.discount, input.deliveryRate);
  const notes = present(input.notes ?? customer.notes);

  const customerLines = [
    present(customer.name) && `${chatText.name}: ${present(customer.name)}`,
    present(customer.phone) && `${chatText.phone}: ${present(customer.phone)}`,
    formatAddress(customer) && `${chatText.address}: ${formatAddress(customer)}`,
  ].filter(Boolean);

  const summary = [
    `${chatText.subtotal}: ${formatPrice(totals.subtotal)}`,
    totals.deliveryFee !== null && `${chatText.delivery}: ${formatDeliveryFee(totals.deliveryFee)}`,
    input.discount && totals.discount > 0 && `${chatText.discount} (${input.discount.code}): -${formatPrice(totals.discount)}`,
    totalLine(totals.total, input.lbpPerUsd, channel),
  ].filter(Boolean);

  return withinLimit((nameLimit) =>
    paragraphs([
      config.copy.chatOrderPrefix,
      customerLines.length > 0 && [bold(chatText.customerHeading, channel), ...customerLines].join('\n'),
      [
        bold(chatText.itemsHeading, channel),
        ...input.lines.map((line) => chatLineText(line.product.name, variantLabelOfLine(line), line.quantity, lineTotal(line), nameLimit)),
      ].join('\n'),
      summary.join('\n'),
      // Transfers quote an order number, and a quick chat has none yet: cash on delivery only.
      paymentLines([], null).join('\n'),
      notes && `${chatText.notes}: ${notes}`,
      config.copy.chatThanks,
      `${chatText.cartLink}: ${cartLinkUrl(input.lines, config.siteUrl)}`,
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
}

/**
 * The message sent with an order already placed (the chat checkout, and the shop's WhatsApp
 * after Complete Order when `sendWhatsApp` is on): the order number, each line, the total, how
 * to pay and the order's private page, where the shop and the shopper see everything else. The
 * name it was placed under, but no address or phone: the order holds them.
 */
export function buildPlacedOrderMessage(order: PlacedOrderMessageInput, channel: ChatChannel, config: ChatConfig): string {
  return withinLimit((nameLimit) =>
    paragraphs([
      config.copy.chatPlacedOrderPrefix,
      [
        bold(`${chatText.orderNumber} #${order.orderNumber}`, channel),
        present(order.customerName) && `${chatText.name}: ${present(order.customerName)}`,
        ...order.lines.map((line) => chatLineText(line.itemName, line.variantLabel, line.quantity, line.total, nameLimit)),
      ]
        .filter(Boolean)
        .join('\n'),
      [totalLine(order.total, order.lbpPerUsd, channel), ...paymentLines(config.payment.transfers, order.orderNumber)].join('\n'),
      `${chatText.orderPage}: ${orderPageUrl(order.orderPath, config.siteUrl)}`,
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
  order: Pick<PlacedOrderMessageInput, 'orderNumber' | 'orderPath'>,
  channel: ChatChannel,
  config: Pick<StoreConfig, 'copy' | 'siteUrl'>,
): string {
  return paragraphs([
    config.copy.chatOrderQuestionPrefix,
    [bold(`${chatText.orderNumber} #${order.orderNumber}`, channel), `${chatText.orderPage}: ${orderPageUrl(order.orderPath, config.siteUrl)}`].join('\n'),
  ]);
}

export interface InquiryMessageInput {
  product: Product;
  variant?: Variant | null;
}

/**
 * A question about one product: name with variant, price, short description, and last the
 * product page on the shop's public site (with the chosen variant), which WhatsApp turns into a
 * preview with the product's picture and the shop can open to see what the shopper saw.
 */
export function buildInquiryMessage(input: InquiryMessageInput, channel: ChatChannel, config: Pick<StoreConfig, 'copy' | 'siteUrl'>): string {
  const { product, variant } = input;
  const original = originalPrice(product, variant);
  const price = `${chatText.price}: ${formatPrice(unitPrice(product, variant))}${
    original === null ? '' : ` (${chatText.was} ${formatPrice(original)})`
  }`;
  const description = truncateText(stripMarkdown(product.description), INQUIRY_DESCRIPTION_MAX);

  return paragraphs([
    config.copy.chatInquiryPrefix,
    [bold(lineDisplayName(product, variant), channel), price].join('\n'),
    description && `${chatText.description}: ${description}`,
    chatText.moreDetails,
    productUrl(product, variant, config.siteUrl),
  ]);
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
