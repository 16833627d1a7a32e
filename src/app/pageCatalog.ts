/**
 * What each prerendered page embeds: only the data it renders, so a page's size does not grow
 * with the catalogue. The rest (search, filters, the next pages) comes from the build's catalogue
 * snapshot after the first paint.
 *
 * Rendering the page with its part must give the same HTML as rendering it with the whole
 * catalogue, so the browser can hydrate it:
 * - `/`: the hero's featured products (with descriptions, which the hero shows) and the first
 *   page of the unfiltered listing (grid cards, which show no description in either language),
 *   with the count of the whole listing;
 * - `/item/:id`: the product and its related products (cards, without descriptions);
 * - `/preorder`: the preorder products (cards, without descriptions);
 * - any other page: the categories only (the menu).
 * Products keep their catalogue order, so listing and related rules give the same answer on the part.
 */
import {
  CATALOG_PAGE_SIZE,
  DEFAULT_FILTERS,
  featuredProducts,
  isPreorderEligible,
  listProducts,
  relatedProducts,
  type Catalog,
  type Product,
} from '../domain/index.ts';
import type { EmbeddedCatalog } from './embeddedCatalog.ts';
import { storeConfig } from '../config/store.ts';

const PRODUCT_PATH = /^\/item\/([^/]+)$/;

/**
 * A product as a page embeds it: without the owner's search words, which only search reads, and
 * search reads the whole catalogue (the snapshot), never a page's part.
 */
function embedded(product: Product): Product {
  if (product.searchTerms === undefined && product.searchTermsAr === undefined) return product;
  const { searchTerms: _searchTerms, searchTermsAr: _searchTermsAr, ...shown } = product;
  return shown;
}

/** A product as a grid card shows it: no description, in either language. */
function asCard(product: Product): Product {
  const card = embedded(product);
  return card.description === '' && card.descriptionAr === null ? card : { ...card, description: '', descriptionAr: null };
}

/**
 * Each product's place in the catalogue and the product by id, worked out once per catalogue: a
 * build calls pageCatalog for each of ~10,000 pages at 5,000 products, and searching or filtering
 * the whole list for every page was a tenth of the pages' time.
 */
interface CatalogIndex {
  byId: Map<string, Product>;
  position: Map<string, number>;
}

const indexes = new WeakMap<readonly Product[], CatalogIndex>();

function catalogIndex(products: readonly Product[]): CatalogIndex {
  let index = indexes.get(products);
  if (!index) {
    index = { byId: new Map(), position: new Map() };
    for (const [position, product] of products.entries()) {
      if (!index.byId.has(product.id)) index.byId.set(product.id, product);
      if (!index.position.has(product.id)) index.position.set(product.id, position);
    }
    indexes.set(products, index);
  }
  return index;
}

function part(catalog: Catalog, withDescription: readonly Product[], asCards: readonly Product[]): Catalog {
  const { byId, position } = catalogIndex(catalog.products);
  const described = new Set(withDescription.map((product) => product.id));
  // In catalogue order, each product once; described wins over card.
  const ids = [...new Set([...described, ...asCards.map((product) => product.id)])].filter((id) => byId.has(id));
  ids.sort((a, b) => position.get(a)! - position.get(b)!);
  return {
    categories: catalog.categories,
    subcategories: catalog.subcategories,
    products: ids.map((id) => (described.has(id) ? embedded(byId.get(id)!) : asCard(byId.get(id)!))),
  };
}

/** `version`: the database version the build read `catalog` at (a visit asks for what changed since). */
export function pageCatalog(path: string, catalog: Catalog, snapshotUrl: string | null, version: number | null = null): EmbeddedCatalog {
  const embed = (products: Catalog, listedCount: number | null = null): EmbeddedCatalog => ({
    catalog: products,
    complete: false,
    partFor: path,
    listedCount,
    snapshotUrl,
    version,
  });
  if (path === '/') {
    const listed = listProducts(catalog.products, DEFAULT_FILTERS);
    return embed(part(catalog, featuredProducts(catalog.products, storeConfig.featuredProductNames), listed.slice(0, CATALOG_PAGE_SIZE)), listed.length);
  }
  if (path === '/preorder') return embed(part(catalog, [], catalog.products.filter(isPreorderEligible)));
  const productId = PRODUCT_PATH.exec(path)?.[1];
  const product = productId ? catalogIndex(catalog.products).byId.get(productId) : undefined;
  if (product) return embed(part(catalog, [product], relatedProducts(product, catalog.products)));
  return embed(part(catalog, [], []));
}
