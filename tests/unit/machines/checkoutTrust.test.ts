/**
 * Orders the shopper can trust, driven through the checkout machine's events: a line that sold
 * out is preordered only when the shopper chooses, new prices are shown and confirmed before an
 * order, an attempt whose outcome is unknown is resolved before an edited order is sent (also
 * after a reload), a submission without an answer gives the dialog back after the timeout, and a
 * throttled shopper is told so. The discount box runs as the checkout's child.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  checkoutMachine,
  orderSummary,
  selectDiscountActor,
  selectIsOpen,
  type AttemptStorage,
  type CheckoutEmitted,
  type CheckoutInput,
} from '../../../machines/checkout';
import { discountMachine, type DiscountEmitted, type DiscountLookup } from '../../../machines/discount';
import { cartTotals, type CartLine, type CheckedDiscount, type OrderRequest, type PlacedOrder } from '../../../src/domain';
import { type CustomerField } from '../../../src/domain/checkoutValidation.ts';
import { BEIRUT_RATE, makeProduct } from '../domain/fixtures';
import { checkoutTestInput } from './checkoutInput';

const jar = makeProduct({ id: 'jar', name: 'Sell Out Jar', price: 600 });
const mug = makeProduct({ id: 'mug', name: 'Mug', price: 900 });
const lines: CartLine[] = [
  { product: jar, variant: null, quantity: 2 },
  { product: mug, variant: null, quantity: 1 },
];
const customer = { name: 'Rana', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra St' };

const placed = (id: string): PlacedOrder => ({
  id,
  orderNumber: id.slice(-8),
  lines: [],
  subtotal: 2100,
  deliveryFee: 300,
  discountAmount: 0,
  total: 2400,
  status: 'pending',
  deliveryArea: 'Beirut',
  lbpPerUsd: null,
  accessKey: 'k'.repeat(32),
  orderPath: `/order/${id}?key=${'k'.repeat(32)}`,
});

function memoryStorage(): AttemptStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

type Answer = (order: OrderRequest, call: number) => Promise<PlacedOrder>;

function start(answer: Answer, input: Partial<CheckoutInput> = {}, checkDiscount?: (lookup: DiscountLookup) => Promise<CheckedDiscount>) {
  const orders: OrderRequest[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrder, OrderRequest>(({ input: order }) => {
        orders.push(order);
        return answer(order, orders.length);
      }),
      notifyOwner: fromPromise<unknown, { orderId: string }>(async () => ({ sent: true })),
      discount: discountMachine.provide({
        actors: {
          checkDiscount: fromPromise<CheckedDiscount, DiscountLookup>(({ input: lookup }) =>
            (checkDiscount ?? (async ({ code }) => ({ code, description: null, rule: { discountType: 'percentage', discountValue: 10 } })))(lookup),
          ),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      ...checkoutTestInput(),
      ...input,
    },
  });
  const events: CheckoutEmitted[] = [];
  actor.on('*', (event) => events.push(event));
  actor.start();
  const discountEvents: DiscountEmitted[] = [];
  selectDiscountActor(actor.getSnapshot()).on('*', (event) => discountEvents.push(event));
  return { actor, orders, events, discountEvents, snapshot: () => actor.getSnapshot() };
}

function fill(actor: ReturnType<typeof start>['actor'], fields: Partial<Record<CustomerField, string>> = customer) {
  for (const [field, value] of Object.entries(fields)) actor.send({ type: 'EDIT_FIELD', field: field as CustomerField, value });
}

const refuse = (code: string, details: Record<string, unknown> = {}) => Promise.reject({ code, details });

/** `started` with the form filled and submitted once, back to editing after its first answer. */
async function submittedOnce(started: ReturnType<typeof start>) {
  started.actor.send({ type: 'OPEN', lines });
  fill(started.actor);
  started.actor.send({ type: 'SUBMIT' });
  await waitFor(started.actor, (s) => s.matches('editing'));
  return started;
}

