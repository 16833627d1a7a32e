/**
 * What the shopper confirms is what is stored: place_order() against the real stack, as a shopper
 * calls it (anon key, through the gateway), state inspected as the database owner. Preorders only
 * when chosen, the confirmed total or nothing, one order per attempt id, customer text that cannot
 * forge lines or reorder them, the phone rule, and cancellation that gives back exactly once.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_PHONES, REFUSED_PHONES } from '../support/phone-examples.ts';
import { sql, stackInfo } from '../support/clients.ts';
import {
  CUSTOMER,
  createCode,
  createItem,
  errorDetails,
  holdItemLock,
  inventoryOf,
  orderCount,
  orderPayload,
  placeOrderHttp,
  writeState,
  type CreatedItem,
} from './order-fixtures.ts';

type Line = { item_id: string; variant_id: string | null; quantity: number; preorder?: boolean };
const line = (item: CreatedItem, quantity = 1, variant: number | null = null, preorder?: boolean): Line => ({
  item_id: item.id,
  variant_id: variant === null ? null : item.variantIds[variant]!,
  quantity,
  ...(preorder === undefined ? {} : { preorder }),
});

/** The stored order and its lines, to compare before and after. */
async function storedOrder(id: string) {
  // Not the e-mail columns: the stack's e-mail sweep may send the owner's e-mail meanwhile.
  const [order] = await sql(
    `select id, customer_name, customer_phone, customer_city, customer_street, customer_building, customer_floor,
            customer_notes, subtotal, delivery_fee, discount_code, discount_amount, total_price, status, channel,
            canonical_payload, created_at
     from public.orders where id = $1`,
    [id],
  );
  const lines = await sql(
    `select item_id, variant_id, item_name, variant_label, quantity, unit_price, total_price, is_preorder, stock_source
     from public.order_items where order_id = $1 order by item_name, variant_label nulls first`,
    [id],
  );
  return { order, lines };
}

async function usesOf(code: string): Promise<number> {
  const [row] = await sql<{ current_uses: number }>('select current_uses from public.discount_codes where code = $1', [code]);
  return row!.current_uses;
}

