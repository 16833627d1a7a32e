/**
 * Chat messages and links: orders and product questions sent to the shop on WhatsApp (wa.me with
 * prefilled text) or Instagram (direct-message page; the text goes to the clipboard because
 * Instagram links cannot prefill it). Both channels get the same text; WhatsApp's version uses
 * *bold* for headings and the total, Instagram's has no asterisks since it would show them.
 */
import type { StoreConfig } from '../config/store';
import { lineDisplayName, productUrl } from './catalog';
import { lbpBeside, type DeliveryRate } from './delivery';
import { chatText } from './messages';
import { formatPrice } from './money';
import { paymentLines } from './payment';
import { formatDeliveryFee, lineTotal, originalPrice, orderTotals, subtotal, unitPrice } from './pricing';
import { stripMarkdown, truncateText } from './text';
import type { CartLine, Customer, DiscountRule, Product, Variant } from './types';

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

/** 'Name (Variant) - Qty N - $line total' — no parentheses without a variant. */
export function orderLineText(line: CartLine): string {
  return `${lineDisplayName(line.product, line.variant)} - ${chatText.quantity} ${line.quantity} - ${formatPrice(lineTotal(line))}`;
}

/** A short order number shown to people: the last 8 characters of the order id. */
export function orderNumberFromId(orderId: string): string {
  return orderId.slice(-8);
}

export interface OrderMessageInput {
  lines: readonly CartLine[];
  /** Whatever the shopper has typed so far; blank fields are left out. */
  customer?: Partial<Customer> | null;
  /** The applied discount code and its rule (the amount is recomputed from the lines). */
  discount?: (DiscountRule & { code: string }) | null;
  /** Defaults to customer.notes. */
  notes?: string | null;
  /** Shown as 'Order #…' when the order was already placed; transfers then quote it. */
  orderNumber?: string | null;
  /** The rate of the zone the order goes to; null while the shop's terms are not known (no delivery line). */
  deliveryRate: DeliveryRate | null;
  /** Lebanese pounds per dollar for "≈ LBP" beside the total; null: dollars only. */
  lbpPerUsd: number | null;
}

/**
 * One order line and, under it, its product page (on the ordered variant), so the shop sees
 * exactly what was ordered. A link per line rather than one link to a page listing the order:
 * the shop has no order page a chat could link to without its admin session, and each product
 * link opens the very variant the shopper chose.
 */
function orderLineWithLink(line: CartLine, siteUrl: string): string {
  return `${orderLineText(line)}\n${productUrl(line.product, line.variant, siteUrl)}`;
}

/**
 * The order as a chat message: states the delivery fee (once the shop's terms are known), the
 * total (with pounds beside it when the shop shows them) and how it is paid. WhatsApp previews
 * the first link in a message, wherever it stands, so the first line's product is the preview.
 */
export function buildOrderMessage(input: OrderMessageInput, channel: ChatChannel, config: ChatConfig): string {
  const customer = input.customer ?? {};
  const totals = orderTotals(subtotal(input.lines), input.discount, input.deliveryRate);
  const pounds = lbpBeside(totals.total, input.lbpPerUsd);
  const orderNumber = present(input.orderNumber);
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
    `${bold(`${chatText.total}: ${formatPrice(totals.total)}`, channel)}${pounds ? ` ${pounds}` : ''}`,
  ].filter(Boolean);

  return paragraphs([
    config.copy.chatOrderPrefix,
    orderNumber && bold(`${chatText.orderNumber} #${orderNumber}`, channel),
    customerLines.length > 0 && [bold(chatText.customerHeading, channel), ...customerLines].join('\n'),
    [bold(chatText.itemsHeading, channel), ...input.lines.map((line) => orderLineWithLink(line, config.siteUrl))].join('\n'),
    summary.join('\n'),
    paymentLines(config.payment.transfers, orderNumber).join('\n'),
    notes && `${chatText.notes}: ${notes}`,
    config.copy.chatThanks,
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
