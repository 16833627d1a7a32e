import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { orderPageMachine, type LoadOrderInput } from '../../../machines/orderPage';
import { type OrderView } from '../../../src/domain';
import { enCheckout } from '../../../src/i18n/en-checkout';

const ID = '11111111-0000-4000-8000-0000abcd1234';
const KEY = 'k'.repeat(32);

const order: OrderView = {
  id: ID,
  orderNumber: 'abcd1234',
  createdAt: '2026-11-24T10:00:00+00:00',
  status: 'pending',
  events: [{ status: 'pending', createdAt: '2026-11-24T10:00:00+00:00', changedBy: 'shopper' }],
  lines: [],
  subtotal: 0,
  deliveryFee: 0,
  discountAmount: 0,
  total: 0,
  paymentMethod: 'cash_on_delivery',
  deliveryArea: 'Beirut',
  lbpPerUsd: 89_500,
  customerFirstName: 'Rana',
  customerStreet: 'Hamra Street',
  channel: 'web',
  locale: 'en',
};

/** A loader whose answers the test controls, one per call. */
function start(orderId: string, accessKey: string | null) {
  const calls: { input: LoadOrderInput; resolve: (value: OrderView) => void; reject: (error: unknown) => void }[] = [];
  const loadOrder = fromPromise<OrderView, LoadOrderInput>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })));
  const actor = createActor(orderPageMachine.provide({ actors: { loadOrder } }), { input: { orderId, accessKey, locale: 'en' } }).start();
  return { actor, calls, state: () => actor.getSnapshot().value };
}

describe('orderPage machine', () => {
  it('reads the order with the id and key of the link, then shows it', async () => {
    const { actor, calls, state } = start(ID, KEY);
    expect(state()).toBe('loading');
    expect(calls.map((call) => call.input)).toEqual([{ id: ID, key: KEY }]);
    calls[0]!.resolve(order);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.order).toBe(order);
  });

  it.each([
    ['no key', ID, null],
    ['an empty key', ID, ''],
    ['an id that is no order id', 'abcd1234', KEY],
  ])('a link with %s is not found, without asking the server', (_case, id, key) => {
    const { calls, state } = start(id, key);
    expect(state()).toBe('notFound');
    expect(calls).toHaveLength(0);
  });

  it('a wrong key and an unknown id (not_found) are the same not found, with no Retry', async () => {
    const { actor, calls, state } = start(ID, KEY);
    calls[0]!.reject({ code: 'not_found', details: {} });
    await waitFor(actor, (s) => s.matches('notFound'));
    actor.send({ type: 'RETRY' });
    expect(state()).toBe('notFound');
    expect(calls).toHaveLength(1);
  });

  it('a failed read is an error with Retry, which reads again', async () => {
    const { actor, calls } = start(ID, KEY);
    calls[0]!.reject({ code: 'network', details: {} });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    calls[1]!.resolve(order);
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('a throttled read says to wait, and Retry reads again', async () => {
    const { actor, calls } = start(ID, KEY);
    calls[0]!.reject({ code: 'rate_limited', details: { retry_after_seconds: 60 } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe(enCheckout.notices.rateLimited);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(calls).toHaveLength(2);
  });
});
