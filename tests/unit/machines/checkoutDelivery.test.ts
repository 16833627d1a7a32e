/**
 * The checkout prices delivery by the zone of the area in the City field, sends the area with the
 * order, and asks for the area again when the server no longer delivers there.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine, orderSummary, selectDiscountActor, type CheckoutEmitted, type CheckoutInput } from '../../../machines/checkout';
import { discountMachine, type DiscountLookup } from '../../../machines/discount';
import type { CartLine, CheckedDiscount, OrderRequest, PlacedOrder, ShopTerms } from '../../../src/domain';
import type { CustomerField } from '../../../src/domain/checkoutValidation.ts';
import { checkoutTestInput } from './checkoutInput';
import { DEMO_TERMS, makeProduct } from '../domain/fixtures';

// $40 of goods: under Beirut's $50 and Tripoli's $150 thresholds.
const lines: CartLine[] = [{ product: makeProduct({ id: 'jar', price: 2000 }), variant: null, quantity: 2 }];

const placed = (order: OrderRequest): PlacedOrder => ({
  id: order.id,
  orderNumber: order.id.slice(-8),
  lines: [],
  subtotal: 4000,
  deliveryFee: 300,
  discountAmount: 0,
  total: 4300,
  status: 'pending',
  deliveryArea: order.area ?? null,
  lbpPerUsd: 89_500,
  accessKey: 'k'.repeat(32),
  orderPath: `/order/${order.id}?key=${'k'.repeat(32)}`,
});

function start(answer: (order: OrderRequest, call: number) => Promise<PlacedOrder> = async (order) => placed(order), input: Partial<CheckoutInput> = {}) {
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
          checkDiscount: fromPromise<CheckedDiscount, DiscountLookup>(async ({ input: lookup }) => ({
            code: lookup.code,
            description: null,
            rule: { discountType: 'fixed', discountValue: 10_000 },
          })),
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
  actor.send({ type: 'OPEN', lines });
  return { actor, orders, events, snapshot: () => actor.getSnapshot() };
}

function fill(actor: ReturnType<typeof start>['actor'], city: string) {
  const fields: Partial<Record<CustomerField, string>> = { name: 'Rana', phone: '03 123 456', city, street: 'Main Road' };
  for (const [field, value] of Object.entries(fields)) actor.send({ type: 'EDIT_FIELD', field: field as CustomerField, value });
}

const totalsOf = (harness: ReturnType<typeof start>) => orderSummary(harness.snapshot().context, null);

describe('delivery priced by the area', () => {
  it.each([
    ['Beirut', 'Beirut', 300],
    ['  tripoli ', 'Tripoli', 600], // any letter case: the area as listed goes with the order
    ['Bint Jbeil', 'Bint Jbeil', 800],
    ['Qornet Chehwan', null, 300], // not on the list: the default zone's terms, no area sent
  ])('%j → area %j, fee %i, in the summary and in the total the shopper confirms', async (city, area, fee) => {
    const harness = start();
    fill(harness.actor, city);
    expect(totalsOf(harness)).toMatchObject({ area, totals: { deliveryFee: fee, total: 4000 + fee } });
    harness.actor.send({ type: 'SUBMIT' });
    await waitFor(harness.actor, (s) => s.matches('succeeded'));
    expect(harness.orders[0]).toMatchObject({ area, expectedTotal: 4000 + fee, customer: { city: city.trim() } });
  });

  it('follows the area as it is typed, and the terms as they are read again', () => {
    const harness = start();
    fill(harness.actor, 'Trip');
    expect(totalsOf(harness).totals.deliveryFee).toBe(300);
    harness.actor.send({ type: 'EDIT_FIELD', field: 'city', value: 'Tripoli' });
    expect(totalsOf(harness).totals.deliveryFee).toBe(600);

    // The owner lowered the north's fee: the next read of the terms reprices the order.
    const cheaper: ShopTerms = { ...DEMO_TERMS, zones: DEMO_TERMS.zones.map((zone) => (zone.id === 'zone-north' ? { ...zone, fee: 450 } : zone)) };
    harness.actor.send({ type: 'UPDATE_TERMS', terms: cheaper });
    expect(totalsOf(harness).totals).toMatchObject({ deliveryFee: 450, total: 4450 });
  });

  it("caps a fixed discount at subtotal + the fee of the order's zone", async () => {
    const harness = start();
    fill(harness.actor, 'Tripoli');
    const discount = selectDiscountActor(harness.snapshot());
    discount.send({ type: 'EDIT_CODE', code: 'BIG' });
    discount.send({ type: 'APPLY' });
    await waitFor(discount, (s) => s.matches('applied'));
    expect(discount.getSnapshot().context.applied?.amount).toBe(4600);
    harness.actor.send({ type: 'EDIT_FIELD', field: 'city', value: 'Beirut' });
    expect(discount.getSnapshot().context.applied?.amount).toBe(4300);
  });

  it('leaves delivery out of the total until the terms are known', async () => {
    const harness = start(undefined, { terms: null });
    fill(harness.actor, 'Tripoli');
    expect(totalsOf(harness)).toMatchObject({ area: null, totals: { deliveryFee: null, total: 4000 } });
    harness.actor.send({ type: 'UPDATE_TERMS', terms: DEMO_TERMS });
    expect(totalsOf(harness)).toMatchObject({ area: 'Tripoli', totals: { deliveryFee: 600, total: 4600 } });
  });
});

describe('an area the shop stopped delivering to', () => {
  it('is asked again: the City field empties with a message, the terms are read again, nothing is placed', async () => {
    const refuse = { code: 'invalid_order', details: { field: 'area', reason: 'unknown_area' } };
    const harness = start((order, call) => (call === 1 ? Promise.reject(refuse) : Promise.resolve(placed(order))));
    fill(harness.actor, 'Tripoli');
    harness.actor.send({ type: 'SUBMIT' });
    await waitFor(harness.actor, (s) => s.matches('editing'));

    expect(harness.snapshot().context.form.city).toBe('');
    expect(harness.snapshot().context.errors).toEqual({ city: 'Delivery to this area has changed. Please choose your area again.' });
    expect(harness.events).toContainEqual({ type: 'checkout.termsStale' });
    expect(harness.events.at(-1)).toMatchObject({ type: 'checkout.failed', code: 'invalid_order', toast: { title: 'Delivery Area Changed' } });

    // The terms without the north, and the shopper's new choice: the same attempt, now for Beirut.
    harness.actor.send({ type: 'UPDATE_TERMS', terms: { ...DEMO_TERMS, zones: DEMO_TERMS.zones.filter((zone) => zone.id !== 'zone-north') } });
    harness.actor.send({ type: 'EDIT_FIELD', field: 'city', value: 'Beirut' });
    harness.actor.send({ type: 'SUBMIT' });
    await waitFor(harness.actor, (s) => s.matches('succeeded'));
    expect(harness.orders.map((order) => [order.id, order.area, order.expectedTotal])).toEqual([
      ['uuid-1', 'Tripoli', 4600],
      ['uuid-1', 'Beirut', 4300],
    ]);
  });

  it('a fee changed meanwhile is a price change: the new total is confirmed, and the terms are read again', async () => {
    const changed = { expected_total: 46, total_price: 47, subtotal: 40, delivery_fee: 7, discount_amount: 0, lines: [] };
    const harness = start((order, call) => (call === 1 ? Promise.reject({ code: 'price_changed', details: changed }) : Promise.resolve(placed(order))));
    fill(harness.actor, 'Tripoli');
    harness.actor.send({ type: 'SUBMIT' });
    await waitFor(harness.actor, (s) => s.matches('editing'));
    expect(harness.events).toContainEqual({ type: 'checkout.termsStale' });
    expect(totalsOf(harness)).toMatchObject({ repriced: true, totals: { deliveryFee: 700, total: 4700 } });

    harness.actor.send({ type: 'SUBMIT' });
    await waitFor(harness.actor, (s) => s.matches('succeeded'));
    expect(harness.orders[1]).toMatchObject({ area: 'Tripoli', expectedTotal: 4700 });
  });
});
