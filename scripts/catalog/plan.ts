/**
 * What an import would do: the file's products against the database's, as a plan of additions,
 * changes and removals that the dry run prints and `--apply` writes. Pure, so the rules (stock
 * the orders took is kept, variants matched by their label, categories by name) are unit-tested.
 */
import {
  PRODUCT_COLUMNS,
  VARIANT_COLUMNS,
  variantKey,
  type ProductColumn,
  type SheetError,
  type SheetProduct,
  type Value,
  type VariantColumn,
} from './sheet.ts';

export interface CatalogVariant {
  id: string;
  values: Record<VariantColumn, Value>;
  sortOrder: number;
  /** What the spreadsheet last said this variant's stock was (catalog_sheet_stock), if anything. */
  sheetStock?: number | null;
}

export interface CatalogProduct {
  id: string;
  handle: string;
  /** category / subcategory: the linked rows' names (category: else the free-text category); *_ar: theirs. */
  values: Record<ProductColumn, Value>;
  categoryId: string | null;
  subcategoryId: string | null;
  /** In display order. */
  variants: CatalogVariant[];
  sheetStock?: number | null;
  /** Order lines that name it. */
  orderLines: number;
}

export interface CatalogCategory {
  id: string;
  name: string;
  nameAr: string | null;
  subcategories: { id: string; name: string; nameAr: string | null }[];
}

export interface Catalog {
  products: CatalogProduct[];
  categories: CatalogCategory[];
}

export interface FieldChange {
  column: string;
  from: Value;
  to: Value;
}

/** A named category or subcategory: an existing row's id, or created by the import. */
export type GroupRef = { id: string } | { create: string };

export interface VariantPlan {
  line: number;
  /** Undefined: a new variant. */
  id?: string;
  values: Record<VariantColumn, Value>;
  /** Null: kept as it is in the database. */
  sortOrder: number | null;
  changes: FieldChange[];
  /** Null: the stock is left as it is (orders' changes included). */
  stock: StockChange | null;
}

export interface ProductPlan {
  line: number;
  handle: string;
  /** Undefined: a new product. */
  id?: string;
  /** Every product column, the file's value or else the database's (or the default for a new one). */
  values: Record<ProductColumn, Value>;
  /** Set when the file changes the product's category or subcategory. */
  category?: { category: GroupRef | null; subcategory: GroupRef | null };
  changes: FieldChange[];
  stock: StockChange | null;
  /** Undefined: the file has no variant columns, variants are left alone. */
  variants?: VariantPlan[];
  removedVariants: { id: string; label: string }[];
  /** Stock the file left as the spreadsheet last said, where orders have changed it since. */
  stockKept: { label: string; file: number | null; database: number | null }[];
  /** File rows whose stock the import remembers as what the spreadsheet said. */
  sheetStock: { variantIndex: number | null; stock: number | null }[];
}

export interface ImportPlan {
  add: ProductPlan[];
  change: ProductPlan[];
  /** Products in the file the import leaves as they are (their stock rows are still remembered). */
  same: ProductPlan[];
  remove: { id: string; handle: string; name: string; orderLines: number; variantIds: string[] }[];
  /** In the database, not in the file, and left alone (no --remove-missing). */
  notInFile: number;
  newCategories: { name: string; nameAr: string | null }[];
  newSubcategories: { category: string; name: string; nameAr: string | null }[];
  renamedGroups: { kind: 'category' | 'subcategory'; id: string; name: string; from: string | null; to: string }[];
}

const DEFAULT_PRODUCT: Record<ProductColumn, Value> = {
  name: null,
  name_ar: null,
  description: '',
  description_ar: null,
  category: null,
  category_ar: null,
  subcategory: null,
  subcategory_ar: null,
  size: null,
  price: null,
  sale_price: null,
  stock: null,
  out_of_stock: false,
  sort_order: 0,
  photo_1: null,
  photo_2: null,
  photo_3: null,
  photo_4: null,
  photo_5: null,
};

/** Columns compared field by field; the category pair, the groups' Arabic names and stock have rules of their own. */
const PLAIN_PRODUCT_COLUMNS = PRODUCT_COLUMNS.filter(
  (c) => !['category', 'category_ar', 'subcategory', 'subcategory_ar', 'stock'].includes(c.name),
);
const PLAIN_VARIANT_COLUMNS = VARIANT_COLUMNS.filter((c) => c.name !== 'variant_stock');

