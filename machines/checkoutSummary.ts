/**
 * The order dialog's summary: lines and totals as the shopper will pay them, at the server's new
 * prices when it quoted them for this very order (price_changed).
 */
import { cartTotals, lineTotal, type AppliedDiscount, type CartLine, type Cents, type OrderTotals } from '../src/domain';
import type { CheckoutContext } from './checkout';
import { pricedContentOf } from './checkoutAttempt';

/** A line of the summary: its total as the shopper will pay it, and whether the server changed it. */
export interface SummaryLine {
  line: CartLine;
  total: Cents;
  /** The server's price differs from the one shown before. */
  repriced: boolean;
  /** What the line cost before the server's new price, when it changed. */
  previousTotal: Cents | null;
}

export interface CheckoutSummary {
  lines: SummaryLine[];
  totals: OrderTotals;
  /** The lines and totals are the server's new prices (price_changed), to be confirmed. */
  repriced: boolean;
}

/** The summary: lines and totals, at the server's new prices when it quoted them for this order. */
export function orderSummary(context: CheckoutContext, applied: AppliedDiscount | null): CheckoutSummary {
  const totals = cartTotals(context.lines, applied, { shipping: context.shipping });
  const review = context.priceReview;
  const current = review && review.content === pricedContentOf(context.lines, applied?.code.trim() || null) ? review.change : null;
  const lines: SummaryLine[] = context.lines.map((line) => {
    const shown = lineTotal(line);
    const quoted = current?.lines.find((l) => l.itemId === line.product.id && l.variantId === (line.variant?.id ?? null));
    const repriced = quoted !== undefined && quoted.total !== shown;
    return { line, total: quoted?.total ?? shown, repriced, previousTotal: repriced ? shown : null };
  });
  if (!current) return { lines, totals, repriced: false };
  return {
    lines,
    totals: { ...totals, subtotal: current.subtotal, deliveryFee: current.deliveryFee, isFreeDelivery: current.deliveryFee === 0, discount: current.discountAmount, total: current.total },
    repriced: true,
  };
}
