import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  checkoutMachine,
  selectCanSubmit,
  selectIsOpen,
  selectDiscountActor,
  selectIsSubmitting,
  type CheckoutEmitted,
  type CheckoutInput,
} from '../../../machines/checkout';
import { englishScreenCopy } from '../../../src/config/screenCopy.ts';
import { storeConfig } from '../../../src/config/store';
import { cartTotals, type CartLine, type CheckedDiscount, type OrderRequest, type PageMode, type PlacedOrder } from '../../../src/domain';
import { type CustomerField } from '../../../src/domain/checkoutValidation.ts';
import { discountMachine, type DiscountLookup } from '../../../machines/discount';
import { BEIRUT_RATE, DEMO_TERMS, makeProduct, makeVariant } from '../domain/fixtures';

const large = makeVariant({ id: 'v-large', size: 'L' });
const lines: CartLine[] = [
  { product: makeProduct({ id: 'jar', variants: [large] }), variant: large, quantity: 2 },
  { product: makeProduct({ id: 'mug' }), variant: null, quantity: 1 },
];

const placed: PlacedOrder = {
  id: 'order-1',
  // The server's number, deliberately not the id's tail: the toast must quote the server's.
  orderNumber: 'ab12cd34',
  lines: [],
  subtotal: 3750,
  deliveryFee: 300,
  discountAmount: 0,
  total: 4050,
  status: 'pending',
  deliveryArea: 'Beirut',
  lbpPerUsd: null,
  accessKey: 'k'.repeat(32),
  orderPath: `/order/order-1?key=${'k'.repeat(32)}`,
};

type NotifyOwnerInput = { orderId: string };

/** The configured policy and success toast, and delivery terms like the demo's, as the app passes them. */
const notificationsInput = { notifications: storeConfig.notifications, orderSuccess: englishScreenCopy.orderSuccess, terms: DEMO_TERMS, chatConfig: storeConfig, locale: 'en' as const };

/** The discount box (the checkout's child) accepts any code as 10% off. */
const tenPercent = (code: string): CheckedDiscount => ({ code, description: null, rule: { discountType: 'percentage', discountValue: 10 } });

interface Harness {
  placeOrder?: (input: OrderRequest) => Promise<PlacedOrder>;
  notifyOwner?: (input: NotifyOwnerInput) => Promise<unknown>;
  input?: Partial<CheckoutInput>;
}

function start({ placeOrder = async ({ id }) => ({ ...placed, id }), notifyOwner = async () => ({ sent: true }), input }: Harness = {}) {
  const orders: OrderRequest[] = [];
  const notifications: NotifyOwnerInput[] = [];
  let ids = 0;
  const generateId = vi.fn(() => `uuid-${++ids}`);
  const logger = { warn: vi.fn() };
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrder, OrderRequest>(({ input: order }) => {
        orders.push(order);
        return placeOrder(order);
      }),
      notifyOwner: fromPromise<unknown, NotifyOwnerInput>(({ input: notice }) => {
        notifications.push(notice);
        return notifyOwner(notice);
      }),
      discount: discountMachine.provide({
        actors: { checkDiscount: fromPromise<CheckedDiscount, DiscountLookup>(async ({ input: lookup }) => tenPercent(lookup.code)) },
      }),
    },
  });
  const actor = createActor(machine, { input: { generateId, logger, ...notificationsInput, ...input } });
  const events: CheckoutEmitted[] = [];
  actor.on('*', (event) => events.push(event));
  actor.start();
  return { actor, events, orders, notifications, generateId, logger, snapshot: () => actor.getSnapshot() };
}

/** Applies a code in the checkout's discount box, as the shopper does. */
async function applyCode(actor: ReturnType<typeof start>['actor'], code: string) {
  const discount = selectDiscountActor(actor.getSnapshot());
  discount.send({ type: 'EDIT_CODE', code });
  discount.send({ type: 'APPLY' });
  await waitFor(discount, (s) => s.matches('applied'));
}

