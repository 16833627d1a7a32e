/**
 * What changed in the catalogue since a version (docs/decisions/0016-live-catalogue-changes.md), and how a catalogue the page
 * already holds takes those changes. The database answers them (`catalog_changes`, read by
 * src/data/catalog.ts); the catalogue loader applies them.
 */
import { keepPhotos } from './photos.ts';
import type { ShopTerms } from './delivery.ts';
import type { Catalog, Category, Product, Subcategory } from './types.ts';

/** The changes since a version, as the shop reads them. */
export interface CatalogChanges {
  full: false;
  /** The version to ask from next time. */
  version: number;
  /** Products written since (added or changed), in catalogue order. */
  products: Product[];
  /** Products deleted since. */
  removedProductIds: string[];
  /** Every category and visible subcategory, when any changed; null when none did. */
  groups: { categories: Category[]; subcategories: Subcategory[] } | null;
  /** The delivery zones, areas and LBP rate, when any changed; null when none did. */
  terms: ShopTerms | null;
}

/** The version was too old (or unknown) to answer with changes: read everything once, and keep `version`. */
export interface FullReadNeeded {
  full: true;
  version: number;
}

export type CatalogChangesAnswer = CatalogChanges | FullReadNeeded;

/** A catalogue with the version of the database it is up to date with (null: unknown). */
export interface VersionedCatalog {
  catalog: Catalog;
  version: number | null;
}

/**
 * `catalog` with `changes` applied: removed products gone, changed ones replaced where they
 * stand (with the build's resized pictures kept), products the catalogue lacked added at the end
 * (the next build puts them in their place), the groups replaced when they changed. Unchanged
 * products keep their object, so nothing that shows them renders again; a catalogue nothing
 * changed in is returned as is.
 */
export function applyCatalogChanges(catalog: Catalog, changes: CatalogChanges): Catalog {
  if (changes.products.length === 0 && changes.removedProductIds.length === 0 && !changes.groups) return catalog;
  const removed = new Set(changes.removedProductIds);
  const changed = new Map(keepPhotos(catalog, { ...catalog, products: changes.products }).products.map((product) => [product.id, product]));
  const products: Product[] = [];
  for (const product of catalog.products) {
    if (removed.has(product.id) && !changed.has(product.id)) continue;
    products.push(changed.get(product.id) ?? product);
    changed.delete(product.id);
  }
  products.push(...changed.values());
  return {
    products,
    categories: changes.groups?.categories ?? catalog.categories,
    subcategories: changes.groups?.subcategories ?? catalog.subcategories,
  };
}