const lower = (value: Value) => (value === null ? null : String(value).toLowerCase());

export function variantLabel(values: Record<VariantColumn, Value>, index: number): string {
  return String(values.variant_size ?? values.variant_name ?? `Variant ${index + 1}`);
}

/** A stock cell the owner changed: what the spreadsheet said before, and what the file says now. */
export interface StockChange {
  said: number | null;
  file: number | null;
}

/**
 * The stock rule. A stock cell equal to what the spreadsheet said last (export or import; where
 * nothing is remembered, the database's value) is left alone: the database keeps what orders
 * took since. A changed cell moves the stock by the owner's change (10 → 12: two more units), so
 * orders since still count: never below 0; absolute where either side is unlimited (empty).
 */
function stockChange(file: Value, database: Value, remembered: number | null | undefined): StockChange | null {
  const said = remembered === undefined ? (database as number | null) : remembered;
  return file === said ? null : { said, file: file as number | null };
}

/** The stock after the import: the database's stock now, moved by the owner's change (database.ts does the same in SQL). */
export function stockAfter(now: number | null, change: StockChange): number | null {
  if (change.file === null) return null;
  if (now === null || change.said === null) return change.file;
  return Math.max(0, now + change.file - change.said);
}

/**
 * Plans the import of `products` (a file with no bad row) into `catalog`. Returns the plan, or
 * the rows that cannot be imported as they are (a new product without a name or price, two rows
 * giving one category two Arabic names).
 */
