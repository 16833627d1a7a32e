/**
 * What an import would do: the file's products against the database's, as a plan of additions,
 * changes and removals that the dry run prints and `--apply` writes. Pure, so the rules (stock
 * the orders took is kept, variants matched by their label, categories by name) are unit-tested.
 */
import { GroupFinder, namedGroups, newGroups, renamedGroups } from './planCategories.ts';
import { planAdd, planChange } from './planProduct.ts';
import type { ImportPlan, ProductPlan, SheetError, SheetProduct, StoredCatalog } from './types.ts';

/**
 * Plans the import of `products` (a file with no bad row) into `catalog`. Returns the plan, or
 * the rows that cannot be imported as they are (a new product without a name or price, two rows
 * giving one category two Arabic names).
 */
export function planImport(products: readonly SheetProduct[], catalog: StoredCatalog, options: { removeMissing: boolean }): { plan: ImportPlan; errors: SheetError[] } {
  const errors: SheetError[] = [];
  const groups = new GroupFinder(catalog);
  const named = namedGroups(products, errors);
  const byHandle = new Map(catalog.products.map((p) => [p.handle, p]));

  const add: ProductPlan[] = [];
  const change: ProductPlan[] = [];
  const same: ProductPlan[] = [];
  for (const product of products) {
    const existing = byHandle.get(product.handle);
    if (!existing) {
      const added = planAdd(product, groups, errors);
      if (added) add.push(added);
    } else {
      const planned = planChange(product, existing, groups);
      (changesAnything(planned) ? change : same).push(planned);
    }
  }

  const inFile = new Set(products.map((p) => p.handle));
  const missing = catalog.products.filter((p) => !inFile.has(p.handle));
  const plan: ImportPlan = {
    add,
    change,
    same,
    remove: options.removeMissing
      ? missing.map((p) => ({ id: p.id, handle: p.handle, name: String(p.values.name), orderLines: p.orderLines, variantIds: p.variants.map((v) => v.id) }))
      : [],
    notInFile: options.removeMissing ? 0 : missing.length,
    ...newGroups([...add, ...change], named, groups),
    renamedGroups: renamedGroups(named, groups),
  };
  return { plan, errors };
}

/** Whether the import writes anything of the product (its remembered stock aside). */
function changesAnything(product: ProductPlan): boolean {
  return (
    product.changes.length > 0 ||
    product.stock !== null ||
    product.category !== undefined ||
    product.removedVariants.length > 0 ||
    (product.variants ?? []).some((v) => !v.id || v.changes.length > 0 || v.stock !== null)
  );
}
