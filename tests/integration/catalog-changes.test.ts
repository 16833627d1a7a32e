/**
 * catalog_changes(store, since) against the real stack (docs/decisions/0016-live-catalogue-changes.md): what changed in the
 * catalogue and the delivery terms since a version, in the shapes the full read maps; removals;
 * nothing changed → an empty answer; a version too old (or unknown) → "full read needed"; and a
 * writer still in flight when the version was read is not lost.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { storeConfig } from '../../src/config/store.ts';
import { ITEM_SELECT, toProduct, type ItemWithRelations } from '../../src/data/catalogRows.ts';
import { sql, stackInfo } from '../support/clients.ts';
import { createItem, orderPayload, placeOrderHttp } from './order-fixtures.ts';

interface Changes {
  version: number;
  full: boolean;
  items?: ItemWithRelations[];
  removed_items?: string[];
  categories?: { id: string; name: string; subcategories: unknown[] }[] | null;
  terms?: { zones: { id: string; fee: number; delivery_areas: unknown[] }[]; settings: { lbp_per_usd: number | null }[] } | null;
}

function headers() {
  const { anonKey } = stackInfo();
  return { apikey: anonKey, authorization: `Bearer ${anonKey}` };
}

/** What a shopper's page asks: a POST with the anon key. */
async function changesSince(since: number | null): Promise<Changes> {
  const response = await fetch(`${stackInfo().apiUrl}/rest/v1/rpc/catalog_changes`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ p_store_id: storeConfig.storeId, ...(since === null ? {} : { p_since: String(since) }) }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Changes;
}

/**
 * catalog_changes(since) called in a transaction of its own, with the rows it read there from
 * the catalogue and the removal log (tables and their indexes): PostgreSQL's counts for the
 * current transaction, exact and immediate.
 */
async function rowsReadBy(since: number): Promise<{ answer: Changes; rowsRead: number }> {
  const client = new pg.Client({ connectionString: stackInfo().dbUrl });
  await client.connect();
  try {
    await client.query('begin');
    const { rows: [called] } = await client.query<{ answer: Changes }>('select public.catalog_changes($1, $2) as answer', [storeConfig.storeId, since]);
    const { rows: [counted] } = await client.query<{ rows_read: string }>(
      `select sum(pg_stat_get_xact_tuples_returned(c.oid)) as rows_read
       from pg_class c
       left join pg_index i on i.indexrelid = c.oid
       where coalesce(i.indrelid, c.oid) in ('public.items'::regclass, 'public.item_variants'::regclass,
                                             'public.categories'::regclass, 'private.catalog_removals'::regclass)`,
    );
    await client.query('rollback');
    return { answer: called!.answer, rowsRead: Number(counted!.rows_read) };
  } finally {
    await client.end();
  }
}

/** The version a build would stamp now. */
async function versionNow(): Promise<number> {
  const answer = await changesSince(null);
  expect(answer).toEqual({ version: expect.any(Number), full: true });
  return answer.version;
}

/** The full read of one product, as the shop makes it (src/data/catalog.ts). */
async function fullRead(id: string): Promise<ItemWithRelations> {
  const query = new URLSearchParams({ select: ITEM_SELECT.replace(/\s+/g, ''), id: `eq.${id}` });
  const response = await fetch(`${stackInfo().apiUrl}/rest/v1/items?${query}`, { headers: headers() });
  const [row] = (await response.json()) as ItemWithRelations[];
  return row!;
}

const EMPTY = { full: false, items: [], removed_items: [], categories: null, terms: null };

