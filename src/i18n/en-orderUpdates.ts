/**
 * The order's life in the chat (issue 57; src/domain/orderUpdates.ts builds the messages): the
 * owner's order message and its buttons, the owner's answers to a tap, what the owner hears of the
 * shopper, the shopper's cash-on-delivery confirmation, and the answers to the shopper's taps. The
 * owner's messages are in the owner's language (WHATSAPP_TEMPLATE_LANGUAGE), the shopper's in the
 * order's. The edge functions import this file under Deno, so it is plain data and functions.
 * Values come in as they go into the text (in Arabic already isolated); `*…*` is WhatsApp's bold.
 * Button titles stay within Meta's 20 characters (a unit test checks every one).
 */
import type { OrderStatus } from '../domain/types.ts';

export const enOrderUpdates = {
  /** The owner's buttons, by the action they take. */
  ownerButtons: {
    confirm: 'Confirm',
    out_for_delivery: 'Out for delivery',
    delivered: 'Delivered',
    cancel: 'Cancel',
  },
  /** The shopper's quick replies on the cash-on-delivery confirmation. */
  shopperButtons: {
    shopper_confirm: 'Confirm order',
    shopper_cancel: 'Cancel order',
  },
  /** A status as it reads after "is" ("Order #… is confirmed"); `order_update`'s {{2}}. */
  status: {
    pending: 'waiting for confirmation',
    confirmed: 'confirmed',
    out_for_delivery: 'out for delivery',
    delivered: 'delivered',
    cancelled: 'cancelled',
  } satisfies Record<OrderStatus, string>,
  /** Whether the shopper confirmed the cash-on-delivery order, as the owner reads it. */
  shopperConfirmed: 'confirmed by the shopper',
  shopperNotConfirmed: 'not confirmed yet',

  /** The owner's order message (inside the owner's window: free-form, with the next actions as buttons). */
  newOrder: ({ order }: { order: string }) => `*New order ${order}*`,
  total: ({ amount }: { amount: string }) => `Total: ${amount}`,
  area: ({ area }: { area: string }) => `Delivery to: ${area}`,
  payment: 'Payment: Cash on delivery',
  lines: ({ count }: { count: string }) => `Lines: ${count}`,
  confirmation: ({ confirmation }: { confirmation: string }) => `Confirmation: ${confirmation}`,
  open: ({ link }: { link: string }) => `Open: ${link}`,

  /** The owner's answers to a tap. */
  applied: ({ order, status }: { order: string; status: string }) => `Order ${order} is now ${status}.`,
  alreadyDone: ({ order, status }: { order: string; status: string }) => `Order ${order} was already ${status}. Nothing changed.`,
  notAllowed: ({ order, status, wanted }: { order: string; status: string; wanted: string }) =>
    `Order ${order} is ${status}, so it cannot be marked ${wanted}. Nothing changed.`,
  invalidButton: 'This button is not valid. Nothing changed.',
  expiredButton: 'This button has expired (30 days after the order). Nothing changed: change the order in the dashboard.',
  unknownOrder: 'This order no longer exists. Nothing changed.',
  /** A tap on the owner's button from another number. */
  notForThisNumber: 'This button is not for this number. Nothing changed.',

  /** What the owner hears of the shopper. */
  shopperConfirmedNotice: ({ order }: { order: string }) => `Order ${order} was confirmed by the shopper.`,
  shopperCancelledNotice: ({ order }: { order: string }) => `The shopper cancelled order ${order}. Its items are back in stock.`,

  /** The shopper's cash-on-delivery confirmation (free-form inside the shopper's window). */
  confirmQuestion: ({ order, amount, area }: { order: string; amount: string; area: string }) =>
    `Thank you for your order ${order}!\nTo pay in cash on delivery: ${amount}\nDelivery to: ${area}\n\nPlease confirm it so we can send it out.`,
  /** The answers to the shopper's taps. */
  shopperConfirmedAnswer: ({ order }: { order: string }) => `Thank you! Order ${order} is confirmed. We will tell you here when it is on its way.`,
  shopperAlreadyConfirmed: ({ order }: { order: string }) => `You already confirmed order ${order}. Nothing changed.`,
  shopperCancelledAnswer: ({ order }: { order: string }) => `Order ${order} is cancelled. You pay nothing.`,
  shopperAlreadyCancelled: ({ order }: { order: string }) => `Order ${order} was already cancelled. Nothing changed.`,
  shopperTooLate: ({ order, status }: { order: string; status: string }) =>
    `Order ${order} is ${status}, so it cannot be changed here. Reply to talk to us.`,
  shopperInvalidButton: 'This button no longer works. Nothing changed. Reply here to talk to us.',
  shopperNotYourOrder: 'This button is for the number that placed the order. Nothing changed.',
};

export type OrderUpdateMessages = typeof enOrderUpdates;
