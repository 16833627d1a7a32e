/**
 * Orders completed without a line (docs/decisions/0036-orders-kept-offline.md), driven through the checkout machine's events:
 * kept on the phone with their id, said so (never 'Order Submitted!'), sent again with the same id
 * when the page says the line is back, and then placed (the usual success, the cart cleared) or
 * refused (the usual refusal, back to the order). The outbox itself: machines/orderOutbox.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine, type AttemptStorage, type CheckoutEmitted } from '../../../machines/checkout';
import { dropOrder, keepOrder, savedOrders, type BackgroundSender } from '../../../machines/orderOutbox';
import type { CartLine, OrderRequest, OrderSuccessCopy, PlacedOrder } from '../../../src/domain';
import type { Locale } from '../../../src/domain/locale.ts';
import { OrderServiceError } from '../../../src/data/orders.ts';
import type { CustomerField } from '../../../src/domain/checkoutValidation.ts';
import { makeProduct } from '../domain/fixtures';
import { checkoutTestInput } from './checkoutInput';
import { englishScreenCopy } from '../../../src/config/screenCopy.ts';
import { arabicScreenCopy } from '../../../src/config/screenCopy.ar.ts';

const lines: CartLine[] = [{ product: makeProduct({ id: 'jar', name: 'Jar', price: 600 }), variant: null, quantity: 2 }];
const customer = { name: 'Rana', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra St' };
const placed = (id: string): PlacedOrder => ({
  id,
  orderNumber: 'ab12cd34',
  lines: [],
  subtotal: 1200,
  deliveryFee: 300,
  discountAmount: 0,
  total: 1500,
  status: 'pending',
  deliveryArea: 'Beirut',
  lbpPerUsd: null,
  accessKey: 'k'.repeat(32),
  orderPath: `/order/${id}?key=${'k'.repeat(32)}`,
});
/** What the data layer throws when fetch itself fails (no HTTP answer), and for an HTTP 502. */
const noLine = () => new OrderServiceError('network', { message: 'TypeError: Failed to fetch' });
const badGateway = () => new OrderServiceError('network', { message: 'Bad Gateway', status: 502 });

function memoryStorage(): AttemptStorage {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

/** A sender with no page open (the service worker, in the app) that records what it is told. */
function recordingSender() {
  const told: string[] = [];
  const sender: BackgroundSender = { keep: (order) => void told.push(`keep ${order.id} ${order.customer.name}`), forget: (id) => void told.push(`forget ${id}`) };
  return { sender, told };
}

function start(
  answer: (order: OrderRequest) => Promise<PlacedOrder>,
  {
    online = false,
    storage = memoryStorage(),
    locale = 'en' as Locale,
    backgroundSender = null as BackgroundSender | null,
    orderSuccess = englishScreenCopy.orderSuccess as OrderSuccessCopy,
  } = {},
) {
  const orders: OrderRequest[] = [];
  const line = { online };
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrder, OrderRequest>(({ input }) => {
        orders.push(input);
        return answer(input);
      }),
      notifyOwner: fromPromise<unknown, { orderId: string }>(async () => ({ sent: true })),
    },
  });
  const logger = { warn: vi.fn() };
  const actor = createActor(machine, {
    input: {
      ...checkoutTestInput(),
      logger,
      isOnline: () => line.online,
      locale,
      orderSuccess,
      outboxStorage: storage,
      attemptStorage: storage,
      backgroundSender,
    },
  });
  const events: CheckoutEmitted[] = [];
  actor.on('*', (event) => events.push(event));
  actor.start();
  const outbox = () => savedOrders({ outboxStorage: storage, outboxStorageKey: 'checkout-outbox', logger });
  return { actor, orders, events, line, outbox, storage, snapshot: () => actor.getSnapshot() };
}

/** Another tab of the shop kept an order of its own in the same storage (Maya's, its own id). */
function keepOrderOfAnotherTab(storage: AttemptStorage): void {
  const box = { outboxStorage: storage, outboxStorageKey: 'checkout-outbox', logger: { warn: vi.fn() } };
  const [first] = savedOrders(box);
  keepOrder(box, { ...first!, id: 'uuid-other-tab', customer: { ...first!.customer, name: 'Maya' } });
}

