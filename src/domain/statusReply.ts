/**
 * The owner's word to the shopper after changing an order's status from the e-mail's one-tap
 * links (docs/decisions/0022-owner-actions-signed-links.md): the order-action page offers it as a prefilled WhatsApp message. It is
 * the shop talking to the shopper, so it is in the order's language (orders.locale,
 * docs/decisions/0008-bidi-isolation-and-western-digits.md) with the chat messages' bidi rules (src/domain/chat.ts): in Arabic every line starts right
 * to left (U+200F) and the order number and the link are isolated (U+2068…U+2069); the link opens
 * the order's page in that language (`/ar/order/…`).
 *
 * Not exported from index.ts: only the order-action edge function (and its tests) use it, and its
 * words live in the order screen's section, which the storefront loads with that screen only.
 */
import { sectionFor } from '../i18n/index.ts';
import { chatValue, finishChatText, orderPagePath, orderPageUrl } from './chat.ts';
import type { Locale } from './locale.ts';
import type { OrderStatus } from './types.ts';

/** The statuses an owner's action sets, each with its reply. */
export type RepliedStatus = Exclude<OrderStatus, 'pending'>;

export interface StatusReplyOrder {
  id: string;
  orderNumber: string;
  accessKey: string;
  locale: Locale;
}

/**
 * 'Your order #1a2b3c4d is confirmed. …' and, when the shop's public origin is known, the order
 * page's address on a line of its own.
 */
export function buildStatusReplyMessage(order: StatusReplyOrder, status: RepliedStatus, siteUrl: string | null): string {
  const { locale } = order;
  const sentence = sectionFor(locale, 'order').statusReply[status]({ order: chatValue(`#${order.orderNumber}`, locale) });
  const link = siteUrl ? chatValue(orderPageUrl(orderPagePath(order.id, order.accessKey, locale), siteUrl), locale) : null;
  return finishChatText(link ? `${sentence}\n${link}` : sentence, locale);
}
