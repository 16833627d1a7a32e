/**
 * Catalogue rules: search, category and price filters, sorting, related and featured items,
 * images and labels.
 *
 * Listing must stay well under a frame for thousands of products, so each sort order of a
 * catalogue array is computed once (memoised per array), then filtered: typing in the search box
 * never re-sorts. Search itself is search.ts (its words indexed once per product).
 */
import { messagesFor } from '../i18n/index.ts';
import { localePath, localized, type Locale, type LocalizedText } from './locale.ts';
import { toCents } from './money.ts';
import { unitPrice } from './pricing.ts';
import { isListed } from './stock.ts';
import type { Cents, Product, Variant } from './types.ts';

// ── Search ────────────────────────────────────────────────────────────────────────────────────

/**
 * The products a search means, best first (`searchProducts` of search.ts). Passed in, not
 * imported: the matcher loads with the whole catalogue, after the first paint, and the start-up
 * code lists products without it.
 */
export type ProductSearch = (products: readonly Product[], query: string) => readonly Product[];

function normaliseQuery(query: string | null | undefined): string {
  return (query ?? '').trim();
}

// ── Category ──────────────────────────────────────────────────────────────────────────────────

export const ALL_CATEGORIES = 'all';

function normaliseCategory(category: string | null | undefined): string {
  const value = (category ?? '').trim().toLowerCase();
  return value === ALL_CATEGORIES ? '' : value;
}

/** Case-insensitive match on the category display name; '' or 'all' matches every product. */
export function matchesCategory(product: Product, category: string | null | undefined): boolean {
  const wanted = normaliseCategory(category);
  return wanted === '' || product.category.trim().toLowerCase() === wanted;
}

/**
 * Display name of a product's category: the linked category's name, else the item's own
 * category field, else 'Uncategorized'.
 */
export function categoryDisplayName(linkedName?: string | null, ownField?: string | null): string {
  return linkedName?.trim() || ownField?.trim() || 'Uncategorized';
}

/**
 * The Arabic twin of categoryDisplayName: the linked category's Arabic name, when the display
 * name is that category's. The item's own category field has no twin, so it stays English.
 */
export function categoryDisplayNameAr(linkedName?: string | null, linkedNameAr?: string | null): string | null {
  return linkedName?.trim() ? linkedNameAr?.trim() || null : null;
}

// ── Price range ───────────────────────────────────────────────────────────────────────────────

/** The price filters use: the item's sale price if present, otherwise its price. */
export function effectivePrice(product: Product): Cents {
  return unitPrice(product);
}

/**
 * A decimal number as a number input accepts it (its value may be in exponent form, '1e3'), plus
 * a leading '+' and a trailing '.', which people type in a link by hand.
 */
const PRICE_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A Min/Max Price input (dollars, as typed) → a bound in cents. Empty or not a number means no
 * bound; negatives are clamped to 0.
 */
export function parsePriceBound(input: string | number | null | undefined): Cents | null {
  if (input === null || input === undefined) return null;
  const text = String(input).trim();
  if (text === '' || !PRICE_NUMBER.test(text)) return null;
  const dollars = Number(text);
  // '1e999' is a number to the pattern but not to arithmetic; the input itself rejects it too.
  if (!Number.isFinite(dollars)) return null;
  return dollars <= 0 ? 0 : toCents(dollars);
}

export function matchesPriceRange(product: Product, min: Cents | null, max: Cents | null): boolean {
  const price = effectivePrice(product);
  return (min === null || price >= min) && (max === null || price <= max);
}

// ── Sorting ───────────────────────────────────────────────────────────────────────────────────

export const SORT_OPTIONS = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'price-asc', label: 'Price low to high' },
  { id: 'price-desc', label: 'Price high to low' },
  { id: 'name-asc', label: 'Name A-Z' },
  { id: 'name-desc', label: 'Name Z-A' },
] as const;

export type SortId = (typeof SORT_OPTIONS)[number]['id'];

const DEFAULT_SORT: SortId = 'relevance';

export function isSortId(value: unknown): value is SortId {
  return SORT_OPTIONS.some((option) => option.id === value);
}

// Made on the first sort by name, not at start-up: a collator loads the platform's collation data
// (a task of its own on a slow phone), and most visits never sort by name.
let nameCollator: Intl.Collator | undefined;
function compareNames(a: string, b: string): number {
  nameCollator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return nameCollator.compare(a, b);
}

const comparators: Record<Exclude<SortId, 'relevance'>, (a: Product, b: Product) => number> = {
  'price-asc': (a, b) => effectivePrice(a) - effectivePrice(b),
  'price-desc': (a, b) => effectivePrice(b) - effectivePrice(a),
  'name-asc': (a, b) => compareNames(a.name, b.name),
  'name-desc': (a, b) => compareNames(b.name, a.name),
};

