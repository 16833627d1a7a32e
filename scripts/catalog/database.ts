/**
 * The catalogue spreadsheet's database side (docs/decisions/0032-catalogue-spreadsheet.md): the catalogue read in the sheet's
 * fields, an export's stock baseline, and an import plan written in one transaction.
 *
 * Node only (pg, over a connection as the database owner: the local stack's URL or a hosted
 * project's DATABASE_URL, like the dashboard's SQL editor), for `npm run catalog` and its tests:
 * the import needs one transaction, row locks in place_order's order and set-based writes, which
 * PostgREST does not give. It lives with the spreadsheet's command line, outside src/, so
 * nothing the browser loads can import it (eslint.config.js refuses scripts/ to src/ and machines/).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { asCells, PRODUCT_COLUMNS, VARIANT_COLUMNS, type ProductFields, type Value, type VariantFields } from '../../src/domain/catalogSheet/columns.ts';
import type { GroupRef, ImportPlan, ProductPlan, StockChange, StoredCatalog, StoredProduct, StoredVariant, VariantPlan } from '../../src/domain/catalogSheet/types.ts';
import { toCents, toCentsOrNull, toDollars } from '../../src/domain/money.ts';
import { toVariant, type VariantFieldsRow } from '../../src/data/catalogRows.ts';

type Queryable = Pick<pg.ClientBase, 'query'>;

export async function storeId(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ store_id: string }>('select store_id from public.store_settings');
  if (!rows[0]) throw new Error('public.store_settings has no row: is this the shop\'s database (migrations applied)?');
  return rows[0].store_id;
}

interface ItemRow {
  id: string;
  handle: string;
  name: string;
  name_ar: string | null;
  description: string;
  description_ar: string | null;
  free_category: string | null;
  category_id: string | null;
  subcategory_id: string | null;
  category_name: string | null;
  category_name_ar: string | null;
  subcategory_name: string | null;
  subcategory_name_ar: string | null;
  size: string | null;
  price: string;
  sale_price: string | null;
  inventory: number | null;
  is_out_of_stock: boolean;
  sort_order: number;
  image_url: string | null;
  image_url_2: string | null;
  image_url_3: string | null;
  image_url_4: string | null;
  image_url_5: string | null;
  search_terms: string | null;
  search_terms_ar: string | null;
  order_lines: number;
  sheet_stock_known: boolean;
  sheet_stock: number | null;
}

/** An item_variants row as the sheet reads it. */
type VariantRow = VariantFieldsRow & {
  item_id: string;
  sort_order: number;
  sheet_stock_known: boolean;
  sheet_stock: number | null;
};

/**
 * The store's whole catalogue, products in listing order and their variants in display order,
 * with the stock export `exportId` last said (null: files without an export id).
 */