describe('preorders are chosen, never assigned', () => {
  let soldOut: CreatedItem; // inventory 0
  let flagged: CreatedItem; // flagged out of stock, inventory 4
  let allOut: CreatedItem; // every variant out
  let oneVariantOut: CreatedItem; // variant 0 in stock (3), variant 1 sold out
  let inStock: CreatedItem; // 5 in stock

  beforeAll(async () => {
    soldOut = await createItem({ name: 'Sell Out Jar', price: 6, inventory: 0 });
    flagged = await createItem({ name: 'Flagged Tray', price: 7, inventory: 4, is_out_of_stock: true });
    allOut = await createItem({ name: 'All Out Vase', price: 3, variants: [{ size: 'S', price: 3, inventory: 0 }, { size: 'L', price: 4, is_out_of_stock: true }] });
    oneVariantOut = await createItem({ name: 'Half Out Mug', price: 9, variants: [{ name: 'White', price: 9, inventory: 3 }, { name: 'Black', price: 9, inventory: 0 }] });
    inStock = await createItem({ name: 'Back In Stock Bowl', price: 5, inventory: 5 });
  });

  it.each([
    ['an item with no stock left', () => line(soldOut, 2), () => soldOut, null],
    ['an item flagged out of stock', () => line(flagged, 1), () => flagged, null],
    ['a variant of a product whose variants are all out', () => line(allOut, 1, 1), () => allOut, 'L'],
  ])('refuses an ordinary line for %s with out_of_stock and preorder_available, and writes nothing', async (_, make, item, label) => {
    const before = await writeState();
    const order = orderPayload([make()]);
    const answer = await placeOrderHttp(order);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('out_of_stock');
    expect(errorDetails(answer)).toMatchObject({ item_id: item().id, item_name: item().name, variant_label: label, available: 0, preorder_available: true });
    expect(await writeState()).toEqual(before);
    expect(await orderCount(order.id)).toBe(0);
  });

  it('stores the same lines marked preorder as preorders that take no stock', async () => {
    const before = await writeState();
    const order = orderPayload([line(soldOut, 2, null, true), line(flagged, 1, null, true), line(allOut, 1, 1, true)]);
    const answer = await placeOrderHttp(order);
    expect(answer.status).toBe(200);
    expect(answer.body.lines.map((l: { item_name: string; is_preorder: boolean }) => [l.item_name, l.is_preorder])).toEqual([
      ['All Out Vase', true],
      ['Flagged Tray', true],
      ['Sell Out Jar', true],
    ]);
    const { lines } = await storedOrder(order.id);
    expect(lines.every((l) => l.is_preorder && l.stock_source === null)).toBe(true);
    const after = await writeState();
    expect([after.item_rows, after.variant_rows]).toEqual([before.item_rows, before.variant_rows]);
  });

  it('sells a line marked preorder from stock when the product is back in stock', async () => {
    const order = orderPayload([line(inStock, 2, null, true)]);
    const answer = await placeOrderHttp(order);
    expect(answer.status).toBe(200);
    expect(answer.body.lines[0]).toMatchObject({ item_name: 'Back In Stock Bowl', quantity: 2, is_preorder: false });
    expect(await inventoryOf('items', inStock.id)).toBe(3);
  });

  it('does not offer a preorder for a sold-out variant of a product that still has others in stock, as the storefront does not', async () => {
    for (const preorder of [undefined, true]) {
      const before = await writeState();
      const answer = await placeOrderHttp(orderPayload([line(oneVariantOut, 1, 1, preorder)]));
      expect(answer.body.message).toBe('out_of_stock');
      expect(errorDetails(answer)).toMatchObject({ item_id: oneVariantOut.id, variant_id: oneVariantOut.variantIds[1], variant_label: 'Black', available: 0, preorder_available: false });
      expect(await writeState()).toEqual(before);
    }
    // Fewer left than asked: how many, and no preorder.
    const fewer = await placeOrderHttp(orderPayload([line(oneVariantOut, 5, 0)]));
    expect(fewer.body.message).toBe('out_of_stock');
    expect(errorDetails(fewer)).toMatchObject({ variant_label: 'White', requested: 5, available: 3, preorder_available: false });
  });

  it('turns a line marked preorder into a preorder when a concurrent order takes the last unit while it waits', async () => {
    const last = await createItem({ name: 'Last Unit Lamp', price: 20, inventory: 1 });
    const lock = await holdItemLock('items', last.id);
    const ordinary = orderPayload([line(last, 1)]);
    const first = placeOrderHttp(ordinary);
    await lock.waitForWaiters(1);
    const chosen = orderPayload([line(last, 1, null, true)]);
    const second = placeOrderHttp(chosen);
    await lock.waitForWaiters(2);
    await lock.release();
    const [a, b] = await Promise.all([first, second]);
    expect(a.status).toBe(200);
    expect(a.body.lines[0].is_preorder).toBe(false);
    expect(b.status).toBe(200);
    expect(b.body.lines[0].is_preorder).toBe(true);
    expect(await inventoryOf('items', last.id)).toBe(0);
    expect((await storedOrder(chosen.id)).lines[0]).toMatchObject({ is_preorder: true, stock_source: null });
  });

  it('refuses a preorder flag that is not a boolean', async () => {
    const answer = await placeOrderHttp(orderPayload([{ ...line(soldOut, 1), preorder: 'yes' } as unknown as Line]));
    expect(answer.body.message).toBe('invalid_order');
    expect(errorDetails(answer)).toEqual({ field: 'preorder', line: 1, reason: 'not_a_boolean' });
  });
});

describe('prices are confirmed, never changed silently', () => {
  let teapot: CreatedItem;
  let stocked: CreatedItem;
  let code: string;

  beforeAll(async () => {
    teapot = await createItem({ name: 'Repriced Teapot', price: 20 });
    stocked = await createItem({ name: 'Counted Cup', price: 4, inventory: 10 });
    code = await createCode({ discount_type: 'percentage', discount_value: 10, max_uses: 5 });
  });

  it('places the order when the expected total is the total', async () => {
    // 2 × $20 + $4 = $44, + $3 delivery, − 10% of $44 = $4.40 → $42.60.
    const order = orderPayload([line(teapot, 2), line(stocked, 1)], { discount_code: code, expected_total: 42.6 });
    const answer = await placeOrderHttp(order);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ subtotal: 44, delivery_fee: 3, discount_amount: 4.4, total_price: 42.6 });
  });

  it('refuses with price_changed and the new prices when the owner repriced the cart, writing nothing; confirming the new total places it', async () => {
    const order = orderPayload([line(teapot, 1), line(stocked, 2)], { discount_code: code, expected_total: 25.2 }); // (20 + 8) + 3 − 2.80
    await sql('update public.items set price = 26 where id = $1', [teapot.id]);
    const before = await writeState();
    const answer = await placeOrderHttp(order);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('price_changed');
    // (26 + 8) + 3 − 3.40 = 33.60
    expect(errorDetails(answer)).toEqual({
      expected_total: 25.2,
      total_price: 33.6,
      subtotal: 34,
      delivery_fee: 3,
      discount_amount: 3.4,
      lines: [
        { item_id: stocked.id, variant_id: null, item_name: 'Counted Cup', variant_label: null, quantity: 2, unit_price: 4, total_price: 8, is_preorder: false },
        { item_id: teapot.id, variant_id: null, item_name: 'Repriced Teapot', variant_label: null, quantity: 1, unit_price: 26, total_price: 26, is_preorder: false },
      ],
    });
    expect(await writeState()).toEqual(before);
    expect(await orderCount(order.id)).toBe(0);

    const confirmed = await placeOrderHttp({ ...order, expected_total: 33.6 });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.total_price).toBe(33.6);
  });

  it('compares to the cent and refuses an expected total that is not a number', async () => {
    const cheap = orderPayload([line(stocked, 1)], { expected_total: 7.01 });
    expect((await placeOrderHttp(cheap)).body.message).toBe('price_changed');
    const text = await placeOrderHttp(orderPayload([line(stocked, 1)], { expected_total: '7' as unknown as number }));
    expect(text.body.message).toBe('invalid_order');
    expect(errorDetails(text)).toEqual({ field: 'expected_total', reason: 'not_a_number' });
  });
});

