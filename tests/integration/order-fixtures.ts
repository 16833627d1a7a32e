/**
 * Fixtures and calls shared by the order, discount, e-mail and fuzz tests. Each test file makes
 * its own catalogue rows and codes (as the database owner) in beforeAll, with fresh ids, so the
 * tests depend neither on the demo seed nor on each other, and survive schema.test.ts resetting
 * the database before them.
 */
import { randomUUID } from 'node:crypto';
import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { storeConfig } from '../../src/config/store.ts';
import { createOrdersApi, type OrderPayload, type OrdersApi } from '../../src/data/orders.ts';
import type { Database } from '../../src/data/database.types.ts';
import { sql, stackInfo } from '../support/clients.ts';

const STORE_ID = storeConfig.storeId;

export interface VariantFixture {
  size?: string | null;
  name?: string | null;
  price: number;
  sale_price?: number | null;
  inventory?: number | null;
  is_out_of_stock?: boolean;
  sort_order?: number;
}

export interface ItemFixture {
  name?: string;
  price: number;
  sale_price?: number | null;
  inventory?: number | null;
  is_out_of_stock?: boolean;
  variants?: VariantFixture[];
}

export interface CreatedItem {
  id: string;
  name: string;
  /** In the order given. */
  variantIds: string[];
}

/** Inserts an item (and its variants) owned by the shop; names are unique per call. */
export async function createItem(fixture: ItemFixture): Promise<CreatedItem> {
  const id = randomUUID();
  const name = fixture.name ?? `Test item ${id.slice(0, 8)}`;
  await sql(
    `insert into public.items (id, store_id, name, price, sale_price, inventory, is_out_of_stock)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [id, STORE_ID, name, fixture.price, fixture.sale_price ?? null, fixture.inventory ?? null, fixture.is_out_of_stock ?? false],
  );
  const variantIds: string[] = [];
  for (const [index, variant] of (fixture.variants ?? []).entries()) {
    const variantId = randomUUID();
    variantIds.push(variantId);
    await sql(
      `insert into public.item_variants (id, item_id, size, name, price, sale_price, inventory, is_out_of_stock, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        variantId,
        id,
        variant.size ?? null,
        variant.name ?? null,
        variant.price,
        variant.sale_price ?? null,
        variant.inventory ?? null,
        variant.is_out_of_stock ?? false,
        variant.sort_order ?? index,
      ],
    );
  }
  return { id, name, variantIds };
}

export interface CodeFixture {
  code?: string;
  is_active?: boolean;
  description?: string | null;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  expires_at?: string | null;
  min_order_amount?: number | null;
  max_uses?: number | null;
  current_uses?: number;
}

/** Inserts a discount code; returns the code (unique per call unless given). */
export async function createCode(fixture: CodeFixture): Promise<string> {
  const code = fixture.code ?? `T${randomUUID().slice(0, 8).toUpperCase()}`;
  await sql(
    `insert into public.discount_codes
       (store_id, code, is_active, description, discount_type, discount_value, expires_at, min_order_amount, max_uses, current_uses)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      STORE_ID,
      code,
      fixture.is_active ?? true,
      fixture.description ?? null,
      fixture.discount_type,
      fixture.discount_value,
      fixture.expires_at ?? null,
      fixture.min_order_amount ?? null,
      fixture.max_uses ?? null,
      fixture.current_uses ?? 0,
    ],
  );
  return code;
}

export const CUSTOMER = {
  name: 'Rania Haddad',
  phone: '+961 71 234 567',
  city: 'Beirut',
  street: 'Hamra Street 12',
} as const;

/** A valid payload with a fresh id; `items` as given. */
export function orderPayload(items: OrderPayload['items'], overrides: Partial<OrderPayload> = {}): OrderPayload {
  return { id: randomUUID(), customer: { ...CUSTOMER }, items, channel: 'web', ...overrides };
}

export interface HttpAnswer {
  status: number;
  body: any;
}

/** POSTs raw JSON (or raw text) to an RPC through the gateway with the anon key, as a browser would. */
export async function rpc(name: string, body: unknown, options: { raw?: boolean } = {}): Promise<HttpAnswer> {
  const { apiUrl, anonKey } = stackInfo();
  const response = await fetch(`${apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: options.raw ? (body as string) : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, body: parsed };
}

export function placeOrderHttp(order: unknown): Promise<HttpAnswer> {
  return rpc('place_order', { p_order: order });
}

/** The JSON specifics of a raised error (PostgREST passes them as a string in `details`). */
export function errorDetails(answer: HttpAnswer): Record<string, unknown> {
  return typeof answer.body?.details === 'string' ? (JSON.parse(answer.body.details) as Record<string, unknown>) : {};
}

/** The data layer (src/data/orders.ts) bound to the test stack, with the app's own clients. */
export function ordersApiForStack(): OrdersApi {
  const { apiUrl, anonKey } = stackInfo();
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
  const rest = new PostgrestClient<Database>(`${apiUrl}/rest/v1`, { headers });
  return createOrdersApi({ rpc: rest.rpc.bind(rest), functions: new FunctionsClient(`${apiUrl}/functions/v1`, { headers }) });
}

/** Everything an order can change, to assert that a failed one changed nothing. */
export async function writeState(): Promise<Record<string, string>> {
  const [row] = await sql<Record<string, string>>(`
    select (select count(*) from public.orders)::text as orders,
           (select count(*) from public.order_items)::text as order_items,
           (select coalesce(sum(inventory), 0) from public.items)::text as item_stock,
           (select coalesce(sum(inventory), 0) from public.item_variants)::text as variant_stock,
           (select coalesce(sum(current_uses), 0) from public.discount_codes)::text as code_uses,
           (select md5(coalesce(string_agg(id::text || inventory::text, ',' order by id), '')) from public.items where inventory is not null) as item_rows,
           (select md5(coalesce(string_agg(id::text || inventory::text, ',' order by id), '')) from public.item_variants where inventory is not null) as variant_rows`);
  return row!;
}

export async function inventoryOf(table: 'items' | 'item_variants', id: string): Promise<number | null> {
  const [row] = await sql<{ inventory: number | null }>(`select inventory from public.${table} where id = $1`, [id]);
  return row!.inventory;
}

export async function orderCount(id: string): Promise<number> {
  const [row] = await sql<{ n: string }>('select count(*) as n from public.orders where id = $1', [id]);
  return Number(row!.n);
}

/** Resolves once `count` place_order calls are waiting for a lock (a row another session holds). */
export async function ordersWaitingOnLocks(count: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await sql<{ n: string }>(
      `select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%place_order%'`,
    );
    if (Number(row!.n) >= count) return;
    if (Date.now() > deadline) throw new Error(`only ${row!.n} of ${count} orders reached the lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Holds a row lock on the given item until release() is called, so concurrent orders for it all
 * arrive (and queue on the lock) before any of them can take stock: it makes a race
 * deterministic instead of depending on scheduling.
 */
export async function holdItemLock(table: 'items' | 'item_variants', id: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: stackInfo().dbUrl });
  await client.connect();
  await client.query('begin');
  await client.query(`select 1 from public.${table} where id = $1 for update`, [id]);
  return {
    /** Resolves once `count` place_order calls are waiting for a lock. */
    waitForWaiters: (count: number, timeoutMs?: number) => ordersWaitingOnLocks(count, timeoutMs),
    async release(): Promise<void> {
      await client.query('commit');
      await client.end();
    },
  };
}
