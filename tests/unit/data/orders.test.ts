import { PostgrestClient } from '@supabase/postgrest-js';
import { describe, expect, it } from 'vitest';
import {
  checkedDiscountFrom,
  createOrderServices,
  createOrdersApi,
  placeOrderRequest,
  orderPayloadFrom,
  getOrder,
  OrderServiceError,
  orderViewFrom,
  placedOrderFrom,
  toOrderServiceError,
  type DiscountCheckResult,
  type OrderPayload,
  type OrdersApi,
  type OrderViewResult,
  type PlacedOrderResult,
} from '../../../src/data/orders';
import type { Database } from '../../../src/data/database.types';
import type { CartLine, Customer, OrderRequest } from '../../../src/domain';
import { makeProduct, makeVariant } from '../domain/fixtures';

const large = makeVariant({ id: 'v-large', size: 'L' });
const lines: CartLine[] = [
  { product: makeProduct({ id: 'jar', variants: [large] }), variant: large, quantity: 2 },
  { product: makeProduct({ id: 'mug' }), variant: null, quantity: 1 },
];
const customer: Customer = { name: 'Rana', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra St', floor: '3' };

const placed: PlacedOrderResult = {
  id: 'order-1',
  order_number: 'order-1',
  subtotal: 37.5,
  delivery_fee: '3.00',
  discount_amount: 0,
  total_price: 40.5,
  status: 'pending',
  delivery_area: 'Beirut',
  lbp_per_usd: 89500,
  access_key: 'k'.repeat(32),
  order_path: `/order/order-1?key=${'k'.repeat(32)}`,
  lines: [
    { item_id: 'jar', variant_id: 'v-large', item_name: 'Glass Storage Jars', item_name_ar: 'مرطبانات زجاجية للتخزين', variant_label: '1 L', variant_label_ar: '1 لتر', quantity: 2, unit_price: '12.50', total_price: 25, is_preorder: false },
    { item_id: 'mug', variant_id: null, item_name: 'Mug', variant_label: null, quantity: 1, unit_price: 12.5, total_price: '12.50', is_preorder: true },
  ],
};

const tenPercent: DiscountCheckResult = {
  code: 'SAVE10',
  description: ' 10% off ',
  discount_type: 'percentage',
  discount_value: 10,
  discount_amount: 4,
};

describe('place_order payload', () => {
  it('sends item and variant ids with quantities, the trimmed code and the web channel; never prices', () => {
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: ' SAVE10 ' })).toEqual({
      id: 'uuid-1',
      customer: { name: 'Rana', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra St', floor: '3' },
      items: [
        { item_id: 'jar', variant_id: 'v-large', quantity: 2 },
        { item_id: 'mug', variant_id: null, quantity: 1 },
      ],
      discount_code: 'SAVE10',
      channel: 'web',
      locale: 'en',
    });
  });

  it("sends the page's language, English unless the order comes from an Arabic page", () => {
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: null, locale: 'ar' }).locale).toBe('ar');
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: null, locale: 'en' }).locale).toBe('en');
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: null }).locale).toBe('en');
  });

  it('names the delivery area chosen from the list in customer.area, trimmed, and no area for a place not on the list', () => {
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: null, area: ' Tripoli ' }).customer).toEqual({ ...customer, area: 'Tripoli' });
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: null, area: null }).customer).not.toHaveProperty('area');
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: null }).customer).not.toHaveProperty('area');
  });

  it('asks for WhatsApp updates only when the shopper ticked the box', () => {
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: null, whatsappUpdates: true }).whatsapp_updates).toBe(true);
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: null, whatsappUpdates: false })).not.toHaveProperty('whatsapp_updates');
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: null })).not.toHaveProperty('whatsapp_updates');
  });

  it('leaves discount_code out when no code is applied', () => {
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: null })).not.toHaveProperty('discount_code');
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: '  ' })).not.toHaveProperty('discount_code');
  });

  it('sends the total the shopper confirmed in dollars, when there is one', () => {
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: null, expectedTotal: 2680 }).expected_total).toBe(26.8);
    expect(orderPayloadFrom({ id: 'uuid-1', customer, lines, discountCode: null })).not.toHaveProperty('expected_total');
  });

  it('reads the new codes of place_order and check_discount', () => {
    for (const code of ['price_changed', 'idempotency_conflict', 'rate_limited']) {
      expect(toOrderServiceError({ message: code, details: '{"retry_after_seconds": 60}' })).toMatchObject({ code, details: { retry_after_seconds: 60 } });
    }
  });
});

