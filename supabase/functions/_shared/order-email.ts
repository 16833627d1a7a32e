/**
 * The owner's "new order" e-mail: subject, HTML and plain-text parts, rendered from an order row
 * and its lines as the database stores them.
 *
 * Pure and dependency-free, so it runs the same under Deno (the send-order-email function) and
 * Node (the unit tests in tests/unit/email/, and the project's tsc). Every value that comes from
 * the database is HTML-escaped before it reaches the markup: the customer block and notes are
 * typed by shoppers, and names and labels by the owner.
 */

/** Money as PostgREST returns numeric(10,2) columns: a JSON number, or a decimal string. */
export type Amount = number | string;

/** The columns of public.orders the e-mail shows. */
export interface EmailOrder {
  id: string;
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
}

/** The columns of public.order_items the e-mail shows. */
export interface EmailOrderItem {
  item_name: string;
  variant_label: string | null;
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

export interface RenderOptions {
  /** Shown in the heading and footer. */
  shopName?: string;
  /** IANA zone the order time is shown in (the shop is in Beirut). */
  timeZone?: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text → HTML text or attribute value: & < > " ' become entities; null and undefined become ''. */
export function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * Dollars → integer cents, working on the decimal text so "12.345" and 0.29 round like the
 * database does (half away from zero). Anything that is not a finite decimal becomes 0 rather
 * than "NaN" in an e-mail.
 */
export function amountToCents(amount: Amount | null | undefined): number {
  if (amount === null || amount === undefined) return 0;
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(3) : '') : amount.trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return 0;
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let cents = Number(match[2] || '0') * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  return match[1] && cents !== 0 ? -cents : cents;
}

/** `$12.50`: dollars with 2 decimals and no thousands separator, as the shop shows prices. */
export function formatMoney(amount: Amount | null | undefined): string {
  const cents = amountToCents(amount);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}$${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The short order number the owner and shopper quote: the last 8 characters of the id. */
export function orderNumber(orderId: string): string {
  return orderId.slice(-8);
}

/** `New Order #<last 8 chars of id> - $<total>`: the owner tells orders apart by the id's tail in the inbox. */
export function orderSubject(order: Pick<EmailOrder, 'id' | 'total_price'>): string {
  return `New Order #${orderNumber(order.id)} - ${formatMoney(order.total_price)}`;
}

/** The variant label in brackets after the item name, as the chat messages write it. */
function lineName(item: EmailOrderItem): string {
  return item.variant_label ? `${item.item_name} (${item.variant_label})` : item.item_name;
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

/** Digits of a phone number for a wa.me link, or null when it cannot be one. */
function whatsappDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('00')) digits = digits.slice(2);
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
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
  const number = orderNumber(order.id);
  const deliveryCents = amountToCents(order.delivery_fee);
  const discountCents = amountToCents(order.discount_amount);
  const delivery = deliveryCents === 0 ? 'FREE' : formatMoney(order.delivery_fee);
  const preorderNames = items.filter((item) => item.is_preorder).map(lineName);
  const preorders = preorderNames.length;
  const preorderNotice =
    preorders === 0
      ? null
      : `${preorders === items.length ? 'Every line of this order is a preorder' : `${preorders} of ${items.length} lines are preorders`}: ${preorderNames.join(', ')}. Nothing was taken from stock for them.`;
  const wa = whatsappDigits(order.customer_phone);

  const rows = items
    .map(
      (item) => `<tr>
<td style="${CELL}">${escapeHtml(item.item_name)}${item.variant_label ? `<br><span style="color:#6b7280;font-size:13px;">${escapeHtml(item.variant_label)}</span>` : ''}${item.is_preorder ? '<br><span style="color:#b45309;font-size:13px;font-weight:bold;">Preorder</span>' : ''}</td>
<td style="${NUMBER_CELL}">${escapeHtml(item.quantity)}</td>
<td style="${NUMBER_CELL}">${escapeHtml(formatMoney(item.unit_price))}</td>
<td style="${NUMBER_CELL}">${escapeHtml(formatMoney(item.total_price))}</td>
</tr>`,
    )
    .join('\n');

  const totals: [string, string, string?][] = [
    ['Subtotal', formatMoney(order.subtotal)],
    ['Delivery', delivery],
  ];
  if (discountCents !== 0) {
    totals.push([order.discount_code ? `Discount (${order.discount_code})` : 'Discount', `-${formatMoney(order.discount_amount)}`]);
  }
  totals.push(['Total', formatMoney(order.total_price), 'font-weight:bold;font-size:16px;']);
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
<p style="margin:0 0 20px;color:#6b7280;font-size:13px;">${escapeHtml(when)} · ${escapeHtml(order.channel ?? 'web')} · ${escapeHtml(order.id)}</p>
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
        `- ${lineName(item)}${item.is_preorder ? ' [PREORDER]' : ''} - Qty ${item.quantity} × ${formatMoney(item.unit_price)} = ${formatMoney(item.total_price)}`,
    ),
    '',
    `Subtotal: ${formatMoney(order.subtotal)}`,
    `Delivery: ${delivery}`,
    ...(discountCents !== 0
      ? [`${order.discount_code ? `Discount (${order.discount_code})` : 'Discount'}: -${formatMoney(order.discount_amount)}`]
      : []),
    `Total: ${formatMoney(order.total_price)}`,
    ...(order.customer_notes ? ['', 'Notes', order.customer_notes] : []),
    '',
    `Sent by the ${shopName} web shop.`,
  ];

  return { subject, html, text: `${textLines.join('\n')}\n` };
}
