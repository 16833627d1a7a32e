/**
 * The order dialog's summary: lines and totals as the shopper will pay them, at the server's new
 * prices when it quoted them for this very order (price_changed).
 */
import { cartTotals, findArea, lineTotal, zoneForCity, type AppliedDiscount, type CartLine, type Cents, type DeliveryZone, type OrderTotals } from '../src/domain';
import type { CheckoutContext } from './checkoutTypes';
import { pricedContentOf } from './checkoutAttempt';

/** The listed area the City field names, or null for a place not on the list (or no terms yet). */
export function chosenArea(context: Pick<CheckoutContext, 'terms' | 'form'>): string | null {
  return context.terms ? (findArea(context.terms, context.form.city)?.name ?? null) : null;
}

/** The zone that delivers the order: the chosen area's, else the default zone; null without terms. */
export function deliveryZoneOf(context: Pick<CheckoutContext, 'terms' | 'form'>): DeliveryZone | null {
  return context.terms ? zoneForCity(context.terms, context.form.city) : null;
}

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
  /** The listed area the order goes to; null for a place not on the list (or none typed yet). */
  area: string | null;
}

/** The summary: lines and totals, at the server's new prices when it quoted them for this order. */
export function orderSummary(context: CheckoutContext, applied: AppliedDiscount | null): CheckoutSummary {
  const area = chosenArea(context);
  const totals = cartTotals(context.lines, applied, deliveryZoneOf(context));
  const review = context.priceReview;
  const current = review && review.content === pricedContentOf(context.lines, applied?.code.trim() || null, area) ? review.change : null;
  const lines: SummaryLine[] = context.lines.map((line) => {
    const shown = lineTotal(line);
    const quoted = current?.lines.find((l) => l.itemId === line.product.id && l.variantId === (line.variant?.id ?? null));
    const repriced = quoted !== undefined && quoted.total !== shown;
    return { line, total: quoted?.total ?? shown, repriced, previousTotal: repriced ? shown : null };
  });
  if (!current) return { lines, totals, repriced: false, area };
  return {
    lines,
    area,
    totals: { ...totals, subtotal: current.subtotal, deliveryFee: current.deliveryFee, isFreeDelivery: current.deliveryFee === 0, discount: current.discountAmount, total: current.total },
    repriced: true,
  };
}
