/**
 * One product of the file against the database: added (planAdd) or compared field by field
 * (planChange: its plain fields, its category, its stock, its variants).
 */
import { PRODUCT_COLUMNS, VARIANT_COLUMNS, variantKey, variantLabel, type ProductFields } from './columns.ts';
import type { GroupFinder } from './planCategories.ts';
import { stockAfter, stockChange } from './stock.ts';
import type { FieldChange, ProductPlan, SheetError, SheetProduct, SheetVariant, StockChange, StockKept, StoredProduct, StoredVariant, VariantPlan } from './types.ts';

/** A new product's fields the file leaves out. */
export const DEFAULT_PRODUCT: ProductFields = {
  name: null,
  nameAr: null,
  description: '',
  descriptionAr: null,
  category: null,
  categoryAr: null,
  subcategory: null,
  subcategoryAr: null,
  size: null,
  price: null,
  salePrice: null,
  inventory: null,
  isOutOfStock: false,
  sortOrder: 0,
  imageUrl: null,
  imageUrl2: null,
  imageUrl3: null,
  imageUrl4: null,
  imageUrl5: null,
  searchTerms: null,
  searchTermsAr: null,
};

/** Columns compared value by value; the category pair, the groups' Arabic names and stock have rules of their own. */
const PLAIN_PRODUCT_COLUMNS = PRODUCT_COLUMNS.filter((c) => !['category', 'categoryAr', 'subcategory', 'subcategoryAr', 'inventory'].includes(c.field));
const PLAIN_VARIANT_COLUMNS = VARIANT_COLUMNS.filter((c) => c.field !== 'inventory');

const lower = (value: ProductFields[keyof ProductFields]) => (value === null ? null : String(value).toLowerCase());
const asStock = (value: unknown) => value as number | null;

/** A product the database does not have; null (and an error) without the name and price it needs. */
export function planAdd(product: SheetProduct, groups: GroupFinder, errors: SheetError[]): ProductPlan | null {
  const values = { ...DEFAULT_PRODUCT, ...product.values };
  const missing = (['name', 'price'] as const).filter((field) => values[field] === null);
  for (const field of missing) {
    errors.push({ line: product.line, column: field, message: `a new product needs a ${field} (the file has no "${field}" column)` });
  }
  if (missing.length > 0) return null;
  return {
    line: product.line,
    handle: product.handle,
    values,
    category: groups.refs(values),
    changes: [],
    stock: { said: null, file: asStock(values.inventory) },
    variants: (product.variants ?? []).map((variant, index) => ({
      line: variant.line,
      values: variant.values,
      sortOrder: index,
      changes: [],
      stock: { said: null, file: asStock(variant.values.inventory) },
    })),
    removedVariants: [],
    stockKept: [],
    sheetStock: sheetStockRows(product),
  };
}

/** A product the database has: what the file changes of it. */
export function planChange(product: SheetProduct, existing: StoredProduct, groups: GroupFinder): ProductPlan {
  const values = { ...existing.values };
  const changes = planFields(product, existing, values);
  const category = planCategoryMove(product, existing, values, groups, changes);
  const stockKept: StockKept[] = [];
  const stock = planProductStock(product, existing, values, changes, stockKept);
  const variants = product.variants && planVariants(product.variants, existing.variants, changes, stockKept);
  return {
    line: product.line,
    handle: product.handle,
    id: existing.id,
    values,
    category,
    changes,
    stock,
    variants: variants?.plans,
    removedVariants: variants?.removed ?? [],
    stockKept,
    sheetStock: sheetStockRows(product),
  };
}

/** Every plain field the file has, into `values`; the ones that differ as changes. */
function planFields(product: SheetProduct, existing: StoredProduct, values: ProductFields): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const column of PLAIN_PRODUCT_COLUMNS) {
    if (!(column.field in product.values)) continue;
    const to = product.values[column.field]!;
    if (to !== existing.values[column.field]) changes.push({ column: column.header, from: existing.values[column.field], to });
    values[column.field] = to;
  }
  return changes;
}

/**
 * The category and subcategory the file moves the product to, or undefined where it stays: names
 * compare in any letter case, a free-text category (no category row) only exactly, and without a
 * subcategory column the subcategory stays while the category does.
 */
