/**
 * Catalogue rows → domain products: the item columns a product is read with, and their mapping.
 *
 * Kept apart from the queries (catalog.ts) and free of browser and Vite globals, with explicit
 * `.ts` imports, so that the catalog-feed edge function (Deno) maps rows exactly as the shop does.
 */
import { categoryDisplayName, categoryDisplayNameAr } from '../domain/catalog.ts';
import { toCents, toCentsOrNull } from '../domain/money.ts';
import type { Product, Variant } from '../domain/types.ts';
import type { Database } from './database.types.ts';

type ItemRow = Database['public']['Tables']['items']['Row'];
type VariantRow = Database['public']['Tables']['item_variants']['Row'];
export type ItemWithRelations = ItemRow & { categories: { name: string; name_ar: string | null } | null; item_variants: VariantRow[] };

/** All fields, the linked category's names and the variants, in one request. */
export const ITEM_SELECT = '*, categories(name, name_ar), item_variants(*)';

/**
 * The variant columns a domain Variant is read from, prices as PostgREST gives them (numbers) or
 * pg does (numeric as text): the catalogue spreadsheet (scripts/catalog/database.ts) reads variants with it too.
 */
export type VariantFieldsRow = Pick<VariantRow, 'id' | 'size' | 'name' | 'size_ar' | 'name_ar' | 'inventory' | 'is_out_of_stock' | 'image_url'> & {
  price: number | string;
  sale_price: number | string | null;
};

export function toVariant(row: VariantFieldsRow): Variant {
  return {
    id: row.id,
    size: row.size,
    name: row.name,
    sizeAr: row.size_ar,
    nameAr: row.name_ar,
    price: toCents(row.price),
    salePrice: toCentsOrNull(row.sale_price),
    inventory: row.inventory,
    isOutOfStock: row.is_out_of_stock,
    imageUrl: row.image_url,
  };
}

export function toProduct(row: ItemWithRelations): Product {
  const images = [row.image_url, row.image_url_2, row.image_url_3, row.image_url_4, row.image_url_5].filter(
    (url): url is string => Boolean(url),
  );
  // Display order, as the database numbers "Variant N" (private.variant_label): sort_order, then
  // created_at, then id (variants added in one statement share created_at).
  const variants = [...(row.item_variants ?? [])]
    .sort((a, b) => a.sort_order - b.sort_order || a.created_at.localeCompare(b.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(toVariant);
  return {
    id: row.id,
    storeId: row.store_id,
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    category: categoryDisplayName(row.categories?.name, row.category),
    categoryAr: categoryDisplayNameAr(row.categories?.name, row.categories?.name_ar),
    name: row.name,
    description: row.description,
    nameAr: row.name_ar,
    descriptionAr: row.description_ar,
    searchTerms: row.search_terms,
    searchTermsAr: row.search_terms_ar,
    price: toCents(row.price),
    salePrice: toCentsOrNull(row.sale_price),
    inventory: row.inventory,
    isOutOfStock: row.is_out_of_stock,
    images,
    size: row.size,
    variants,
  };
}
