/**
 * The chat side of a placed order: which chat it goes by, and the short message about it
 * (src/domain/chat.ts writes the words).
 */
import {
  DEFAULT_LOCALE,
  buildPlacedOrderMessage,
  lineTotal,
  localized,
  variantLabelOf,
  type CartLine,
  type ChatChannel,
  type ChatConfig,
  type Locale,
  type OrderRequest,
  type OrderViewLine,
  type PlacedOrder,
} from '../src/domain';
import type { CheckoutContext } from './checkoutTypes';

/** The chat the order is sent by once placed: the chat checkout's, or WhatsApp when the shop wants it after every order. */
export function chatChannelOf(context: Pick<CheckoutContext, 'channel' | 'notifications'>): ChatChannel | null {
  if (context.channel !== 'web') return context.channel;
  return context.notifications.sendWhatsApp ? 'whatsapp' : null;
}

/** A cart line's product and variant names as the page in `locale` shows them. */
function namesOf(line: CartLine, locale: Locale): Pick<OrderViewLine, 'itemName' | 'variantLabel'> {
  return {
    itemName: localized(line.product.name, line.product.nameAr, locale).text,
    variantLabel: line.variant ? variantLabelOf(line.product, line.variant, locale) : null,
  };
}

/**
 * The short message about a placed order, in the page's language: the server's lines and total,
 * or the attempt's if it sent nonsense. The server stores the English names; a line the shopper
 * ordered from an Arabic page is named as that page showed it.
 */
export function placedOrderText(order: PlacedOrder, request: OrderRequest | null, channel: ChatChannel, config: ChatConfig): string {
  const locale = request?.locale ?? DEFAULT_LOCALE;
  const requested = request?.lines ?? [];
  const shownNames = (line: OrderViewLine) => {
    const ordered = requested.find((candidate) => candidate.product.id === line.itemId && (candidate.variant?.id ?? null) === line.variantId);
    return locale === 'en' || !ordered ? {} : namesOf(ordered, locale);
  };
  const lines =
    order.lines.length > 0
      ? order.lines.map((line) => ({ ...line, ...shownNames(line) }))
      : requested.map((line) => ({ ...namesOf(line, locale), quantity: line.quantity, total: lineTotal(line) }));
  return buildPlacedOrderMessage(
    {
      orderNumber: order.orderNumber,
      customerName: request?.customer.name,
      lines,
      total: order.total ?? request?.expectedTotal ?? 0,
      lbpPerUsd: order.lbpPerUsd,
      orderPath: order.orderPath,
      locale,
    },
    channel,
    config,
  );
}