export async function readCatalog(db: Queryable, store: string, exportId: string | null): Promise<StoredCatalog> {
  const items = await db.query<ItemRow>(
    `select i.id, i.handle, i.name, i.name_ar, i.description, i.description_ar, i.category as free_category,
            i.category_id, i.subcategory_id, c.name as category_name, c.name_ar as category_name_ar,
            s.name as subcategory_name, s.name_ar as subcategory_name_ar,
            i.size, i.price::text, i.sale_price::text, i.inventory, i.is_out_of_stock, i.sort_order,
            i.image_url, i.image_url_2, i.image_url_3, i.image_url_4, i.image_url_5, i.search_terms, i.search_terms_ar,
            coalesce(o.lines, 0)::int as order_lines,
            ss.item_id is not null as sheet_stock_known, ss.stock as sheet_stock
     from public.items i
     left join public.categories c on c.id = i.category_id
     left join public.subcategories s on s.id = i.subcategory_id
     left join (select oi.item_id, count(*) as lines from public.order_items oi group by oi.item_id) o on o.item_id = i.id
     left join public.catalog_sheet_stock ss on ss.item_id = i.id and ss.variant_id is null and ss.export_id is not distinct from $2
     where i.store_id = $1
     order by i.sort_order, i.name, i.id`,
    [store, exportId],
  );
  const variants = await db.query<VariantRow>(
    `select v.id, v.item_id, v.size, v.size_ar, v.name, v.name_ar, v.price::text, v.sale_price::text, v.inventory,
            v.is_out_of_stock, v.image_url, v.sort_order,
            ss.variant_id is not null as sheet_stock_known, ss.stock as sheet_stock
     from public.item_variants v
     join public.items i on i.id = v.item_id
     left join public.catalog_sheet_stock ss on ss.variant_id = v.id and ss.export_id is not distinct from $2
     where i.store_id = $1
     order by v.item_id, v.sort_order, v.created_at, v.id`,
    [store, exportId],
  );
  const categories = await db.query<{ id: string; name: string; name_ar: string | null; store_id: string }>(
    'select c.id, c.name, c.name_ar, c.store_id from public.categories c where c.store_id = $1 order by c.sort_order, c.name',
    [store],
  );
  const subcategories = await db.query<{ id: string; name: string; name_ar: string | null; category_id: string }>(
    `select s.id, s.name, s.name_ar, s.category_id from public.subcategories s join public.categories c on c.id = s.category_id
     where c.store_id = $1 order by s.sort_order, s.name`,
    [store],
  );

  const variantsByItem = new Map<string, StoredVariant[]>();
  for (const row of variants.rows) {
    const list = variantsByItem.get(row.item_id) ?? [];
    // The shop's own mapping of a variant row: the sheet's variant fields are the domain Variant's.
    const { id, ...fields } = toVariant(row);
    list.push({
      id,
      sortOrder: row.sort_order,
      values: asCells(VARIANT_COLUMNS, fields),
      ...(row.sheet_stock_known ? { sheetStock: row.sheet_stock } : {}),
    });
    variantsByItem.set(row.item_id, list);
  }

  return {
    products: items.rows.map(
      (row): StoredProduct => ({
        id: row.id,
        handle: row.handle,
        categoryId: row.category_id,
        subcategoryId: row.subcategory_id,
        orderLines: row.order_lines,
        variants: variantsByItem.get(row.id) ?? [],
        ...(row.sheet_stock_known ? { sheetStock: row.sheet_stock } : {}),
        values: asCells(PRODUCT_COLUMNS, {
          name: row.name,
          nameAr: row.name_ar,
          description: row.description,
          descriptionAr: row.description_ar,
          category: row.category_name ?? row.free_category,
          categoryAr: row.category_name_ar,
          subcategory: row.subcategory_name,
          subcategoryAr: row.subcategory_name_ar,
          size: row.size,
          price: toCents(row.price),
          salePrice: toCentsOrNull(row.sale_price),
          inventory: row.inventory,
          isOutOfStock: row.is_out_of_stock,
          sortOrder: row.sort_order,
          imageUrl: row.image_url,
          imageUrl2: row.image_url_2,
          imageUrl3: row.image_url_3,
          imageUrl4: row.image_url_4,
          imageUrl5: row.image_url_5,
          searchTerms: row.search_terms,
          searchTermsAr: row.search_terms_ar,
        }),
      }),
    ),
    categories: categories.rows.map((c) => ({ id: c.id, name: c.name, nameAr: c.name_ar, storeId: c.store_id })),
    subcategories: subcategories.rows.map((s) => ({ id: s.id, name: s.name, nameAr: s.name_ar, categoryId: s.category_id })),
  };
}

/** How many exports keep their stock baseline: an import of an older file is refused. */
export const KEPT_EXPORTS = 30;

/**
 * Exports the catalogue: reads it, hands it with a new export id to `write` (which writes the
 * file), and only once the file is written commits the export and the stock it said, all in one
 * transaction whose snapshot the file and the baseline both come from (orders taking stock
 * meanwhile are in neither). A failed write leaves the baselines as they were; a commit failing
 * after the write leaves a file whose export id the database does not know, which the import
 * refuses rather than compare with another export's stock.
 */
