/**
 * The private order page's server side (docs/decisions/0020-order-page-key.md), on the real stack: place_order hands out
 * the key and the page's path, get_order answers only to the key (one not_found for a wrong key
 * and an unknown id), nothing lists orders, reads are throttled per address, and the status
 * history is enforced and recorded by the database, dashboard edits included.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, sql } from '../support/clients.ts';
import { oneCharacterOff } from '../support/secrets.ts';
import { getOrder } from '../../src/data/orders.ts';
import {
  createCode,
  createItem,
  CUSTOMER,
  inventoryOf,
  orderPayload,
  ordersApiForStack,
  placeOrderHttp,
  rpc,
  type CreatedItem,
} from './order-fixtures.ts';

let stocked: CreatedItem;

beforeAll(async () => {
  stocked = await createItem({ name: 'Test Order Page Jar', price: 12.5, inventory: 1000 });
});

async function placed(overrides: Parameters<typeof orderPayload>[1] = {}) {
  const answer = await placeOrderHttp(orderPayload([{ item_id: stocked.id, variant_id: null, quantity: 2 }], overrides));
  expect(answer.status).toBe(200);
  return answer.body as { id: string; access_key: string; order_path: string; order_number: string };
}

const readOrder = (id: string, key: string | null) => rpc('get_order', { p_id: id, p_key: key });

/** Runs a status change as the database owner would in the dashboard's SQL editor or table view. */
async function setStatus(id: string, status: string, changedBy?: string) {
  if (!changedBy) return sql('update public.orders set status = $2 where id = $1', [id, status]);
  return sql(
    `with marked as (select set_config('momobel.changed_by', $3, true))
     update public.orders set status = $2 from marked where id = $1`,
    [id, status, changedBy],
  );
}

async function eventsOf(id: string) {
  return sql<{ status: string; changed_by: string }>('select status, changed_by from public.order_events where order_id = $1 order by created_at, id', [id]);
}

describe('place_order hands out the private page', () => {
  it('answers a server-made key of at least 128 random bits and the page path, the same on a replay', async () => {
    const payload = orderPayload([{ item_id: stocked.id, variant_id: null, quantity: 1 }]);
    const first = await placeOrderHttp(payload);
    expect(first.status).toBe(200);
    expect(first.body.access_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.body.order_path).toBe(`/order/${payload.id}?key=${first.body.access_key}`);
    const replay = await placeOrderHttp(payload);
    expect(replay.body).toEqual(first.body);

    const second = await placed();
    expect(second.access_key).not.toBe(first.body.access_key);
  });

  it('ignores a key the client sends', async () => {
    const order = await placed({ access_key: 'A'.repeat(32) } as never);
    expect(order.access_key).not.toBe('A'.repeat(32));
  });
});

describe('get_order', () => {
  it('answers the order to its key: number, date, status, history, lines and money, no phone or full name', async () => {
    const code = await createCode({ discount_type: 'fixed', discount_value: 5 });
    const order = await placed({ discount_code: code, customer: { ...CUSTOMER, building: 'Bldg 4', floor: '3', notes: 'Ring twice' } });
    const answer = await readOrder(order.id, order.access_key);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: order.id,
      order_number: order.id.slice(-8),
      created_at: expect.any(String),
      status: 'pending',
      events: [{ status: 'pending', created_at: answer.body.created_at, changed_by: 'shopper' }],
      lines: [
        {
          item_id: stocked.id,
          variant_id: null,
          item_name: stocked.name,
          variant_label: null,
          item_name_ar: null,
          variant_label_ar: null,
          quantity: 2,
          unit_price: 12.5,
          total_price: 25,
          is_preorder: false,
        },
      ],
      subtotal: 25,
      delivery_fee: 3,
      discount_amount: 5,
      total_price: 23,
      payment_method: 'cash_on_delivery',
      // No area in the payload: a place not on the list, shown as the city typed.
      delivery_area: CUSTOMER.city,
      // The demo's rate when it was placed.
      lbp_per_usd: 89500,
      customer_first_name: 'Rania',
      customer_street: CUSTOMER.street,
      channel: 'web',
      // No locale in the payload: English.
      locale: 'en',
    });
    const text = JSON.stringify(answer.body);
    for (const secret of [CUSTOMER.phone, CUSTOMER.name, 'Haddad', 'Bldg 4', 'Ring twice', order.access_key]) expect(text).not.toContain(secret);
  });

  it('answers one identical 404 not_found for a wrong key, a missing key, another order\'s key and an unknown id', async () => {
    const order = await placed();
    const other = await placed();
    const refusals = [
      await readOrder(order.id, oneCharacterOff(order.access_key)),
      await readOrder(order.id, ''),
      await readOrder(order.id, null),
      await readOrder(order.id, other.access_key),
      await readOrder(randomUUID(), order.access_key),
      await readOrder(randomUUID(), 'x'.repeat(500)),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(404);
      expect(refusal.body).toEqual(refusals[0]!.body);
    }
    expect(refusals[0]!.body).toMatchObject({ message: 'not_found' });
  });

  it('is what the data layer reads: getOrder in cents, not_found as an OrderServiceError', async () => {
    const order = await placed();
    const api = ordersApiForStack();
    await expect(getOrder(order.id, order.access_key, api)).resolves.toMatchObject({
      orderNumber: order.id.slice(-8),
      status: 'pending',
      total: 2800,
      lines: [{ quantity: 2, unitPrice: 1250, total: 2500 }],
    });
    await expect(getOrder(order.id, 'wrong', api)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('lists nothing: orders, order_items and order_events are closed to shoppers', async () => {
    await placed();
    for (const table of ['orders', 'order_items', 'order_events'] as const) {
      const { data, error } = await anonClient().from(table).select('*');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
    const [{ n }] = (await sql<{ n: string }>(
      `select count(*) as n from pg_policies where tablename in ('orders', 'order_items', 'order_events')`,
    )) as [{ n: string }];
    expect(Number(n)).toBe(0);
  });
});

describe('get_order throttling', () => {
  afterAll(async () => {
    await sql('update public.store_settings set order_view_limit_per_address = null');
    await sql("delete from private.throttled_calls where action = 'get_order'");
  });

  it('defaults to 60 reads per address per 10 minutes', async () => {
    const [row] = await sql<{ column_default: string }>(
      `select column_default from information_schema.columns
       where table_schema = 'public' and table_name = 'store_settings' and column_name = 'order_view_limit_per_address'`,
    );
    expect(row!.column_default).toBe('60');
  });

  it('counts wrong keys and refuses past the limit with 429, even the right key', async () => {
    const order = await placed();
    await sql("delete from private.throttled_calls where action = 'get_order'");
    await sql('update public.store_settings set order_view_limit_per_address = 3');
    expect((await readOrder(order.id, 'guess-1')).status).toBe(404);
    expect((await readOrder(order.id, 'guess-2')).status).toBe(404);
    expect((await readOrder(order.id, order.access_key)).status).toBe(200);
    const refused = await readOrder(order.id, order.access_key);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: 'rate_limited' });
  });
});

