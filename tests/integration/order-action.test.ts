/**
 * The owner's one-tap order actions (issue 19) on the real stack: the order-action function under
 * Deno behind the gateway, its signed links as the owner's e-mail carries them, and the database's
 * status rule and history behind it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from '../../supabase/local/keys.ts';
import { ORDER_ACTIONS, signOrderAction, type OrderAction } from '../../supabase/functions/_shared/order-action-token.ts';
import { sql, stackInfo } from '../support/clients.ts';
import { emailsFor } from '../support/notifications.ts';
import { CUSTOMER, createItem, inventoryOf, orderPayload, placeOrderHttp, rpc, type CreatedItem } from './order-fixtures.ts';

let item: CreatedItem;

beforeAll(async () => {
  item = await createItem({ name: 'Test Action Bowl', price: 15, inventory: 500 });
});

const secret = () => loadOrCreateSecrets(stackInfo().stateDir).orderActionSecret;
const actionUrl = (token: string) => `${stackInfo().apiUrl}/functions/v1/order-action?token=${encodeURIComponent(token)}`;
/** The token the owner's e-mail carries for an order: it expires 30 days after the order was placed. */
async function tokenFor(orderId: string, action: OrderAction): Promise<string> {
  const [order] = await sql<{ created_at: Date }>('select created_at from public.orders where id = $1', [orderId]);
  return signOrderAction(secret(), orderId, action, Math.floor(order!.created_at.getTime() / 1000));
}