export async function exportCatalogSnapshot(client: pg.ClientBase, write: (catalog: StoredCatalog, exportId: string) => void): Promise<StoredCatalog> {
  await client.query('begin isolation level repeatable read');
  try {
    const catalog = await readCatalog(client, await storeId(client), null);
    const { rows } = await client.query<{ id: string }>('insert into public.catalog_sheet_exports default values returning id');
    const exportId = rows[0]!.id;
    await rememberSheetStock(
      client,
      exportId,
      catalog.products.flatMap((p) => [
        { item_id: p.id, variant_id: null, stock: p.values.inventory as number | null },
        ...p.variants.map((v) => ({ item_id: p.id, variant_id: v.id, stock: v.values.inventory as number | null })),
      ]),
    );
    await client.query(
      'delete from public.catalog_sheet_exports where id not in (select id from public.catalog_sheet_exports order by used_at desc limit $1)',
      [KEPT_EXPORTS],
    );
    write(catalog, exportId);
    await client.query('commit');
    return catalog;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** Whether this database holds the baseline of export `exportId` (another database's, or one dropped, it does not). */
export async function exportKnown(db: Queryable, exportId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from public.catalog_sheet_exports where id = $1', [exportId]);
  return rows.length > 0;
}

async function rememberSheetStock(db: Queryable, exportId: string | null, rows: { item_id: string; variant_id: string | null; stock: number | null }[]) {
  if (exportId !== null) await db.query('update public.catalog_sheet_exports set used_at = now() where id = $1', [exportId]);
  if (rows.length === 0) return;
  await db.query(
    `insert into public.catalog_sheet_stock (export_id, item_id, variant_id, stock, seen_at)
     select $1, r.item_id, r.variant_id, r.stock, now()
     from jsonb_to_recordset($2::jsonb) as r(item_id uuid, variant_id uuid, stock integer)
     on conflict (export_id, item_id, variant_id) do update set stock = excluded.stock, seen_at = excluded.seen_at`,
    [exportId, JSON.stringify(rows)],
  );
}

const money = (cents: Value) => (cents === null ? null : toDollars(cents as number));

/** A product's fields as the items columns the sheet writes. */
function itemRecord(values: ProductFields) {
  return {
    name: values.name,
    name_ar: values.nameAr,
    description: values.description,
    description_ar: values.descriptionAr,
    size: values.size,
    price: money(values.price),
    sale_price: money(values.salePrice),
    inventory: values.inventory,
    is_out_of_stock: values.isOutOfStock,
    sort_order: values.sortOrder,
    image_url: values.imageUrl,
    image_url_2: values.imageUrl2,
    image_url_3: values.imageUrl3,
    image_url_4: values.imageUrl4,
    image_url_5: values.imageUrl5,
    search_terms: values.searchTerms,
    search_terms_ar: values.searchTermsAr,
  };
}

/** A variant's fields as the item_variants columns the sheet writes. */
function variantRecord(values: VariantFields) {
  return {
    size: values.size,
    size_ar: values.sizeAr,
    name: values.name,
    name_ar: values.nameAr,
    price: money(values.price),
    sale_price: money(values.salePrice),
    inventory: values.inventory,
    is_out_of_stock: values.isOutOfStock,
    image_url: values.imageUrl,
  };
}

/** The items and item_variants columns a sheet row writes, with their types for jsonb_to_recordset. */
const ITEM_FIELDS = {
  name: 'text', name_ar: 'text', description: 'text', description_ar: 'text', size: 'text', price: 'numeric',
  sale_price: 'numeric', inventory: 'integer', is_out_of_stock: 'boolean', sort_order: 'integer', image_url: 'text',
  image_url_2: 'text', image_url_3: 'text', image_url_4: 'text', image_url_5: 'text', search_terms: 'text', search_terms_ar: 'text',
} as const;
const VARIANT_FIELDS = {
  size: 'text', size_ar: 'text', name: 'text', name_ar: 'text', price: 'numeric', sale_price: 'numeric', inventory: 'integer',
  is_out_of_stock: 'boolean', image_url: 'text',
} as const;
/**
 * The row's stock after the import, in SQL, from the row as it is now (locked) and r's write_stock,
 * inventory (the file's value) and stock_said: src/domain/catalogSheet/stock.ts's stockAfter(), so the orders placed since
 * the plan was read still count.
 */
const STOCK_AFTER = (row: string) => `case
  when not r.write_stock then ${row}.inventory
  when r.inventory is null then null
  when ${row}.inventory is null or r.stock_said is null then r.inventory
  else greatest(0, ${row}.inventory + r.inventory - r.stock_said)
end`;
/** STOCK_AFTER's inputs for a row: whether the owner changed its stock, what the spreadsheet said, what the file says. */
const stockWrite = (stock: StockChange | null) => ({ write_stock: stock !== null, stock_said: stock?.said ?? null, inventory: stock?.file ?? null });
const columnList = (fields: object, prefix = '') => Object.keys(fields).map((name) => prefix + name).join(', ');
const recordType = (fields: Record<string, string>) => Object.entries(fields).map(([name, type]) => `${name} ${type}`).join(', ');
/** `column = r.column` for each field but the one written by a rule of its own. */
const assignments = (fields: object, except: string) =>
  Object.keys(fields)
    .filter((name) => name !== except)
    .map((name) => `${name} = r.${name}`)
    .join(', ');

/**
 * Writes the plan, in the caller's transaction: rows locked, then categories, products, variants,
 * removals, and the stock the file said (for the next import of a file from the same export).
 */
export async function applyPlan(db: Queryable, plan: ImportPlan, store: string, exportId: string | null): Promise<void> {
  await lockTouchedRows(db, plan);
  const groupIds = await writeGroups(db, plan, store);
  const itemIds = await writeItems(db, plan, store, groupIds);
  const variantIds = await writeVariants(db, plan, itemIds);
  if (plan.remove.length > 0) await db.query('delete from public.items where id = any($1::uuid[])', [plan.remove.map((p) => p.id)]);

  const sheetStock = [...plan.add, ...plan.change, ...plan.same].flatMap((p) =>
    p.sheetStock.map((row) => {
      const variant = row.variantIndex === null ? null : p.variants![row.variantIndex]!;
      return { item_id: itemIds.get(p.handle)!, variant_id: variant ? (variant.id ?? variantIds.get(variant)!) : null, stock: row.stock };
    }),
  );
  await rememberSheetStock(db, exportId, sheetStock);
}

/**
 * Locks the rows the plan changes or removes, items by id and then variants by id (place_order's
 * order), FOR NO KEY UPDATE, the lock an UPDATE takes: an order for a variant inserts its line
 * while holding the variant's lock and takes only a key-share lock on the item, which this lock
 * lets through, so an order and the import queue rather than deadlock. Stock is then computed
 * from the locked row (STOCK_AFTER), so orders placed since the plan was read still count.
 */
async function lockTouchedRows(db: Queryable, plan: ImportPlan): Promise<void> {
  const touchedItems = [...plan.change.map((p) => p.id!), ...plan.remove.map((p) => p.id)];
  const touchedVariants = [
    ...plan.change.flatMap((p) => [...(p.variants ?? []).flatMap((v) => (v.id ? [v.id] : [])), ...p.removedVariants.map((v) => v.id)]),
    ...plan.remove.flatMap((p) => p.variantIds),
  ];
  await db.query('select 1 from public.items where id = any($1::uuid[]) order by id for no key update', [touchedItems]);
  await db.query('select 1 from public.item_variants where id = any($1::uuid[]) order by id for no key update', [touchedVariants]);
}

/** A product's category_id and subcategory_id, once the plan's new groups exist. */
type GroupIds = (product: ProductPlan) => { category_id: string | null; subcategory_id: string | null };

/** New categories and subcategories after the existing ones, and the Arabic names the file changes. */
async function writeGroups(db: Queryable, plan: ImportPlan, store: string): Promise<GroupIds> {
  if (plan.newCategories.length > 0) {
    await db.query(
      `insert into public.categories (store_id, name, name_ar, sort_order)
       select $1, c.name, c.name_ar, (select coalesce(max(sort_order), 0) from public.categories where store_id = $1) + c.n
       from jsonb_to_recordset($2::jsonb) as c(name text, name_ar text, n integer)`,
      [store, JSON.stringify(plan.newCategories.map((c, index) => ({ name: c.name, name_ar: c.nameAr, n: index + 1 })))],
    );
  }
  const categoryIds = new Map<string, string>();
  const { rows: categories } = await db.query<{ id: string; name: string }>('select id, name from public.categories where store_id = $1', [store]);
  for (const row of categories) if (!categoryIds.has(row.name.toLowerCase())) categoryIds.set(row.name.toLowerCase(), row.id);

  for (const group of plan.renamedGroups) {
    await db.query(`update public.${group.kind === 'category' ? 'categories' : 'subcategories'} set name_ar = $2 where id = $1`, [group.id, group.to]);
  }

  const subcategoryKey = (categoryId: string, name: string) => `${categoryId}\u0000${name.toLowerCase()}`;
  if (plan.newSubcategories.length > 0) {
    await db.query(
      `insert into public.subcategories (category_id, name, name_ar, sort_order)
       select s.category_id, s.name, s.name_ar,
              (select coalesce(max(sort_order), 0) from public.subcategories where category_id = s.category_id) + s.n
       from jsonb_to_recordset($1::jsonb) as s(category_id uuid, name text, name_ar text, n integer)`,
      [JSON.stringify(plan.newSubcategories.map((s, index) => ({ category_id: categoryIds.get(s.category.toLowerCase()), name: s.name, name_ar: s.nameAr, n: index + 1 })))],
    );
  }
  const subcategoryIds = new Map<string, string>();
  const { rows: subcategories } = await db.query<{ id: string; category_id: string; name: string }>(
    'select s.id, s.category_id, s.name from public.subcategories s join public.categories c on c.id = s.category_id where c.store_id = $1',
    [store],
  );
  for (const row of subcategories) subcategoryIds.set(subcategoryKey(row.category_id, row.name), row.id);

  const resolve = (ref: GroupRef | null, categoryId?: string | null): string | null => {
    if (ref === null) return null;
    if ('id' in ref) return ref.id;
    return categoryId === undefined ? categoryIds.get(ref.create.toLowerCase())! : subcategoryIds.get(subcategoryKey(categoryId!, ref.create))!;
  };
  return (product) => {
    const categoryId = resolve(product.category!.category);
    return { category_id: categoryId, subcategory_id: resolve(product.category!.subcategory, categoryId) };
  };
}

/**
 * New products (their ids made here, so their variants and remembered stock can name them), and
 * changed ones: every column the file gives; stock only where the owner changed it; the category
 * only where it changed (a free-text category then gives way to the category row). Returns every
 * planned product's id by handle.
 */
async function writeItems(db: Queryable, plan: ImportPlan, store: string, groupIds: GroupIds): Promise<Map<string, string>> {
  const itemIds = new Map<string, string>([...plan.change, ...plan.same].map((p) => [p.handle, p.id!]));
  for (const product of plan.add) itemIds.set(product.handle, randomUUID());
  if (plan.add.length > 0) {
    await db.query(
      `insert into public.items (id, store_id, handle, category_id, subcategory_id, ${columnList(ITEM_FIELDS)})
       select r.id, $1, r.handle, r.category_id, r.subcategory_id, ${columnList(ITEM_FIELDS, 'r.')}
       from jsonb_to_recordset($2::jsonb) as r(id uuid, handle text, category_id uuid, subcategory_id uuid, ${recordType(ITEM_FIELDS)})`,
      [store, JSON.stringify(plan.add.map((p) => ({ id: itemIds.get(p.handle), handle: p.handle, ...groupIds(p), ...itemRecord(p.values) })))],
    );
  }

  const changedItems = plan.change.filter((p) => p.changes.length > 0 || p.stock || p.category);
  if (changedItems.length > 0) {
    await db.query(
      `update public.items i
       set ${assignments(ITEM_FIELDS, 'inventory')},
           inventory = ${STOCK_AFTER('i')},
           category_id = case when r.set_category then r.category_id else i.category_id end,
           subcategory_id = case when r.set_category then r.subcategory_id else i.subcategory_id end,
           category = case when r.set_category then null else i.category end
       from jsonb_to_recordset($1::jsonb) as r(id uuid, write_stock boolean, stock_said integer, set_category boolean, category_id uuid, subcategory_id uuid, ${recordType(ITEM_FIELDS)})
       where i.id = r.id`,
      [
        JSON.stringify(
          changedItems.map((p) => ({
            id: p.id,
            set_category: Boolean(p.category),
            ...(p.category ? groupIds(p) : {}),
            ...itemRecord(p.values),
            ...stockWrite(p.stock),
          })),
        ),
      ],
    );
  }
  return itemIds;
}

/** Variants removed, added (ids made here) and changed; returns the new variants' ids. */
async function writeVariants(db: Queryable, plan: ImportPlan, itemIds: Map<string, string>): Promise<Map<VariantPlan, string>> {
  const removedVariants = plan.change.flatMap((p) => p.removedVariants.map((v) => v.id));
  if (removedVariants.length > 0) await db.query('delete from public.item_variants where id = any($1::uuid[])', [removedVariants]);

  const variantIds = new Map<VariantPlan, string>();
  const newVariants = [...plan.add, ...plan.change].flatMap((p) =>
    (p.variants ?? [])
      .filter((v) => !v.id)
      .map((v) => {
        variantIds.set(v, randomUUID());
        return { id: variantIds.get(v), item_id: itemIds.get(p.handle), sort_order: v.sortOrder, ...variantRecord(v.values) };
      }),
  );
  if (newVariants.length > 0) {
    await db.query(
      `insert into public.item_variants (id, item_id, sort_order, ${columnList(VARIANT_FIELDS)})
       select r.id, r.item_id, r.sort_order, ${columnList(VARIANT_FIELDS, 'r.')}
       from jsonb_to_recordset($1::jsonb) as r(id uuid, item_id uuid, sort_order integer, ${recordType(VARIANT_FIELDS)})`,
      [JSON.stringify(newVariants)],
    );
  }

  const changedVariants = plan.change.flatMap((p) => (p.variants ?? []).filter((v) => v.id && (v.changes.length > 0 || v.stock || v.sortOrder !== null)));
  if (changedVariants.length > 0) {
    await db.query(
      `update public.item_variants v
       set ${assignments(VARIANT_FIELDS, 'inventory')},
           sort_order = coalesce(r.sort_order, v.sort_order),
           inventory = ${STOCK_AFTER('v')}
       from jsonb_to_recordset($1::jsonb) as r(id uuid, write_stock boolean, stock_said integer, sort_order integer, ${recordType(VARIANT_FIELDS)})
       where v.id = r.id`,
      [
        JSON.stringify(
          changedVariants.map((v) => ({ id: v.id, sort_order: v.sortOrder, ...variantRecord(v.values), ...stockWrite(v.stock) })),
        ),
      ],
    );
  }
  return variantIds;
}