function fill(actor: ReturnType<typeof start>['actor'], fields: Partial<Record<CustomerField, string>>) {
  for (const [field, value] of Object.entries(fields)) actor.send({ type: 'EDIT_FIELD', field: field as CustomerField, value });
}

const customer = { name: ' Rana ', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra St', building: '  ', floor: '3', notes: '' };

describe('editing', () => {
  it('opens with the cart and keeps the typed fields', () => {
    const { actor, snapshot } = start();
    expect(snapshot().value).toBe('closed');
    expect(selectIsOpen(snapshot())).toBe(false);
    actor.send({ type: 'OPEN', lines });
    expect(snapshot().value).toBe('editing');
    expect(selectIsOpen(snapshot())).toBe(true);
    fill(actor, { name: 'Rana' });
    expect(snapshot().context).toMatchObject({ lines, form: { name: 'Rana', phone: '' } });
  });

  it('Complete Order is enabled only with the required fields and a cart', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'OPEN', lines });
    expect(selectCanSubmit(snapshot())).toBe(false);
    fill(actor, { name: 'A', phone: '03 123 456', city: 'B' });
    expect(selectCanSubmit(snapshot())).toBe(false);
    fill(actor, { street: '  ' });
    expect(selectCanSubmit(snapshot())).toBe(false);
    fill(actor, { street: 'C' });
    expect(selectCanSubmit(snapshot())).toBe(true);
    actor.send({ type: 'UPDATE_ORDER', lines: [] });
    expect(selectCanSubmit(snapshot())).toBe(false);
  });

  it('SUBMIT with missing fields stays editing with per-field errors and Missing Information', () => {
    const { actor, events, orders, snapshot } = start();
    actor.send({ type: 'OPEN', lines });
    fill(actor, { name: 'Rana', city: '  ' });
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.errors).toEqual({
      phone: 'Phone number is required.',
      city: 'City is required.',
      street: 'Street address is required.',
    });
    expect(events).toEqual([
      {
        type: 'checkout.invalid',
        errors: snapshot().context.errors,
        toast: { title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' },
      },
    ]);
    expect(orders).toEqual([]);

    fill(actor, { city: 'Beirut' });
    expect(snapshot().context.errors.city).toBeUndefined();
    expect(snapshot().context.errors.phone).toBe('Phone number is required.');
  });

  it('SUBMIT with a malformed phone shows the phone error', () => {
    const { actor, events, snapshot } = start();
    actor.send({ type: 'OPEN', lines });
    fill(actor, { ...customer, phone: '12' });
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().context.errors).toEqual({ phone: 'Please enter a phone number of 7 to 15 digits, e.g. 71 234 567, +961 71 234 567 or +44 20 7946 0958.' });
    expect(events[0]).toMatchObject({ type: 'checkout.invalid', toast: { title: 'Invalid Information' } });
  });

  it('SUBMIT with an empty cart does not submit', () => {
    const { actor, events, orders, snapshot } = start();
    actor.send({ type: 'OPEN' });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('editing');
    expect(orders).toEqual([]);
    expect(events[0]).toMatchObject({ type: 'checkout.failed', toast: { title: 'Your cart is empty' } });
  });

  it('CLOSE keeps the form; RESET empties it', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'OPEN', lines });
    fill(actor, { name: 'Rana' });
    actor.send({ type: 'CLOSE' });
    expect(snapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(snapshot().context).toMatchObject({ form: { name: 'Rana' }, lines });
    actor.send({ type: 'RESET' });
    expect(snapshot().value).toBe('closed');
    expect(snapshot().context.form.name).toBe('');
    actor.send({ type: 'RESET' });
    expect(snapshot().value).toBe('closed');
  });
});