describe('one order per checkout attempt', () => {
  let jar: CreatedItem;
  let counted: CreatedItem;
  let soldOut: CreatedItem;
  let code: string;

  beforeAll(async () => {
    jar = await createItem({ name: 'Attempt Jar', price: 10 });
    counted = await createItem({ name: 'Attempt Board', price: 5, inventory: 50 });
    soldOut = await createItem({ name: 'Attempt Sold Out', price: 5, inventory: 0 });
    code = await createCode({ discount_type: 'fixed', discount_value: 2 });
  });

  const edits: [string, (order: ReturnType<typeof orderPayload>) => unknown][] = [
    ['another line', (o) => ({ ...o, items: [...o.items, line(jar, 1)] })],
    ['another quantity', (o) => ({ ...o, items: [{ ...o.items[0]!, quantity: 3 }, ...o.items.slice(1)] })],
    ['another customer', (o) => ({ ...o, customer: { ...CUSTOMER, name: 'Someone Else' } })],
    ['another street', (o) => ({ ...o, customer: { ...CUSTOMER, street: 'Another Street 1' } })],
    ['no discount code', (o) => ({ ...o, discount_code: null })],
    ['another channel', (o) => ({ ...o, channel: 'whatsapp' })],
    ['a line now marked preorder', (o) => ({ ...o, items: [{ ...o.items[0]!, preorder: true }, ...o.items.slice(1)] })],
    ['another confirmed total', (o) => ({ ...o, expected_total: 99 })],
  ];

  it.each(edits)('refuses the same id with %s: idempotency_conflict, HTTP 409, the first order untouched', async (_, edit) => {
    // 2 × $5 + $10 + $3 delivery − $2.
    const placed = orderPayload([line(counted, 2), line(jar, 1)], { discount_code: code, expected_total: 21 });
    const first = await placeOrderHttp(placed);
    expect(first.status).toBe(200);
    const order = placed;
    const stored = await storedOrder(order.id);
    const before = await writeState();

    const answer = await placeOrderHttp(edit(placed));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'P0001', message: 'idempotency_conflict' });
    expect(errorDetails(answer)).toEqual({ id: order.id });
    expect(await writeState()).toEqual(before);
    expect(await storedOrder(order.id)).toEqual(stored);

    // The unchanged payload is still answered with the order.
    expect(await placeOrderHttp(placed)).toEqual(first);
  });

  it('gives one order and 409 to the rest when different payloads with one id arrive at once', async () => {
    const id = randomUUID();
    const payloads = Array.from({ length: 8 }, (_, i) => orderPayload([line(counted, 1 + i)], { id }));
    const answers = await Promise.all(payloads.map((p) => placeOrderHttp(p)));
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await orderCount(id)).toBe(1);
    const { lines } = await storedOrder(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(placed[0]!.body.lines[0].quantity);
  });

  it('answers a refused attempt sent again the same way, and places it once it is changed', async () => {
    const order = orderPayload([line(soldOut, 1)]);
    expect((await placeOrderHttp(order)).body.message).toBe('out_of_stock');
    expect((await placeOrderHttp(order)).body.message).toBe('out_of_stock');
    const chosen = await placeOrderHttp({ ...order, items: [line(soldOut, 1, null, true)] });
    expect(chosen.status).toBe(200);
    expect(chosen.body.lines[0].is_preorder).toBe(true);
  });
});