/** A checkout whose first order is refused with `code`, and whose later ones are placed; submitted once. */
const refusedOnce = (code: string, details: Record<string, unknown>) =>
  submittedOnce(start((order, call) => (call === 1 ? refuse(code, details) : Promise.resolve(placed(order.id)))));
const soldOut = { item_id: 'jar', variant_id: null, item_name: 'Sell Out Jar', variant_label: null, requested: 2, available: 0, preorder_available: true };

describe('a line sold out between cart and checkout', () => {
  it('names it and places nothing until the shopper chooses; Preorder instead marks the line and sends again', async () => {
    const { actor, orders, events, snapshot } = await refusedOnce('out_of_stock', soldOut);
    expect(snapshot().context.stockProblem).toEqual({ itemId: 'jar', variantId: null, name: 'Sell Out Jar', available: 0, preorderAvailable: true });
    expect(events.at(-1)).toMatchObject({ type: 'checkout.failed', code: 'out_of_stock', toast: { title: 'Out of Stock', description: 'Sell Out Jar just sold out.' } });
    expect(orders).toHaveLength(1);

    actor.send({ type: 'PREORDER_INSTEAD' });
    expect(events).toContainEqual({ type: 'checkout.cartChangeRequested', change: { type: 'MARK_PREORDER', key: 'jar:default' } });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders).toHaveLength(2);
    // The same attempt (nothing was stored for it), now with the line as a preorder.
    expect(orders[1]!.id).toBe(orders[0]!.id);
    expect(orders[1]!.lines.map((line) => [line.product.id, line.preorder === true])).toEqual([
      ['jar', true],
      ['mug', false],
    ]);
  });

  it('can remove the line instead, and then the order is sent only on Complete Order', async () => {
    const { actor, orders, events, snapshot } = await refusedOnce('out_of_stock', soldOut);
    actor.send({ type: 'REMOVE_PROBLEM_LINE' });
    expect(events).toContainEqual({ type: 'checkout.cartChangeRequested', change: { type: 'REMOVE', key: 'jar:default' } });
    expect(snapshot().context.lines.map((line) => line.product.id)).toEqual(['mug']);
    expect(snapshot().context.stockProblem).toBeNull();
    expect(orders).toHaveLength(1);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders[1]!.lines.map((line) => line.product.id)).toEqual(['mug']);
  });

  it('without a preorder offer, says how many are left and lowers the quantity on request', async () => {
    const fewer = { ...soldOut, requested: 2, available: 1, preorder_available: false };
    const { actor, orders, events, snapshot } = await refusedOnce('out_of_stock', fewer);
    expect(events.at(-1)).toMatchObject({ toast: { description: 'Sell Out Jar: Only 1 item(s) available in stock' } });
    // No preorder for a product that is not shown as out of stock.
    actor.send({ type: 'PREORDER_INSTEAD' });
    expect(orders).toHaveLength(1);
    actor.send({ type: 'LOWER_QUANTITY' });
    expect(events).toContainEqual({ type: 'checkout.cartChangeRequested', change: { type: 'UPDATE_QUANTITY', key: 'jar:default', quantity: 1 } });
    expect(snapshot().context.lines[0]!.quantity).toBe(1);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders[1]!.lines[0]!.quantity).toBe(1);
  });
});

describe('prices changed since the cart was filled', () => {
  const repriced = {
    expected_total: 24,
    total_price: 26,
    subtotal: 23,
    delivery_fee: 3,
    discount_amount: 0,
    lines: [
      { item_id: 'jar', variant_id: null, item_name: 'Sell Out Jar', variant_label: null, quantity: 2, unit_price: 7, total_price: 14, is_preorder: false },
      { item_id: 'mug', variant_id: null, item_name: 'Mug', variant_label: null, quantity: 1, unit_price: 9, total_price: 9, is_preorder: false },
    ],
  };

  it('sends the total the shopper saw; after price_changed the summary shows the new prices, and Complete Order confirms them', async () => {
    const { actor, orders, events, snapshot } = await refusedOnce('price_changed', repriced);
    expect(orders[0]!.expectedTotal).toBe(cartTotals(lines, null, BEIRUT_RATE).total);
    expect(events.at(-1)).toMatchObject({ code: 'price_changed', toast: { title: 'Prices Have Changed' } });

    const summary = orderSummary(snapshot().context, null);
    expect(summary.repriced).toBe(true);
    expect(summary.totals).toMatchObject({ subtotal: 2300, deliveryFee: 300, total: 2600 });
    expect(summary.lines.map((line) => [line.line.product.id, line.total, line.repriced, line.previousTotal])).toEqual([
      ['jar', 1400, true, 1200],
      ['mug', 900, false, null],
    ]);

    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders[1]).toMatchObject({ id: orders[0]!.id, expectedTotal: 2600 });
  });

  it('forgets the quoted prices when the order changes', async () => {
    const { actor, snapshot } = await submittedOnce(start(() => refuse('price_changed', repriced)));
    actor.send({ type: 'UPDATE_ORDER', lines: [lines[1]!] });
    expect(orderSummary(snapshot().context, null).repriced).toBe(false);
  });
});

