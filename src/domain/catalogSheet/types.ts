/**
 * The shapes of the catalogue spreadsheet's import: the file's products, the catalogue as the
 * database holds it, and the plan between them. Values are keyed by field (`inventory`,
 * `imageUrl`: the domain's names, columns.ts); messages to the owner name the header.
 */
import type { Category, Subcategory } from '../types.ts';
import type { ProductFields, Value, VariantFields } from './columns.ts';

/** A problem in the file, where the owner finds it: its line and the column's header. */
export interface SheetError {
  line: number;
  column: string | null;
  message: string;
}

export interface SheetVariant {
  line: number;
  values: VariantFields;
}

export interface SheetProduct {
  /** The line of its first row. */
  line: number;
  handle: string;
  /** Only the columns the file has. */
  values: Partial<ProductFields>;
  /** In the file's order; undefined when the file has no variant columns (variants left alone). */
  variants?: SheetVariant[];
}

export interface Sheet {
  products: SheetProduct[];
  /** The headers the file has. */
  columns: Set<string>;
  /** The export the file comes from; null for a file made without one. */
  exportId: string | null;
}

export interface StoredVariant {
  id: string;
  values: VariantFields;
  sortOrder: number;
  /** What the spreadsheet last said this variant's stock was, if anything. */
  sheetStock?: number | null;
}

/**
 * A product as the database holds it, in the spreadsheet's fields. Not the domain's `Product`:
 * the sheet needs what a shopper's product leaves out (the handle, a free-text category beside
 * the linked one, the photos by position, the listing position, the owner's search words, the
 * order lines that name it, the stock the spreadsheet said).
 */
export interface StoredProduct {
  id: string;
  handle: string;
  /** category / subcategory: the linked rows' names (category: else the free-text category); *Ar: theirs. */
  values: ProductFields;
  categoryId: string | null;
  subcategoryId: string | null;
  /** In display order. */
  variants: StoredVariant[];
  sheetStock?: number | null;
  /** Order lines that name it. */
  orderLines: number;
}

/** The store's catalogue as the import compares the file with it; categories are the domain's. */
export interface StoredCatalog {
  products: StoredProduct[];
  categories: Category[];
  subcategories: Subcategory[];
}

/** One field the import changes, named by its header for the owner. */
export interface FieldChange {
  column: string;
  from: Value;
  to: Value;
}

/** A stock cell the owner changed: what the spreadsheet said before, and what the file says now. */
export interface StockChange {
  said: number | null;
  file: number | null;
}

/** A named category or subcategory: an existing row's id, or created by the import. */
export type GroupRef = { id: string } | { create: string };

export interface VariantPlan {
  line: number;
  /** Undefined: a new variant. */
  id?: string;
  values: VariantFields;
  /** Null: kept as it is in the database. */
  sortOrder: number | null;
  changes: FieldChange[];
  /** Null: the stock is left as it is (orders' changes included). */
  stock: StockChange | null;
}

/** A stock cell the file left as the spreadsheet last said, where orders have changed it since. */
export interface StockKept {
  label: string;
  file: number | null;
  database: number | null;
}

export interface ProductPlan {
  line: number;
  handle: string;
  /** Undefined: a new product. */
  id?: string;
  /** Every field, the file's value or else the database's (or the default for a new one). */
  values: ProductFields;
  /** Set when the file changes the product's category or subcategory. */
  category?: { category: GroupRef | null; subcategory: GroupRef | null };
  changes: FieldChange[];
  stock: StockChange | null;
  /** Undefined: the file has no variant columns, variants are left alone. */
  variants?: VariantPlan[];
  removedVariants: { id: string; label: string }[];
  stockKept: StockKept[];
  /** File rows whose stock the import remembers as what the spreadsheet said. */
  sheetStock: { variantIndex: number | null; stock: number | null }[];
}

export interface NewCategory {
  name: string;
  nameAr: string | null;
}

export interface NewSubcategory {
  category: string;
  name: string;
  nameAr: string | null;
}

export interface RenamedGroup {
  kind: 'category' | 'subcategory';
  id: string;
  name: string;
  from: string | null;
  to: string;
}

export interface ImportPlan {
  add: ProductPlan[];
  change: ProductPlan[];
  /** Products in the file the import leaves as they are (their stock rows are still remembered). */
  same: ProductPlan[];
  remove: { id: string; handle: string; name: string; orderLines: number; variantIds: string[] }[];
  /** In the database, not in the file, and left alone (no --remove-missing). */
  notInFile: number;
  newCategories: NewCategory[];
  newSubcategories: NewSubcategory[];
  renamedGroups: RenamedGroup[];
}
