/**
 * Categories and subcategories in an import: matched by name in any letter case, created when the
 * file names one that does not exist, and renamed in Arabic when the file gives another Arabic
 * name (one per category or subcategory in the whole file).
 */
import type { Category, Subcategory } from '../types.ts';
import type { ProductFields, Value } from './columns.ts';
import type { GroupRef, NewCategory, NewSubcategory, ProductPlan, RenamedGroup, SheetError, SheetProduct, StoredCatalog } from './types.ts';

interface Named {
  name: string;
  nameAr: string | null;
  /** The line that gave the Arabic name (else the first naming it). */
  line: number;
}

/** The categories and subcategories the file names, with the Arabic name it gives each. */
export interface NamedGroups {
  categories: Map<string, Named>;
  subcategories: Map<string, Named & { category: string }>;
}

const subcategoryKey = (category: string, subcategory: string) => `${category.toLowerCase()}\u0000${subcategory.toLowerCase()}`;

/** The catalogue's categories and subcategories, found by name as the file writes them. */
export class GroupFinder {
  private readonly categoryByName: Map<string, Category>;
  constructor(private readonly catalog: Pick<StoredCatalog, 'categories' | 'subcategories'>) {
    this.categoryByName = new Map(catalog.categories.map((c) => [c.name.toLowerCase(), c]));
  }

  category(name: string): Category | undefined {
    return this.categoryByName.get(name.toLowerCase());
  }

  subcategory(category: string, name: string): Subcategory | undefined {
    const parent = this.category(category);
    return parent && this.catalog.subcategories.find((s) => s.categoryId === parent.id && s.name.toLowerCase() === name.toLowerCase());
  }

  /** What a product's category and subcategory fields point at: rows that exist, or rows to create. */
  refs(values: ProductFields): { category: GroupRef | null; subcategory: GroupRef | null } {
    const category = values.category === null ? undefined : this.category(String(values.category));
    const subcategory = values.subcategory === null ? undefined : this.subcategory(String(values.category), String(values.subcategory));
    return {
      category: values.category === null ? null : category ? { id: category.id } : { create: String(values.category) },
      subcategory: values.subcategory === null ? null : subcategory ? { id: subcategory.id } : { create: String(values.subcategory) },
    };
  }
}

/** The groups the file names; two rows giving one group two Arabic names are errors. */
export function namedGroups(products: readonly SheetProduct[], errors: SheetError[]): NamedGroups {
  const named: NamedGroups = { categories: new Map(), subcategories: new Map() };
  for (const product of products) {
    const { category, categoryAr, subcategory, subcategoryAr } = product.values;
    if (typeof category !== 'string') continue;
    note(named.categories, category.toLowerCase(), { name: category }, categoryAr ?? null, product.line, 'category_ar', errors);
    if (typeof subcategory === 'string') {
      note(named.subcategories, subcategoryKey(category, subcategory), { category, name: subcategory }, subcategoryAr ?? null, product.line, 'subcategory_ar', errors);
    }
  }
  return named;
}

function note<T extends Named>(named: Map<string, T>, key: string, base: Omit<T, 'nameAr' | 'line'>, nameAr: Value, line: number, column: string, errors: SheetError[]) {
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

/** Existing groups whose Arabic name the file changes. */
export function renamedGroups(named: NamedGroups, groups: GroupFinder): RenamedGroup[] {
  const renamed: RenamedGroup[] = [];
  for (const [key, category] of named.categories) {
    const existing = groups.category(key);
    if (existing && category.nameAr !== null && category.nameAr !== existing.nameAr) {
      renamed.push({ kind: 'category', id: existing.id, name: existing.name, from: existing.nameAr, to: category.nameAr });
    }
  }
  for (const subcategory of named.subcategories.values()) {
    const existing = groups.subcategory(subcategory.category, subcategory.name);
    if (existing && subcategory.nameAr !== null && subcategory.nameAr !== existing.nameAr) {
      renamed.push({ kind: 'subcategory', id: existing.id, name: `${subcategory.category} › ${existing.name}`, from: existing.nameAr, to: subcategory.nameAr });
    }
  }
  return renamed;
}

/**
 * The groups to create: only those the added and changed products go into (a product keeping a
 * free-text category creates none), each once, with the Arabic name the file gives it.
 */
export function newGroups(products: readonly ProductPlan[], named: NamedGroups, groups: GroupFinder): { newCategories: NewCategory[]; newSubcategories: NewSubcategory[] } {
  const newCategories = new Map<string, NewCategory>();
  const newSubcategories = new Map<string, NewSubcategory>();
  for (const product of products) {
    const category = String(product.values.category);
    const refs = product.category;
    if (refs?.category && 'create' in refs.category && !newCategories.has(category.toLowerCase())) {
      newCategories.set(category.toLowerCase(), { name: refs.category.create, nameAr: named.categories.get(category.toLowerCase())?.nameAr ?? null });
    }
    const key = subcategoryKey(category, String(product.values.subcategory));
    if (refs?.subcategory && 'create' in refs.subcategory && !newSubcategories.has(key)) {
      const subcategory = named.subcategories.get(key)!;
      newSubcategories.set(key, { category: groups.category(category)?.name ?? subcategory.category, name: subcategory.name, nameAr: subcategory.nameAr });
    }
  }
  return { newCategories: [...newCategories.values()], newSubcategories: [...newSubcategories.values()] };
}