function completeOrder(actor: ReturnType<typeof start>['actor'], channel?: 'whatsapp') {
  actor.send({ type: 'OPEN', lines });
  for (const [field, value] of Object.entries(customer)) actor.send({ type: 'EDIT_FIELD', field: field as CustomerField, value });
  actor.send({ type: 'SUBMIT', channel });
}

const types = (events: CheckoutEmitted[]) => events.map((event) => event.type);

describe('Complete Order without a line', () => {
  it('offline: keeps the order with its id, says it is saved, sends nothing and clears nothing', () => {
    const { actor, orders, events, outbox, snapshot } = start(async ({ id }) => placed(id));
    completeOrder(actor);
    expect(snapshot().value).toBe('saved');
    expect(orders).toEqual([]);
    expect(outbox()).toMatchObject([{ id: 'uuid-1', customer: { name: 'Rana' }, lines: [{ quantity: 2 }] }]);
    expect(events).toEqual([
      {
        type: 'checkout.saved',
        order: outbox()[0],
        toast: { title: 'Saved on your phone', description: 'No line right now. We will send your order as soon as the line is back: no need to order again.', variant: 'default' },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain('Order Submitted!');
  });

  it("says it in the page's language, from the machine's locale", () => {
    const { actor, events, outbox } = start(async ({ id }) => placed(id), { locale: 'ar' });
    completeOrder(actor);
    expect(events).toMatchObject([{ type: 'checkout.saved', toast: { title: 'حُفظ طلبك على هاتفك' } }]);
    expect(outbox()[0]?.locale).toBe('ar');
  });

  it('a request that fails without an answer is kept too; an HTTP error is the usual failure', async () => {
    const kept = start(() => Promise.reject(noLine()), { online: true });
    completeOrder(kept.actor);
    await waitFor(kept.actor, (s) => s.matches('saved'));
    expect(kept.outbox().map((order) => order.id)).toEqual(['uuid-1']);
    expect(types(kept.events)).toEqual(['checkout.saved']);

    const failed = start(() => Promise.reject(badGateway()), { online: true });
    completeOrder(failed.actor);
    await waitFor(failed.actor, (s) => s.matches('editing'));
    expect(failed.outbox()).toEqual([]);
    expect(types(failed.events)).toEqual(['checkout.failed']);
  });

  it('Complete Order again while still offline is the same order (same id, one kept)', () => {
    const { actor, outbox, snapshot } = start(async ({ id }) => placed(id));
    completeOrder(actor);
    actor.send({ type: 'OPEN' });
    expect(snapshot().context.form.name).toBe('Rana');
    actor.send({ type: 'SUBMIT' });
    expect(outbox().map((order) => order.id)).toEqual(['uuid-1']);
  });
});

describe('the line is back (SEND_SAVED)', () => {
  it('sends the kept order with its id: placed, the outbox emptied, the usual success and the cart cleared', async () => {
    const { actor, orders, events, line, outbox } = start(async ({ id }) => placed(id));
    completeOrder(actor);
    line.online = true;
    actor.send({ type: 'SEND_SAVED', order: outbox()[0]! });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders.map((order) => order.id)).toEqual(['uuid-1']);
    expect(outbox()).toEqual([]);
    const success = events.find((event) => event.type === 'checkout.succeeded');
    expect(success?.toast.lines.join(' ')).toContain('ab12cd34');
    expect(types(events).slice(1)).toEqual(['checkout.succeeded', 'checkout.cartClearRequested']);
  });

  it('after a reload: a fresh checkout sends what the outbox kept, and still no line keeps it silently', async () => {
    const storage = memoryStorage();
    const before = start(async ({ id }) => placed(id), { storage });
    completeOrder(before.actor);
    const kept = before.outbox()[0]!;

    let reachable = false;
    const after = start(async ({ id }) => (reachable ? placed(id) : Promise.reject(noLine())), { storage, online: true });
    expect(after.snapshot().value).toBe('closed');
    after.actor.send({ type: 'SEND_SAVED', order: kept });
    await waitFor(after.actor, (s) => s.matches('saved'));
    expect(after.events).toEqual([]);
    expect(after.outbox()).toEqual([kept]);

    reachable = true;
    after.actor.send({ type: 'SEND_SAVED', order: kept });
    await waitFor(after.actor, (s) => s.matches('succeeded'));
    expect(after.orders.map((order) => order.id)).toEqual(['uuid-1', 'uuid-1']);
    expect(after.outbox()).toEqual([]);
  });

  it.each([
    ['en', englishScreenCopy.orderSuccess, 'Order saved. No send channels enabled.', 'Order #ab12cd34'],
    ['ar', arabicScreenCopy.orderSuccess, 'حُفظ الطلب. لا توجد قنوات إرسال مفعّلة.', 'الطلب رقم \u2068#ab12cd34\u2069'],
  ] as const)(
    "placed by itself at the next visit (%s): one 'Order Submitted!' as a normal success says it, with its number and its page, in the page's language",
    async (locale, orderSuccess, channelLine, numberLine) => {
      const storage = memoryStorage();
      const before = start(async ({ id }) => placed(id), { storage, locale });
      completeOrder(before.actor);
      const kept = before.outbox()[0]!;

      const next = start(async ({ id }) => placed(id), { storage, locale, online: true, orderSuccess });
      // The page asks again as the line comes back and as the worker reports its send: the same order.
      next.actor.send({ type: 'SEND_SAVED', order: kept });
      next.actor.send({ type: 'SEND_SAVED', order: kept });
      await waitFor(next.actor, (s) => s.matches({ succeeded: 'done' }));
      for (const order of next.outbox()) next.actor.send({ type: 'SEND_SAVED', order });
      await Promise.resolve();
      const successes = next.events.filter((event) => event.type === 'checkout.succeeded');
      expect(successes).toHaveLength(1);
      expect(successes[0]).toMatchObject({
        order: { id: 'uuid-1', orderPath: `/order/uuid-1?key=${'k'.repeat(32)}` },
        toast: { title: orderSuccess.title, lines: [orderSuccess.description, channelLine, numberLine] },
      });
      expect(next.orders.map((order) => order.id)).toEqual(['uuid-1']);
      expect(next.outbox()).toEqual([]);
    },
  );

  it('two orders kept (the other from another tab): the next visit sends the second as soon as the first is placed, each with its own toast', async () => {
    const storage = memoryStorage();
    completeOrder(start(async ({ id }) => placed(id), { storage }).actor);
    keepOrderOfAnotherTab(storage);
    const next = start(async ({ id }) => placed(id), { storage, online: true });
    expect(next.outbox().map((order) => order.id)).toEqual(['uuid-1', 'uuid-other-tab']);
    next.actor.send({ type: 'SEND_SAVED', order: next.outbox()[0]! });
    await waitFor(next.actor, (s) => s.matches({ succeeded: 'done' }) && next.outbox().length === 0);
    expect(next.orders.map((order) => [order.id, order.customer.name])).toEqual([
      ['uuid-1', 'Rana'],
      ['uuid-other-tab', 'Maya'],
    ]);
    expect(next.events.filter((event) => event.type === 'checkout.succeeded').map((event) => event.order.id)).toEqual(['uuid-1', 'uuid-other-tab']);
  });

  it('the next kept order waits for the line: placed with the browser offline again, nothing more is sent', async () => {
    const storage = memoryStorage();
    completeOrder(start(async ({ id }) => placed(id), { storage }).actor);
    keepOrderOfAnotherTab(storage);
    const next = start(async ({ id }) => placed(id), { storage, online: true });
    next.actor.send({ type: 'SEND_SAVED', order: next.outbox()[0]! });
    next.line.online = false;
    await waitFor(next.actor, (s) => s.matches({ succeeded: 'done' }));
    expect(next.orders.map((order) => order.id)).toEqual(['uuid-1']);
    expect(next.outbox().map((order) => order.id)).toEqual(['uuid-other-tab']);
  });

  it("a refusal once sent: the checkout's own words, the order back in the dialog, the outbox emptied", async () => {
    const { actor, events, line, outbox, snapshot } = start(() => Promise.reject({ code: 'out_of_stock', details: { item_id: 'jar', available: 1, item_name: 'Jar' } }));
    completeOrder(actor);
    line.online = true;
    actor.send({ type: 'SEND_SAVED', order: outbox()[0]! });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(outbox()).toEqual([]);
    expect(snapshot().context.stockProblem).toMatchObject({ itemId: 'jar', available: 1 });
    expect(events.at(-1)).toMatchObject({ type: 'checkout.failed', code: 'out_of_stock', toast: { title: 'Out of Stock' } });
    expect(types(events)).not.toContain('checkout.cartClearRequested');
  });

  it('the chat checkout offline is kept alike, and opens no chat tab before it is placed', () => {
    const { actor, events, outbox } = start(async ({ id }) => placed(id));
    completeOrder(actor, 'whatsapp');
    expect(outbox()[0]?.channel).toBe('whatsapp');
    expect(types(events)).toEqual(['checkout.saved']);
  });
});

describe('a sender with no page open (Background Sync)', () => {
  it('holds the kept order too, the same one again when it is completed again, and is told to forget it once the page placed it', async () => {
    const { sender, told } = recordingSender();
    const { actor, line, outbox } = start(async ({ id }) => placed(id), { backgroundSender: sender });
    completeOrder(actor);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'EDIT_FIELD', field: 'name', value: 'Rana Haddad' });
    actor.send({ type: 'SUBMIT' });
    expect(told).toEqual(['keep uuid-1 Rana', 'keep uuid-1 Rana Haddad']);
    line.online = true;
    actor.send({ type: 'SEND_SAVED', order: outbox()[0]! });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(told.slice(2)).toEqual(['forget uuid-1']);
  });

  it('is told to forget a kept order the shop refused, and nothing while there is still no line', async () => {
    const { sender, told } = recordingSender();
    let answer: () => Promise<PlacedOrder> = () => Promise.reject(noLine());
    const { actor, line, outbox } = start(() => answer(), { backgroundSender: sender });
    completeOrder(actor);
    line.online = true;
    actor.send({ type: 'SEND_SAVED', order: outbox()[0]! });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(told).toEqual(['keep uuid-1 Rana']);
    answer = () => Promise.reject({ code: 'out_of_stock', details: { item_id: 'jar', available: 0, item_name: 'Jar' } });
    actor.send({ type: 'SEND_SAVED', order: outbox()[0]! });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(told).toEqual(['keep uuid-1 Rana', 'forget uuid-1']);
  });

  it('hears nothing of an order placed at once', async () => {
    const { sender, told } = recordingSender();
    const { actor } = start(async ({ id }) => placed(id), { online: true, backgroundSender: sender });
    completeOrder(actor);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(told).toEqual([]);
  });
});

