/**
 * Prices, delivery fee, discount and totals. Everything is integer cents; the store's
 * shipping settings are dollars in configuration and converted here.
 */
import { storeConfig, type StoreConfig } from '../config/store.ts';
import { formatPrice, toCents } from './money.ts';
import type { CartLine, Cents, DiscountRule, Product, Variant } from './types.ts';

type ShippingConfig = Pick<StoreConfig, 'shipping'>;

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

export function freeDeliveryThreshold(config: ShippingConfig = storeConfig): Cents {
  return toCents(config.shipping.freeThreshold);
}

/** 0 (shown FREE) at or above the free-delivery threshold, otherwise the store's fee. */
export function deliveryFee(subtotalCents: Cents, config: ShippingConfig = storeConfig): Cents {
  return subtotalCents >= freeDeliveryThreshold(config) ? 0 : toCents(config.shipping.deliveryFee);
}

/** How much more the shopper must add for free delivery (0 once it is free). */
export function amountToFreeDelivery(subtotalCents: Cents, config: ShippingConfig = storeConfig): Cents {
  return Math.max(0, freeDeliveryThreshold(config) - subtotalCents);
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
  deliveryFee: Cents;
  isFreeDelivery: boolean;
  amountToFreeDelivery: Cents;
  discount: Cents;
  total: Cents;
}

/** All the numbers of an order summary from a subtotal and an optional discount rule. */
export function orderTotals(
  subtotalCents: Cents,
  rule?: DiscountRule | null,
  config: ShippingConfig = storeConfig,
): OrderTotals {
  const delivery = deliveryFee(subtotalCents, config);
  const discount = discountAmount(rule, subtotalCents, delivery);
  return {
    subtotal: subtotalCents,
    deliveryFee: delivery,
    isFreeDelivery: delivery === 0,
    amountToFreeDelivery: amountToFreeDelivery(subtotalCents, config),
    discount,
    total: orderTotal(subtotalCents, delivery, discount),
  };
}

/**
 * Totals of a cart. An empty cart has nothing to deliver, so its delivery fee is 0 rather than
 * the fee a $0 subtotal would otherwise attract.
 */
export function cartTotals(
  lines: readonly CartLine[],
  rule?: DiscountRule | null,
  config: ShippingConfig = storeConfig,
): OrderTotals {
  if (lines.length === 0) {
    return {
      subtotal: 0,
      deliveryFee: 0,
      isFreeDelivery: false,
      amountToFreeDelivery: freeDeliveryThreshold(config),
      discount: 0,
      total: 0,
    };
  }
  return orderTotals(subtotal(lines), rule, config);
}

/** The delivery fee as the summary shows it: FREE, or the amount. */
export function formatDeliveryFee(fee: Cents): string {
  return fee === 0 ? 'FREE' : formatPrice(fee);
}
