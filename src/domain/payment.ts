/**
 * How an order is paid (DESIGN.md §10): cash on delivery, or, where the owner offers it, a
 * transfer ahead (Whish, OMT…) quoting the order number so the owner can match the money to the
 * order. The same sentences go to the checkout, the order page and the chat messages.
 */

/** A way to pay by transfer, from store configuration (payment.transfers). */
export interface TransferOption {
  method: string;
  /** Where to send the money (an account, a phone number, a name). */
  account: string;
}

export const paymentText = {
  /** The one payment method every order has (get_order's payment_method 'cash_on_delivery'). */
  cashOnDelivery: 'Cash on delivery',
  payment: 'Payment',
  transferIntro: (orderNumber: string | null) =>
    orderNumber
      ? `Or pay ahead by transfer, quoting order #${orderNumber}:`
      : 'Or pay ahead by transfer, quoting your order number (we send it with your order):',
};

/** `Payment: Cash on delivery`, then each transfer option (quoting the order number once known). */
export function paymentLines(transfers: readonly TransferOption[], orderNumber: string | null): string[] {
  const cash = `${paymentText.payment}: ${paymentText.cashOnDelivery}`;
  if (transfers.length === 0) return [cash];
  return [cash, paymentText.transferIntro(orderNumber), ...transfers.map((transfer) => `${transfer.method}: ${transfer.account}`)];
}
