/**
 * check_discount() and the discount part of place_order() against the real stack, with codes
 * this file creates itself.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderServiceError } from '../../src/data/orders.ts';
import { discountErrorToast } from '../../src/domain/serverErrors.ts';
import { anonClient, sql, stackInfo } from '../support/clients.ts';
import {
  createCode,
  createItem,
  errorDetails,
  holdItemLock,
  orderCount,
  orderPayload,
  ordersWaitingOnLocks,
  ordersApiForStack,
  placeOrderHttp,
  rpc,
  writeState,
  type CreatedItem,
} from './order-fixtures.ts';

const check = (code: unknown, subtotal: unknown) => rpc('check_discount', { p_code: code, p_subtotal: subtotal });

async function uses(code: string): Promise<number> {
  const [row] = await sql<{ current_uses: number }>('select current_uses from public.discount_codes where code = $1', [code]);
  return row!.current_uses;
}

let tenPercent: string;
let fiveOff: string; // $5, minimum $40
let hundredOff: string; // $100 fixed
let expired: string;
let exhausted: string;
let inactive: string;
let jar: CreatedItem; // $10
let mug: CreatedItem; // $33.33

beforeAll(async () => {
  tenPercent = await createCode({ discount_type: 'percentage', discount_value: 10, description: '10% off' });
  fiveOff = await createCode({ discount_type: 'fixed', discount_value: 5, min_order_amount: 40, description: '$5 off $40' });
  hundredOff = await createCode({ discount_type: 'fixed', discount_value: 100 });
  expired = await createCode({ discount_type: 'percentage', discount_value: 25, expires_at: '2020-01-01T00:00:00Z' });
  exhausted = await createCode({ discount_type: 'percentage', discount_value: 15, max_uses: 3, current_uses: 3 });
  inactive = await createCode({ discount_type: 'percentage', discount_value: 20, is_active: false });
  jar = await createItem({ name: 'Test Discount Jar', price: 10 });
  mug = await createItem({ name: 'Test Discount Mug', price: 33.33 });
});

describe('check_discount', () => {
  it('answers a percentage code with its amount rounded to the cent', async () => {
    const answer = await check(tenPercent, 33.33);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: tenPercent,
      description: '10% off',
      discount_type: 'percentage',
      discount_value: 10,
      discount_amount: 3.33,
    });
  });

  it('answers a fixed code, never more than the subtotal', async () => {
    expect((await check(fiveOff, 45)).body).toMatchObject({ discount_type: 'fixed', discount_value: 5, discount_amount: 5 });
    expect((await check(hundredOff, 12.5)).body).toMatchObject({ discount_value: 100, discount_amount: 12.5 });
  });

  it('matches the code exactly after trimming', async () => {
    expect((await check(`  ${tenPercent}\t`, 20)).body.code).toBe(tenPercent);
    const lower = await check(tenPercent.toLowerCase(), 20);
    expect(lower.status).toBe(400);
    expect(lower.body.message).toBe('invalid_code');
  });

  it.each([
    ['blank', () => '   ', 'invalid_code'],
    ['null', () => null, 'invalid_code'],
    ['unknown', () => 'NO-SUCH-CODE', 'invalid_code'],
    ['too long', () => 'X'.repeat(51), 'invalid_code'],
    ['inactive (answered like an unknown code)', () => inactive, 'invalid_code'],
    ['expired', () => expired, 'expired_code'],
    ['used up', () => exhausted, 'usage_limit'],
  ])('refuses a %s code with its stable code and HTTP 400', async (_, code, expected) => {
    const answer = await check(code(), 100);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(expected);
  });

  it('does not tell an inactive code from an unknown one', async () => {
    const unknown = await check('NO-SUCH-CODE', 100);
    const switchedOff = await check(inactive, 100);
    expect(switchedOff).toEqual(unknown);
  });

  it('names the minimum when the subtotal is below it', async () => {
    const answer = await check(fiveOff, 39.99);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('minimum_not_met');
    expect(errorDetails(answer)).toEqual({ min_order_amount: 40 });
    expect((await check(fiveOff, 40)).status).toBe(200);
  });

  it.each([[-1], [null], ['NaN'], ['Infinity'], [1e12]])('refuses an unusable subtotal %j as invalid_order', async (subtotal) => {
    const answer = await check(tenPercent, subtotal);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('invalid_order');
  });

  it('consumes nothing', async () => {
    const before = await uses(tenPercent);
    await check(tenPercent, 50);
    await check(tenPercent, 50);
    expect(await uses(tenPercent)).toBe(before);
  });

  it('works through the data layer, with errors the error catalogue turns into the spec toasts', async () => {
    const api = ordersApiForStack();
    expect(await api.checkDiscount({ code: tenPercent, subtotal: 3333 })).toMatchObject({ code: tenPercent, discount_amount: 3.33 });
    expect(await api.checkDiscount(fiveOff, 4500)).toMatchObject({ discount_amount: 5 });
    const error = await api.checkDiscount({ code: fiveOff, subtotal: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderServiceError);
    expect(error).toMatchObject({ code: 'minimum_not_met', details: { min_order_amount: 40 } });
    expect(discountErrorToast('en', error)).toEqual({
      title: 'Minimum Order Not Met',
      description: 'This discount requires a minimum order of $40.00.',
      variant: 'destructive',
    });
    expect(discountErrorToast('en', await api.checkDiscount(expired, 1000).catch((e: unknown) => e)).title).toBe('Expired Code');
    expect(discountErrorToast('en', await api.checkDiscount(exhausted, 1000).catch((e: unknown) => e)).title).toBe('Code Usage Limit Reached');
    expect(discountErrorToast('en', await api.checkDiscount(inactive, 1000).catch((e: unknown) => e)).title).toBe('Invalid Code');
  });
});

describe('place_order with a discount code', () => {
  it('applies a percentage code, records it and counts one use', async () => {
    const before = await uses(tenPercent);
    const order = orderPayload([{ item_id: mug.id, variant_id: null, quantity: 1 }], { discount_code: ` ${tenPercent} ` });
    const answer = await placeOrderHttp(order);
    expect(answer.status).toBe(200);
    // $33.33 + $3 delivery − $3.33.
    expect(answer.body).toMatchObject({ subtotal: 33.33, delivery_fee: 3, discount_amount: 3.33, total_price: 33 });
    expect(await uses(tenPercent)).toBe(before + 1);
    const [row] = await sql<{ discount_code: string; discount_amount: string }>(
      'select discount_code, discount_amount from public.orders where id = $1',
      [order.id],
    );
    expect(row).toEqual({ discount_code: tenPercent, discount_amount: '3.33' });
  });

  it('takes a fixed discount at most down to zero (subtotal + delivery)', async () => {
    const answer = await placeOrderHttp(orderPayload([{ item_id: jar.id, variant_id: null, quantity: 1 }], { discount_code: hundredOff }));
    expect(answer.body).toMatchObject({ subtotal: 10, delivery_fee: 3, discount_amount: 13, total_price: 0 });
  });

  it('treats a blank code as no code', async () => {
    const answer = await placeOrderHttp(orderPayload([{ item_id: jar.id, variant_id: null, quantity: 1 }], { discount_code: '  ' }));
    expect(answer.body).toMatchObject({ discount_amount: 0, total_price: 13 });
  });

  it.each([
    ['expired', () => expired, 'expired_code'],
    ['used up', () => exhausted, 'usage_limit'],
    ['inactive', () => inactive, 'invalid_code'],
    ['unknown', () => 'NO-SUCH-CODE', 'invalid_code'],
    ['below its minimum', () => fiveOff, 'minimum_not_met'],
  ])('refuses an order with a %s code and writes nothing', async (_, code, expected) => {
    const before = await writeState();
    const order = orderPayload([{ item_id: jar.id, variant_id: null, quantity: 1 }], { discount_code: code() });
    const answer = await placeOrderHttp(order);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(expected);
    if (expected === 'minimum_not_met') expect(errorDetails(answer)).toEqual({ min_order_amount: 40 });
    expect(await writeState()).toEqual(before);
    expect(await orderCount(order.id)).toBe(0);
  });

  it('never uses a code more often than max_uses: 8 orders racing for 2 uses give exactly 2', async () => {
    const limited = await createCode({ discount_type: 'fixed', discount_value: 1, max_uses: 2 });
    const item = await createItem({ name: 'Test Race Item', price: 10, inventory: 100 });
    // All 8 arrive (and queue on the item's row) before any can commit: a real race.
    const lock = await holdItemLock('items', item.id);
    const attempts = Array.from({ length: 8 }, () =>
      placeOrderHttp(orderPayload([{ item_id: item.id, variant_id: null, quantity: 1 }], { discount_code: limited })),
    );
    await lock.waitForWaiters(8);
    await lock.release();
    const answers = await Promise.all(attempts);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(6);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('usage_limit');
    }
    expect(await uses(limited)).toBe(2);
    const [orders] = await sql<{ n: string }>('select count(*) as n from public.orders where discount_code = $1', [limited]);
    expect(Number(orders!.n)).toBe(2);
    // Refused orders gave their stock back: only the 2 placed took any.
    const [stock] = await sql<{ inventory: number }>('select inventory from public.items where id = $1', [item.id]);
    expect(stock!.inventory).toBe(98);
  });

  it('races on the code row alone too (unlimited stock, nothing else to queue on)', async () => {
    const limited = await createCode({ discount_type: 'percentage', discount_value: 5, max_uses: 2 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => placeOrderHttp(orderPayload([{ item_id: jar.id, variant_id: null, quantity: 1 }], { discount_code: limited }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.body?.message === 'usage_limit')).toHaveLength(6);
    expect(await uses(limited)).toBe(2);
  });

  // place_order() prices the order from the code as read without a lock, writes it, and only then
  // locks the code's row to count the use: the row it locks decides, as when it locked first.
  it.each([
    ['places it at the amount the edited code gives', null, 200],
    ['refuses it with price_changed when the shopper confirmed the old total, and writes nothing', 12, 400],
  ])('an order whose code the owner edits while it waits for the code: %s', async (_, expectedTotal, status) => {
    const code = await createCode({ discount_type: 'percentage', discount_value: 10 });
    const before = await writeState();
    const pg = await import('pg');
    const owner = new pg.default.Client({ connectionString: stackInfo().dbUrl });
    await owner.connect();
    await owner.query('begin');
    await owner.query('update public.discount_codes set discount_value = 50 where code = $1', [code]);
    const order = orderPayload([{ item_id: jar.id, variant_id: null, quantity: 1 }], {
      discount_code: code,
      ...(expectedTotal === null ? {} : { expected_total: expectedTotal }),
    });
    const attempt = placeOrderHttp(order);
    await ordersWaitingOnLocks(1);
    await owner.query('commit');
    await owner.end();
    const answer = await attempt;

    expect(answer.status).toBe(status);
    if (status === 200) {
      // $10 + $3 delivery − 50%, not the 10% the code had when the order was priced.
      expect(answer.body).toMatchObject({ subtotal: 10, delivery_fee: 3, discount_amount: 5, total_price: 8 });
      const [row] = await sql<{ discount_amount: string; total_price: string }>(
        'select discount_amount, total_price from public.orders where id = $1',
        [order.id],
      );
      expect(row).toEqual({ discount_amount: '5.00', total_price: '8.00' });
      expect(await uses(code)).toBe(1);
    } else {
      expect(answer.body.message).toBe('price_changed');
      expect(errorDetails(answer)).toMatchObject({ expected_total: 12, total_price: 8, discount_amount: 5 });
      expect(await writeState()).toEqual(before);
      expect(await orderCount(order.id)).toBe(0);
    }
  });

  it('keeps discount codes unreadable for shoppers', async () => {
    const { data, error } = await anonClient().from('discount_codes').select('code');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});