describe('submitting', () => {
  it('sends the order request and disables Complete Order meanwhile', async () => {
    let resolve!: (value: PlacedOrder) => void;
    const { actor, orders, snapshot } = start({ placeOrder: () => new Promise((r) => (resolve = r)) });
    actor.send({ type: 'OPEN', lines });
    await applyCode(actor, ' SAVE10 ');
    fill(actor, customer);
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('submitting');
    expect(selectIsSubmitting(snapshot())).toBe(true);
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(false);
    expect(selectCanSubmit(snapshot())).toBe(false);
    expect(selectIsOpen(snapshot())).toBe(true);

    expect(orders).toEqual([
      {
        id: 'uuid-1',
        customer: { name: 'Rana', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra St', floor: '3' },
        lines,
        discountCode: 'SAVE10',
        // The City names a listed area: it prices delivery on the server too.
        area: 'Beirut',
        // The total the shopper saw: the server refuses the order if its own differs.
        expectedTotal: cartTotals(lines, { discountType: 'percentage', discountValue: 10 }, BEIRUT_RATE).total,
        channel: 'web',
      },
    ]);

    // Typing is ignored while the order is on its way.
    actor.send({ type: 'EDIT_FIELD', field: 'name', value: 'Changed' });
    actor.send({ type: 'CLOSE' });
    expect(snapshot().value).toBe('submitting');
    resolve({ ...placed, id: 'uuid-1' });
    await waitFor(actor, (s) => s.matches('succeeded'));
  });

  it('sends no discount code when none is applied', async () => {
    const { actor, orders } = start();
    actor.send({ type: 'OPEN', lines });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders[0]?.discountCode).toBeNull();
  });
});

describe('success', () => {
  it.each([
    ['home', englishScreenCopy.orderSuccess.title, englishScreenCopy.orderSuccess.description],
    ['product', englishScreenCopy.orderSuccess.title, englishScreenCopy.orderSuccess.description],
    ['about', 'Order Submitted!', "Thank you for your order. We can't wait for you to enjoy your MOMments!"],
    ['preorder', 'Preorder Submitted!', "We'll contact you when items are available."],
  ] as const)('%s: closes, emits the page toast and asks for the cart to be cleared', async (pageMode, title, description) => {
    const { actor, events, notifications, snapshot } = start({ input: { pageMode: pageMode as PageMode } });
    actor.send({ type: 'OPEN', lines });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ succeeded: 'done' }));

    expect(selectIsOpen(snapshot())).toBe(false);
    expect(snapshot().context.lastOrder).toEqual({
      id: 'uuid-1',
      orderNumber: placed.orderNumber,
      lines: placed.lines,
      subtotal: 3750,
      deliveryFee: 300,
      discountAmount: 0,
      total: 4050,
      status: 'pending',
      deliveryArea: 'Beirut',
      lbpPerUsd: null,
      accessKey: placed.accessKey,
      orderPath: placed.orderPath,
    });
    expect(events).toEqual([
      {
        type: 'checkout.succeeded',
        order: snapshot().context.lastOrder,
        customer: { name: 'Rana', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra St', floor: '3' },
        lines,
        discount: null,
        pageMode,
        // One toast: the page's, the channels, the server's order number.
        toast: { title, lines: [description, 'Sent via Email', 'Order #ab12cd34'] },
        chat: null,
      },
      { type: 'checkout.cartClearRequested' },
    ]);
    expect(notifications).toEqual([{ orderId: 'uuid-1' }]);
  });

  it('describes the enabled channels and skips the e-mail when it is off', async () => {
    const { actor, events, notifications } = start({ input: { notifications: { sendEmail: false, sendWhatsApp: true } } });
    actor.send({ type: 'OPEN', lines });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ succeeded: 'done' }));
    expect(events.find((event) => event.type === 'checkout.succeeded')).toMatchObject({ toast: { lines: expect.arrayContaining(['Sent via WhatsApp']) } });
    expect(notifications).toEqual([]);
  });

  it('only logs a failed owner notification; the order stays a success', async () => {
    const failure = new Error('mail down');
    const { actor, events, logger, snapshot } = start({ notifyOwner: () => Promise.reject(failure) });
    actor.send({ type: 'OPEN', lines });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ succeeded: 'done' }));
    expect(logger.warn).toHaveBeenCalledWith('Checkout: could not notify the owner about order uuid-1', failure);
    expect(events.map((event) => event.type)).toEqual(['checkout.succeeded', 'checkout.cartClearRequested']);
    expect(snapshot().matches('succeeded')).toBe(true);
  });

  it('starts the next order with a fresh form and a new id', async () => {
    const { actor, orders, snapshot } = start();
    actor.send({ type: 'OPEN', lines });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(snapshot().context.orderId).toBeNull();

    actor.send({ type: 'OPEN', lines });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.form.name).toBe('');
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders.map((order) => order.id)).toEqual(['uuid-1', 'uuid-2']);
  });

  it('RESET after success closes with an empty form', async () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'OPEN', lines });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    actor.send({ type: 'RESET' });
    expect(snapshot().value).toBe('closed');
    expect(snapshot().context.form.street).toBe('');
  });
});