async function open(url: string, method: 'GET' | 'POST' = 'GET') {
  // No Authorization header: an e-mail link carries none.
  const response = await fetch(url, { method, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function placed(customer: Partial<Record<keyof typeof CUSTOMER, string>> = {}) {
  const answer = await placeOrderHttp(orderPayload([{ item_id: item.id, variant_id: null, quantity: 3 }], { customer: { ...CUSTOMER, ...customer } }));
  expect(answer.status).toBe(200);
  return answer.body as { id: string; access_key: string; order_number: string };
}

/** Everything an action could change about an order. */
async function orderState(id: string) {
  const [order] = await sql<{ status: string }>('select status from public.orders where id = $1', [id]);
  const events = await sql<{ status: string; changed_by: string }>(
    'select status, changed_by from public.order_events where order_id = $1 order by created_at, id',
    [id],
  );
  return { status: order!.status, events, stock: await inventoryOf('items', item.id) };
}

const visibleText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('order-action', () => {
  it('GET shows the order number, total and what will happen, with one button, and changes nothing', async () => {
    const order = await placed();
    const before = await orderState(order.id);
    for (const action of ORDER_ACTIONS) {
      const page = await open(actionUrl(await tokenFor(order.id, action)));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(page.html).toContain('<html lang="en">');
      const text = visibleText(page.html);
      expect(text).toContain(`#${order.order_number}`);
      expect(text).toContain('$48.00');
      expect(text).toContain('Nothing happens until you press it.');
      expect(page.html.match(/<form method="post">/g)).toHaveLength(1);
      expect(page.html.match(/<button /g)).toHaveLength(1);
    }
    expect(await orderState(order.id)).toEqual(before);
  });

  it('POST confirms, sends out and delivers, each once and recorded as owner_link, then offers the shopper a WhatsApp message', async () => {
    const order = await placed();
    const expectedStatus: Record<string, string> = { confirmed: 'is confirmed', out_for_delivery: 'is out for delivery', delivered: 'has been delivered' };
    for (const action of ['confirmed', 'out_for_delivery', 'delivered'] as const) {
      const result = await open(actionUrl(await tokenFor(order.id, action)), 'POST');
      expect(result.status).toBe(200);
      const wa = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(result.html)?.[1]?.replace(/&amp;/g, '&');
      expect(wa).toBeDefined();
      const waUrl = new URL(wa!);
      expect(waUrl.pathname).toBe('/96171234567');
      const message = waUrl.searchParams.get('text')!;
      expect(message).toContain(`Your order #${order.order_number} ${expectedStatus[action]}`);
      expect(message).toContain(`/order/${order.id}?key=${order.access_key}`);
      const page = await rpc('get_order', { p_id: order.id, p_key: order.access_key });
      expect(page.body.status).toBe(action);
    }
    expect((await orderState(order.id)).events).toEqual([
      { status: 'pending', changed_by: 'shopper' },
      { status: 'confirmed', changed_by: 'owner_link' },
      { status: 'out_for_delivery', changed_by: 'owner_link' },
      { status: 'delivered', changed_by: 'owner_link' },
    ]);
  });

  it("writes the WhatsApp reply to an Arabic shopper in Arabic: RLM on every line, the number and the Arabic order page's link isolated", async () => {
    const answer = await placeOrderHttp(orderPayload([{ item_id: item.id, variant_id: null, quantity: 1 }], { locale: 'ar' }));
    expect(answer.status).toBe(200);
    const order = answer.body as { id: string; access_key: string; order_number: string };
    const result = await open(actionUrl(await tokenFor(order.id, 'confirmed')), 'POST');
    expect(result.status).toBe(200);
    // The page is the owner's, in English, and says which language the message is in.
    expect(result.html).toContain('<html lang="en">');
    expect(visibleText(result.html)).toContain('The message reads (in Arabic, the language the customer ordered in):');
    const wa = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(result.html)?.[1]?.replace(/&amp;/g, '&');
    const message = new URL(wa!).searchParams.get('text');
    const page = `${stackInfo().siteUrl}/ar/order/${order.id}?key=${order.access_key}`;
    expect(message).toBe(
      `\u200Fتم تأكيد طلبك \u2068#${order.order_number}\u2069. سنراسلك عندما يصبح في الطريق إليك.\n\u200F\u2068${page}\u2069`,
    );
    expect(result.html).toContain('<p class="message" lang="ar" dir="rtl">');
  });

  it('says the shopper was told on WhatsApp automatically, instead of offering the manual message, once the order wants updates; and shows whether the shopper confirmed', async () => {
    const answer = await placeOrderHttp(orderPayload([{ item_id: item.id, variant_id: null, quantity: 1 }], { whatsapp_updates: true }));
    expect(answer.status).toBe(200);
    const id = answer.body.id as string;
    const before = visibleText((await open(actionUrl(await tokenFor(id, 'confirmed')))).html);
    expect(before).toContain('Shopper not confirmed yet');
    await sql('update public.orders set shopper_confirmed_at = now() where id = $1', [id]);
    const result = await open(actionUrl(await tokenFor(id, 'confirmed')), 'POST');
    expect(result.status).toBe(200);
    expect(result.html).not.toContain('https://wa.me/');
    const text = visibleText(result.html);
    expect(text).toContain('Shopper confirmed by the shopper');
    expect(text).toContain('The customer was told on WhatsApp automatically (+96171234567): there is nothing to send.');
  });

  it('a second POST answers "already" and changes nothing', async () => {
    const order = await placed();
    const url = actionUrl(await tokenFor(order.id, 'confirmed'));
    expect((await open(url, 'POST')).status).toBe(200);
    const after = await orderState(order.id);
    const again = await open(url, 'POST');
    expect(again.status).toBe(200);
    expect(visibleText(again.html)).toContain(`Order #${order.order_number} was already confirmed`);
    expect(await orderState(order.id)).toEqual(after);
  });

  it('cancel gives the stock back once, however often it is pressed', async () => {
    const stockBefore = await inventoryOf('items', item.id);
    const order = await placed();
    expect(await inventoryOf('items', item.id)).toBe(stockBefore! - 3);
    const url = actionUrl(await tokenFor(order.id, 'cancelled'));
    await Promise.all([open(url, 'POST'), open(url, 'POST')]);
    await open(url, 'POST');
    const state = await orderState(order.id);
    expect(state.status).toBe('cancelled');
    expect(state.stock).toBe(stockBefore);
    expect(state.events.filter((event) => event.status === 'cancelled')).toEqual([{ status: 'cancelled', changed_by: 'owner_link' }]);
  });

  it('refuses a change the history does not allow (Delivered on a cancelled order) and changes nothing', async () => {
    const order = await placed();
    const early = await placed();
    await open(actionUrl(await tokenFor(order.id, 'cancelled')), 'POST');
    const before = await orderState(order.id);
    for (const action of ['delivered', 'confirmed', 'out_for_delivery'] as const) {
      const refused = await open(actionUrl(await tokenFor(order.id, action)), 'POST');
      expect(refused.status).toBe(409);
      expect(visibleText(refused.html)).toContain('Nothing was changed.');
    }
    const skipping = await open(actionUrl(await tokenFor(early.id, 'delivered')), 'POST');
    expect(skipping.status).toBe(409);
    expect(await orderState(order.id)).toEqual(before);
    expect((await orderState(early.id)).status).toBe('pending');
  });

  it('refuses forged, altered and cross-order tokens with a clear page and changes nothing', async () => {
    const order = await placed();
    const other = await placed();
    const before = await orderState(order.id);
    const otherBefore = await orderState(other.id);
    const genuine = await tokenFor(order.id, 'confirmed');
    const [payload, signature] = genuine.split('.') as [string, string];
    const otherPayload = (await tokenFor(other.id, 'confirmed')).split('.')[0]!;
    const cancelPayload = (await tokenFor(order.id, 'cancelled')).split('.')[0]!;
    const forged = [
      `${otherPayload}.${signature}`, // this order's signature on another order's claim
      `${cancelPayload}.${signature}`, // another action
      `${payload}.${signature.slice(0, -2)}AA`,
      await signOrderAction('not-the-secret', order.id, 'confirmed', Math.floor(Date.now() / 1000)),
      `${Buffer.from(JSON.stringify({ o: order.id, s: 'confirmed', e: 4102444800 })).toString('base64url')}.${signature}`,
      'garbage',
      '',
    ];
    for (const token of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const refused = await open(actionUrl(token), method);
        expect(refused.status).toBe(400);
        expect(visibleText(refused.html)).toContain('This link is not valid');
        expect(visibleText(refused.html)).toContain('Nothing was changed.');
      }
    }
    expect(await orderState(order.id)).toEqual(before);
    expect(await orderState(other.id)).toEqual(otherBefore);
  });

  it("refuses the links of an order placed more than 30 days ago, whenever its e-mail was sent, and changes nothing", async () => {
    const order = await placed();
    await sql(`update public.orders set created_at = now() - interval '30 days 1 minute' where id = $1`, [order.id]);
    const before = await orderState(order.id);
    const expired = await tokenFor(order.id, 'confirmed');
    for (const method of ['GET', 'POST'] as const) {
      const refused = await open(actionUrl(expired), method);
      expect(refused.status).toBe(410);
      expect(visibleText(refused.html)).toContain('This link has expired');
      expect(visibleText(refused.html)).toContain('30 days after the order was placed');
    }
    expect(await orderState(order.id)).toEqual(before);
  });

  it('escapes every shopper-entered value on its pages', async () => {
    const order = await placed({ name: '<img src=x onerror=alert(1)> "Rania"' });
    const page = await open(actionUrl(await tokenFor(order.id, 'confirmed')));
    expect(page.html).not.toContain('<img');
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Rania&quot;');
  });

  it('is closed to shoppers through the API: apply_order_action needs the service role', async () => {
    const order = await placed();
    const answer = await rpc('apply_order_action', { p_id: order.id, p_status: 'cancelled' });
    expect(answer.status).toBe(401);
    expect((await orderState(order.id)).status).toBe('pending');
  });
});

describe("the owner's e-mail", () => {
  const mailFor = (orderId: string) => emailsFor(stackInfo().outboxDir, orderId)[0];

  it('names the order number, links the order page and carries four action links that work against the stack', async () => {
    const order = await placed();
    const { apiUrl, anonKey } = stackInfo();
    const sent = await fetch(`${apiUrl}/functions/v1/send-order-email`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: order.id }),
    });
    expect(sent.status).toBe(200);
    const mail = mailFor(order.id)!;
    expect(mail).toBeDefined();
    expect(mail.text).toContain(`New order #${order.order_number}`);
    expect(mail.text).toMatch(new RegExp(`Order page: http://127\\.0\\.0\\.1:\\d+/order/${order.id}\\?key=${order.access_key}`));

    const links = [...mail.html.matchAll(/<a href="([^"]+order-action\?token=[^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => ({
      url: match[1]!.replace(/&amp;/g, '&'),
      label: match[2],
    }));
    expect(links.map((link) => link.label)).toEqual(['Confirm', 'Out for delivery', 'Delivered', 'Cancel']);
    for (const link of links) expect(link.url.startsWith(`${apiUrl}/functions/v1/order-action?token=`)).toBe(true);

    const confirm = links[0]!.url;
    const shown = await open(confirm);
    expect(shown.status).toBe(200);
    expect((await orderState(order.id)).status).toBe('pending');
    expect((await open(confirm, 'POST')).status).toBe(200);
    expect((await orderState(order.id)).events.at(-1)).toEqual({ status: 'confirmed', changed_by: 'owner_link' });
  });
});
