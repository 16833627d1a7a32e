/**
 * Prices, delivery fee, discount and totals, in integer cents. Delivery is priced by the rate of
 * the zone the order goes to (src/domain/delivery.ts); without one (the shop's delivery terms
 * not loaded yet) the fee is unknown (null) and the total leaves it out.
 */
import { amountToFreeDelivery, deliveryFee, type DeliveryRate } from './delivery.ts';
import { formatPrice } from './money.ts';
import type { CartLine, Cents, DiscountRule, Product, Variant } from './types.ts';

/**
 * Unit price of a line: variant sale price, else variant price, else item sale price, else item
 * price. A sale price of 0 is a real (free) price, so only null falls through.
 */
export function unitPrice(product: Product, variant?: Variant | null): Cents {
  if (variant) return variant.salePrice ?? variant.price;
  return product.salePrice ?? product.price;
}

/**
 * The struck-through price, or null when the shown price is not a sale. A sale price equal to
 * (or above) the regular price is not a sale: striking through a lower "original" would lie.
 */
export function originalPrice(product: Product, variant?: Variant | null): Cents | null {
  const { price, salePrice } = variant ?? product;
  return salePrice !== null && salePrice < price ? price : null;
}

export function isOnSale(product: Product, variant?: Variant | null): boolean {
  return originalPrice(product, variant) !== null;
}

export function lineTotal(line: CartLine): Cents {
  return unitPrice(line.product, line.variant) * line.quantity;
}

export function subtotal(lines: readonly CartLine[]): Cents {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/**
 * Discount in cents: a percentage of the subtotal rounded to the cent, or the fixed amount.
 * Never negative and never more than subtotal + delivery, so the total cannot go below 0.
 */
export function discountAmount(rule: DiscountRule | null | undefined, subtotalCents: Cents, delivery: Cents): Cents {
  if (!rule) return 0;
  const raw =
    rule.discountType === 'percentage'
      ? // toFixed(6) first absorbs float noise such as 33.33 % giving 333.30000000000001.
        Math.round(Number(((subtotalCents * rule.discountValue) / 100).toFixed(6)))
      : Math.round(rule.discountValue);
  return Math.min(Math.max(0, raw), subtotalCents + delivery);
}

export function orderTotal(subtotalCents: Cents, delivery: Cents, discount: Cents): Cents {
  return Math.max(0, subtotalCents + delivery - discount);
}

export interface OrderTotals {
  subtotal: Cents;
  /** null: the zone's terms are not known yet. */
  deliveryFee: Cents | null;
  isFreeDelivery: boolean;
  /** How much more makes delivery free; null where it never is (or the terms are not known). */
  amountToFreeDelivery: Cents | null;
  discount: Cents;
  total: Cents;
}

/** All the numbers of an order summary from a subtotal, an optional discount rule and the zone's rate. */
export function orderTotals(subtotalCents: Cents, rule: DiscountRule | null | undefined, rate: DeliveryRate | null): OrderTotals {
  const delivery = rate ? deliveryFee(subtotalCents, rate) : null;
  const discount = discountAmount(rule, subtotalCents, delivery ?? 0);
  return {
    subtotal: subtotalCents,
    deliveryFee: delivery,
    isFreeDelivery: delivery === 0,
    amountToFreeDelivery: rate ? amountToFreeDelivery(subtotalCents, rate) : null,
    discount,
    total: orderTotal(subtotalCents, delivery ?? 0, discount),
  };
}

/**
 * Totals of a cart. An empty cart has nothing to deliver, so its delivery fee is 0 rather than
 * the fee a $0 subtotal would otherwise attract.
 */
export function cartTotals(lines: readonly CartLine[], rule: DiscountRule | null | undefined, rate: DeliveryRate | null): OrderTotals {
  if (lines.length === 0) {
    return {
      subtotal: 0,
      deliveryFee: 0,
      isFreeDelivery: false,
      amountToFreeDelivery: rate?.freeThreshold ?? null,
      discount: 0,
      total: 0,
    };
  }
  return orderTotals(subtotal(lines), rule, rate);
}

/** The delivery fee as the summary shows it: FREE, the amount, or a dash while it is not known. */
export function formatDeliveryFee(fee: Cents | null): string {
  if (fee === null) return '—';
  return fee === 0 ? 'FREE' : formatPrice(fee);
}
