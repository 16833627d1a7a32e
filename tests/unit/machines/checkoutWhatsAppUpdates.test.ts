/**
 * The checkout's "Send me order updates on WhatsApp" box, driven through the machine's events:
 * unticked by default, the order asks for updates only when the shopper ticked it, the box is not
 * part of what was ordered (as the language is not: the same id is sent again with it), it
 * survives a reload, and a new order starts unticked again. The box reaches
 * place_order as `whatsapp_updates: true` (src/data/orders.ts; tests/unit/data/orders.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine, type CheckoutInput } from '../../../machines/checkout';
import { discountMachine } from '../../../machines/discount';
import { orderPayloadFrom } from '../../../src/data/orders.ts';
import type { CartLine, OrderRequest, PlacedOrder } from '../../../src/domain';
import type { CustomerField } from '../../../src/domain/checkoutValidation.ts';
import { makeProduct, memoryStorage } from '../domain/fixtures';
import { checkoutTestInput } from './checkoutInput';

const lines: CartLine[] = [{ product: makeProduct({ id: 'mug', price: 900 }), variant: null, quantity: 1 }];
const customer = { name: 'Rana', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra St' };

const placed = (id: string): PlacedOrder => ({
  id,
  orderNumber: id.slice(-8),
  lines: [],
  subtotal: 900,
  deliveryFee: 300,
  discountAmount: 0,
  total: 1200,
  status: 'pending',
  deliveryArea: 'Beirut',
  lbpPerUsd: null,
  accessKey: 'k'.repeat(32),
  orderPath: `/order/${id}?key=${'k'.repeat(32)}`,
});

function start(answer: (order: OrderRequest, call: number) => Promise<PlacedOrder> = async (order) => placed(order.id), input: Partial<CheckoutInput> = {}) {
  const orders: OrderRequest[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrder, OrderRequest>(({ input: order }) => {
        orders.push(order);
        return answer(order, orders.length);
      }),
      notifyOwner: fromPromise<unknown, { orderId: string }>(async () => ({ sent: true })),
      discount: discountMachine,
    },
  });
  const actor = createActor(machine, { input: { ...checkoutTestInput(), ...input } });
  actor.start();
  actor.send({ type: 'OPEN', lines });
  for (const [field, value] of Object.entries(customer)) actor.send({ type: 'EDIT_FIELD', field: field as CustomerField, value });
  return { actor, orders };
}

describe('the "Send me order updates on WhatsApp" box', () => {
  it('is unticked by default: the order asks for no updates, and place_order hears nothing of them', async () => {
    const { actor, orders } = start();
    expect(actor.getSnapshot().context.whatsappUpdates).toBe(false);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders[0]).not.toHaveProperty('whatsappUpdates');
    expect(orderPayloadFrom(orders[0]!)).not.toHaveProperty('whatsapp_updates');
  });

  it('ticked, the order asks for updates and goes to place_order as whatsapp_updates: true', async () => {
    const { actor, orders } = start();
    actor.send({ type: 'SET_WHATSAPP_UPDATES', value: true });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders[0]).toMatchObject({ whatsappUpdates: true, channel: 'web' });
    expect(orderPayloadFrom(orders[0]!)).toMatchObject({ whatsapp_updates: true, channel: 'web' });
  });

  it('ticked and unticked again, the order asks for none', async () => {
    const { actor, orders } = start();
    actor.send({ type: 'SET_WHATSAPP_UPDATES', value: true });
    actor.send({ type: 'SET_WHATSAPP_UPDATES', value: false });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders[0]).not.toHaveProperty('whatsappUpdates');
  });

  it('is unticked again for the next order', async () => {
    const { actor } = start();
    actor.send({ type: 'SET_WHATSAPP_UPDATES', value: true });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    actor.send({ type: 'OPEN', lines });
    expect(actor.getSnapshot().context.whatsappUpdates).toBe(false);
  });

  it('is not part of what was ordered, as place_order sees it: ticked after an attempt without an answer, the same order is sent again with it', async () => {
    const { actor, orders } = start((order, call) => (call === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(placed(order.id))));
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'SET_WHATSAPP_UPDATES', value: true });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders.map((order) => [order.id, order.whatsappUpdates ?? false])).toEqual([
      ['uuid-1', false],
      ['uuid-1', true],
    ]);
  });

  it('survives a reload while the order is on its way: the box comes back ticked and the same order is sent', async () => {
    const storage = memoryStorage();
    const first = start(() => new Promise(() => {}), { attemptStorage: storage, attemptStorageKey: 'attempt' });
    first.actor.send({ type: 'SET_WHATSAPP_UPDATES', value: true });
    first.actor.send({ type: 'SUBMIT' });
    first.actor.stop();

    const second = start(async (order) => placed(order.id), { attemptStorage: storage, attemptStorageKey: 'attempt' });
    expect(second.actor.getSnapshot().context).toMatchObject({ orderId: 'uuid-1', whatsappUpdates: true });
    second.actor.send({ type: 'SUBMIT' });
    await waitFor(second.actor, (s) => s.matches('succeeded'));
    expect(second.orders).toEqual([expect.objectContaining({ id: 'uuid-1', whatsappUpdates: true })]);
  });
});
