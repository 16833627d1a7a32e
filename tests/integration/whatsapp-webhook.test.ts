/**
 * The WhatsApp webhook's door (docs/decisions/0029-ordering-in-the-whatsapp-chat.md, issue 46): Meta's subscription handshake, the
 * signature that alone lets a delivery in, a delivery recorded once however often it comes, and
 * the cart priced by the database with place_order's rules. Against the real stack: the function
 * under Deno behind the gateway, the stack's own app secret and verify token.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql, stackInfo } from '../support/clients.ts';
import { sleep } from '../support/notifications.ts';
import { oneCharacterOff } from '../support/secrets.ts';
import { deliveryOf, newShopperNumber, newWamid, webhookKit } from '../support/whatsapp-shopper.ts';
import { createItem, type CreatedItem } from './order-fixtures.ts';

const kit = () => webhookKit({ apiUrl: stackInfo().apiUrl, appSecret: stackInfo().whatsappAppSecret!, query: sql });
const postToWebhook = (body: string, secret?: string | null) => kit().postToWebhook(body, secret);
const webhookUrl = () => kit().webhookUrl;

const stored = async (wamid: string) => (await sql('select 1 from public.whatsapp_messages where wamid = $1', [wamid])).length;

function textDelivery(wamid: string, from = newShopperNumber(), body = 'hello') {
  return JSON.stringify(
    deliveryOf({
      contacts: [{ profile: { name: 'Rania' }, wa_id: from }],
      messages: [{ from, id: wamid, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body } }],
    }),
  );
}

describe("Meta's subscription handshake", () => {
  const handshake = (query: Record<string, string>) => fetch(`${webhookUrl()}?${new URLSearchParams(query)}`);

  it('answers the challenge as plain text to the verify token, and 403 to anything else', async () => {
    const token = stackInfo().whatsappVerifyToken!;
    const answer = await handshake({ 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe('1158201444');

    const refusedQueries: Record<string, string>[] = [
      { 'hub.mode': 'subscribe', 'hub.verify_token': `${token}x`, 'hub.challenge': '1' },
      { 'hub.mode': 'unsubscribe', 'hub.verify_token': token, 'hub.challenge': '1' },
      { 'hub.mode': 'subscribe', 'hub.challenge': '1' },
      {},
    ];
    for (const query of refusedQueries) {
      const refused = await handshake(query);
      expect(refused.status, JSON.stringify(query)).toBe(403);
      expect(await refused.text()).not.toContain('1');
    }
  });
});

describe('a delivery is read only with Meta’s signature', () => {
  it('refuses an unsigned, a wrongly signed and a tampered delivery with 401, storing nothing', async () => {
    const unsigned = newWamid();
    expect((await postToWebhook(textDelivery(unsigned), null)).status).toBe(401);
    const wrongSecret = newWamid();
    expect((await postToWebhook(textDelivery(wrongSecret), 'not-the-app-secret')).status).toBe(401);

    // Signed, then changed on the way: the signature no longer matches the body.
    const tampered = newWamid();
    const body = textDelivery(tampered);
    const { signDelivery, SIGNATURE_HEADER } = await import('../../supabase/functions/_shared/whatsapp-inbound.ts');
    const signature = await signDelivery(body, stackInfo().whatsappAppSecret!);
    const response = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body: body.replace('hello', 'hellO'),
    });
    expect(response.status).toBe(401);
    // A signature of another shape is no signature.
    for (const header of ['sha1=abc', `sha256=${'0'.repeat(64)}`, oneCharacterOff(signature), signature.slice(0, -2), `${signature} ${signature}`]) {
      const other = await fetch(webhookUrl(), { method: 'POST', headers: { [SIGNATURE_HEADER]: header }, body });
      expect(other.status, header).toBe(401);
    }

    await sleep(1_000);
    for (const wamid of [unsigned, wrongSecret, tampered]) expect(await stored(wamid)).toBe(0);
    expect(await sql('select 1 from private.outbox where key = any($1)', [[unsigned, wrongSecret, tampered].map((wamid) => `reply:${wamid}`)])).toHaveLength(0);
  });

  it('answers a signed body that is not JSON with 400, and a body over 1 MiB with 413', async () => {
    for (const body of ['{"entry": [', 'not json', '\u00ff\u00fe']) expect((await postToWebhook(body)).status, body).toBe(400);
    const large = textDelivery(newWamid(), newShopperNumber(), 'x'.repeat(1024 * 1024));
    expect((await postToWebhook(large)).status).toBe(413);
  });

  it('does not run the sweep for a caller without the project key', async () => {
    const sweep = JSON.stringify({ sweep: true });
    expect((await fetch(webhookUrl(), { method: 'POST', body: sweep })).status).toBe(401);
    const withKey = await fetch(webhookUrl(), { method: 'POST', headers: { authorization: `Bearer ${stackInfo().anonKey}` }, body: sweep });
    expect(withKey.status).toBe(200);
    expect(await withKey.json()).toMatchObject({ sweep: true });
  });
});

describe('every message is recorded once', () => {
  it('keeps one row for a message delivered three times, twice at once', async () => {
    const wamid = newWamid();
    const from = newShopperNumber();
    const body = textDelivery(wamid, from);
    const answers = await Promise.all([postToWebhook(body), postToWebhook(body)]);
    answers.push(await postToWebhook(body));
    for (const answer of answers) expect(answer.status).toBe(200);
    const [row] = await sql<{ wa_id: string; type: string; profile_name: string; payload: { text: { body: string } } }>(
      'select wa_id, type, profile_name, payload from public.whatsapp_messages where wamid = $1',
      [wamid],
    );
    expect(row).toMatchObject({ wa_id: from, type: 'text', profile_name: 'Rania', payload: { text: { body: 'hello' } } });
    expect(await stored(wamid)).toBe(1);
  });

  it('accepts statuses, of its own messages or of none it knows, and changes nothing for an unknown one', async () => {
    const statuses = [
      { id: newWamid(), status: 'delivered', recipient_id: newShopperNumber(), timestamp: '1', biz_opaque_callback_data: `reply:${newWamid()}` },
      { id: newWamid(), status: 'read', recipient_id: newShopperNumber(), timestamp: '1', biz_opaque_callback_data: `order:${randomUUID()}` },
      { id: newWamid(), status: 'failed', recipient_id: newShopperNumber(), timestamp: '1', errors: [{ code: 131047 }] },
      { id: 7, status: ['sent'] },
      'not a status',
    ];
    const answer = await postToWebhook(JSON.stringify(deliveryOf({ statuses })));
    expect(answer.status).toBe(200);
  });

  it('shows each message and its reply with the query in docs/owner.md', async () => {
    const wamid = newWamid();
    expect((await postToWebhook(textDelivery(wamid))).status).toBe(200);
    const query = /```sql\n(-- WhatsApp conversations[\s\S]*?)```/.exec(readFileSync('docs/owner.md', 'utf8'))?.[1];
    expect(query).toBeDefined();
    const rows = await sql<{ type: string; profile_name: string }>(query!);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveProperty('reply_status');
  });

  it('takes any shape Meta might send without a 5xx', async () => {
    const from = newShopperNumber();
    const odd = [
      {},
      { entry: 'x' },
      { entry: [{ changes: [{ value: null }] }] },
      deliveryOf({ messages: [{ id: newWamid(), from: 'not digits', type: 'text', text: { body: 'x' } }] }),
      deliveryOf({ messages: [{ id: newWamid(), from, timestamp: 'soon', type: 'x'.repeat(500) }] }),
      deliveryOf({ contacts: [{ wa_id: from, profile: { name: `\u0000\u202e${'🙂'.repeat(300)}` } }], messages: [{ id: newWamid(), from, type: 'text', text: { body: 'a\u0000b\ud800' } }] }),
    ];
    for (const body of odd) expect((await postToWebhook(JSON.stringify(body))).status, JSON.stringify(body).slice(0, 80)).toBe(200);
    expect((await postToWebhook('[]')).status).toBe(400);
    expect((await postToWebhook('null')).status).toBe(400);
  });
});

describe('price_whatsapp_cart: the database prices a WhatsApp cart as place_order does', () => {
  let sized: CreatedItem;
  let plain: CreatedItem;
  let soldOut: CreatedItem;
  let emptyVariant: CreatedItem;

  beforeAll(async () => {
    sized = await createItem({
      name: `Test WA Pan ${randomUUID().slice(0, 6)}`,
      price: 30,
      variants: [{ size: '24 cm', price: 28, sale_price: 25 }, { size: '28 cm', price: 32, inventory: 3 }, { name: 'Red', price: 40, is_out_of_stock: true }, { price: 50 }],
    });
    plain = await createItem({ name: `Test WA Mug ${randomUUID().slice(0, 6)}`, price: 9, sale_price: 7.5, inventory: 12 });
    soldOut = await createItem({ name: `Test WA Jar ${randomUUID().slice(0, 6)}`, price: 5, inventory: 0 });
    emptyVariant = await createItem({ name: `Test WA Pot ${randomUUID().slice(0, 6)}`, price: 5, variants: [{ size: 'S', price: 6, inventory: 0 }] });
    await sql(`update public.item_variants set size_ar = '٢٤ سم' where id = $1`, [sized.variantIds[0]]);
    await sql(`update public.items set name_ar = 'مقلاة' where id = $1`, [sized.id]);
  });

  const price = async (items: unknown) => (await sql<{ cart: Record<string, unknown> }>('select public.price_whatsapp_cart($1::jsonb) as cart', [JSON.stringify(items)]))[0]!.cart;

  it('prices variants and products from the tables, names the rest, keeps the cart’s order and the quantities as sent', async () => {
    const unknown = randomUUID();
    const cart = await price([
      { retailer_id: sized.variantIds[0], quantity: 2 },
      { retailer_id: plain.id, quantity: 1000000 },
      { retailer_id: unknown, quantity: 1 },
      { retailer_id: 'not-an-id', quantity: 1 },
      { retailer_id: sized.id, quantity: 1 },
      { retailer_id: sized.variantIds[2], quantity: 1 },
      { retailer_id: soldOut.id, quantity: 1 },
      { retailer_id: emptyVariant.variantIds[0], quantity: 1 },
      { retailer_id: sized.variantIds[1], quantity: -4 },
      { retailer_id: sized.variantIds[3], quantity: 1.5 },
      { retailer_id: sized.variantIds[0], quantity: 1 },
    ]);
    expect(cart.lines).toEqual([
      { retailerId: sized.variantIds[0], itemId: sized.id, variantId: sized.variantIds[0], name: sized.name, nameAr: 'مقلاة', variantLabel: '24 cm', variantLabelAr: '٢٤ سم', unitPrice: 2500, available: null, requested: 3 },
      { retailerId: plain.id, itemId: plain.id, variantId: null, name: plain.name, nameAr: null, variantLabel: null, variantLabelAr: null, unitPrice: 750, available: 12, requested: 1000000 },
      { retailerId: sized.variantIds[1], itemId: sized.id, variantId: sized.variantIds[1], name: sized.name, nameAr: 'مقلاة', variantLabel: '28 cm', variantLabelAr: null, unitPrice: 3200, available: 3, requested: -4 },
      { retailerId: sized.variantIds[3], itemId: sized.id, variantId: sized.variantIds[3], name: sized.name, nameAr: 'مقلاة', variantLabel: 'Variant 4', variantLabelAr: null, unitPrice: 5000, available: null, requested: 1 },
    ]);
    expect(cart.unavailable).toEqual([
      { retailerId: unknown, name: null, nameAr: null, reason: 'unknown' },
      { retailerId: 'not-an-id', name: null, nameAr: null, reason: 'unknown' },
      { retailerId: sized.id, name: sized.name, nameAr: 'مقلاة', reason: 'not_listed' },
      { retailerId: sized.variantIds[2], name: sized.name, nameAr: 'مقلاة', reason: 'sold_out' },
      { retailerId: soldOut.id, name: soldOut.name, nameAr: null, reason: 'sold_out' },
      { retailerId: emptyVariant.variantIds[0], name: emptyVariant.name, nameAr: null, reason: 'sold_out' },
    ]);
  });

  it('answers an empty cart for anything that is not a list of lines', async () => {
    for (const items of [null, {}, 'x', [1, 'a', null, { quantity: 2 }, { retailer_id: 5 }]]) {
      expect(await price(items)).toEqual({ lines: [], unavailable: [] });
    }
  });

  it('is the service role’s alone', async () => {
    const { apiUrl, anonKey } = stackInfo();
    const response = await fetch(`${apiUrl}/rest/v1/rpc/price_whatsapp_cart`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ p_items: [] }),
    });
    expect([401, 403, 404]).toContain(response.status);
    // The outbox (the replies among it) lives in the private schema, which the API does not serve.
    for (const table of ['whatsapp_messages', 'whatsapp_conversations', 'outbox']) {
      const read = await fetch(`${apiUrl}/rest/v1/${table}?select=*`, { headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` } });
      expect([401, 403, 404], table).toContain(read.status);
    }
  });
});