export function planImport(
  products: readonly SheetProduct[],
  catalog: Catalog,
  options: { removeMissing: boolean },
): { plan: ImportPlan; errors: SheetError[] } {
  const errors: SheetError[] = [];
  const plan: ImportPlan = { add: [], change: [], same: [], remove: [], notInFile: 0, newCategories: [], newSubcategories: [], renamedGroups: [] };
  const byHandle = new Map(catalog.products.map((p) => [p.handle, p]));

  // Categories and subcategories named in the file, matched by name in any letter case.
  const categoryByName = new Map(catalog.categories.map((c) => [c.name.toLowerCase(), c]));
  const namedCategories = new Map<string, { name: string; nameAr: string | null; line: number }>();
  const namedSubcategories = new Map<string, { category: string; name: string; nameAr: string | null; line: number }>();
  for (const product of products) {
    const category = product.values.category;
    if (typeof category !== 'string') continue;
    noteArabicName(namedCategories, category.toLowerCase(), { name: category }, product.values.category_ar ?? null, product.line, 'category_ar');
    const subcategory = product.values.subcategory;
    if (typeof subcategory === 'string') {
      noteArabicName(namedSubcategories, `${category.toLowerCase()}\u0000${subcategory.toLowerCase()}`, { category, name: subcategory }, product.values.subcategory_ar ?? null, product.line, 'subcategory_ar');
    }
  }
  for (const [key, named] of namedCategories) {
    const existing = categoryByName.get(key);
    if (existing && named.nameAr !== null && named.nameAr !== existing.nameAr) {
      plan.renamedGroups.push({ kind: 'category', id: existing.id, name: existing.name, from: existing.nameAr, to: named.nameAr });
    }
  }
  for (const named of namedSubcategories.values()) {
    const existing = findSubcategory(named.category, named.name);
    if (existing && named.nameAr !== null && named.nameAr !== existing.nameAr) {
      plan.renamedGroups.push({ kind: 'subcategory', id: existing.id, name: `${named.category} › ${existing.name}`, from: existing.nameAr, to: named.nameAr });
    }
  }

  const inFile = new Set<string>();
  for (const product of products) {
    inFile.add(product.handle);
    const existing = byHandle.get(product.handle);
    const productPlan = existing ? planChange(product, existing) : planAdd(product);
    if (!productPlan) continue;
    if (!existing) plan.add.push(productPlan);
    else if (productPlan.changes.length > 0 || productPlan.stock || productPlan.category || productPlan.removedVariants.length > 0 || productPlan.variants?.some((v) => !v.id || v.changes.length > 0 || v.stock)) {
      plan.change.push(productPlan);
    } else plan.same.push(productPlan);
  }
  // Categories and subcategories are created only for the products that go into them (a product
  // keeping a free-text category creates none).
  for (const product of [...plan.add, ...plan.change]) {
    const category = String(product.values.category).toLowerCase();
    if (product.category?.category && 'create' in product.category.category && !plan.newCategories.some((c) => c.name.toLowerCase() === category)) {
      plan.newCategories.push({ name: product.category.category.create, nameAr: namedCategories.get(category)?.nameAr ?? null });
    }
    const subcategory = `${category}\u0000${String(product.values.subcategory).toLowerCase()}`;
    if (product.category?.subcategory && 'create' in product.category.subcategory && !plan.newSubcategories.some((s) => `${s.category.toLowerCase()}\u0000${s.name.toLowerCase()}` === subcategory)) {
      const named = namedSubcategories.get(subcategory)!;
      plan.newSubcategories.push({ category: categoryByName.get(category)?.name ?? named.category, name: named.name, nameAr: named.nameAr });
    }
  }

  for (const product of catalog.products) {
    if (inFile.has(product.handle)) continue;
    if (!options.removeMissing) {
      plan.notInFile++;
      continue;
    }
    plan.remove.push({
      id: product.id,
      handle: product.handle,
      name: String(product.values.name),
      orderLines: product.orderLines,
      variantIds: product.variants.map((v) => v.id),
    });
  }
  return { plan, errors };

  function noteArabicName<T extends { nameAr: string | null; line: number }>(
    named: Map<string, T>,
    key: string,
    base: Omit<T, 'nameAr' | 'line'>,
    nameAr: Value,
    line: number,
    column: string,
  ) {
    const seen = named.get(key);
    const arabic = typeof nameAr === 'string' ? nameAr : null;
    if (!seen) {
      named.set(key, { ...base, nameAr: arabic, line } as T);
    } else if (arabic !== null) {
      if (seen.nameAr === null) {
        seen.nameAr = arabic;
        seen.line = line;
      } else if (seen.nameAr !== arabic) {
        errors.push({ line, column, message: `"${arabic}" differs from line ${seen.line} ("${seen.nameAr}"): one name per ${column === 'category_ar' ? 'category' : 'subcategory'}` });
      }
    }
  }

  function findSubcategory(category: string, name: string) {
    return categoryByName.get(category.toLowerCase())?.subcategories.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }

  function groupRefs(values: Record<ProductColumn, Value>) {
    const category = values.category === null ? null : categoryByName.get(String(values.category).toLowerCase());
    const subcategory = values.subcategory === null ? undefined : findSubcategory(String(values.category), String(values.subcategory));
    return {
      category: values.category === null ? null : category ? { id: category.id } : { create: String(values.category) },
      subcategory: values.subcategory === null ? null : subcategory ? { id: subcategory.id } : { create: String(values.subcategory) },
    };
  }

  function planAdd(product: SheetProduct): ProductPlan | null {
    const values = { ...DEFAULT_PRODUCT, ...product.values };
    let good = true;
    for (const column of ['name', 'price'] as const) {
      if (values[column] === null) {
        errors.push({ line: product.line, column, message: `a new product needs a ${column} (the file has no "${column}" column)` });
        good = false;
      }
    }
    if (!good) return null;
    const variants = (product.variants ?? []).map((variant, index) => ({
      line: variant.line,
      values: variant.values,
      sortOrder: index,
      changes: [],
      stock: { said: null, file: variant.values.variant_stock as number | null },
    }));
    return {
      line: product.line,
      handle: product.handle,
      values,
      category: groupRefs(values),
      changes: [],
      stock: { said: null, file: values.stock as number | null },
      variants,
      removedVariants: [],
      stockKept: [],
      sheetStock: sheetStockRows(product),
    };
  }

  function planChange(product: SheetProduct, existing: CatalogProduct): ProductPlan {
    const values = { ...existing.values };
    const changes: FieldChange[] = [];
    const stockKept: ProductPlan['stockKept'] = [];
    for (const column of PLAIN_PRODUCT_COLUMNS) {
      if (!(column.name in product.values)) continue;
      const to = product.values[column.name]!;
      if (to !== existing.values[column.name]) changes.push({ column: column.name, from: existing.values[column.name], to });
      values[column.name] = to;
    }

    let category: ProductPlan['category'];
    if ('category' in product.values) {
      const toCategory = product.values.category ?? null;
      // A product whose category is only free text (no category row) keeps it while the file says the same.
      const sameCategory = existing.categoryId === null ? existing.values.category === toCategory : lower(existing.values.category) === lower(toCategory);
      // Without a subcategory column, the subcategory stays while the category does.
      const toSubcategory = 'subcategory' in product.values ? (product.values.subcategory ?? null) : sameCategory ? existing.values.subcategory : null;
      const to = { category: toCategory, subcategory: toSubcategory };
      const sameSubcategory = sameCategory && lower(existing.values.subcategory) === lower(to.subcategory);
      if (!sameCategory || !sameSubcategory) {
        if (!sameCategory) changes.push({ column: 'category', from: existing.values.category, to: to.category });
        if (!sameSubcategory) changes.push({ column: 'subcategory', from: existing.values.subcategory, to: to.subcategory });
        values.category = to.category;
        values.subcategory = to.subcategory;
        category = groupRefs(values);
      }
    }

    let stock: StockChange | null = null;
    if ('stock' in product.values) {
      stock = stockChange(product.values.stock!, existing.values.stock, existing.sheetStock);
      if (stock) {
        values.stock = stockAfter(existing.values.stock as number | null, stock);
        if (values.stock !== existing.values.stock) changes.push({ column: 'stock', from: existing.values.stock, to: values.stock });
      } else if (product.values.stock !== existing.values.stock) {
        stockKept.push({ label: 'stock', file: product.values.stock as number | null, database: existing.values.stock as number | null });
      }
    }

    let variants: VariantPlan[] | undefined;
    const removedVariants: ProductPlan['removedVariants'] = [];
    const matched: (CatalogVariant | null)[] = [];
    if (product.variants) {
      const unmatched = new Map(existing.variants.map((v) => [v, variantKey(v.values)]));
      for (const variant of product.variants) {
        const key = variantKey(variant.values);
        const twin = [...unmatched].find(([, otherKey]) => otherKey === key)?.[0] ?? null;
        if (twin) unmatched.delete(twin);
        matched.push(twin);
      }
      existing.variants.forEach((variant, index) => {
        if (unmatched.has(variant)) removedVariants.push({ id: variant.id, label: variantLabel(variant.values, index) });
      });

      // Keep the database's order unless the file's differs (or a new variant comes before an old one).
      const keptInOrder = matched.filter((v): v is CatalogVariant => v !== null);
      const databaseOrder = existing.variants.filter((v) => keptInOrder.includes(v));
      const lastMatched = matched.findLastIndex((v) => v !== null);
      const reorder = keptInOrder.some((v, i) => v !== databaseOrder[i]) || matched.some((v, i) => v === null && i < lastMatched);
      const lastSortOrder = Math.max(0, ...existing.variants.map((v) => v.sortOrder));
      let added = 0;
      variants = product.variants.map((variant, index) => {
        const twin = matched[index] ?? null;
        const sortOrder = reorder ? index : twin ? null : lastSortOrder + ++added;
        const plan: VariantPlan = {
          line: variant.line,
          id: twin?.id,
          values: { ...variant.values },
          sortOrder,
          changes: [],
          stock: twin ? null : { said: null, file: variant.values.variant_stock as number | null },
        };
        if (twin) {
          for (const column of PLAIN_VARIANT_COLUMNS) {
            if (variant.values[column.name] !== twin.values[column.name]) {
              plan.changes.push({ column: column.name, from: twin.values[column.name], to: variant.values[column.name] });
            }
          }
          const now = twin.values.variant_stock as number | null;
          plan.stock = stockChange(variant.values.variant_stock, now, twin.sheetStock);
          plan.values.variant_stock = plan.stock ? stockAfter(now, plan.stock) : now;
          if (plan.values.variant_stock !== now) plan.changes.push({ column: 'variant_stock', from: now, to: plan.values.variant_stock });
          else if (!plan.stock && variant.values.variant_stock !== now) {
            stockKept.push({ label: variantLabel(variant.values, index), file: variant.values.variant_stock as number | null, database: now });
          }
        }
        return plan;
      });
      if (reorder) changes.push({ column: 'variant order', from: null, to: null });
    }

    return {
      line: product.line,
      handle: product.handle,
      id: existing.id,
      values,
      category,
      changes,
      stock,
      variants,
      removedVariants,
      stockKept,
      sheetStock: sheetStockRows(product),
    };
  }

  function sheetStockRows(product: SheetProduct) {
    const rows: ProductPlan['sheetStock'] = [];
    if ('stock' in product.values) rows.push({ variantIndex: null, stock: product.values.stock as number | null });
    product.variants?.forEach((variant, index) => rows.push({ variantIndex: index, stock: variant.values.variant_stock as number | null }));
    return rows;
  }
}
