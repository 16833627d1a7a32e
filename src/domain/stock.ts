/**
 * Stock rules. Inventory null means unlimited, 0 (or less) means none.
 *
 * Preorder eligibility and listing visibility are the same test seen from two sides: a product
 * is listed exactly when it is not eligible for preorder. The server (place_order) takes lines
 * of preorder-eligible products as preorders that reserve no stock, so the cart does the same:
 * it puts no stock limit on them.
 */
import type { Locale } from './locale.ts';
import { stockMessage } from './messages.ts';
import type { Product, Variant } from './types.ts';

function hasStock(inventory: number | null): boolean {
  return inventory === null || inventory > 0;
}

/** A variant can be bought from stock: not flagged out of stock and inventory null or above 0. */
export function isVariantInStock(variant: Variant): boolean {
  return !variant.isOutOfStock && hasStock(variant.inventory);
}

/**
 * Preorder eligibility: flagged out of stock, or inventory not null and ≤ 0, or it has variants
 * and every variant is out of stock or has inventory ≤ 0.
 */
export function isPreorderEligible(product: Product): boolean {
  if (product.isOutOfStock) return true;
  if (!hasStock(product.inventory)) return true;
  return product.variants.length > 0 && !product.variants.some(isVariantInStock);
}

/** Listing visibility: shown in the catalogue, related items and search (the opposite of preorder eligibility). */
export function isListed(product: Product): boolean {
  return !isPreorderEligible(product);
}

/** A product with variants cannot be added until one is chosen. */
export function requiresVariantChoice(product: Product): boolean {
  return product.variants.length > 0;
}

/**
 * The variants a shopper may choose. Out-of-stock variants are not offered — except on
 * a preorder product, where every variant is out of stock and all of them can be preordered.
 */
export function offeredVariants(product: Product): Variant[] {
  return isPreorderEligible(product) ? product.variants : product.variants.filter(isVariantInStock);
}

export function isVariantOffered(product: Product, variant: Variant): boolean {
  return offeredVariants(product).some((offered) => offered.id === variant.id);
}

/**
 * Units physically in stock: the chosen variant's own inventory, else the product's. null means
 * unlimited; a flag or negative inventory counts as 0.
 */
export function availableStock(product: Product, variant?: Variant | null): number | null {
  const source = variant ?? product;
  if (source.isOutOfStock) return 0;
  return source.inventory === null ? null : Math.max(0, source.inventory);
}

/**
 * The most a cart may hold of a product/variant: null (no limit) for unlimited stock and for
 * preorder products, otherwise the units in stock.
 */
export function orderableLimit(product: Product, variant?: Variant | null): number | null {
  return isPreorderEligible(product) ? null : availableStock(product, variant);
}

export type StockCheck = { ok: true } | { ok: false; available: number; message: string };

/**
 * Adding `requested` units when `inCart` are already in the cart: together they may not exceed the inventory.
 * - none left: 'Item out of stock';
 * - some already in the cart: 'Only N item(s) available in stock. You already have M in your cart.';
 * - none in the cart yet: 'Only N item(s) available in stock'.
 */
export function checkAddStock(locale: Locale, limit: number | null, requested: number, inCart: number): StockCheck {
  if (limit === null || inCart + requested <= limit) return { ok: true };
  return { ok: false, available: limit, message: stockMessage(locale, limit, inCart) };
}

/**
 * Setting a line's quantity. Lowering it is always allowed (fewer units never oversell); raising
 * it above the limit is refused with 'Only N item(s) available in stock' ('Item out of stock'
 * when none are left).
 */
export function checkQuantityUpdate(locale: Locale, limit: number | null, quantity: number, current: number): StockCheck {
  if (limit === null || quantity <= limit || quantity <= current) return { ok: true };
  return { ok: false, available: limit, message: stockMessage(locale, limit) };
}
