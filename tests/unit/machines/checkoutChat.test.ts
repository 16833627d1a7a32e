/**
 * The chat checkout (docs/decisions/0023-chat-checkout-and-cart-link.md): the checkout dialog's "Order on WhatsApp" and "Order on
 * Instagram" place the same order as Complete Order (channel whatsapp / instagram), refusals
 * alike, and only then hand over a short message. WhatsApp's tab is asked for during the tap.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine, type CheckoutEmitted } from '../../../machines/checkout';
import { englishScreenCopy } from '../../../src/config/screenCopy.ts';
import { storeConfig } from '../../../src/config/store';
import { arabicStoreCopy } from '../../../src/config/store.ar';
import type { CartLine, Locale, NotificationPolicy, OrderRequest, PlacedOrder } from '../../../src/domain';
import { ar } from '../../../src/i18n/ar';
import { provideArabic } from '../../../src/i18n/index';
import type { CustomerField } from '../../../src/domain/checkoutValidation.ts';
import { DEMO_TERMS, makeProduct, makeVariant } from '../domain/fixtures';

const ID = '6f1c2a9e-0000-4000-8000-12345678abcd';
const KEY = 'k'.repeat(32);
const oneLitre = makeVariant({ id: 'v-1l', size: '1 L', price: 850 });
const lines: CartLine[] = [
  { product: makeProduct({ id: 'jars', name: 'Glass Storage Jars', variants: [oneLitre] }), variant: oneLitre, quantity: 2 },
  { product: makeProduct({ id: 'utensils', name: 'Bamboo Utensil Set', price: 1190 }), variant: null, quantity: 1 },
];
const customer = { name: 'Rana Haddad', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra St' };

const placed: PlacedOrder = {
  id: ID,
  orderNumber: '5678abcd',
  lines: [
    { itemId: 'jars', variantId: 'v-1l', itemName: 'Glass Storage Jars', variantLabel: '1 L', quantity: 2, unitPrice: 850, total: 1700, isPreorder: false },
    { itemId: 'utensils', variantId: null, itemName: 'Bamboo Utensil Set', variantLabel: null, quantity: 1, unitPrice: 1190, total: 1190, isPreorder: false },
  ],
  subtotal: 2890,
  deliveryFee: 300,
  discountAmount: 0,
  total: 3190,
  status: 'pending',
  deliveryArea: 'Beirut',
  lbpPerUsd: null,
  accessKey: KEY,
  orderPath: `/order/${ID}?key=${KEY}`,
};

function start(
  placeOrder: (order: OrderRequest) => Promise<PlacedOrder>,
  notifications: NotificationPolicy = storeConfig.notifications,
  { locale = 'en', cart = lines }: { locale?: Locale; cart?: CartLine[] } = {},
) {
  const orders: OrderRequest[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrder, OrderRequest>(({ input }) => {
        orders.push(input);
        return placeOrder(input);
      }),
      notifyOwner: fromPromise<unknown, { orderId: string }>(async () => ({ sent: true })),
    },
  });
  const actor = createActor(machine, { input: { generateId: () => ID, logger: { warn: vi.fn() }, notifications, orderSuccess: englishScreenCopy.orderSuccess, chatConfig: storeConfig, terms: DEMO_TERMS, locale } });
  const events: CheckoutEmitted[] = [];
  actor.on('*', (event) => events.push(event));
  actor.start();
  actor.send({ type: 'OPEN', lines: cart });
  for (const [field, value] of Object.entries(customer)) actor.send({ type: 'EDIT_FIELD', field: field as CustomerField, value });
  return { actor, events, orders };
}

const types = (events: CheckoutEmitted[]) => events.map((event) => event.type);

describe('chat checkout', () => {
  it('from an Arabic page places the order in Arabic and hands over an Arabic message naming the lines as the page showed them', async () => {
    provideArabic({ ar, arabicStoreCopy });
    const jars = makeProduct({ id: 'jars', name: 'Glass Storage Jars', nameAr: 'مرطبانات تخزين زجاجية', variants: [oneLitre] });
    const arabicCart: CartLine[] = [{ ...lines[0]!, product: jars }, lines[1]!];
    const { actor, events, orders } = start(
      async () => ({ ...placed, orderPath: `/ar/order/${ID}?key=${KEY}` }),
      storeConfig.notifications,
      { locale: 'ar', cart: arabicCart },
    );
    actor.send({ type: 'SUBMIT', channel: 'whatsapp' });
    await waitFor(actor, (s) => s.matches({ succeeded: 'done' }));
    expect(orders).toEqual([expect.objectContaining({ id: ID, channel: 'whatsapp', locale: 'ar' })]);
    const succeeded = events.find((event) => event.type === 'checkout.succeeded') as Extract<CheckoutEmitted, { type: 'checkout.succeeded' }>;
    const text = succeeded.chat!.text;
    expect(text.startsWith('\u200Fمرحبا \u2068MOMobel\u2069! قدمت للتو هذا الطلب:\n')).toBe(true);
    // The server stores the English name; the message names the line as the Arabic page showed it.
    expect(text).toContain('\nمرطبانات تخزين زجاجية (\u20681 L\u2069) - الكمية \u20682\u2069 - \u2068$17.00\u2069\n');
    expect(text).toContain('\n\u200F\u2068Bamboo Utensil Set\u2069 - الكمية \u20681\u2069 - \u2068$11.90\u2069\n');
    expect(text.endsWith(`صفحة الطلب: \u2068https://momobel.shop/ar/order/${ID}?key=${KEY}\u2069`)).toBe(true);
  });

  it('Order on WhatsApp asks for the tab during the tap, places the order with channel whatsapp, then hands over the message', async () => {
    let answer!: (order: PlacedOrder) => void;
    const { actor, events, orders } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'SUBMIT', channel: 'whatsapp' });
    // Still inside the tap: the tab request is out before any answer.
    expect(types(events)).toEqual(['checkout.chatTabRequested']);
    expect(orders).toEqual([expect.objectContaining({ id: ID, channel: 'whatsapp', lines, expectedTotal: 3190 })]);

    answer(placed);
    await waitFor(actor, (s) => s.matches({ succeeded: 'done' }));
    expect(types(events)).toEqual(['checkout.chatTabRequested', 'checkout.succeeded', 'checkout.cartClearRequested']);
    const succeeded = events[1] as Extract<CheckoutEmitted, { type: 'checkout.succeeded' }>;
    expect(succeeded.toast.lines).toEqual([englishScreenCopy.orderSuccess.description, 'Sent via Email + WhatsApp', 'Order #5678abcd']);
    expect(succeeded.chat).toEqual({
      channel: 'whatsapp',
      text: [
        'Hello MOMobel! I just placed this order:',
        '',
        '*Order #5678abcd*',
        'Name: Rana Haddad',
        'Glass Storage Jars (1 L) - Qty 2 - $17.00',
        'Bamboo Utensil Set - Qty 1 - $11.90',
        '',
        '*Total: $31.90*',
        'Payment: Cash on delivery',
        'Or pay ahead by transfer, quoting order #5678abcd:',
        'Whish Money: +961 71 234 567 (MOMobel)',
        'OMT: to MOMobel, +961 71 234 567',
        '',
        `Order page: https://momobel.shop/order/${ID}?key=${KEY}`,
      ].join('\n'),
    });
  });

  it('Order on Instagram places the order with channel instagram and hands over the text without asterisks, no tab during the tap', async () => {
    const { actor, events, orders } = start(async () => placed);
    actor.send({ type: 'SUBMIT', channel: 'instagram' });
    expect(types(events)).toEqual([]);
    await waitFor(actor, (s) => s.matches({ succeeded: 'done' }));
    expect(orders[0]).toMatchObject({ channel: 'instagram' });
    const succeeded = events.find((event) => event.type === 'checkout.succeeded');
    expect(succeeded).toMatchObject({ chat: { channel: 'instagram' }, toast: { lines: expect.arrayContaining(['Sent via Email']) } });
    expect(succeeded?.type === 'checkout.succeeded' && succeeded.chat?.text).toContain('Order #5678abcd\nName: Rana Haddad');
    expect(succeeded?.type === 'checkout.succeeded' && succeeded.chat?.text).not.toContain('*');
  });

  it.each([
    ['sold out', { code: 'out_of_stock', details: { item_id: 'jars', variant_id: 'v-1l', available: 0, preorder_available: true } }],
    ['price changed', { code: 'price_changed', details: { expected_total: 31.9, total_price: 33.9, lines: [] } }],
    ['throttled', { code: 'rate_limited', details: { retry_after_seconds: 60 } }],
    ['no answer', { code: 'network', details: {} }],
  ])('a refusal (%s) is handled as for Complete Order and sends nothing', async (_case, error) => {
    const { actor, events } = start(() => Promise.reject(error));
    actor.send({ type: 'SUBMIT', channel: 'whatsapp' });
    await waitFor(actor, (s) => s.matches('editing'));
    // A new price may be a new delivery fee: the terms are read again, as for Complete Order.
    const termsStale = error.code === 'price_changed' ? ['checkout.termsStale'] : [];
    expect(types(events)).toEqual(['checkout.chatTabRequested', ...termsStale, 'checkout.failed']);
    expect(events.at(-1)).toMatchObject({ code: error.code });
    expect(actor.getSnapshot().context.submitError).not.toBeNull();
  });

  it('Complete Order sends no chat unless the shop switched sendWhatsApp on, and then asks for the tab during the tap', async () => {
    const plain = start(async () => placed);
    plain.actor.send({ type: 'SUBMIT' });
    await waitFor(plain.actor, (s) => s.matches({ succeeded: 'done' }));
    expect(plain.orders[0]).toMatchObject({ channel: 'web' });
    expect(plain.events.find((event) => event.type === 'checkout.succeeded')).toMatchObject({ chat: null });
    expect(types(plain.events)).not.toContain('checkout.chatTabRequested');

    const withWhatsApp = start(async () => placed, { sendEmail: true, sendWhatsApp: true });
    withWhatsApp.actor.send({ type: 'SUBMIT' });
    expect(types(withWhatsApp.events)).toEqual(['checkout.chatTabRequested']);
    await waitFor(withWhatsApp.actor, (s) => s.matches({ succeeded: 'done' }));
    expect(withWhatsApp.orders[0]).toMatchObject({ channel: 'web' });
    expect(withWhatsApp.events.find((event) => event.type === 'checkout.succeeded')).toMatchObject({
      chat: { channel: 'whatsapp', text: expect.stringContaining(`https://momobel.shop/order/${ID}?key=${KEY}`) },
    });
  });

  it('an order left without an answer is sent again unchanged before the same order goes by chat', async () => {
    let calls = 0;
    const { actor, events, orders } = start(async () => {
      calls += 1;
      if (calls === 1) throw { code: 'network', details: {} };
      return placed;
    });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'SUBMIT', channel: 'whatsapp' });
    expect(types(events)).toEqual(['checkout.failed', 'checkout.chatTabRequested']);
    await waitFor(actor, (s) => s.matches({ succeeded: 'done' }));
    // The first attempt (web) was placed after all: it is the order, and the chat still follows.
    expect(orders.map((order) => [order.id, order.channel])).toEqual([
      [ID, 'web'],
      [ID, 'web'],
    ]);
    expect(events.find((event) => event.type === 'checkout.succeeded')).toMatchObject({ chat: { channel: 'whatsapp' } });
  });
});