const sortCache = new WeakMap<readonly Product[], Map<SortId, readonly Product[]>>();

/**
 * The catalogue in the given order. Relevance is the catalogue's own order; other orders are
 * stable (ties keep catalogue order) and computed once per catalogue array.
 */
export function sortProducts(products: readonly Product[], sort: SortId): readonly Product[] {
  if (sort === 'relevance') return products;
  let orders = sortCache.get(products);
  if (!orders) {
    orders = new Map();
    sortCache.set(products, orders);
  }
  let sorted = orders.get(sort);
  if (!sorted) {
    sorted = [...products].sort(comparators[sort]);
    orders.set(sort, sorted);
  }
  return sorted;
}

// ── Listing ───────────────────────────────────────────────────────────────────────────────────

export interface ListingFilters {
  /** Category display name; '' or 'all' = all. */
  category: string;
  /**
   * Id of a subcategory of that category; '' = the whole category. By id rather than name
   * because names repeat across categories and the owner may rename them; items reference the id.
   */
  subcategory: string;
  search: string;
  sort: SortId;
  /** Bounds in cents on the effective price; null = no bound. */
  minPrice: Cents | null;
  maxPrice: Cents | null;
}

export const DEFAULT_FILTERS: ListingFilters = {
  category: ALL_CATEGORIES,
  subcategory: '',
  search: '',
  sort: DEFAULT_SORT,
  minPrice: null,
  maxPrice: null,
};

/**
 * What a search finds, in the order the catalogue shows it: the products for sale, then the
 * sold-out ones (preorder eligible), which the listing hides (spec §5) but a search still finds,
 * so that a shopper looking for a sold-out kettle learns the shop takes a preorder for it.
 */
export interface CatalogueListing {
  forSale: Product[];
  /** Always [] without a search. */
  soldOut: Product[];
}

/**
 * What the catalogue shows: products matching every filter, in the chosen order, the listed ones
 * (for sale) apart from the sold-out ones a search found. With a search and no chosen order
 * (relevance), the search's ranking is the order of both; a chosen order wins. A search needs
 * `search` (the matcher): without it nothing is found. One pass over what the matcher found.
 */
export function listCatalogue(
  products: readonly Product[],
  filters: Partial<ListingFilters> = {},
  search?: ProductSearch,
): CatalogueListing {
  const query = normaliseQuery(filters.search);
  const category = normaliseCategory(filters.category);
  const subcategory = filters.subcategory ?? '';
  const min = filters.minPrice ?? null;
  const max = filters.maxPrice ?? null;
  const sort = filters.sort ?? DEFAULT_SORT;
  const found = query === '' ? null : search ? search(products, query) : [];
  const wanted = found && sort !== 'relevance' ? new Set(found) : null;
  const listing: CatalogueListing = { forSale: [], soldOut: [] };
  for (const product of found && !wanted ? found : sortProducts(products, sort)) {
    if (
      (!wanted || wanted.has(product)) &&
      (category === '' || product.category.trim().toLowerCase() === category) &&
      (subcategory === '' || product.subcategoryId === subcategory) &&
      matchesPriceRange(product, min, max)
    ) {
      if (isListed(product)) listing.forSale.push(product);
      else if (found) listing.soldOut.push(product);
    }
  }
  return listing;
}

/** The products for sale the catalogue shows (listCatalogue's `forSale`). */
export function listProducts(products: readonly Product[], filters?: Partial<ListingFilters>, search?: ProductSearch): Product[] {
  return listCatalogue(products, filters, search).forSale;
}

/**
 * The number on the Filters button: each filter that narrows the list (category, subcategory,
 * search, min price, max price). Sort order and view mode only rearrange, so they do not count.
 */
export function countActiveFilters(filters: Partial<ListingFilters>): number {
  return [
    normaliseCategory(filters.category) !== '',
    (filters.subcategory ?? '') !== '',
    normaliseQuery(filters.search) !== '',
    (filters.minPrice ?? null) !== null,
    (filters.maxPrice ?? null) !== null,
  ].filter(Boolean).length;
}

// ── Related and featured ──────────────────────────────────────────────────────────────────────

const RELATED_PRODUCTS_LIMIT = 5;

/** Cards the catalogue shows at first and adds per 'Show more products': small enough for a fast first page on a phone. */
export const CATALOG_PAGE_SIZE = 24;

/**
 * Related Products: same category_id (none without one), listed (not out of stock), never the
 * current item, at most 5, in catalogue order.
 */