function planCategoryMove(product: SheetProduct, existing: StoredProduct, values: ProductFields, groups: GroupFinder, changes: FieldChange[]): ProductPlan['category'] {
  if (!('category' in product.values)) return undefined;
  const toCategory = product.values.category ?? null;
  const sameCategory = existing.categoryId === null ? existing.values.category === toCategory : lower(existing.values.category) === lower(toCategory);
  const toSubcategory = 'subcategory' in product.values ? (product.values.subcategory ?? null) : sameCategory ? existing.values.subcategory : null;
  const sameSubcategory = sameCategory && lower(existing.values.subcategory) === lower(toSubcategory);
  if (sameCategory && sameSubcategory) return undefined;
  if (!sameCategory) changes.push({ column: 'category', from: existing.values.category, to: toCategory });
  if (!sameSubcategory) changes.push({ column: 'subcategory', from: existing.values.subcategory, to: toSubcategory });
  values.category = toCategory;
  values.subcategory = toSubcategory;
  return groups.refs(values);
}

/** The product's own stock by the stock rule (stock.ts). */
function planProductStock(product: SheetProduct, existing: StoredProduct, values: ProductFields, changes: FieldChange[], stockKept: StockKept[]): StockChange | null {
  if (!('inventory' in product.values)) return null;
  const file = asStock(product.values.inventory);
  const now = asStock(existing.values.inventory);
  const stock = stockChange(file, now, existing.sheetStock);
  if (stock) {
    values.inventory = stockAfter(now, stock);
    if (values.inventory !== now) changes.push({ column: 'stock', from: now, to: values.inventory });
  } else if (file !== now) {
    stockKept.push({ label: 'stock', file, database: now });
  }
  return stock;
}

/**
 * The file's variants against the database's, matched by label (size and name, any letter case):
 * changed, added, removed, and reordered only when the file's order differs (or a new variant
 * comes before an old one).
 */
function planVariants(
  variants: readonly SheetVariant[],
  existing: readonly StoredVariant[],
  changes: FieldChange[],
  stockKept: StockKept[],
): { plans: VariantPlan[]; removed: ProductPlan['removedVariants'] } {
  const unmatched = new Map(existing.map((v) => [v, variantKey(v.values)]));
  const twins = variants.map((variant) => {
    const key = variantKey(variant.values);
    const twin = [...unmatched].find(([, otherKey]) => otherKey === key)?.[0] ?? null;
    if (twin) unmatched.delete(twin);
    return twin;
  });
  const removed = existing.flatMap((variant, index) => (unmatched.has(variant) ? [{ id: variant.id, label: variantLabel(variant.values, index) }] : []));

  const kept = twins.filter((v): v is StoredVariant => v !== null);
  const databaseOrder = existing.filter((v) => kept.includes(v));
  const lastTwin = twins.findLastIndex((v) => v !== null);
  const reorder = kept.some((v, i) => v !== databaseOrder[i]) || twins.some((v, i) => v === null && i < lastTwin);
  if (reorder) changes.push({ column: 'variant order', from: null, to: null });
  const lastSortOrder = Math.max(0, ...existing.map((v) => v.sortOrder));
  let added = 0;

  const plans = variants.map((variant, index): VariantPlan => {
    const twin = twins[index] ?? null;
    const sortOrder = reorder ? index : twin ? null : lastSortOrder + ++added;
    if (!twin) return { line: variant.line, values: { ...variant.values }, sortOrder, changes: [], stock: { said: null, file: asStock(variant.values.inventory) } };
    return planVariantChange(variant, twin, index, sortOrder, stockKept);
  });
  return { plans, removed };
}

/** A variant the database has: its changed fields, and its stock by the stock rule. */
function planVariantChange(variant: SheetVariant, twin: StoredVariant, index: number, sortOrder: number | null, stockKept: StockKept[]): VariantPlan {
  const changes: FieldChange[] = [];
  for (const column of PLAIN_VARIANT_COLUMNS) {
    if (variant.values[column.field] !== twin.values[column.field]) {
      changes.push({ column: column.header, from: twin.values[column.field], to: variant.values[column.field] });
    }
  }
  const file = asStock(variant.values.inventory);
  const now = asStock(twin.values.inventory);
  const stock = stockChange(file, now, twin.sheetStock);
  const inventory = stock ? stockAfter(now, stock) : now;
  if (inventory !== now) changes.push({ column: 'variant_stock', from: now, to: inventory });
  else if (!stock && file !== now) stockKept.push({ label: variantLabel(variant.values, index), file, database: now });
  return { line: variant.line, id: twin.id, values: { ...variant.values, inventory }, sortOrder, changes, stock };
}

/** The file's stock cells, which the import remembers as what the spreadsheet said. */
function sheetStockRows(product: SheetProduct): ProductPlan['sheetStock'] {
  const rows: ProductPlan['sheetStock'] = [];
  if ('inventory' in product.values) rows.push({ variantIndex: null, stock: asStock(product.values.inventory) });
  product.variants?.forEach((variant, index) => rows.push({ variantIndex: index, stock: asStock(variant.values.inventory) }));
  return rows;
}
