/**
 * Catalogue reads: database rows in, domain types out. The only place that knows column names
 * and numeric(10,2) dollars; everything above it sees Product, Variant and cents.
 */
import { storeConfig } from '../config/store.ts';
import { isUuid } from '../domain/ids.ts';
import type { CatalogChangesAnswer, VersionedCatalog } from '../domain/catalogChanges.ts';
import type { Catalog, Category, Product, Subcategory } from '../domain/types.ts';
import { CatalogReadError } from './catalogReadError.ts';
import { ITEM_SELECT, toProduct, type ItemWithRelations } from './catalogRows.ts';
import type { Database } from './database.types.ts';
import { toShopTerms, type TermsRows } from './delivery.ts';
import { restRpc, restSelect } from './rest.ts';

type SubcategoryRow = Database['public']['Tables']['subcategories']['Row'];
type CategoryWithSubcategories = Pick<Database['public']['Tables']['categories']['Row'], 'id' | 'name' | 'name_ar' | 'store_id'> & {
  subcategories: Pick<SubcategoryRow, 'id' | 'name' | 'name_ar' | 'category_id' | 'sort_order'>[];
};

/** Categories (with their visible subcategories, as the shopper policies serve them) → the catalogue's groups. */
function toCatalogGroups(rows: CategoryWithSubcategories[]): { categories: Category[]; subcategories: Subcategory[] } {
  return {
    categories: rows.map((row) => ({ id: row.id, name: row.name, nameAr: row.name_ar, storeId: row.store_id })),
    subcategories: rows.flatMap((row) =>
      [...row.subcategories]
        .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
        .map((sub) => ({ id: sub.id, name: sub.name, nameAr: sub.name_ar, categoryId: sub.category_id })),
    ),
  };
}

/** The whole storefront in two parallel requests: items (with category and variants), categories (with visible subcategories). */
export async function fetchCatalog(storeId: string = storeConfig.storeId): Promise<Catalog> {
  const [items, categories] = await Promise.all([
    restSelect<ItemWithRelations>('items', { select: ITEM_SELECT, store_id: `eq.${storeId}`, order: 'sort_order,name,id' }),
    restSelect<CategoryWithSubcategories>('categories', {
      select: 'id, name, name_ar, store_id, subcategories(id, name, name_ar, category_id, sort_order)',
      store_id: `eq.${storeId}`,
      order: 'sort_order,name',
    }),
  ]);
  if (items.error) throw new CatalogReadError('products', items.error);
  if (categories.error) throw new CatalogReadError('categories', categories.error);
  return { products: items.data.map(toProduct), ...toCatalogGroups(categories.data) };
}

/** What `catalog_changes` answers (supabase/migrations/*_catalog_changes.sql): rows in the full read's shapes. */
type ChangesRows =
  | { full: true; version: number }
  | {
      full: false;
      version: number;
      items: ItemWithRelations[];
      removed_items: string[];
      categories: CategoryWithSubcategories[] | null;
      terms: TermsRows | null;
    };

/**
 * What changed in the catalogue and the delivery terms since `since` (a version the build
 * stamped, or an earlier answer gave), in one small request (docs/decisions/0016-live-catalogue-changes.md), mapped with the
 * full read's mappers. `since` null, or a version too old to answer cheaply: "full read needed",
 * with the version to keep once the whole catalogue has been read after this answer.
 */
export async function fetchCatalogChanges(since: number | null, storeId: string = storeConfig.storeId): Promise<CatalogChangesAnswer> {
  const { data, error } = await restRpc<ChangesRows>('catalog_changes', { p_store_id: storeId, ...(since === null ? {} : { p_since: String(since) }) });
  if (error) throw new CatalogReadError('the catalogue changes', error);
  if (typeof data?.version !== 'number') throw new CatalogReadError('the catalogue changes', { message: 'not a catalogue version' });
  if (data.full) return { full: true, version: data.version };
  return {
    full: false,
    version: data.version,
    products: data.items.map(toProduct),
    removedProductIds: data.removed_items,
    groups: data.categories ? toCatalogGroups(data.categories) : null,
    terms: data.terms ? toShopTerms(data.terms) : null,
  };
}

/**
 * The whole catalogue with the version it is up to date with: the version is asked first, so
 * whatever is written after it is either in the read or in the next changes (a change in both is
 * applied twice, harmlessly). What the build stamps, and a visit's fallback.
 */
export async function fetchVersionedCatalog(storeId: string = storeConfig.storeId): Promise<VersionedCatalog> {
  const { version } = await fetchCatalogChanges(null, storeId);
  return { catalog: await fetchCatalog(storeId), version };
}

/** One product by id; null when there is none (including ids that cannot exist). */
export async function fetchProduct(id: string): Promise<Product | null> {
  if (!isUuid(id)) return null;
  const { data, error } = await restSelect<ItemWithRelations>('items', { select: ITEM_SELECT, id: `eq.${id}` });
  if (error) throw new CatalogReadError('the product', error);
  const [row] = data;
  return row ? toProduct(row) : null;
}

/**
 * Up to `limit` products of the same category that are not flagged out of stock, the current one
 * excluded, as the related-items query asks. The caller still applies the domain's listing rule, which also looks at stock.
 */
export async function fetchRelatedProducts(product: Product, limit = 5): Promise<Product[]> {
  if (!product.categoryId) return [];
  const { data, error } = await restSelect<ItemWithRelations>('items', {
    select: ITEM_SELECT,
    category_id: `eq.${product.categoryId}`,
    is_out_of_stock: 'eq.false',
    id: `neq.${product.id}`,
    order: 'sort_order',
    limit: String(limit + 5),
  });
  if (error) throw new CatalogReadError('related products', error);
  return data.map(toProduct);
}

/**
 * The whole catalogue from the build's content-hashed snapshot file (a static, long-cached copy
 * shared by every page), with the version the build read it at; what changed since comes from
 * fetchCatalogChanges. Read off the page's thread where a worker can run (catalogSnapshotReader.ts,
 * loaded with it: no start-up code).
 */
export async function fetchCatalogSnapshot(url: string): Promise<VersionedCatalog> {
  const { readCatalogSnapshotFile } = await import('./catalogSnapshotReader.ts');
  return readCatalogSnapshotFile(url);
}
