/** The import's plan as the lines the owner reads: counts first, then one line per product. */
import { COLUMN_BY_HEADER, formatValue, variantLabel, type Value } from '../../src/domain/catalogSheet/columns.ts';
import type { FieldChange, ImportPlan, ProductPlan, SheetError } from '../../src/domain/catalogSheet/types.ts';

/** A value as the owner reads it in the dry run, by its column's header. */
function shown(column: string, value: Value): string {
  if (value === null) return column.endsWith('stock') ? 'unlimited' : '(empty)';
  const text = formatValue(COLUMN_BY_HEADER.get(column)?.kind ?? 'text', value).replace(/\s+/g, ' ');
  return text.length > 40 ? `"${text.slice(0, 37)}…"` : `"${text}"`;
}

function change(change: FieldChange): string {
  return change.column === 'variant order' ? 'variants reordered' : `${change.column} ${shown(change.column, change.from)} → ${shown(change.column, change.to)}`;
}

function productLine(product: ProductPlan): string {
  const parts = product.changes.map(change);
  product.variants?.forEach((variant, index) => {
    const label = variantLabel(variant.values, index);
    if (!variant.id) parts.push(`new variant "${label}"`);
    else if (variant.changes.length > 0) parts.push(`variant "${label}": ${variant.changes.map(change).join(', ')}`);
  });
  for (const removed of product.removedVariants) parts.push(`variant "${removed.label}" removed`);
  return `~ ${product.handle} (line ${product.line}): ${parts.join('; ') || 'stock rewritten as the file says'}`;
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the import would do (dry run) or did (--apply). */
export function describePlan(plan: ImportPlan, applied: boolean): string[] {
  const lines = [
    `${applied ? 'Imported' : 'Would import'}: ${plan.add.length} added, ${plan.change.length} changed, ${plan.remove.length} removed, ${plan.same.length} unchanged` +
      (plan.notInFile > 0 ? `; ${count(plan.notInFile, 'product')} not in the file left as they are (--remove-missing removes them)` : '') +
      '.',
  ];
  if (plan.newCategories.length + plan.newSubcategories.length > 0) {
    lines.push(`New categories: ${[...plan.newCategories.map((c) => c.name), ...plan.newSubcategories.map((s) => `${s.category} › ${s.name}`)].join(', ')}.`);
  }
  for (const group of plan.renamedGroups) lines.push(`${group.kind} ${group.name}: Arabic name ${shown('name_ar', group.from)} → ${shown('name_ar', group.to)}`);
  for (const product of plan.add) {
    const variants = product.variants?.length ? `, ${count(product.variants.length, 'variant')}` : '';
    lines.push(`+ ${product.handle} (line ${product.line}): ${shown('name', product.values.name)}, ${shown('price', product.values.price)}${variants}`);
  }
  for (const product of plan.change) lines.push(productLine(product));
  for (const product of plan.remove) {
    const orders = product.orderLines > 0 ? ` (on ${count(product.orderLines, 'order line')}: the orders keep its name and price)` : '';
    lines.push(`- ${product.handle}: "${product.name}"${orders}`);
  }
  for (const product of [...plan.change, ...plan.same]) {
    for (const kept of product.stockKept) {
      lines.push(`= ${product.handle} ${kept.label}: stock stays ${shown('stock', kept.database)}, orders since the spreadsheet said ${shown('stock', kept.file)}`);
    }
  }
  return lines;
}

export function describeErrors(errors: readonly SheetError[]): string[] {
  return [
    `${count(errors.length, 'problem')} in the file; nothing was written:`,
    ...[...errors].sort((a, b) => a.line - b.line).map((e) => `  line ${e.line}${e.column ? `, ${e.column}` : ''}: ${e.message}`),
  ];
}
