/**
 * After a placed order there are two things to say: the page's success toast
 * (home/product: configured copy; about; preorder) and 'Order Submitted!' with the channels the
 * shop was told through. Two toasts at once would stack and say 'Order Submitted!' twice, so the
 * checkout machine announces one:
 *
 * - title: the page's title ('Order Submitted!', or 'Preorder Submitted!' on /preorder);
 * - description: the page's sentence, then the channel line ('Sent via Email', 'Sent via Email +
 *   WhatsApp', 'Order saved. No send channels enabled.'), then the short order number the shop
 *   will quote on the phone ('Order #1a2b3c4d').
 *
 * Every string comes from the domain (messages and chat modules).
 */
import { orderNumberLine } from './checkoutMessages.ts';
import type { Locale } from './locale.ts';
import type { Toast } from './types.ts';

export interface CombinedOrderToast {
  title: string;
  /** One line each, in order. */
  lines: string[];
}

/** `orderNumber` is the server's (place_order's `order_number`); the browser never derives it. */
export function combineOrderToasts(
  locale: Locale,
  pageToast: Toast, channelToast: Toast, orderNumber: string | null): CombinedOrderToast {
  const lines = [pageToast.description, channelToast.description].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
  if (orderNumber) lines.push(orderNumberLine(locale, orderNumber));
  return { title: pageToast.title, lines };
}