it('sends lines of products shown as out of stock, and lines the shopper chose to preorder, with preorder: true, and no others', () => {
  const soldOut = makeVariant({ id: 'v-gone', inventory: 0 });
  const preorderLines: CartLine[] = [
    { product: makeProduct({ id: 'kettle', isOutOfStock: true }), variant: null, quantity: 2 },
    { product: makeProduct({ id: 'jar', inventory: 0 }), variant: null, quantity: 1 },
    { product: makeProduct({ id: 'maker', variants: [soldOut] }), variant: soldOut, quantity: 1 },
    { product: makeProduct({ id: 'mug', inventory: 4 }), variant: null, quantity: 1 },
    { product: makeProduct({ id: 'bowl', inventory: 4 }), variant: null, quantity: 3, preorder: true },
  ];
  expect(orderPayloadFrom({ id: 'uuid-1', customer, lines: preorderLines, discountCode: null }).items).toEqual([
    { item_id: 'kettle', variant_id: null, quantity: 2, preorder: true },
    { item_id: 'jar', variant_id: null, quantity: 1, preorder: true },
    { item_id: 'maker', variant_id: 'v-gone', quantity: 1, preorder: true },
    { item_id: 'mug', variant_id: null, quantity: 1 },
    { item_id: 'bowl', variant_id: null, quantity: 3, preorder: true },
  ]);
});

describe('place_order answer', () => {
  it('reads the amounts in cents', () => {
    expect(placedOrderFrom(placed)).toEqual({
      id: 'order-1',
      orderNumber: 'order-1',
      lines: [
        { itemId: 'jar', variantId: 'v-large', itemName: 'Glass Storage Jars', itemNameAr: 'مرطبانات زجاجية للتخزين', variantLabel: '1 L', variantLabelAr: '1 لتر', quantity: 2, unitPrice: 1250, total: 2500, isPreorder: false },
        // An order placed before lines kept Arabic names answers none: null, shown in English.
        { itemId: 'mug', variantId: null, itemName: 'Mug', itemNameAr: null, variantLabel: null, variantLabelAr: null, quantity: 1, unitPrice: 1250, total: 1250, isPreorder: true },
      ],
      subtotal: 3750,
      deliveryFee: 300,
      discountAmount: 0,
      total: 4050,
      status: 'pending',
      deliveryArea: 'Beirut',
      lbpPerUsd: 89500,
      accessKey: placed.access_key,
      orderPath: placed.order_path,
    });
  });

  it('reads nonsense amounts as null rather than failing a placed order', () => {
    expect(placedOrderFrom({ ...placed, total_price: 'n/a', subtotal: '12.5' })).toMatchObject({ total: null, subtotal: 1250 });
    const [first, second] = placed.lines;
    expect(placedOrderFrom({ ...placed, lines: [first!, { ...second!, total_price: 'n/a' }] }).lines).toEqual([]);
  });
});

