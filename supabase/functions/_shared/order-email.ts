/**
 * The owner's "new order" e-mail: subject, HTML and plain-text parts, rendered from an order row
 * and its lines as the database stores them.
 *
 * Pure and dependency-free, so it runs the same under Deno (the send-order-email function) and
 * Node (the unit tests in tests/unit/email/, and the project's tsc). Every value that comes from
 * the database is HTML-escaped before it reaches the markup: the customer block and notes are
 * typed by shoppers, and names and labels by the owner.
 *
 * The e-mail speaks the owner's language, English, whatever the shopper's (docs/decisions/0010-orders-keep-the-shoppers-language.md), and
 * says which language the shopper ordered in, so the owner answers in it. Each line is named as
 * the shopper saw it: an Arabic order's lines by the Arabic names stored with them
 * (order_items.item_name_ar, variant_label_ar) with the English beside them, isolated (a `<bdi>`
 * in the HTML, U+2068…U+2069 in the text) so an Arabic name never reorders the English around it.
 */

import { storeConfig } from '../../../src/config/store.ts';
import { whatsappDigits } from '../../../src/domain/phone.ts';
import { isolate } from '../../../src/i18n/bidi.ts';
import { DEFAULT_LOCALE } from '../../../src/domain/locale.ts';
import { escapeHtml, formatMoney, amountToCents, type Amount } from './format.ts';
import { lbpBeside } from '../../../src/domain/delivery.ts';

/** The columns of public.orders the e-mail shows. */
export interface EmailOrder {
  id: string;
  /** The number shoppers quote (orders.order_number, generated from the id). */
  order_number: string;
  created_at: string;
  channel?: string | null;
  customer_name: string;
  customer_phone: string;
  customer_city: string;
  customer_street: string;
  customer_building: string | null;
  customer_floor: string | null;
  customer_notes: string | null;
  subtotal: Amount;
  delivery_fee: Amount;
  discount_code: string | null;
  discount_amount: Amount;
  total_price: Amount;
  /** The listed delivery area (null: a place not on the list, priced by the default zone). */
  delivery_area?: string | null;
  /** The LBP rate the order was placed at (null: no pounds). */
  lbp_per_usd?: number | null;
  /** The shopper's language (orders.locale: en or ar); English when absent. */
  locale?: string | null;
}