describe('customer text is one line of text', () => {
  let jar: CreatedItem;
  beforeAll(async () => {
    jar = await createItem({ name: 'Text Jar', price: 10 });
  });

  // [what, the character, a forged name carrying it]
  const forged: [string, string, string][] = [
    ['a line feed', '\n', 'Ali\n\nPAID ONLINE - do not collect cash'],
    ['a carriage return', '\r', 'Ali\rPAID ONLINE'],
    ['a tab', '\t', 'Ali\tPAID'],
    ['an escape (C0)', '\u001b', 'Ali\u001b[2J'],
    ['a vertical tab', '\u000b', 'Ali\u000bPAID'],
    ['a form feed', '\u000c', 'Ali\u000cPAID'],
    ['DEL', '\u007f', 'Ali\u007f'],
    ['a next line (C1)', '\u0085', 'Ali\u0085PAID'],
    ['a C1 control', '\u009b', 'Ali\u009bPAID'],
    ['a line separator', '\u2028', 'Ali\u2028PAID'],
    ['a paragraph separator', '\u2029', 'Ali\u2029PAID'],
    ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'].map(
      (c): [string, string, string] => [`U+${c.codePointAt(0)!.toString(16).toUpperCase()} (direction control)`, c, `Ali ${c}DIAP ONLINE`],
    ),
  ];
  const oneLineFields = ['name', 'phone', 'city', 'street', 'building', 'floor'] as const;

  it.each(forged)('refuses %s in every one-line field with invalid_order control_characters, writing nothing', async (_, char, name) => {
    const before = await writeState();
    for (const field of oneLineFields) {
      const value = field === 'name' ? name : field === 'phone' ? `71${char}234 567` : `Main${char}Road`;
      const answer = await placeOrderHttp(orderPayload([line(jar)], { customer: { ...CUSTOMER, [field]: value } }));
      expect(answer.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(answer.body.message).toBe('invalid_order');
      expect(errorDetails(answer)).toEqual({ field, reason: 'control_characters' });
    }
    expect(await writeState()).toEqual(before);
  });

  it('lets notes hold line breaks and nothing else of those', async () => {
    const order = orderPayload([line(jar)], { customer: { ...CUSTOMER, notes: 'Ring twice.\nThird floor,\r\nleft door.' } });
    expect((await placeOrderHttp(order)).status).toBe(200);
    expect((await storedOrder(order.id)).order!.customer_notes).toBe('Ring twice.\nThird floor,\r\nleft door.');
    for (const [, char] of forged.filter(([, c]) => c !== '\n' && c !== '\r')) {
      const answer = await placeOrderHttp(orderPayload([line(jar)], { customer: { ...CUSTOMER, notes: `Ring${char}twice` } }));
      expect(errorDetails(answer), JSON.stringify(char)).toEqual({ field: 'notes', reason: 'control_characters' });
    }
  });

  it('trims line breaks at either end, and keeps Arabic and emoji', async () => {
    const order = orderPayload([line(jar)], { customer: { ...CUSTOMER, name: '\nرانيا حداد 🌸\n', street: 'شارع الحمرا 12\r\n' } });
    expect((await placeOrderHttp(order)).status).toBe(200);
    expect((await storedOrder(order.id)).order).toMatchObject({ customer_name: 'رانيا حداد 🌸', customer_street: 'شارع الحمرا 12' });
  });

  it('refuses a NUL character before it reaches the function, writing nothing', async () => {
    const before = await writeState();
    const answer = await placeOrderHttp(orderPayload([line(jar)], { customer: { ...CUSTOMER, name: 'Ali\u0000PAID' } }));
    expect(answer.status).toBe(400);
    expect(await writeState()).toEqual(before);
  });
});