export function relatedProducts(
  current: Product,
  products: readonly Product[],
  limit: number = RELATED_PRODUCTS_LIMIT,
): Product[] {
  if (current.categoryId === null) return [];
  const related: Product[] = [];
  for (const product of products) {
    if (related.length >= limit) break;
    if (product.id !== current.id && product.categoryId === current.categoryId && isListed(product)) {
      related.push(product);
    }
  }
  return related;
}

/**
 * Hero products: for each configured name, in configuration order, the first product whose name
 * matches case-insensitively (surrounding spaces ignored). Names without a match are skipped.
 *
 * The catalogue is read only until every name has its product: the featured products come first
 * in a shop's order, and each whole catalogue arriving (5,000 products) renders the hero again.
 */
export function featuredProducts(products: readonly Product[], names: readonly string[]): Product[] {
  const firstByName = new Map<string, Product | null>(names.map((name) => [name.trim().toLowerCase(), null]));
  let missing = firstByName.size;
  for (const product of products) {
    if (missing === 0) break;
    const key = product.name.trim().toLowerCase();
    if (firstByName.get(key) === null) {
      firstByName.set(key, product);
      missing -= 1;
    }
  }
  const featured: Product[] = [];
  for (const name of names) {
    const product = firstByName.get(name.trim().toLowerCase());
    if (product && !featured.includes(product)) featured.push(product);
  }
  return featured;
}

// ── Product pages ─────────────────────────────────────────────────────────────────────────────

/** The query key that opens a product page on one of its variants. */
export const VARIANT_QUERY_KEY = 'variant';

/** `/item/<id>`, with `?variant=<id>` when a variant is chosen, so a shared link opens on it. */
export function productPath(productId: string, variantId?: string | null): string {
  const path = `/item/${encodeURIComponent(productId)}`;
  return variantId ? `${path}?${VARIANT_QUERY_KEY}=${encodeURIComponent(variantId)}` : path;
}

/** The product page's absolute address on the shop's public site, in a language (English by default). */
export function productUrl(
  product: Pick<Product, 'id'>,
  variant: Pick<Variant, 'id'> | null | undefined,
  siteUrl: string,
  locale: Locale,
): string {
  return new URL(localePath(productPath(product.id, variant?.id), locale), siteUrl).href;
}

/** The variant a `?variant=` query names, when the product has it; otherwise none. */
export function variantFromQuery(product: Product, variantId: string | null | undefined): Variant | null {
  return variantId ? (product.variants.find((variant) => variant.id === variantId) ?? null) : null;
}

// ── Images and labels ─────────────────────────────────────────────────────────────────────────

const MAX_PRODUCT_IMAGES = 5;

/** Gallery images: the chosen variant's image first, then up to 5 item images, no duplicates or blanks. */
export function productImages(product: Product, variant?: Variant | null): string[] {
  const candidates = [variant?.imageUrl, ...product.images.slice(0, MAX_PRODUCT_IMAGES)];
  const images: string[] = [];
  for (const candidate of candidates) {
    const url = candidate?.trim();
    if (url && !images.includes(url)) images.push(url);
  }
  return images;
}

/**
 * A variant's label and the language it is in: size, else name (each in the page's language, English
 * standing in for a missing Arabic twin), else 'Variant N' where N = index + 1 (its 1-based position).
 */
export function localizedVariantLabel(variant: Variant, index: number, locale: Locale): LocalizedText {
  if (variant.size?.trim()) return localized(variant.size.trim(), variant.sizeAr, locale);
  if (variant.name?.trim()) return localized(variant.name.trim(), variant.nameAr, locale);
  return { text: messagesFor(locale).catalog.variantNumber({ n: index + 1 }), lang: locale };
}

/** A variant's label as text (`localizedVariantLabel`). */
export function variantLabel(variant: Variant, index: number, locale: Locale): string {
  return localizedVariantLabel(variant, index, locale).text;
}

/** The label of a variant of a product, by its place in the product's variant list. */
export function localizedVariantLabelOf(product: Product, variant: Variant, locale: Locale): LocalizedText {
  const index = product.variants.findIndex((candidate) => candidate.id === variant.id);
  return localizedVariantLabel(variant, index === -1 ? product.variants.length : index, locale);
}

/** The label of a variant of a product as text (`localizedVariantLabelOf`). */
export function variantLabelOf(product: Product, variant: Variant, locale: Locale): string {
  return localizedVariantLabelOf(product, variant, locale).text;
}

/** 'Name (Variant)' or just 'Name', in a language (English stands in for missing Arabic). */
export function lineDisplayName(product: Product, variant: Variant | null | undefined, locale: Locale): string {
  const name = localized(product.name, product.nameAr, locale).text;
  return variant ? `${name} (${variantLabelOf(product, variant, locale)})` : name;
}