describe('the outbox', () => {
  const outbox = () => ({ outboxStorage: memoryStorage(), outboxStorageKey: 'k', logger: { warn: vi.fn() } });
  const order = (id: string): OrderRequest => ({ id, customer: { name: 'Rana', phone: '1', city: 'Beirut', street: 'Hamra' }, lines, discountCode: null, area: null, expectedTotal: null, channel: 'web', locale: 'ar' });

  it('keeps orders by id, oldest first, with the language, and drops one once answered', () => {
    const box = outbox();
    keepOrder(box, order('a'));
    keepOrder(box, order('b'));
    keepOrder(box, { ...order('a'), expectedTotal: 1500 });
    expect(savedOrders(box).map((kept) => [kept.id, kept.expectedTotal, kept.locale])).toEqual([
      ['b', null, 'ar'],
      ['a', 1500, 'ar'],
    ]);
    dropOrder(box, 'b');
    dropOrder(box, 'unknown');
    expect(savedOrders(box).map((kept) => kept.id)).toEqual(['a']);
    dropOrder(box, 'a');
    expect(box.outboxStorage.getItem('k')).toBeNull();
  });

  it('reads past what is not an order, and an unreadable outbox as empty', () => {
    const box = outbox();
    box.outboxStorage.setItem('k', JSON.stringify([{ id: 'x' }, order('a'), null]));
    expect(savedOrders(box).map((kept) => kept.id)).toEqual(['a']);
    box.outboxStorage.setItem('k', '{not json');
    expect(savedOrders(box)).toEqual([]);
    expect(box.logger.warn).toHaveBeenCalledOnce();
  });
});
