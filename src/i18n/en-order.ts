import type { OrderStatus } from '../domain/types.ts';

/** Words of the private order page (lazily loaded). */
export const enOrder = {
  title: ({ orderNumber }: { orderNumber: string }) => `Order #${orderNumber}`,
  loading: 'Loading your order…',
  notFoundTitle: 'Order not found',
  notFoundText:
    'This order link is incomplete or does not match an order. Open the link exactly as you received it, or message us.',
  failedTitle: "We couldn't load your order",
  failedText: 'Please check your connection and try again.',
  retry: 'Retry',
  backToShop: 'Back to the shop',
  placedOn: 'Placed on',
  statusHeading: 'Status',
  historyHeading: 'Status history',
  itemsHeading: 'Items',
  quantityTimesPrice: ({ quantity, unitPrice }: { quantity: number; unitPrice: string }) => `${quantity} × ${unitPrice}`,
  preorder: 'Preorder',
  preorderNote: "We'll contact you when it is available.",
  paymentHeading: 'Payment',
  deliveryHeading: 'Delivery',
  deliveryTo: ({ firstName }: { firstName: string }) => `For ${firstName}`,
  contactHeading: 'Message us about this order',
  contactText: 'Questions or changes? Your message names this order and links this page.',
  privacyNote: 'This page is private: anyone with its link can see it, so share the link only with us.',
  /** Each status as the shopper reads it, and what it means for them. */
  status: {
  pending: { label: 'Pending', meaning: 'We have your order and will call you to confirm it.' },
  confirmed: { label: 'Confirmed', meaning: 'Your order is confirmed and being prepared.' },
  out_for_delivery: { label: 'Out for delivery', meaning: 'Your order is on its way to you.' },
  delivered: { label: 'Delivered', meaning: 'Your order was delivered. Enjoy!' },
  cancelled: { label: 'Cancelled', meaning: 'This order was cancelled. Message us if this is a surprise.' },
  } satisfies Record<OrderStatus, { label: string; meaning: string }>,
  /**
   * The owner's prefilled WhatsApp reply to the shopper after changing the order's status from the
   * e-mail's links (the order-action page, src/domain/statusReply.ts), in the order's language.
   * `order` is '#<number>' as the domain puts it in; the order page's link follows on its own line.
   */
  statusReply: {
    confirmed: ({ order }: { order: string }) => `Your order ${order} is confirmed. We will message you when it is on its way.`,
    out_for_delivery: ({ order }: { order: string }) => `Your order ${order} is out for delivery and will reach you soon.`,
    delivered: ({ order }: { order: string }) => `Your order ${order} has been delivered. Thank you for shopping with us!`,
    cancelled: ({ order }: { order: string }) => `Your order ${order} has been cancelled. Reply here if you have any question.`,
  } satisfies Record<Exclude<OrderStatus, 'pending'>, (values: { order: string }) => string>,
};

export type OrderMessages = typeof enOrder;
