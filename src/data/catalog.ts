/**
 * Catalogue reads: database rows in, domain types out. The only place that knows column names
 * and numeric(10,2) dollars; everything above it sees Product, Variant and cents.
 */
import { storeConfig } from '../config/store.ts';
import { isUuid } from '../domain/ids.ts';
import type { Catalog, Category, Product, Subcategory } from '../domain/types.ts';
import { ITEM_SELECT, toProduct, type ItemWithRelations } from './catalogRows.ts';
import type { Database } from './database.types.ts';
import { restSelect } from './rest.ts';

type SubcategoryRow = Database['public']['Tables']['subcategories']['Row'];
type CategoryWithSubcategories = Pick<Database['public']['Tables']['categories']['Row'], 'id' | 'name' | 'name_ar' | 'store_id'> & {
  subcategories: Pick<SubcategoryRow, 'id' | 'name' | 'name_ar' | 'category_id' | 'sort_order'>[];
};

class CatalogReadError extends Error {
  constructor(what: string, cause: { message: string }) {
    super(`Could not load ${what}: ${cause.message}`);
    this.name = 'CatalogReadError';
  }
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
  const categoryList: Category[] = categories.data.map((row) => ({
    id: row.id,
    name: row.name,
    nameAr: row.name_ar,
    storeId: row.store_id,
  }));
  const subcategories: Subcategory[] = categories.data.flatMap((row) =>
    [...row.subcategories]
      .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
      .map((sub) => ({ id: sub.id, name: sub.name, nameAr: sub.name_ar, categoryId: sub.category_id })),
  );
  return {
    products: items.data.map(toProduct),
    categories: categoryList,
    subcategories,
  };
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
 * shared by every page); live prices and stock still come from fetchCatalog.
 */
export async function fetchCatalogSnapshot(url: string): Promise<Catalog> {
  const response = await fetch(url);
  if (!response.ok) throw new CatalogReadError('the catalogue file', { message: `HTTP ${response.status}` });
  const catalog = (await response.json()) as Catalog;
  if (!Array.isArray(catalog?.products) || !Array.isArray(catalog.categories)) {
    throw new CatalogReadError('the catalogue file', { message: 'not a catalogue' });
  }
  return { ...catalog, subcategories: catalog.subcategories ?? [] };
}