describe('catalog_changes', () => {
  it('without a version, answers "full read needed" with the version to keep', async () => {
    const first = await versionNow();
    await createItem({ price: 5 });
    expect(await versionNow()).toBeGreaterThan(first);
  });

  it('nothing changed since a version: an empty answer', async () => {
    const version = await versionNow();
    expect(await changesSince(version)).toEqual({ ...EMPTY, version: expect.any(Number) });
  });

  it('a price and stock changed after the version: that product alone, mapped as the full read maps it', async () => {
    const item = await createItem({ price: 12, inventory: 7, variants: [{ size: '1 L', price: 12, inventory: 3 }] });
    const version = await versionNow();
    await sql('update public.items set price = 10.5, inventory = 4 where id = $1', [item.id]);
    const answer = await changesSince(version);
    expect(answer).toMatchObject({ full: false, removed_items: [], categories: null, terms: null });
    expect(answer.items!.map((row) => row.id)).toEqual([item.id]);
    const product = toProduct(answer.items![0]!);
    expect(product).toMatchObject({ price: 1050, inventory: 4, variants: [{ size: '1 L', inventory: 3 }] });
    expect(product).toEqual(toProduct(await fullRead(item.id)));
    // Asked again from the version it gave, nothing is left to send.
    expect(await changesSince(answer.version)).toMatchObject(EMPTY);
  });

  it('stock taken by an order shows: the ordered variant’s product is sent again', async () => {
    const item = await createItem({ price: 9, variants: [{ size: 'S', price: 9, inventory: 5 }] });
    const version = await versionNow();
    const placed = await placeOrderHttp(orderPayload([{ item_id: item.id, variant_id: item.variantIds[0]!, quantity: 2 }]));
    expect(placed.status).toBe(200);
    const answer = await changesSince(version);
    expect(answer.items!.map((row) => toProduct(row))).toEqual([expect.objectContaining({ id: item.id, variants: [expect.objectContaining({ inventory: 3 })] })]);
  });

  it('a removed product appears among the removed ids, and a removed variant sends its product again', async () => {
    const gone = await createItem({ price: 3 });
    const kept = await createItem({ price: 4, variants: [{ size: 'S', price: 4 }, { size: 'L', price: 5 }] });
    const version = await versionNow();
    await sql('delete from public.items where id = $1', [gone.id]);
    await sql('delete from public.item_variants where id = $1', [kept.variantIds[0]]);
    const answer = await changesSince(version);
    expect(answer.removed_items).toEqual([gone.id]);
    expect(answer.items!.map((row) => [row.id, row.item_variants.map((variant) => variant.size)])).toEqual([[kept.id, ['L']]]);
  });

  it('a category renamed: every category again, and the products that show its name', async () => {
    const categoryId = randomUUID();
    await sql('insert into public.categories (id, store_id, name, sort_order) values ($1, $2, $3, 99)', [categoryId, storeConfig.storeId, `Cat ${categoryId.slice(0, 6)}`]);
    const item = await createItem({ price: 6 });
    await sql('update public.items set category_id = $1 where id = $2', [categoryId, item.id]);
    const version = await versionNow();
    await sql('update public.categories set name = $1 where id = $2', [`Renamed ${categoryId.slice(0, 6)}`, categoryId]);
    const answer = await changesSince(version);
    expect(answer.categories!.find((category) => category.id === categoryId)).toMatchObject({ name: `Renamed ${categoryId.slice(0, 6)}`, subcategories: [] });
    expect(toProduct(answer.items!.find((row) => row.id === item.id)!).category).toBe(`Renamed ${categoryId.slice(0, 6)}`);
    await sql('delete from public.items where id = $1', [item.id]);
    await sql('delete from public.categories where id = $1', [categoryId]);
  });

  it('a delivery fee changed: the terms again, as the full read maps them', async () => {
    const [zone] = await sql<{ id: string; fee: string }>('select id, fee from public.delivery_zones where active order by sort_order, name, id limit 1');
    const version = await versionNow();
    await sql('update public.delivery_zones set fee = fee + 1 where id = $1', [zone!.id]);
    try {
      const answer = await changesSince(version);
      expect(answer.items).toEqual([]);
      expect(answer.terms!.zones[0]).toMatchObject({ id: zone!.id, fee: Number(zone!.fee) + 1, delivery_areas: expect.any(Array) });
      expect(answer.terms!.settings).toHaveLength(1);
    } finally {
      await sql('update public.delivery_zones set fee = $2 where id = $1', [zone!.id, zone!.fee]);
    }
  });

  it('a version too old to answer, or from another database: "full read needed"', async () => {
    expect(await changesSince(1)).toEqual({ version: expect.any(Number), full: true });
    expect(await changesSince(Number.MAX_SAFE_INTEGER)).toEqual({ version: expect.any(Number), full: true });
  });

  it('more changed products than a full read is worth: "full read needed"', async () => {
    const version = await versionNow();
    await sql('update public.items set sort_order = sort_order where store_id = $1', [storeConfig.storeId]);
    expect(await changesSince(version)).toEqual({ version: expect.any(Number), full: true });
  });

  it('reads a bounded number of rows, however many removals there are since the version', async () => {
    const version = await versionNow();
    // As a bulk import that replaced every size of a large catalogue leaves the log.
    const [{ removing }] = (await sql<{ removing: string }>(
      `insert into private.catalog_removals (kind, id, item_id, store_id, removed_in)
       select 'item_variant', gen_random_uuid(), gen_random_uuid(), null, private.current_transaction_version()
       from generate_series(1, 3000)
       returning removed_in as removing`,
    )) as [{ removing: string }];
    try {
      const { answer, rowsRead } = await rowsReadBy(version);
      // Before: 12,276 rows read here (the log read once per product it could concern).
      expect(rowsRead).toBeLessThan(2500);
      expect(answer).toEqual({ version: expect.any(Number), full: true });
    } finally {
      await sql('delete from private.catalog_removals where removed_in = $1', [removing]);
    }
  });

  it('answers a few changes reading about as many rows as it sends', async () => {
    const item = await createItem({ price: 8, variants: [{ size: 'S', price: 8 }, { size: 'L', price: 9 }] });
    const version = await versionNow();
    await sql('delete from public.item_variants where id = $1', [item.variantIds[0]]);
    const { answer, rowsRead } = await rowsReadBy(version);
    expect(answer.items!.map((row) => row.id)).toEqual([item.id]);
    // The catalogue's size counted up to 400 products, and the changed product with its variants.
    expect(rowsRead).toBeLessThan(450);
  });

  it('is called by POST only: a GET, which the shopper throttle could not count, is refused', async () => {
    const query = new URLSearchParams({ p_store_id: storeConfig.storeId });
    const response = await fetch(`${stackInfo().apiUrl}/rest/v1/rpc/catalog_changes?${query}`, { headers: headers() });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ message: 'method_not_allowed' });
  });

  it('a writer still in flight when the version was read is sent once it commits', async () => {
    const item = await createItem({ price: 20 });
    const writer = new pg.Client({ connectionString: stackInfo().dbUrl });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query('update public.items set price = 19 where id = $1', [item.id]);
      // A later transaction commits first: the version must still not pass the writer by.
      const later = await createItem({ price: 1 });
      const version = await versionNow();
      await writer.query('commit');
      const answer = await changesSince(version);
      expect(answer.items!.map((row) => [row.id, row.price])).toEqual(expect.arrayContaining([[item.id, 19]]));
      // What was visible when the version was read may come again: harmless, never missing.
      expect(answer.items!.every((row) => row.id === item.id || row.id === later.id)).toBe(true);
    } finally {
      await writer.end();
    }
  });
});
