import { describe, expect, it, vi } from 'vitest';
import {
  ORDER_ACTION_TTL_SECONDS,
  orderActionLinks,
  signOrderAction,
  verifyOrderAction,
} from '../../../supabase/functions/_shared/order-action-token.ts';
import { orderPagePath, orderPageUrl } from '../../../src/domain/chat.ts';
import { renderOrderEmail, type EmailOrder } from '../../../supabase/functions/_shared/order-email.ts';

const orderId = '2aef218d-cfe5-4088-a8f3-37604f0b23ce';
const now = 1_800_000_000;

describe('order action tokens', () => {
  it('round-trip the order, the action and a 30-day expiry', async () => {
    const token = await signOrderAction('secret', orderId, 'out_for_delivery', now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await verifyOrderAction('secret', token, now)).toEqual({
      ok: true,
      claim: { orderId, action: 'out_for_delivery', expiresAt: now + ORDER_ACTION_TTL_SECONDS },
    });
  });

  it('expire after 30 days', async () => {
    const token = await signOrderAction('secret', orderId, 'confirmed', now);
    expect(await verifyOrderAction('secret', token, now + ORDER_ACTION_TTL_SECONDS - 1)).toMatchObject({ ok: true });
    expect(await verifyOrderAction('secret', token, now + ORDER_ACTION_TTL_SECONDS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse another secret, an altered payload or signature, and malformed text', async () => {
    const token = await signOrderAction('secret', orderId, 'confirmed', now);
    const [payload, signature] = token.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ o: orderId, s: 'cancelled', e: now + 999 })).toString('base64url');
    for (const bad of [
      await signOrderAction('other', orderId, 'confirmed', now),
      `${altered}.${signature}`,
      `${payload}.${signature.slice(1)}`,
      `${payload}.${signature}.extra`,
      `${payload}`,
      'not a token',
      '',
    ]) {
      expect(await verifyOrderAction('secret', bad, now)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await verifyOrderAction('', token, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe("the owner's e-mail links", () => {
  const order: EmailOrder = {
    id: orderId,
    order_number: orderId.slice(-8),
    created_at: '2026-11-22T10:05:00.000Z',
    channel: 'web',
    customer_name: 'Rania',
    customer_phone: '+961 71 234 567',
    customer_city: 'Beirut',
    customer_street: 'Hamra',
    customer_building: null,
    customer_floor: null,
    customer_notes: null,
    subtotal: 10,
    delivery_fee: 3,
    discount_code: null,
    discount_amount: 0,
    total_price: 13,
  };

  it('shows the order page and the four actions in HTML (escaped) and text', async () => {
    const links = {
      orderPage: orderPageUrl(orderPagePath(orderId, 'KEY_key-123', 'en'), 'https://shop.example/'),
      actions: await orderActionLinks('secret', 'https://project.example/functions/v1/', order),
    };
    const email = renderOrderEmail(order, [], { links });
    expect(links.orderPage).toBe(`https://shop.example/order/${orderId}?key=KEY_key-123`);
    // An Arabic order's page opens in Arabic, as every link to it does (DESIGN §13).
    expect(orderPageUrl(orderPagePath(orderId, 'KEY_key-123', 'ar'), 'https://shop.example/')).toBe(`https://shop.example/ar/order/${orderId}?key=KEY_key-123`);
    expect(links.actions.map((action) => action.label)).toEqual(['Confirm', 'Out for delivery', 'Delivered', 'Cancel']);
    for (const action of links.actions) {
      expect(action.url).toMatch(/^https:\/\/project\.example\/functions\/v1\/order-action\?token=[A-Za-z0-9_.-]+$/);
      expect(email.html).toContain(`href="${action.url}"`);
      expect(email.text).toContain(`${action.label}: ${action.url}`);
    }
    expect(email.html).toContain(`href="${links.orderPage}"`);
    expect(email.text).toContain(`Order page: ${links.orderPage}`);
    expect(renderOrderEmail(order, []).html).not.toContain('order-action');
  });

  it('are a function of the order: the same whenever they are built, working until 30 days after it was placed', async () => {
    const placedAt = Date.parse(order.created_at) / 1000;
    const build = () => orderActionLinks('secret', 'https://project.example/functions/v1', order);
    const first = await build();
    vi.useFakeTimers({ now: (placedAt + 3 * 24 * 3600) * 1000, toFake: ['Date'] });
    try {
      expect(await build()).toEqual(first);
    } finally {
      vi.useRealTimers();
    }
    const token = decodeURIComponent(new URL(first[0]!.url).searchParams.get('token')!);
    expect(await verifyOrderAction('secret', token, placedAt + ORDER_ACTION_TTL_SECONDS - 1)).toMatchObject({ ok: true });
    expect(await verifyOrderAction('secret', token, placedAt + ORDER_ACTION_TTL_SECONDS)).toEqual({ ok: false, reason: 'expired' });
  });
});