describe('an attempt whose outcome is unknown', () => {
  it('after an edit, sends the old attempt unchanged first: placed → that order is the success', async () => {
    const { actor, orders, events } = await submittedOnce(start((order, call) => (call === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(placed(order.id)))));
    fill(actor, { street: 'Bliss St' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('resolving');
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders).toHaveLength(2);
    expect(orders[1]).toEqual(orders[0]);
    expect(events.find((event) => event.type === 'checkout.succeeded')).toMatchObject({ customer: { street: 'Hamra St' } });
  });

  it('after an edit, sends the old attempt unchanged first: refused → the edited order is a new attempt', async () => {
    const { actor, orders } = await submittedOnce(start((order, call) => {
      if (call === 1) return Promise.reject(new TypeError('Failed to fetch'));
      if (call === 2) return refuse('out_of_stock', soldOut);
      return Promise.resolve(placed(order.id));
    }));
    actor.send({ type: 'UPDATE_ORDER', lines: [lines[1]!] });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders.map((order) => [order.id, order.lines.length])).toEqual([
      ['uuid-1', 2],
      ['uuid-1', 2],
      ['uuid-2', 1],
    ]);
  });

  it('survives a reload: the stored attempt reopens with its form and is sent with the same id', async () => {
    const storage = memoryStorage();
    const first = start(() => new Promise(() => {}), { attemptStorage: storage, attemptStorageKey: 'attempt' });
    first.actor.send({ type: 'OPEN', lines });
    fill(first.actor);
    first.actor.send({ type: 'SUBMIT' });
    expect(JSON.parse(storage.data.get('attempt')!)).toMatchObject({ id: 'uuid-1', customer });
    first.actor.stop(); // the page reloads while the order is on its way

    const second = start((order) => Promise.resolve(placed(order.id)), { attemptStorage: storage, attemptStorageKey: 'attempt' });
    expect(second.snapshot().context).toMatchObject({ orderId: 'uuid-1', outcomeUnknown: true, form: { name: 'Rana', street: 'Hamra St' } });
    second.actor.send({ type: 'OPEN', lines });
    second.actor.send({ type: 'SUBMIT' });
    await waitFor(second.actor, (s) => s.matches('succeeded'));
    expect(second.orders.map((order) => order.id)).toEqual(['uuid-1']);
    expect(storage.data.has('attempt')).toBe(false);
  });

  it('is not settled by rate_limited, which the throttle answers before place_order reads the id', async () => {
    const { actor, orders } = await submittedOnce(start((order, call) => {
      if (call === 1) return Promise.reject(new TypeError('Failed to fetch'));
      if (call === 2) return refuse('rate_limited', { retry_after_seconds: 60 });
      return Promise.resolve(placed(order.id));
    }));
    fill(actor, { street: 'Bliss St' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.outcomeUnknown).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    // Every send was the first attempt, unchanged: at most one order.
    expect(new Set(orders.map((order) => JSON.stringify(order))).size).toBe(1);
  });

  it('is forgotten once the server refused it', async () => {
    const storage = memoryStorage();
    const { actor } = await submittedOnce(start(() => refuse('out_of_stock', soldOut), { attemptStorage: storage, attemptStorageKey: 'attempt' }));
    expect(storage.data.has('attempt')).toBe(false);
    expect(actor.getSnapshot().context.outcomeUnknown).toBe(false);
  });
});

describe('a submission without an answer', () => {
  it('gives the dialog back after the timeout with the exact message; the attempt is kept', async () => {
    const { actor, events, snapshot } = start(() => new Promise(() => {}), { submitTimeoutMs: 30 });
    actor.send({ type: 'OPEN', lines });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CLOSE' }); // not while it waits
    expect(selectIsOpen(snapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot().context).toMatchObject({ submitError: 'We could not reach the shop. Your cart is kept. Please try again.', outcomeUnknown: true, orderId: 'uuid-1' });
    expect(events).toContainEqual({ type: 'checkout.failed', code: 'timeout', toast: expect.objectContaining({ description: 'We could not reach the shop. Your cart is kept. Please try again.' }) });
    expect(events.some((event) => event.type === 'checkout.cartClearRequested')).toBe(false);
    actor.send({ type: 'CLOSE' });
    expect(snapshot().value).toBe('closed');
  });
});

describe('a field the server refused', () => {
  it('is marked with what it expects', async () => {
    const { snapshot } = await submittedOnce(start(() => refuse('invalid_order', { field: 'phone', reason: 'format' })));
    expect(snapshot().context.errors.phone).toMatch(/^Please enter a phone number of 7 to 15 digits/);
  });
});

describe('a throttled shopper', () => {
  it('is told to wait, and may send the order by chat', async () => {
    const { events, snapshot } = await submittedOnce(start(() => refuse('rate_limited', { retry_after_seconds: 120 })));
    expect(snapshot().context.rateLimited).toBe(true);
    expect(snapshot().context.submitError).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(events.at(-1)).toMatchObject({ code: 'rate_limited' });
  });

  it('checking a code says the same', async () => {
    const { actor, discountEvents } = start(async () => placed('x'), {}, () => Promise.reject({ code: 'rate_limited', details: { retry_after_seconds: 60 } }));
    const discount = selectDiscountActor(actor.getSnapshot());
    discount.send({ type: 'EDIT_CODE', code: 'WELCOME10' });
    discount.send({ type: 'APPLY' });
    await waitFor(discount, (s) => s.matches('none') && s.context.error !== null);
    expect(discount.getSnapshot().context.error).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(discountEvents.at(-1)).toMatchObject({ type: 'discount.failed', code: 'rate_limited' });
  });
});

describe('the discount box as the checkout child', () => {
  it('gets the subtotal, its code goes with the order, and a placed order clears it without a toast', async () => {
    const { actor, orders, discountEvents } = start(async (order) => placed(order.id));
    actor.send({ type: 'OPEN', lines });
    const discount = selectDiscountActor(actor.getSnapshot());
    expect(discount.getSnapshot().context.subtotal).toBe(2100);
    discount.send({ type: 'EDIT_CODE', code: 'SAVE10' });
    discount.send({ type: 'APPLY' });
    await waitFor(discount, (s) => s.matches('applied'));
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders[0]).toMatchObject({ discountCode: 'SAVE10', expectedTotal: cartTotals(lines, { discountType: 'percentage', discountValue: 10 }, BEIRUT_RATE).total });
    expect(discount.getSnapshot().matches('none')).toBe(true);
    expect(discountEvents.map((event) => event.type)).toEqual(['discount.applied']);
  });

  it('a code the order refused is dropped silently (the order toast says why)', async () => {
    const { actor, discountEvents } = start(() => refuse('expired_code'));
    actor.send({ type: 'OPEN', lines });
    const discount = selectDiscountActor(actor.getSnapshot());
    discount.send({ type: 'EDIT_CODE', code: 'OLD' });
    discount.send({ type: 'APPLY' });
    await waitFor(discount, (s) => s.matches('applied'));
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(discount.getSnapshot().context.applied).toBeNull();
    expect(discountEvents.map((event) => event.type)).toEqual(['discount.applied']);
  });
});
