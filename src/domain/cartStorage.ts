/**
 * The cart as stored in localStorage, and the migration of older shapes.
 *
 * Current shape: `{ "version": 1, "lines": [{ product, variant, quantity, preorder? }] }` with domain
 * products (camelCase, cents). Product snapshots are stored so the cart renders before the
 * catalogue loads; the cart is reconciled with the catalogue as soon as it does.
 *
 * Older shape (the original template, under either key): an array of
 * `{ ...item, quantity, selectedVariant }` with snake_case fields and prices in dollars. It is
 * migrated line by line to the current shape; a line that cannot be read (no id, name or price, or
 * a bad quantity) is dropped. Prices and stock of migrated lines are refreshed by reconciling.
 *
 * Anything else (bad JSON, an unknown version, not an object) throws CartStorageError; the
 * machine logs it and starts empty.
 */
import { clampQuantity, mergeLines } from './cart.ts';
import { categoryDisplayName } from './catalog.ts';
import { toCentsOrNull } from './money.ts';
import type { CartLine, Product, Variant } from './types.ts';

export const CART_STORAGE_VERSION = 1;

export class CartStorageError extends Error {
  override name = 'CartStorageError';
}

export interface StoredCart {
  version: typeof CART_STORAGE_VERSION;
  lines: CartLine[];
}

export interface ParsedCart {
  lines: CartLine[];
  /** 'legacy' when the value had the template's shape and was migrated. */
  format: 'empty' | 'current' | 'legacy';
  /** Lines that could not be read and were left out. */
  dropped: number;
}

export function serializeCart(lines: readonly CartLine[]): string {
  const stored: StoredCart = { version: CART_STORAGE_VERSION, lines: [...lines] };
  return JSON.stringify(stored);
}

export interface StoredCartOptions {
  /** The shop's store id, for lines of the template's shape, which carry none. */
  storeId: string;
}

/** Reads a stored value (null = nothing stored). Throws CartStorageError when it is unusable. */
export function parseStoredCart(raw: string | null, options: StoredCartOptions): ParsedCart {
  if (raw === null || raw.trim() === '') return { lines: [], format: 'empty', dropped: 0 };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new CartStorageError(`Stored cart is not valid JSON: ${(error as Error).message}`);
  }
  if (Array.isArray(value)) return readLines(value, (line) => readLegacyLine(line, options.storeId), 'legacy');
  if (isRecord(value) && value.version === CART_STORAGE_VERSION && Array.isArray(value.lines)) {
    return readLines(value.lines, readCurrentLine, 'current');
  }
  throw new CartStorageError('Stored cart has an unknown shape');
}

function readLines(
  values: readonly unknown[],
  read: (value: unknown) => CartLine | null,
  format: ParsedCart['format'],
): ParsedCart {
  const lines: CartLine[] = [];
  let dropped = 0;
  for (const value of values) {
    const line = read(value);
    if (line) lines.push(line);
    else dropped += 1;
  }
  // Merging also folds duplicate keys, which hand-edited or old values may contain.
  return { lines: mergeLines([], lines), format, dropped };
}

// ── Shape checks ──────────────────────────────────────────────────────────────────────────────

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);
const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isNullableCents = (value: unknown): value is number | null => value === null || isCents(value);
/** The Arabic twins (docs/decisions/0009-arabic-twins-fall-back-to-english.md) are absent from carts stored before the shop spoke Arabic. */
const isOptionalText = (value: unknown): value is string | null | undefined => value === undefined || isNullableString(value);
const isInventory = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

function isVariant(value: unknown): value is Variant {
  return (
    isRecord(value) &&
    isString(value.id) &&
    isNullableString(value.size) &&
    isNullableString(value.name) &&
    isOptionalText(value.sizeAr) &&
    isOptionalText(value.nameAr) &&
    isCents(value.price) &&
    isNullableCents(value.salePrice) &&
    isInventory(value.inventory) &&
    typeof value.isOutOfStock === 'boolean' &&
    isNullableString(value.imageUrl)
  );
}

function isProduct(value: unknown): value is Product {
  return (
    isRecord(value) &&
    isString(value.id) &&
    isString(value.storeId) &&
    isNullableString(value.categoryId) &&
    isNullableString(value.subcategoryId) &&
    isString(value.category) &&
    isOptionalText(value.categoryAr) &&
    isString(value.name) &&
    isString(value.description) &&
    isOptionalText(value.nameAr) &&
    isOptionalText(value.descriptionAr) &&
    isCents(value.price) &&
    isNullableCents(value.salePrice) &&
    isInventory(value.inventory) &&
    typeof value.isOutOfStock === 'boolean' &&
    Array.isArray(value.images) &&
    value.images.every(isString) &&
    isNullableString(value.size) &&
    Array.isArray(value.variants) &&
    value.variants.every(isVariant)
  );
}

function isStoredQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1;
}

/** A stored variant with its Arabic twins (null where the stored cart predates them: English shows). */
function storedVariant(variant: Variant): Variant {
  return { ...variant, sizeAr: variant.sizeAr ?? null, nameAr: variant.nameAr ?? null };
}

function storedProduct(product: Product): Product {
  return {
    ...product,
    categoryAr: product.categoryAr ?? null,
    nameAr: product.nameAr ?? null,
    descriptionAr: product.descriptionAr ?? null,
    variants: product.variants.map(storedVariant),
  };
}

function readCurrentLine(value: unknown): CartLine | null {
  if (!isRecord(value) || !isProduct(value.product) || !isStoredQuantity(value.quantity)) return null;
  const variant = value.variant ?? null;
  if (variant !== null && !isVariant(variant)) return null;
  return {
    product: storedProduct(value.product),
    variant: variant && storedVariant(variant),
    quantity: clampQuantity(value.quantity),
    ...(value.preorder === true ? { preorder: true as const } : {}),
  };
}

// ── Template shape ────────────────────────────────────────────────────────────────────────────

function optionalText(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return isString(value) && value.trim() !== '' ? value : null;
}

function legacyId(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : optionalText(value);
}

/** Dollars (number or numeric string) → cents; null when absent or unreadable. */
function legacyMoney(value: unknown): number | null {
  if (typeof value !== 'number' && !isString(value)) return null;
  try {
    const cents = toCentsOrNull(value);
    return cents !== null && cents >= 0 ? cents : null;
  } catch {
    return null;
  }
}

function legacyInventory(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.floor(number) : null;
}

function legacyVariant(value: unknown): Variant | null {
  if (!isRecord(value)) return null;
  const id = legacyId(value.id);
  const price = legacyMoney(value.price);
  if (id === null || price === null) return null;
  return {
    id,
    size: optionalText(value.size),
    name: optionalText(value.name),
    // The template had no Arabic; the catalogue fills the twins in when the cart reconciles.
    sizeAr: null,
    nameAr: null,
    price,
    salePrice: legacyMoney(value.sale_price),
    inventory: legacyInventory(value.inventory),
    isOutOfStock: value.is_out_of_stock === true,
    imageUrl: optionalText(value.image_url),
  };
}

function legacyCategory(item: UnknownRecord): string {
  const linked = isRecord(item.categories) ? optionalText(item.categories.name) : null;
  const own = isRecord(item.category) ? optionalText(item.category.name) : optionalText(item.category);
  return categoryDisplayName(linked, own);
}

function legacyProduct(item: UnknownRecord, selected: Variant | null, shopStoreId: string): Product | null {
  const id = legacyId(item.id);
  const name = optionalText(item.name);
  const price = legacyMoney(item.price);
  if (id === null || name === null || price === null) return null;

  const rawVariants = Array.isArray(item.item_variants) ? item.item_variants : Array.isArray(item.variants) ? item.variants : [];
  const variants = rawVariants.map(legacyVariant).filter((variant): variant is Variant => variant !== null);
  if (selected && !variants.some((variant) => variant.id === selected.id)) variants.push(selected);

  return {
    id,
    storeId: optionalText(item.store_id) ?? shopStoreId,
    categoryId: legacyId(item.category_id),
    subcategoryId: legacyId(item.subcategory_id),
    category: legacyCategory(item),
    categoryAr: null,
    name,
    description: optionalText(item.description) ?? '',
    nameAr: null,
    descriptionAr: null,
    price,
    salePrice: legacyMoney(item.sale_price),
    inventory: legacyInventory(item.inventory),
    isOutOfStock: item.is_out_of_stock === true,
    images: ['image_url', 'image_url_2', 'image_url_3', 'image_url_4', 'image_url_5']
      .map((field) => optionalText(item[field]))
      .filter((url): url is string => url !== null),
    size: optionalText(item.size),
    variants,
  };
}

function readLegacyLine(value: unknown, shopStoreId: string): CartLine | null {
  if (!isRecord(value) || !isStoredQuantity(value.quantity)) return null;
  const hasVariant = value.selectedVariant !== undefined && value.selectedVariant !== null;
  const variant = hasVariant ? legacyVariant(value.selectedVariant) : null;
  if (hasVariant && variant === null) return null;
  const product = legacyProduct(value, variant, shopStoreId);
  return product ? { product, variant, quantity: clampQuantity(value.quantity) } : null;
}