describe('get_order answer', () => {
  const stored: OrderViewResult = {
    id: '11111111-0000-4000-8000-0000abcd1234',
    order_number: 'abcd1234',
    created_at: '2026-11-24T10:00:00+00:00',
    status: 'confirmed',
    events: [
      { status: 'pending', created_at: '2026-11-24T10:00:00+00:00', changed_by: 'shopper' },
      { status: 'confirmed', created_at: '2026-11-24T11:00:00+00:00', changed_by: 'owner_link' },
    ],
    lines: [
      { item_id: 'jar', variant_id: 'v-large', item_name: 'Jar', variant_label: 'L', quantity: 2, unit_price: '12.50', total_price: '25.00', is_preorder: true },
    ],
    subtotal: '25.00',
    delivery_fee: 3,
    discount_amount: '2.50',
    total_price: '25.50',
    payment_method: 'cash_on_delivery',
    delivery_area: 'Beirut',
    lbp_per_usd: 89500,
    customer_first_name: 'Rana',
    customer_street: 'Hamra St',
    channel: 'whatsapp',
    locale: 'ar',
  };

  it('maps the order to the domain in cents, events and lines included', () => {
    expect(orderViewFrom(stored)).toEqual({
      id: stored.id,
      orderNumber: 'abcd1234',
      createdAt: '2026-11-24T10:00:00+00:00',
      status: 'confirmed',
      events: [
        { status: 'pending', createdAt: '2026-11-24T10:00:00+00:00', changedBy: 'shopper' },
        { status: 'confirmed', createdAt: '2026-11-24T11:00:00+00:00', changedBy: 'owner_link' },
      ],
      lines: [{ itemId: 'jar', variantId: 'v-large', itemName: 'Jar', itemNameAr: null, variantLabel: 'L', variantLabelAr: null, quantity: 2, unitPrice: 1250, total: 2500, isPreorder: true }],
      subtotal: 2500,
      deliveryFee: 300,
      discountAmount: 250,
      total: 2550,
      paymentMethod: 'cash_on_delivery',
      deliveryArea: 'Beirut',
      lbpPerUsd: 89500,
      customerFirstName: 'Rana',
      customerStreet: 'Hamra St',
      channel: 'whatsapp',
      locale: 'ar',
    });
  });

  it('reads an order without a language (a server from before it) as English', () => {
    const { locale: _locale, ...withoutLocale } = stored;
    expect(orderViewFrom(withoutLocale as OrderViewResult).locale).toBe('en');
  });

  it('fails as network on an amount it cannot show', () => {
    expect(() => orderViewFrom({ ...stored, total_price: 'n/a' })).toThrow(expect.objectContaining({ code: 'network' }));
  });

  it('getOrder passes the id and key through and throws not_found as the server says it', async () => {
    const notFound = new OrderServiceError('not_found');
    const calls: [string, string][] = [];
    const api = {
      getOrder: async (id: string, key: string) => {
        calls.push([id, key]);
        if (key !== 'right') throw notFound;
        return stored;
      },
    } as unknown as OrdersApi;
    await expect(getOrder(stored.id, 'right', api)).resolves.toMatchObject({ orderNumber: 'abcd1234', total: 2550 });
    await expect(getOrder(stored.id, 'wrong', api)).rejects.toBe(notFound);
    expect(calls).toEqual([
      [stored.id, 'right'],
      [stored.id, 'wrong'],
    ]);
  });
});

describe('check_discount answer', () => {
  it.each([
    [{ discount_type: 'percentage', discount_value: '12.5' }, { discountType: 'percentage', discountValue: 12.5 }],
    [{ discount_type: 'fixed', discount_value: 5 }, { discountType: 'fixed', discountValue: 500 }],
    [{ discount_type: 'percentage', discount_value: 'abc' }, null],
    [{ discount_type: 'fixed', discount_value: 'abc' }, null],
    [{ discount_type: 'other', discount_value: 5 }, null],
  ])('%j', (answer, rule) => {
    const checked = checkedDiscountFrom({ ...tenPercent, ...answer } as DiscountCheckResult);
    expect(checked?.rule ?? null).toEqual(rule);
  });

  it('keeps the code and the trimmed description (null when blank)', () => {
    expect(checkedDiscountFrom(tenPercent)).toEqual({
      code: 'SAVE10',
      description: '10% off',
      rule: { discountType: 'percentage', discountValue: 10 },
    });
    expect(checkedDiscountFrom({ ...tenPercent, description: '  ' })?.description).toBeNull();
  });
});