describe('order statuses and their history', () => {
  it('follows pending → confirmed → out_for_delivery → delivered, each change an event by whoever made it', async () => {
    const order = await placed();
    await setStatus(order.id, 'confirmed');
    await setStatus(order.id, 'out_for_delivery', 'owner_link');
    await setStatus(order.id, 'delivered');
    expect(await eventsOf(order.id)).toEqual([
      { status: 'pending', changed_by: 'shopper' },
      { status: 'confirmed', changed_by: 'dashboard' },
      { status: 'out_for_delivery', changed_by: 'owner_link' },
      { status: 'delivered', changed_by: 'dashboard' },
    ]);
    const page = await readOrder(order.id, order.access_key);
    expect(page.body.status).toBe('delivered');
    expect(page.body.events.map((event: { status: string }) => event.status)).toEqual(['pending', 'confirmed', 'out_for_delivery', 'delivered']);
  });

  it('records an order the dashboard inserts, and a repeated status as no change', async () => {
    const id = randomUUID();
    await sql(
      `insert into public.orders (id, store_id, customer_name, customer_phone, customer_city, customer_street, subtotal, delivery_fee, total_price)
       values ($1, '00000000-0000-4000-8000-000000000001', 'Owner Entry', '03 123 456', 'Jounieh', 'Main road', 10, 3, 13)`,
      [id],
    );
    await setStatus(id, 'pending');
    expect(await eventsOf(id)).toEqual([{ status: 'pending', changed_by: 'dashboard' }]);
  });

  it.each([
    ['pending', 'delivered', []],
    ['pending', 'out_for_delivery', []],
    ['confirmed', 'pending', ['confirmed']],
    ['delivered', 'cancelled', ['confirmed', 'out_for_delivery', 'delivered']],
    ['delivered', 'pending', ['confirmed', 'out_for_delivery', 'delivered']],
    ['cancelled', 'pending', ['cancelled']],
    ['cancelled', 'confirmed', ['cancelled']],
    ['pending', 'lost', []],
  ])('refuses %s → %s and changes nothing', async (from, to, path) => {
    const order = await placed();
    for (const status of path) await setStatus(order.id, status);
    const before = { events: await eventsOf(order.id), stock: await inventoryOf('items', stocked.id) };
    const refusal = setStatus(order.id, to);
    await expect(refusal).rejects.toThrow(/invalid_status_change/);
    const [row] = await sql<{ status: string }>('select status from public.orders where id = $1', [order.id]);
    expect(row!.status).toBe(from);
    expect({ events: await eventsOf(order.id), stock: await inventoryOf('items', stocked.id) }).toEqual(before);
  });

  it('cancels from pending, confirmed and out_for_delivery, giving the stock back once', async () => {
    for (const path of [[], ['confirmed'], ['confirmed', 'out_for_delivery']]) {
      const before = await inventoryOf('items', stocked.id);
      const order = await placed();
      expect(await inventoryOf('items', stocked.id)).toBe(before! - 2);
      for (const status of path) await setStatus(order.id, status);
      await setStatus(order.id, 'cancelled');
      await setStatus(order.id, 'cancelled');
      expect(await inventoryOf('items', stocked.id)).toBe(before);
      expect((await eventsOf(order.id)).at(-1)).toEqual({ status: 'cancelled', changed_by: 'dashboard' });
      expect((await eventsOf(order.id)).filter((event) => event.status === 'cancelled')).toHaveLength(1);
    }
  });

  it('refuses an unknown changed_by', async () => {
    const order = await placed();
    await expect(setStatus(order.id, 'confirmed', 'intruder')).rejects.toThrow(/order_events_changed_by_check/);
    expect(await eventsOf(order.id)).toEqual([{ status: 'pending', changed_by: 'shopper' }]);
  });
});