/** The columns of public.order_items the e-mail shows. */
export interface EmailOrderItem {
  item_name: string;
  variant_label: string | null;
  /** The Arabic names as the catalogue had them when ordered; null where English stood in. */
  item_name_ar?: string | null;
  variant_label_ar?: string | null;
  quantity: number;
  unit_price: Amount;
  total_price: Amount;
  is_preorder: boolean;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The links the owner acts from: the order's private page and the one-tap status actions. */
export interface OrderEmailLinks {
  orderPage: string;
  actions: readonly { label: string; url: string }[];
}

export interface RenderOptions {
  /** Shown in the heading and footer. */
  shopName?: string;
  /** IANA zone the order time is shown in (the shop is in Beirut). */
  timeZone?: string;
  /** Without them (no ORDER_ACTION_SECRET or SITE_URL) the e-mail has no action buttons. */
  links?: OrderEmailLinks;
}

/** `New Order #<order number> - $<total>`: the owner tells orders apart by the number in the inbox. */
export function orderSubject(order: Pick<EmailOrder, 'order_number' | 'total_price'>): string {
  return `New Order #${order.order_number} - ${formatMoney(order.total_price)}`;
}

/** The shopper's language as the owner reads it, and what to answer in. */
const SHOPPER_LANGUAGES: Record<string, string> = {
  en: "Shopper's language: English",
  ar: "Shopper's language: Arabic — reply in Arabic",
};

function shopperLanguage(order: EmailOrder): string {
  return SHOPPER_LANGUAGES[order.locale ?? DEFAULT_LOCALE] ?? SHOPPER_LANGUAGES.en!;
}

/**
 * A name as the shopper saw it and, when that was the Arabic one, the English beside it. An
 * English order's lines (and Arabic orders' lines without Arabic) show the English name alone.
 */
interface ShownName {
  shown: string;
  /** The English name beside it, when the shown one is the Arabic name. */
  english: string | null;
}

function shownName(english: string, arabic: string | null | undefined, order: EmailOrder): ShownName {
  return order.locale === 'ar' && arabic ? { shown: arabic, english } : { shown: english, english: null };
}

function lineNames(item: EmailOrderItem, order: EmailOrder): { name: ShownName; variant: ShownName | null } {
  return {
    name: shownName(item.item_name, item.item_name_ar, order),
    variant: item.variant_label ? shownName(item.variant_label, item.variant_label_ar, order) : null,
  };
}

/** 'Name' or, shown in Arabic, '⁨الاسم⁩ / Name' (the Arabic isolated, as plain text cannot mark it). */
function nameText(name: ShownName): string {
  return name.english === null ? name.shown : `${isolate(name.shown)} / ${name.english}`;
}

/** The same in HTML: the Arabic in a `<bdi lang="ar">`, the English beside it in grey. */
function nameHtml(name: ShownName): string {
  return name.english === null
    ? escapeHtml(name.shown)
    : `<bdi lang="ar" dir="rtl">${escapeHtml(name.shown)}</bdi> <span style="color:#6b7280;">/ ${escapeHtml(name.english)}</span>`;
}

/** The variant label in brackets after the item name, as the chat messages write it. */
function lineName(item: EmailOrderItem, order: EmailOrder): string {
  const { name, variant } = lineNames(item, order);
  return variant ? `${nameText(name)} (${nameText(variant)})` : nameText(name);
}

function formatOrderTime(createdAt: string, timeZone: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  try {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    return date.toISOString();
  }
}

function addressLines(order: EmailOrder): string[] {
  const lines = [order.customer_street, order.customer_city];
  const extra = [
    order.customer_building ? `Building: ${order.customer_building}` : null,
    order.customer_floor ? `Floor: ${order.customer_floor}` : null,
  ].filter((line): line is string => line !== null);
  return [...lines, ...extra];
}

/** Escaped text with its line breaks kept. */
function multiline(text: string): string {
  return escapeHtml(text).replace(/\r\n?|\n/g, '<br>');
}

const CELL = 'padding:8px 6px;border-bottom:1px solid #e5e7eb;vertical-align:top;';
const NUMBER_CELL = `${CELL}text-align:right;white-space:nowrap;`;

/** Subject, HTML and plain text of the owner's e-mail for one order. */
export function renderOrderEmail(
  order: EmailOrder,
  items: readonly EmailOrderItem[],
  options: RenderOptions = {},
): RenderedEmail {
  const shopName = options.shopName ?? 'MOMobel';
  const when = formatOrderTime(order.created_at, options.timeZone ?? 'Asia/Beirut');
  const subject = orderSubject(order);
  const number = order.order_number;
  const deliveryCents = amountToCents(order.delivery_fee);
  const discountCents = amountToCents(order.discount_amount);
  const delivery = deliveryCents === 0 ? 'FREE' : formatMoney(order.delivery_fee);
  const deliveryLabel = order.delivery_area ? `Delivery to ${order.delivery_area}` : 'Delivery';
  const pounds = lbpBeside(amountToCents(order.total_price), order.lbp_per_usd ?? null, 'en');
  const payment = `Payment: Cash on delivery (a transfer paid ahead quotes #${number})`;
  const preorderNames = items.filter((item) => item.is_preorder).map((item) => lineName(item, order));
  const preorders = preorderNames.length;
  const preorderNotice =
    preorders === 0
      ? null
      : `${preorders === items.length ? 'Every line of this order is a preorder' : `${preorders} of ${items.length} lines are preorders`}: ${preorderNames.join(', ')}. Nothing was taken from stock for them.`;
  const wa = whatsappDigits(order.customer_phone, storeConfig.phoneCountry);

  const language = shopperLanguage(order);

  const rows = items
    .map((item) => ({ item, ...lineNames(item, order) }))
    .map(
      ({ item, name, variant }) => `<tr>
<td style="${CELL}">${nameHtml(name)}${variant ? `<br><span style="color:#6b7280;font-size:13px;">${nameHtml(variant)}</span>` : ''}${item.is_preorder ? '<br><span style="color:#b45309;font-size:13px;font-weight:bold;">Preorder</span>' : ''}</td>
<td style="${NUMBER_CELL}">${escapeHtml(item.quantity)}</td>
<td style="${NUMBER_CELL}">${escapeHtml(formatMoney(item.unit_price))}</td>
<td style="${NUMBER_CELL}">${escapeHtml(formatMoney(item.total_price))}</td>
</tr>`,
    )
    .join('\n');

  const totals: [string, string, string?][] = [
    ['Subtotal', formatMoney(order.subtotal)],
    [deliveryLabel, delivery],
  ];
  if (discountCents !== 0) {
    totals.push([order.discount_code ? `Discount (${order.discount_code})` : 'Discount', `-${formatMoney(order.discount_amount)}`]);
  }
  totals.push(['Total', formatMoney(order.total_price), 'font-weight:bold;font-size:16px;']);
  if (pounds) totals.push(['', pounds, 'color:#6b7280;font-size:13px;']);
  const totalRows = totals
    .map(
      ([label, value, style = '']) =>
        `<tr><td colspan="3" style="padding:4px 6px;text-align:right;${style}">${escapeHtml(label)}</td><td style="padding:4px 6px;text-align:right;white-space:nowrap;${style}">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');

  const customer = [
    `<strong>${escapeHtml(order.customer_name)}</strong>`,
    `<a href="tel:${escapeHtml(order.customer_phone.replace(/[^\d+]/g, ''))}" style="color:#0f766e;">${escapeHtml(order.customer_phone)}</a>${wa ? ` · <a href="https://wa.me/${wa}" style="color:#0f766e;">WhatsApp</a>` : ''}`,
    ...addressLines(order).map(escapeHtml),
  ].join('<br>\n');

  const links = options.links;
  const actionBlock = links
    ? `<p style="margin:0 0 8px;font-size:14px;"><a href="${escapeHtml(links.orderPage)}" style="color:#0f766e;">Open the order page</a> (what the customer sees)</p>
<p style="margin:0 0 20px;font-size:14px;line-height:2.6;">${links.actions
        .map(
          (action) =>
            `<a href="${escapeHtml(action.url)}" style="display:inline-block;margin:0 6px 0 0;padding:8px 14px;border-radius:6px;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold;line-height:1.4;">${escapeHtml(action.label)}</a>`,
        )
        .join(' ')}</p>`
    : '';

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;">
<div style="background:#ffffff;border-radius:8px;padding:24px;">
<h1 style="margin:0 0 4px;font-size:20px;color:#0f766e;">New order #${escapeHtml(number)}</h1>
<p style="margin:0 0 8px;color:#6b7280;font-size:13px;">${escapeHtml(when)} · ${escapeHtml(order.channel ?? 'web')} · ${escapeHtml(order.id)}</p>
<p style="margin:0 0 20px;font-size:14px;font-weight:bold;">${escapeHtml(language)}</p>
${actionBlock}
${preorderNotice ? `<p style="margin:0 0 16px;padding:8px 12px;background:#fef3c7;border-radius:6px;font-size:14px;">${escapeHtml(preorderNotice)}</p>` : ''}
<h2 style="margin:0 0 8px;font-size:15px;">Customer</h2>
<p style="margin:0 0 20px;line-height:1.5;font-size:14px;">${customer}</p>
<h2 style="margin:0 0 8px;font-size:15px;">Items</h2>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;">
<thead><tr>
<th style="${CELL}text-align:left;">Item</th>
<th style="${CELL}text-align:right;">Qty</th>
<th style="${CELL}text-align:right;">Price</th>
<th style="${CELL}text-align:right;">Total</th>
</tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
${totalRows}
</tfoot>
</table>
<p style="margin:16px 0 0;font-size:14px;">${escapeHtml(payment)}</p>
${order.customer_notes ? `<h2 style="margin:20px 0 8px;font-size:15px;">Notes</h2>\n<p style="margin:0;padding:12px;background:#f5f5f4;border-radius:6px;font-size:14px;line-height:1.5;">${multiline(order.customer_notes)}</p>` : ''}
</div>
<p style="margin:16px 0 0;text-align:center;color:#9ca3af;font-size:12px;">Sent by the ${escapeHtml(shopName)} web shop.</p>
</div>
</body>
</html>
`;

  const textLines = [
    `New order #${number}`,
    `${when} · ${order.channel ?? 'web'} · ${order.id}`,
    language,
    ...(links ? ['', `Order page: ${links.orderPage}`, ...links.actions.map((action) => `${action.label}: ${action.url}`)] : []),
    ...(preorderNotice ? ['', preorderNotice] : []),
    '',
    'Customer',
    order.customer_name,
    order.customer_phone,
    ...addressLines(order),
    '',
    'Items',
    ...items.map(
      (item) =>
        `- ${lineName(item, order)}${item.is_preorder ? ' [PREORDER]' : ''} - Qty ${item.quantity} × ${formatMoney(item.unit_price)} = ${formatMoney(item.total_price)}`,
    ),
    '',
    `Subtotal: ${formatMoney(order.subtotal)}`,
    `${deliveryLabel}: ${delivery}`,
    ...(discountCents !== 0
      ? [`${order.discount_code ? `Discount (${order.discount_code})` : 'Discount'}: -${formatMoney(order.discount_amount)}`]
      : []),
    `Total: ${formatMoney(order.total_price)}${pounds ? ` ${pounds}` : ''}`,
    payment,
    ...(order.customer_notes ? ['', 'Notes', order.customer_notes] : []),
    '',
    `Sent by the ${shopName} web shop.`,
  ];

  return { subject, html, text: `${textLines.join('\n')}\n` };
}