describe('the phone rule', () => {
  let jar: CreatedItem;
  beforeAll(async () => {
    jar = await createItem({ name: 'Phone Jar', price: 10 });
  });

  it.each(ACCEPTED_PHONES)('accepts %s', async (phone) => {
    const order = orderPayload([line(jar)], { customer: { ...CUSTOMER, phone } });
    const answer = await placeOrderHttp(order);
    expect(answer.status).toBe(200);
    expect((await storedOrder(order.id)).order!.customer_phone).toBe(phone);
  });

  it.each(REFUSED_PHONES)('refuses %s with invalid_order phone format', async (phone) => {
    const answer = await placeOrderHttp(orderPayload([line(jar)], { customer: { ...CUSTOMER, phone } }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('invalid_order');
    expect(errorDetails(answer)).toEqual({ field: 'phone', reason: 'format' });
  });
});

describe('cancellation gives back what the order took, exactly once', () => {
  let counted: CreatedItem; // 10 in stock
  let sized: CreatedItem; // variant 0: 6 in stock
  let unlimited: CreatedItem;
  let soldOut: CreatedItem;
  let code: string;

  beforeAll(async () => {
    counted = await createItem({ name: 'Cancel Board', price: 5, inventory: 10 });
    sized = await createItem({ name: 'Cancel Vase', price: 8, variants: [{ size: 'M', price: 8, inventory: 6 }] });
    unlimited = await createItem({ name: 'Cancel Mug', price: 4 });
    soldOut = await createItem({ name: 'Cancel Sold Out', price: 3, inventory: 0 });
    code = await createCode({ discount_type: 'fixed', discount_value: 1, max_uses: 3 });
  });

  async function placeCancellable(): Promise<string> {
    const order = orderPayload(
      [line(counted, 3), line(sized, 2, 0), line(unlimited, 1), line(soldOut, 4, null, true)],
      { discount_code: code },
    );
    expect((await placeOrderHttp(order)).status).toBe(200);
    return order.id;
  }

  async function stock() {
    return {
      counted: await inventoryOf('items', counted.id),
      variant: await inventoryOf('item_variants', sized.variantIds[0]!),
      unlimited: await inventoryOf('items', unlimited.id),
      soldOut: await inventoryOf('items', soldOut.id),
      uses: await usesOf(code),
    };
  }

  it('returns the stock of its non-preorder lines and its discount use, and nothing more when cancelled again', async () => {
    const start = await stock();
    const id = await placeCancellable();
    expect(await stock()).toEqual({ ...start, counted: start.counted! - 3, variant: start.variant! - 2, uses: start.uses + 1 });

    await sql(`update public.orders set status = 'cancelled' where id = $1`, [id]);
    expect(await stock()).toEqual(start);
    await sql(`update public.orders set status = 'cancelled' where id = $1`, [id]);
    await sql(`update public.orders set status = 'cancelled', customer_notes = 'called twice' where id = $1`, [id]);
    expect(await stock()).toEqual(start);
  });

  it('returns once when two cancellations arrive at once', async () => {
    const start = await stock();
    const id = await placeCancellable();
    const { dbUrl } = stackInfo();
    const a = new pg.Client({ connectionString: dbUrl });
    const b = new pg.Client({ connectionString: dbUrl });
    await Promise.all([a.connect(), b.connect()]);
    try {
      await a.query('begin');
      await a.query(`update public.orders set status = 'cancelled' where id = $1`, [id]);
      // b waits for a's row lock, then finds the order already cancelled.
      const second = b.query(`update public.orders set status = 'cancelled' where id = $1`, [id]);
      for (let i = 0; i < 200; i++) {
        const [row] = await sql<{ n: string }>(`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%set status = ''cancelled''%'`);
        if (Number(row!.n) >= 1) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await a.query('commit');
      await second;
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
    expect(await stock()).toEqual(start);
  });

  it('does not give back stock a line never took, though the owner started counting it since', async () => {
    const id = await placeCancellable();
    await sql('update public.items set inventory = 20 where id = $1', [unlimited.id]);
    await sql(`update public.orders set status = 'cancelled' where id = $1`, [id]);
    expect(await inventoryOf('items', unlimited.id)).toBe(20);
    expect(await inventoryOf('items', soldOut.id)).toBe(0);
    await sql('update public.items set inventory = null where id = $1', [unlimited.id]);
  });

  it('refuses to reopen a cancelled order, and other status changes give nothing back', async () => {
    const start = await stock();
    const id = await placeCancellable();
    // Delivered is final (the status rule of 20261124100100_order_status_history.sql), so the
    // order goes as far as out for delivery before it is cancelled.
    await sql(`update public.orders set status = 'confirmed' where id = $1`, [id]);
    await sql(`update public.orders set status = 'out_for_delivery' where id = $1`, [id]);
    expect((await stock()).counted).toBe(start.counted! - 3);
    await sql(`update public.orders set status = 'cancelled' where id = $1`, [id]);
    expect(await stock()).toEqual(start);
    // The status rule refuses leaving 'cancelled' before the cancellation trigger's own refusal runs.
    await expect(sql(`update public.orders set status = 'pending' where id = $1`, [id])).rejects.toThrow(/invalid_status_change/);
    const [row] = await sql<{ status: string }>('select status from public.orders where id = $1', [id]);
    expect(row!.status).toBe('cancelled');
    expect(await stock()).toEqual(start);
  });
});
