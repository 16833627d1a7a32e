/**
 * The outbox kinds of the order's life in the chat (issue 57; docs/decisions/0045-one-outbox.md):
 *
 * - `shopper_order_confirm`: the cash-on-delivery confirmation, `order:<id>:shopper_confirm`,
 *   enqueued with the web order that asked for updates (20261201400700).
 * - `shopper_order_status`: one status change, `order:<id>:status:<status>`, enqueued with the
 *   change (the same migration).
 * - `owner_order_notice`: what the owner hears of the shopper's tap, `order:<id>:owner_shopper_<what>`,
 *   enqueued with its request by the webhook in the transaction that applied the tap.
 *
 * The shopper's two are built at the send, from the order as it is then: free-form (inside the
 * shopper's window) and the template the dispatcher sends instead once the window is closed, in
 * the order's language. The shopper's quick replies carry signed tokens (order-action-token.ts),
 * which the webhook checks before it applies a tap.
 */
// The amounts' pounds and the status sentences are the interface's words, in both languages.
import '../../../src/i18n/all.ts';
import { isLocale, type Locale } from '../../../src/domain/locale.ts';
import { orderAreaName, shopperConfirmMessage, shopperStatusMessage, type ChatOrder, type ShopperRefs } from '../../../src/domain/orderUpdates.ts';
import type { RepliedStatus } from '../../../src/domain/statusReply.ts';
import type { OrderStatus } from '../../../src/domain/types.ts';
import { amountToCents } from './format.ts';
import { SHOPPER_ACTIONS, signShopperAction, unixSeconds } from './order-action-token.ts';
import { orderConfirmShopperTemplateRequest, orderUpdateTemplateRequest } from './order-life-templates.ts';
import type { ClaimedMessage, OutboxKind, OwnerOrder, RenderContext, Rendered } from './outbox-kinds.ts';

/**
 * The order's row as the renderers read it (private.outbox's order reader gives every column, and
 * the listed area's Arabic name as `delivery_area_ar`).
 */
type LifeOrder = OwnerOrder & { status: OrderStatus; shopper_confirmed_at?: string | null; delivery_area_ar?: string | null };

export const orderLifeKey = {
  shopperConfirm: (orderId: string) => `order:${orderId}:shopper_confirm`,
  shopperStatus: (orderId: string, status: RepliedStatus) => `order:${orderId}:status:${status}`,
  ownerShopperNotice: (orderId: string, what: 'confirmed' | 'cancelled') => `order:${orderId}:owner_shopper_${what}`,
};

const REPLIED_STATUSES: readonly string[] = ['confirmed', 'out_for_delivery', 'delivered', 'cancelled'];

/** The order as the chat messages name it to a reader of `locale`. */
export function chatOrderOf(order: LifeOrder, locale: Locale): ChatOrder {
  return {
    id: order.id,
    orderNumber: order.order_number,
    accessKey: order.access_key,
    status: order.status,
    total: amountToCents(order.total_price),
    lbpPerUsd: order.lbp_per_usd ?? null,
    area: orderAreaName({ listed: order.delivery_area ?? null, listedArabic: order.delivery_area_ar ?? null, typed: order.customer_city }, locale),
    lineCount: order.order_items.length,
    shopperConfirmedAt: order.shopper_confirmed_at ?? null,
  };
}

const localeOf = (order: LifeOrder): Locale => (isLocale(order.locale) ? order.locale : 'en');

async function lifeOrder(message: ClaimedMessage, context: RenderContext): Promise<LifeOrder> {
  const order = message.order_id ? ((await context.order(message.order_id)) as LifeOrder | null) : null;
  if (!order) throw new Error(`${message.key}: the order is gone`);
  return order;
}

/** The shopper's signed Confirm and Cancel, valid for 30 days from the order as the owner's links are. */
export async function shopperRefs(secret: string, order: { id: string; created_at: string }): Promise<ShopperRefs> {
  const issuedAt = unixSeconds(order.created_at);
  const [confirm, cancel] = await Promise.all(SHOPPER_ACTIONS.map((action) => signShopperAction(secret, order.id, action, issuedAt)));
  return { shopper_confirm: confirm!, shopper_cancel: cancel! };
}

async function renderShopperConfirm(message: ClaimedMessage, context: RenderContext): Promise<Rendered> {
  const secret = context.env('ORDER_ACTION_SECRET');
  if (!secret) return { off: 'ORDER_ACTION_SECRET is not set (the confirmation buttons need it)' };
  const order = await lifeOrder(message, context);
  const refs = await shopperRefs(secret, order);
  const locale = localeOf(order);
  const chat = chatOrderOf(order, locale);
  return { request: shopperConfirmMessage(chat, refs, locale), templateRequest: orderConfirmShopperTemplateRequest(chat, refs, locale) };
}

async function renderShopperStatus(message: ClaimedMessage, context: RenderContext): Promise<Rendered> {
  const siteUrl = context.env('SITE_URL');
  if (!siteUrl) return { off: 'SITE_URL is not set (the status message links the order page)' };
  const status = /:status:([a-z_]+)$/.exec(message.key)?.[1] ?? '';
  if (!REPLIED_STATUSES.includes(status)) throw new Error(`${message.key}: no status message for "${status}"`);
  const order = await lifeOrder(message, context);
  const locale = localeOf(order);
  return {
    request: shopperStatusMessage(chatOrderOf(order, locale), status as RepliedStatus, siteUrl, locale),
    templateRequest: orderUpdateTemplateRequest(chatOrderOf(order, locale), status as RepliedStatus, locale),
  };
}

export const ORDER_LIFE_KINDS: Record<string, OutboxKind> = {
  shopper_order_confirm: { channel: 'whatsapp', render: renderShopperConfirm },
  shopper_order_status: { channel: 'whatsapp', render: renderShopperStatus },
  // Enqueued with its request by the webhook that applied the shopper's tap.
  owner_order_notice: { channel: 'whatsapp' },
};