describe('failure and retry', () => {
  it.each([
    [{ code: 'out_of_stock', details: { available: 1, item_name: 'Glass Jar' } }, 'out_of_stock', 'Out of Stock', 'Glass Jar: Only 1 item(s) available in stock'],
    [{ code: 'missing_information' }, 'missing_information', 'Missing Information', 'Please fill in all required fields.'],
    [{ code: 'invalid_order' }, 'invalid_order', 'Error', 'Failed to submit order. Please try again.'],
    [{ code: 'expired_code' }, 'expired_code', 'Expired Code', 'This discount code has expired.'],
    [new TypeError('Failed to fetch'), 'network', 'Error', 'Failed to submit order. Please try again.'],
  ])('%j → editing with %s', async (error, code, title, description) => {
    const { actor, events, snapshot } = start({ placeOrder: () => Promise.reject(error) });
    actor.send({ type: 'OPEN', lines });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot().context.submitError).toBe(description);
    expect(events).toEqual([{ type: 'checkout.failed', code, toast: { title, description, variant: 'destructive' } }]);
  });

  it('reuses the order id on retry, so a retried submission cannot create two orders', async () => {
    let attempt = 0;
    const { actor, orders, generateId, snapshot } = start({
      placeOrder: async ({ id }) => {
        attempt += 1;
        if (attempt < 3) throw new TypeError('network');
        return { ...placed, id };
      },
    });
    actor.send({ type: 'OPEN', lines });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    // The shopper fixes a typo, closes and reopens the dialog, and tries again.
    fill(actor, { street: 'Hamra Street' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(snapshot().context.orderId).toBe('uuid-1');
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().context.submitError).toBeNull();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(orders.map((order) => order.id)).toEqual(['uuid-1', 'uuid-1', 'uuid-1']);
    expect(generateId).toHaveBeenCalledTimes(1);
  });

  it('RESET after a refusal starts a new attempt', async () => {
    const { actor, orders } = start({ placeOrder: () => Promise.reject({ code: 'out_of_stock', details: {} }) });
    actor.send({ type: 'OPEN', lines });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'RESET' });
    actor.send({ type: 'OPEN', lines });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(orders.map((order) => order.id)).toEqual(['uuid-1', 'uuid-2']);
  });
});

describe('defaults', () => {
  it('draws ids from crypto.randomUUID and fails without injected actors', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const actor = createActor(checkoutMachine, { input: notificationsInput }).start();
    const events: CheckoutEmitted[] = [];
    actor.on('*', (event) => events.push(event));
    actor.send({ type: 'OPEN', lines });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.orderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(events[0]).toMatchObject({ type: 'checkout.failed', toast: { description: 'Failed to submit order. Please try again.' } });
    expect(actor.getSnapshot().context.pageMode).toBe('home');
    warn.mockRestore();
  });

  it('notifyOwner default fails and is only logged to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const machine = checkoutMachine.provide({
      actors: { placeOrder: fromPromise<PlacedOrder, OrderRequest>(async ({ input }) => ({ ...placed, id: input.id })) },
    });
    const actor = createActor(machine, { input: notificationsInput }).start();
    actor.send({ type: 'OPEN', lines });
    fill(actor, customer);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ succeeded: 'done' }));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
