/**
 * How an order is paid (docs/decisions/0019-payment-cash-on-delivery.md): cash on delivery, or, where the owner offers it, a
 * transfer ahead (Whish, OMT…) quoting the order number so the owner can match the money to the
 * order. The same sentences go to the checkout, the order page and the chat messages (their words
 * are the checkout's `orderMessage.payment`, loaded with every screen that shows them).
 */
import { isolateLatin } from '../i18n/bidi.ts';
import { sectionFor } from '../i18n/index.ts';
import type { Locale } from './locale.ts';

/** A way to pay by transfer, from store configuration (payment.transfers). */
export interface TransferOption {
  method: string;
  /** Where to send the money (an account, a phone number, a name). */
  account: string;
}

/** `Payment: Cash on delivery`, then each transfer option (quoting the order number once known), in a language. */
export function paymentLines(transfers: readonly TransferOption[], orderNumber: string | null, locale: Locale): string[] {
  const text = sectionFor(locale, 'checkout').orderMessage.payment;
  // The owner's methods and accounts are written once, in Latin letters and digits.
  const value = locale === 'ar' ? isolateLatin : (plain: string) => plain;
  const cash = `${text.payment}: ${text.cashOnDelivery}`;
  if (transfers.length === 0) return [cash];
  return [
    cash,
    text.transferIntro({ orderNumber }),
    ...transfers.map((transfer) => `${value(transfer.method)}: ${value(transfer.account)}`),
  ];
}
