/**
 * The chat side of a placed order: which chat it goes by, and the short message about it
 * (src/domain/chat.ts writes the words).
 */
import { buildPlacedOrderMessage, lineTotal, variantLabelOf, type ChatChannel, type ChatConfig, type OrderRequest, type PlacedOrder } from '../src/domain';
import type { CheckoutContext } from './checkoutTypes';

/** The chat the order is sent by once placed: the chat checkout's, or WhatsApp when the shop wants it after every order. */
export function chatChannelOf(context: Pick<CheckoutContext, 'channel' | 'notifications'>): ChatChannel | null {
  if (context.channel !== 'web') return context.channel;
  return context.notifications.sendWhatsApp ? 'whatsapp' : null;
}

/** The short message about a placed order: the server's lines and total, or the attempt's if it sent nonsense. */
export function placedOrderText(order: PlacedOrder, request: OrderRequest | null, channel: ChatChannel, config: ChatConfig): string {
  const lines =
    order.lines.length > 0
      ? order.lines
      : (request?.lines ?? []).map((line) => ({
          itemName: line.product.name,
          variantLabel: line.variant ? variantLabelOf(line.product, line.variant) : null,
          quantity: line.quantity,
          total: lineTotal(line),
        }));
  return buildPlacedOrderMessage(
    {
      orderNumber: order.orderNumber,
      customerName: request?.customer.name,
      lines,
      total: order.total ?? request?.expectedTotal ?? 0,
      lbpPerUsd: order.lbpPerUsd,
      orderPath: order.orderPath,
    },
    channel,
    config,
  );
}
