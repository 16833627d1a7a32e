/**
 * place_order() against the real stack: shoppers' RPC calls through the gateway with the anon
 * key, state inspected as the database owner.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeConfig } from '../../src/config/store.ts';
import { OrderServiceError } from '../../src/data/orders.ts';
import { FIELD_LIMITS } from '../../src/domain/checkoutValidation.ts';
import { orderErrorToast } from '../../src/domain/serverErrors.ts';
import { anonClient, sql } from '../support/clients.ts';
import {
  CUSTOMER,
  createItem,
  errorDetails,
  holdItemLock,
  inventoryOf,
  orderCount,
  orderPayload,
  ordersApiForStack,
  placeOrderHttp,
  rpc,
  writeState,
  type CreatedItem,
} from './order-fixtures.ts';

type Line = { item_id: string; variant_id: string | null; quantity: number };
const line = (item: CreatedItem, quantity = 1, variant: number | null = null): Line => ({
  item_id: item.id,
  variant_id: variant === null ? null : item.variantIds[variant]!,
  quantity,
});

async function orderItems(orderId: string) {
  return sql<{
    item_id: string;
    variant_id: string | null;
    item_name: string;
    variant_label: string | null;
    quantity: number;
    unit_price: string;
    total_price: string;
    is_preorder: boolean;
  }>(
    `select item_id, variant_id, item_name, variant_label, quantity, unit_price, total_price, is_preorder
     from public.order_items where order_id = $1 order by item_name, variant_label nulls first`,
    [orderId],
  );
}

let plain: CreatedItem; // $10, sale $8, unlimited
let noSale: CreatedItem; // $12.25, unlimited
let sized: CreatedItem; // variants: sale, no sale, unlabelled
let stocked: CreatedItem; // $5, 10 in stock
let stockedVariant: CreatedItem; // variant 0: 4 in stock, variant 1: out of stock
let flagged: CreatedItem; // flagged out of stock, inventory 7
let soldOut: CreatedItem; // inventory 0
let allVariantsOut: CreatedItem;
let expensive: CreatedItem; // $60

beforeAll(async () => {
  plain = await createItem({ name: 'Test Jar', price: 10, sale_price: 8 });
  noSale = await createItem({ name: 'Test Mug', price: 12.25 });
  sized = await createItem({
    name: 'Test Vase',
    price: 99,
    sale_price: 1,
    variants: [
      { size: 'Large', name: 'Teal', price: 20, sale_price: 15 },
      { size: null, name: 'Sand', price: 18 },
      { size: '  ', name: null, price: 16 },
    ],
  });
  stocked = await createItem({ name: 'Test Board', price: 5, inventory: 10 });
  stockedVariant = await createItem({
    name: 'Test Dispenser',
    price: 9,
    variants: [
      { name: 'White', price: 9, inventory: 4 },
      { name: 'Charcoal', price: 9, inventory: 0 },
    ],
  });
  flagged = await createItem({ name: 'Test Flagged', price: 7, inventory: 7, is_out_of_stock: true });
  soldOut = await createItem({ name: 'Test Sold Out', price: 6, inventory: 0 });
  allVariantsOut = await createItem({
    name: 'Test All Out',
    price: 3,
    variants: [
      { name: 'A', price: 3, inventory: 0 },
      { name: 'B', price: 3, is_out_of_stock: true, inventory: 5 },
    ],
  });
  expensive = await createItem({ name: 'Test Lamp', price: 60 });
});

describe('store settings', () => {
  it('are one row for storeConfig.storeId, readable by shoppers (the LBP rate is shown on every total)', async () => {
    const rows = await sql<{ store_id: string; lbp_per_usd: number | null }>('select store_id, lbp_per_usd from public.store_settings');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.store_id).toBe(storeConfig.storeId);

    const { data, error } = await anonClient().from('store_settings').select('*');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0]!.lbp_per_usd).toBe(rows[0]!.lbp_per_usd);
  });

  it('cannot be changed by shoppers', async () => {
    const [before] = await sql<{ lbp_per_usd: number | null }>('select lbp_per_usd from public.store_settings');
    const { error } = await anonClient().from('store_settings').update({ lbp_per_usd: 1 }).eq('store_id', storeConfig.storeId);
    expect(error?.code).toBe('42501');
    const [row] = await sql<{ lbp_per_usd: number | null }>('select lbp_per_usd from public.store_settings');
    expect(row!.lbp_per_usd).toBe(before!.lbp_per_usd);
  });
});

describe('pricing', () => {
  it('prices every line from the database, whatever the client sends', async () => {
    const order = orderPayload([
      { ...line(plain, 2), unit_price: 0.01, total_price: 0, price: 0 } as Line,
      { ...line(sized, 1, 0), unit_price: 0.01 } as Line,
      line(sized, 1, 1),
      line(sized, 1, 2),
      line(noSale, 1),
    ]);
    const answer = await placeOrderHttp({ ...order, subtotal: 0, total_price: 0, delivery_fee: 0, discount_amount: 99 });
    expect(answer.status).toBe(200);
    // 2 × $8 (item sale) + $15 (variant sale) + $18 (variant price) + $16 + $12.25 = $77.25 ≥ $50: free delivery.
    expect(answer.body).toMatchObject({
      id: order.id,
      order_number: order.id.slice(-8),
      subtotal: 77.25,
      delivery_fee: 0,
      discount_amount: 0,
      total_price: 77.25,
      status: 'pending',
    });
    expect(answer.body.lines.map((l: Record<string, unknown>) => [l.item_name, l.variant_label, l.quantity, l.unit_price, l.total_price, l.is_preorder])).toEqual([
      ['Test Jar', null, 2, 8, 16, false],
      ['Test Mug', null, 1, 12.25, 12.25, false],
      ['Test Vase', 'Large', 1, 15, 15, false],
      ['Test Vase', 'Sand', 1, 18, 18, false],
      ['Test Vase', 'Variant 3', 1, 16, 16, false],
    ]);
    const lines = await orderItems(order.id);
    expect(lines.map((l) => [l.item_name, l.variant_label, l.quantity, l.unit_price, l.total_price, l.is_preorder])).toEqual([
      ['Test Jar', null, 2, '8.00', '16.00', false],
      ['Test Mug', null, 1, '12.25', '12.25', false],
      ['Test Vase', 'Large', 1, '15.00', '15.00', false],
      ['Test Vase', 'Sand', 1, '18.00', '18.00', false],
      ['Test Vase', 'Variant 3', 1, '16.00', '16.00', false],
    ]);
    const [row] = await sql<Record<string, string>>(
      `select store_id, status, channel, subtotal, delivery_fee, total_price, discount_code,
              (select sent_at from private.outbox where key = 'order:' || o.id || ':owner_email') as notified_at
       from public.orders o where id = $1`,
      [order.id],
    );
    expect(row).toMatchObject({ store_id: storeConfig.storeId, status: 'pending', channel: 'web', total_price: '77.25', discount_code: null, notified_at: null });
  });

  it('charges delivery below the free-delivery threshold and not at it', async () => {
    const below = await placeOrderHttp(orderPayload([line(noSale, 4)])); // $49.00
    // Without an area: the default zone (the demo's Beirut, $3 below $50), as the spec's one fee.
    expect(below.body).toMatchObject({ subtotal: 49, delivery_fee: 3, total_price: 52 });
    const at = await placeOrderHttp(orderPayload([line(plain, 5), line(noSale, 1)])); // $40 + $12.25
    expect(at.body).toMatchObject({ subtotal: 52.25, delivery_fee: 0, total_price: 52.25 });
    const exactly = await placeOrderHttp(orderPayload([line(plain, 5), line(stocked, 2)])); // $40 + $10 = $50
    expect(exactly.body).toMatchObject({ subtotal: 50, delivery_fee: 0 });
  });

  it('merges lines for the same item and variant', async () => {
    const order = orderPayload([line(plain, 1), line(sized, 1, 0), line(plain, 2), line(sized, 2, 0), line(sized, 1, 1)]);
    const answer = await placeOrderHttp(order);
    expect(answer.status).toBe(200);
    const lines = await orderItems(order.id);
    expect(lines.map((l) => [l.item_name, l.variant_label, l.quantity])).toEqual([
      ['Test Jar', null, 3],
      ['Test Vase', 'Large', 3],
      ['Test Vase', 'Sand', 1],
    ]);
  });

  it('trims customer fields, stores blank optional ones as null, and keeps the channel', async () => {
    const order = orderPayload([line(plain)], {
      customer: { name: '  Rania  ', phone: '\t+961 71 234 567\n', city: ' Baabda ', street: ' Main Road ', building: '   ', floor: ' 3 ', notes: '\u00a0' },
      channel: 'whatsapp',
    });
    expect((await placeOrderHttp(order)).status).toBe(200);
    const [row] = await sql<Record<string, string | null>>(
      'select customer_name, customer_phone, customer_city, customer_street, customer_building, customer_floor, customer_notes, channel from public.orders where id = $1',
      [order.id],
    );
    expect(row).toEqual({
      customer_name: 'Rania',
      customer_phone: '+961 71 234 567',
      customer_city: 'Baabda',
      customer_street: 'Main Road',
      customer_building: null,
      customer_floor: '3',
      customer_notes: null,
      channel: 'whatsapp',
    });
  });
});

describe('stock', () => {
  it('takes in-stock lines from the item, or from the chosen variant', async () => {
    const itemBefore = (await inventoryOf('items', stocked.id))!;
    const variantBefore = (await inventoryOf('item_variants', stockedVariant.variantIds[0]!))!;
    const order = orderPayload([line(stocked, 3), line(stockedVariant, 2, 0), line(plain, 5)]);
    expect((await placeOrderHttp(order)).status).toBe(200);
    expect(await inventoryOf('items', stocked.id)).toBe(itemBefore - 3);
    expect(await inventoryOf('item_variants', stockedVariant.variantIds[0]!)).toBe(variantBefore - 2);
    expect(await inventoryOf('items', stockedVariant.id)).toBeNull();
    expect(await inventoryOf('items', plain.id)).toBeNull();
    expect((await orderItems(order.id)).every((l) => !l.is_preorder)).toBe(true);
  });

  it('takes lines the shopper marked as preorders of out-of-stock products as preorders that take no stock', async () => {
    const before = await writeState();
    const order = orderPayload([
      { ...line(flagged, 2), preorder: true }, // flagged out of stock (inventory 7 is left alone)
      { ...line(soldOut, 3), preorder: true }, // inventory 0
      { ...line(allVariantsOut, 1, 0), preorder: true }, // every variant out of stock
    ]);
    const answer = await placeOrderHttp(order);
    expect(answer.status).toBe(200);
    expect(answer.body.subtotal).toBe(2 * 7 + 3 * 6 + 3);
    expect(answer.body.lines.map((l: { is_preorder: boolean }) => l.is_preorder)).toEqual([true, true, true]);
    const lines = await orderItems(order.id);
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => l.is_preorder)).toBe(true);
    expect(lines.find((l) => l.item_name === 'Test All Out')?.variant_label).toBe('A');
    expect(await inventoryOf('items', flagged.id)).toBe(7);
    expect(await inventoryOf('items', soldOut.id)).toBe(0);
    expect(await inventoryOf('item_variants', allVariantsOut.variantIds[1]!)).toBe(5);
    const after = await writeState();
    expect(after.item_rows).toBe(before.item_rows);
    expect(after.variant_rows).toBe(before.variant_rows);
  });

  it('refuses an in-stock line that asks for more than is left, with what is available, and writes nothing', async () => {
    const item = await createItem({ name: 'Test Scarce', price: 4, inventory: 2 });
    const before = await writeState();
    const order = orderPayload([line(plain, 1), line(item, 3)]);
    const answer = await placeOrderHttp(order);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('out_of_stock');
    expect(errorDetails(answer)).toEqual({ item_id: item.id, variant_id: null, item_name: 'Test Scarce', variant_label: null, requested: 3, available: 2, preorder_available: false });
    expect(await writeState()).toEqual(before);
    expect(await orderCount(order.id)).toBe(0);

    const variantItem = await createItem({ name: 'Test Scarce Sizes', price: 4, variants: [{ size: 'S', price: 4, inventory: 1 }] });
    const variantAnswer = await placeOrderHttp(orderPayload([line(variantItem, 2, 0)]));
    expect(variantAnswer.body.message).toBe('out_of_stock');
    expect(errorDetails(variantAnswer)).toMatchObject({ item_id: variantItem.id, variant_id: variantItem.variantIds[0], available: 1 });
  });

  it('never oversells and never preorders silently: 12 concurrent orders for the last 3 units give 3 orders and 9 out_of_stock', async () => {
    const item = await createItem({ name: 'Test Last Three', price: 2, inventory: 3 });
    const lock = await holdItemLock('items', item.id);
    const attempts = Array.from({ length: 12 }, () => placeOrderHttp(orderPayload([line(item, 1), line(plain, 1)])));
    await lock.waitForWaiters(12);
    await lock.release();
    const answers = await Promise.all(attempts);
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const answer of placed) expect(answer.body.lines.every((l: { is_preorder: boolean }) => !l.is_preorder)).toBe(true);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('out_of_stock');
      expect(errorDetails(answer)).toMatchObject({ item_id: item.id, item_name: 'Test Last Three', available: 0, preorder_available: true });
    }
    expect(await inventoryOf('items', item.id)).toBe(0);
    const [sold] = await sql<{ n: string; preorders: string }>(
      'select coalesce(sum(quantity), 0) as n, count(*) filter (where is_preorder) as preorders from public.order_items where item_id = $1',
      [item.id],
    );
    expect(Number(sold!.n)).toBe(3);
    expect(Number(sold!.preorders)).toBe(0);

    // Once it is sold out, an ordinary order for it is refused; a preorder the shopper chose is taken, and takes nothing.
    const later = orderPayload([line(item, 2)]);
    const refusedLater = await placeOrderHttp(later);
    expect(refusedLater.body.message).toBe('out_of_stock');
    expect(errorDetails(refusedLater)).toMatchObject({ requested: 2, available: 0, preorder_available: true });
    expect(await orderCount(later.id)).toBe(0);
    const chosen = { ...later, items: [{ ...line(item, 2), preorder: true }] };
    expect((await placeOrderHttp(chosen)).status).toBe(200);
    expect((await orderItems(later.id))[0]!.is_preorder).toBe(true);
    expect(await inventoryOf('items', item.id)).toBe(0);
  });

  it('never oversells a variant either, without deadlocks between orders that lock rows in different payload order', async () => {
    const a = await createItem({ name: 'Test Race A', price: 1, inventory: 5 });
    const b = await createItem({ name: 'Test Race B', price: 1, variants: [{ size: 'M', price: 1, inventory: 5 }] });
    const attempts = Array.from({ length: 16 }, (_, i) =>
      placeOrderHttp(orderPayload(i % 2 === 0 ? [line(a, 1), line(b, 1, 0)] : [line(b, 1, 0), line(a, 1)])),
    );
    const answers = await Promise.all(attempts);
    const statuses = answers.map((x) => x.status);
    // No deadlock (which PostgREST would answer with a 500) and nothing but placed or out_of_stock.
    expect(statuses.filter((s) => s === 200).length + statuses.filter((s) => s === 400).length).toBe(16);
    for (const answer of answers.filter((x) => x.status === 400)) expect(answer.body.message).toBe('out_of_stock');
    const stockA = (await inventoryOf('items', a.id))!;
    const stockB = (await inventoryOf('item_variants', b.variantIds[0]!))!;
    expect(stockA).toBeGreaterThanOrEqual(0);
    expect(stockB).toBeGreaterThanOrEqual(0);
    const [sold] = await sql<{ a: string; b: string }>(
      `select coalesce(sum(quantity) filter (where item_id = $1 and not is_preorder), 0) as a,
              coalesce(sum(quantity) filter (where item_id = $2 and not is_preorder), 0) as b
       from public.order_items`,
      [a.id, b.id],
    );
    expect(Number(sold!.a)).toBe(5 - stockA);
    expect(Number(sold!.b)).toBe(5 - stockB);
  });
});

describe('idempotency', () => {
  it('returns the order already placed when the same id is sent again with the same payload, writing nothing', async () => {
    const order = orderPayload([line(stocked, 1), line(expensive, 1)]);
    const first = await placeOrderHttp(order);
    expect(first.status).toBe(200);
    const before = await writeState();
    const again = await placeOrderHttp(order);
    expect(again).toEqual(first);
    // The same order written differently: lines in another order, split, padded text, client prices.
    const sameOrder = await placeOrderHttp({
      ...order,
      customer: { ...CUSTOMER, name: `  ${CUSTOMER.name} `, building: ' ' },
      items: [line(expensive, 1), { ...line(stocked, 1), unit_price: 0 }],
    });
    expect(sameOrder).toEqual(first);
    expect(await writeState()).toEqual(before);
    expect(await orderCount(order.id)).toBe(1);
  });

  it('gives one order when the same id arrives many times at once', async () => {
    const stockBefore = (await inventoryOf('items', stocked.id))!;
    const order = orderPayload([line(stocked, 2)]);
    const answers = await Promise.all(Array.from({ length: 12 }, () => placeOrderHttp(order)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await orderCount(order.id)).toBe(1);
    expect((await orderItems(order.id)).map((l) => l.quantity)).toEqual([2]);
    expect(await inventoryOf('items', stocked.id)).toBe(stockBefore - 2);
  });
});

describe('validation', () => {
  const valid = () => orderPayload([line(plain, 1)]);
  const long = (n: number) => 'x'.repeat(n);
  const cases: [string, () => unknown, string][] = [
    ['the payload is not an object', () => [valid()], 'invalid_order'],
    ['id is missing', () => ({ ...valid(), id: undefined }), 'invalid_order'],
    ['id is not a uuid', () => ({ ...valid(), id: 'order-1' }), 'invalid_order'],
    ['id is a number', () => ({ ...valid(), id: 42 }), 'invalid_order'],
    ['customer is missing', () => ({ ...valid(), customer: undefined }), 'missing_information'],
    ['customer is a string', () => ({ ...valid(), customer: 'Rania' }), 'invalid_order'],
    ['name is blank', () => ({ ...valid(), customer: { ...CUSTOMER, name: ' \t ' } }), 'missing_information'],
    ['phone is missing', () => ({ ...valid(), customer: { ...CUSTOMER, phone: undefined } }), 'missing_information'],
    ['city is null', () => ({ ...valid(), customer: { ...CUSTOMER, city: null } }), 'missing_information'],
    ['street is empty', () => ({ ...valid(), customer: { ...CUSTOMER, street: '' } }), 'missing_information'],
    ['name is a number', () => ({ ...valid(), customer: { ...CUSTOMER, name: 12 } }), 'invalid_order'],
    ['notes is an object', () => ({ ...valid(), customer: { ...CUSTOMER, notes: { text: 'x' } } }), 'invalid_order'],
    ['items is missing', () => ({ ...valid(), items: undefined }), 'invalid_order'],
    ['items is an object', () => ({ ...valid(), items: { 0: line(plain) } }), 'invalid_order'],
    ['items is empty', () => ({ ...valid(), items: [] }), 'invalid_order'],
    ['there are 51 lines', () => ({ ...valid(), items: Array.from({ length: 51 }, () => line(plain)) }), 'invalid_order'],
    ['a line is a string', () => ({ ...valid(), items: [plain.id] }), 'invalid_order'],
    ['quantity is 0', () => ({ ...valid(), items: [line(plain, 0)] }), 'invalid_order'],
    ['quantity is negative', () => ({ ...valid(), items: [line(plain, -2)] }), 'invalid_order'],
    ['quantity is 1000', () => ({ ...valid(), items: [line(plain, 1000)] }), 'invalid_order'],
    ['quantity is 1.5', () => ({ ...valid(), items: [line(plain, 1.5)] }), 'invalid_order'],
    ['quantity is a string', () => ({ ...valid(), items: [{ ...line(plain), quantity: '2' }] }), 'invalid_order'],
    ['quantity is missing', () => ({ ...valid(), items: [{ item_id: plain.id }] }), 'invalid_order'],
    ['merged quantities pass 999', () => ({ ...valid(), items: [line(plain, 600), line(plain, 400)] }), 'invalid_order'],
    ['item_id is not a uuid', () => ({ ...valid(), items: [{ ...line(plain), item_id: 'jar' }] }), 'invalid_order'],
    ['variant_id is a number', () => ({ ...valid(), items: [{ ...line(sized), variant_id: 1 }] }), 'invalid_order'],
    ['the item does not exist', () => ({ ...valid(), items: [{ ...line(plain), item_id: randomUUID() }] }), 'invalid_order'],
    ['the variant belongs to another item', () => ({ ...valid(), items: [{ ...line(plain), variant_id: sized.variantIds[0] }] }), 'invalid_order'],
    ['the variant does not exist', () => ({ ...valid(), items: [{ ...line(sized), variant_id: randomUUID() }] }), 'invalid_order'],
    ['an item with variants is ordered without one', () => ({ ...valid(), items: [line(sized, 1)] }), 'invalid_order'],
    ['the channel is unknown', () => ({ ...valid(), channel: 'fax' }), 'invalid_order'],
    ['the discount code is a number', () => ({ ...valid(), discount_code: 10 }), 'invalid_order'],
    ['the discount code is unknown', () => ({ ...valid(), discount_code: 'NOPE-NOT-A-CODE' }), 'invalid_code'],
    ['the discount code is too long', () => ({ ...valid(), discount_code: long(51) }), 'invalid_code'],
    ...(Object.entries({ name: FIELD_LIMITS.name, phone: FIELD_LIMITS.phone, city: FIELD_LIMITS.city, street: FIELD_LIMITS.street, building: FIELD_LIMITS.building, floor: FIELD_LIMITS.floor, notes: FIELD_LIMITS.notes }).map(
      ([field, max]): [string, () => unknown, string] => [`${field} is longer than ${max}`, () => ({ ...valid(), customer: { ...CUSTOMER, [field]: long(max + 1) } }), 'invalid_order'],
    )),
  ];

  it.each(cases)('refuses an order when %s, with HTTP 400, and writes nothing', async (_, make, code) => {
    const before = await writeState();
    const answer = await placeOrderHttp(make());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(code);
    expect(answer.body.code).toBe('P0001');
    expect(await writeState()).toEqual(before);
  });

  it('names the missing fields', async () => {
    const answer = await placeOrderHttp({ ...valid(), customer: { name: 'Rania', city: ' ' } });
    expect(errorDetails(answer)).toEqual({ fields: ['phone', 'city', 'street'] });
  });

  it('accepts every field at exactly its length limit (the limits of checkoutValidation.ts), counted in characters', async () => {
    const emoji = (n: number) => '😀'.repeat(n);
    const order = orderPayload([line(plain)], {
      customer: {
        name: emoji(FIELD_LIMITS.name),
        phone: '+44 (20) 7946-0958'.padEnd(FIELD_LIMITS.phone, ' .'), // a phone holds no emoji: 30 characters, 12 digits
        city: emoji(FIELD_LIMITS.city),
        street: emoji(FIELD_LIMITS.street),
        building: emoji(FIELD_LIMITS.building),
        floor: emoji(FIELD_LIMITS.floor),
        notes: emoji(FIELD_LIMITS.notes),
      },
    });
    const answer = await placeOrderHttp(order);
    expect(answer.status).toBe(200);
    expect(await orderCount(order.id)).toBe(1);
  });

  it('answers the stable codes through the data layer as { code, details }, which the error catalogue understands', async () => {
    const api = ordersApiForStack();
    const placed = await api.placeOrder(orderPayload([line(noSale, 2)]));
    expect(placed).toMatchObject({ subtotal: 24.5, delivery_fee: 3, total_price: 27.5, status: 'pending' });

    const item = await createItem({ name: 'Test One Left', price: 4, inventory: 1 });
    const error = await api.placeOrder(orderPayload([line(item, 2)])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderServiceError);
    expect(error).toMatchObject({ code: 'out_of_stock', details: { item_id: item.id, available: 1, item_name: 'Test One Left' } });
    expect(orderErrorToast('en', error)).toEqual({
      title: 'Out of Stock',
      description: 'Test One Left: Only 1 item(s) available in stock',
      variant: 'destructive',
    });

    const missing = await api.placeOrder(orderPayload([line(plain)], { customer: { ...CUSTOMER, name: ' ' } })).catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: 'missing_information', details: { fields: ['name'] } });
    expect(orderErrorToast('en', missing).title).toBe('Missing Information');
  });

  it('answers malformed requests that never reach the function with a 4xx too', async () => {
    expect((await rpc('place_order', '{"p_order": ', { raw: true })).status).toBe(400);
    expect((await rpc('place_order', { p_order: 'text' })).status).toBe(400);
    expect((await rpc('place_order', { p_order: null })).status).toBe(400);
    expect((await rpc('place_order', { order: valid() })).status).toBe(404);
  });
});

describe('privacy', () => {
  it('still shows shoppers no orders, order lines or discount codes', async () => {
    const [{ n }] = (await sql<{ n: string }>('select count(*) as n from public.orders')) as [{ n: string }];
    expect(Number(n)).toBeGreaterThan(0);
    for (const table of ['orders', 'order_items', 'discount_codes'] as const) {
      const { data, error } = await anonClient().from(table).select('*');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });
});