describe('order services (domain types over the RPCs)', () => {
  const api = (overrides: Partial<OrdersApi>) => createOrderServices(overrides as OrdersApi);

  it('maps the request out and the answer in', async () => {
    const sent: unknown[] = [];
    const services = api({ placeOrder: async (payload) => (sent.push(payload), { ...placed, id: payload.id }) });
    const order = await services.placeOrder({ id: 'uuid-7', customer, lines, discountCode: null, area: 'Beirut', expectedTotal: 4050 });
    expect(order).toMatchObject({ id: 'uuid-7', orderNumber: 'order-1', subtotal: 3750, deliveryFee: 300, total: 4050, lbpPerUsd: 89500, deliveryArea: 'Beirut' });
    expect(sent).toEqual([
      {
        id: 'uuid-7',
        customer: { name: 'Rana', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra St', floor: '3', area: 'Beirut' },
        items: [
          { item_id: 'jar', variant_id: 'v-large', quantity: 2 },
          { item_id: 'mug', variant_id: null, quantity: 1 },
        ],
        channel: 'web',
        locale: 'en',
        expected_total: 40.5,
      },
    ]);
  });

  it('fails an unusable discount answer as a network error (the lookup-failed toast)', async () => {
    const services = api({ checkDiscount: (async () => ({ ...tenPercent, discount_type: 'bogus' })) as unknown as OrdersApi['checkDiscount'] });
    await expect(services.checkDiscount({ code: 'SAVE10', subtotal: 4000 })).rejects.toMatchObject({ code: 'network' });
  });

  it('asks send-order-email with the order id', async () => {
    const asked: unknown[] = [];
    const services = api({ notifyOwner: async (request) => (asked.push(request), { sent: true }), notifyOwnerOnWhatsApp: async () => ({ sent: true }) });
    expect(await services.notifyOwner('order-1')).toEqual({ sent: true });
    expect(asked).toEqual(['order-1']);
  });

  it('asks send-order-whatsapp beside the e-mail, without waiting for it or failing with it', async () => {
    const asked: string[] = [];
    let answerWhatsApp: (value: never) => void = () => {};
    const services = api({
      notifyOwner: async () => ({ sent: true }),
      notifyOwnerOnWhatsApp: (orderId) => {
        asked.push(orderId);
        return new Promise((_, reject) => (answerWhatsApp = reject));
      },
    });
    // The e-mail's answer comes while the WhatsApp call is still open, and its failure changes nothing.
    expect(await services.notifyOwner('order-2')).toEqual({ sent: true });
    expect(asked).toEqual(['order-2']);
    answerWhatsApp(new OrderServiceError('network', { status: 502, reason: 'send_failed' }) as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe('the place_order request written out (sent by the service worker, Background Sync)', () => {
  const project = { url: 'https://shop.example', headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key' } };
  const order: OrderRequest = { id: 'uuid-9', customer, lines, discountCode: ' SAVE10 ', area: 'Beirut', expectedTotal: 4050, locale: 'ar' };

  it('is the call placeOrder makes through postgrest-js: the same method, URL, keys and payload', async () => {
    const made: Request[] = [];
    const rest = new PostgrestClient<Database>(`${project.url}/rest/v1`, {
      headers: project.headers,
      fetch: async (input, init) => (made.push(new Request(input, init)), Response.json({ ...placed, id: 'uuid-9' })),
    });
    await createOrderServices(createOrdersApi({ rpc: rest.rpc.bind(rest), functions: { invoke: async () => ({ data: null, error: null }) } as never })).placeOrder(order);

    const prepared = placeOrderRequest(order, project);
    const [call] = made;
    expect(prepared.method).toBe(call!.method);
    expect(prepared.url).toBe(call!.url);
    expect(JSON.parse(prepared.body)).toEqual(await call!.json());
    for (const [name, value] of Object.entries(prepared.headers)) expect(call!.headers.get(name), name).toBe(value);
  });

  it('carries the order as the page would send it: its id, the trimmed code, the area, the language', () => {
    const { p_order } = JSON.parse(placeOrderRequest(order, project).body) as { p_order: OrderPayload };
    expect(p_order).toMatchObject({ id: 'uuid-9', discount_code: 'SAVE10', customer: { area: 'Beirut' }, locale: 'ar', expected_total: 40.5 });
  });
});
