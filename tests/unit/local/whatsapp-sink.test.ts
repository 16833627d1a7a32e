// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownerOrderMessage } from '../../../supabase/functions/_shared/order-whatsapp.ts';
import { isSignedByMeta } from '../../../supabase/functions/_shared/whatsapp-inbound.ts';
import { LOCAL_WHATSAPP, listWhatsAppOutbox, whatsappEnv, whatsappSinkRoutes, type WhatsAppTemplateMessage } from '../../../supabase/local/whatsapp-sink.ts';
import { waitFor } from '../../support/notifications.ts';

// The local WhatsApp Cloud API stand-in answers as the Graph API does: what the function sends is
// accepted and kept, what the platform would refuse is refused in its error format.
let outboxDir: string;
let server: Server;
let base: string;

/**
 * What whatsapp-webhook receives from the sink playing Meta: each delivery's body once its
 * signature checked out. `webhookAnswer` says what it answers (200 by default).
 */
const APP_SECRET = 'test-app-secret';
const OWNER = '96170000000';
let webhook: Server;
let functionsUrl: string;
let deliveries: { signed: boolean; body: any }[];
let webhookAnswer: () => number;

async function listen(target: Server): Promise<string> {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(target.address() as { port: number }).port}`;
}

async function close(target: Server) {
  target.closeAllConnections();
  await new Promise<void>((resolve) => target.close(() => resolve()));
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A sink as a stack start makes one, over the test's outbox (a second call is a restart). */
async function startSink(functionsUrl: string) {
  const routes = whatsappSinkRoutes({
    outboxDir,
    token: LOCAL_WHATSAPP.token,
    phoneNumberId: LOCAL_WHATSAPP.phoneNumberId,
    siteUrl: 'http://shop.test',
    functionsUrl,
    appSecret: APP_SECRET,
    ownerNumber: OWNER,
  });
  server = createServer((req, res) => routes.find((route) => req.url?.startsWith(route.prefix))!.handle(req, res));
  base = await listen(server);
}

beforeEach(async () => {
  outboxDir = mkdtempSync(join(tmpdir(), 'momobel-wa-sink-'));
  deliveries = [];
  webhookAnswer = () => 200;
  webhook = createServer((req, res) => {
    void readAll(req).then(async (raw) => {
      deliveries.push({ signed: await isSignedByMeta(new Uint8Array(raw), req.headers['x-hub-signature-256'] as string, APP_SECRET), body: JSON.parse(raw.toString('utf8')) });
      res.writeHead(webhookAnswer(), { 'content-type': 'application/json' });
      res.end('{"received":1}');
    });
  });
  functionsUrl = `${await listen(webhook)}/functions/v1`;
  await startSink(functionsUrl);
});

afterEach(async () => {
  await close(server);
  await close(webhook);
  rmSync(outboxDir, { recursive: true, force: true });
});

const order = { id: '0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11', order_number: '0d9f11ab', total_price: 12, customer_city: 'Beirut', delivery_area: 'Hamra' };
const valid = () => ownerOrderMessage('96170000000', order, 2, { orderPage: `${order.id}?key=k`, confirmToken: 'a.b' }, 'en');

/** The owner's messages only (the sink's own type narrows the union). */
const templates = () => listWhatsAppOutbox(outboxDir) as WhatsAppTemplateMessage[];

async function send(body: unknown, { token = LOCAL_WHATSAPP.token as string, phoneNumberId: id = LOCAL_WHATSAPP.phoneNumberId as string } = {}) {
  const response = await fetch(`${base}/graph/v23.0/${id}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('the local WhatsApp sink', () => {
  it("accepts the function's message as the platform does and keeps it, readable", async () => {
    const answer = await send(valid());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ messaging_product: 'whatsapp', contacts: [{ input: '96170000000', wa_id: '96170000000' }] });
    expect(answer.body.messages[0].id).toMatch(/^wamid\./);
    const [kept] = templates();
    expect(kept).toMatchObject({ id: answer.body.messages[0].id, to: '96170000000', request: valid(), callback_data: `order:${order.id}:owner_whatsapp`, language: 'en', body_parameters: ['0d9f11ab', '$12.00', 'Hamra', 'Cash on delivery', '2'] });
    expect(kept!.text).toContain('New order #0d9f11ab\nTotal: $12.00\nDelivery to: Hamra');
    expect(kept!.buttons).toEqual([
      { label: 'Open order', url: `http://shop.test/order/${order.id}?key=k` },
      { label: 'Confirm', url: `${functionsUrl}/order-action?token=a.b` },
    ]);
    const page = await fetch(`${base}/whatsapp-outbox/${kept!.id}`);
    expect(await page.text()).toContain('Delivery to: Hamra');
  });

  it("refuses what the platform refuses, in the Graph API's error format", async () => {
    const message = valid() as { template: { components: { parameters: { text: string }[] }[] } };
    const expectError = (answer: { status: number; body: Record<string, any> }, status: number, code: number) => {
      expect(answer.status).toBe(status);
      expect(answer.body.error).toMatchObject({ code, type: expect.any(String), message: expect.any(String), fbtrace_id: expect.any(String) });
    };
    expectError(await send(valid(), { token: 'revoked' }), 401, 190);
    expectError(await send(valid(), { phoneNumberId: '999' }), 400, 100);
    const fewer = structuredClone(message);
    fewer.template.components[0]!.parameters.pop();
    expectError(await send(fewer), 400, 132000);
    const broken = structuredClone(message);
    broken.template.components[0]!.parameters[2]!.text = 'two\nlines';
    expectError(await send(broken), 400, 132018);
    const spaced = structuredClone(message);
    spaced.template.components[0]!.parameters[2]!.text = 'five     spaces';
    expectError(await send(spaced), 400, 132018);
    expectError(await send({ ...valid(), template: { ...(valid().template as object), name: 'other' } }), 404, 132001);
    expect(listWhatsAppOutbox(outboxDir)).toHaveLength(0);
  });

  it('fails on demand: 500 and 429 the given number of times, then answers again', async () => {
    const control = (body: unknown) => fetch(`${base}/graph/_sink/fail`, { method: 'POST', body: JSON.stringify(body) });
    expect((await control({ fail: '500', times: 1 })).status).toBe(200);
    expect((await send(valid())).body.error).toMatchObject({ code: 131000 });
    expect((await send(valid())).status).toBe(200);
    await control({ fail: '429' });
    expect((await send(valid())).status).toBe(429);
    expect((await send(valid())).status).toBe(429);
    await control({ fail: null });
    expect((await send(valid())).status).toBe(200);
    expect(listWhatsAppOutbox(outboxDir)).toHaveLength(2);
  });
});

const shopper = '96171234567';
const reply = (body: Record<string, unknown>, inbound = 'wamid.IN1') => ({ messaging_product: 'whatsapp', recipient_type: 'individual', to: shopper, biz_opaque_callback_data: `reply:${inbound}`, ...body });
const areaList = (rows: number) => ({
  type: 'interactive',
  interactive: {
    type: 'list',
    body: { text: 'Where do we deliver?' },
    action: { button: 'Choose the area', sections: [{ title: 'Beirut', rows: Array.from({ length: rows }, (_, index) => ({ id: `area:${index}`, title: `Area ${index}`, description: `Delivery $${index}.00` })) }] },
  },
});
const confirmButtons = {
  type: 'interactive',
  interactive: { type: 'button', body: { text: 'Total $20.00' }, action: { buttons: [{ type: 'reply', reply: { id: 'confirm', title: 'Confirm' } }, { type: 'reply', reply: { id: 'cancel', title: 'Cancel' } }] } },
};

const inbound = async (body: unknown) => {
  const response = await fetch(`${base}/graph/_sink/inbound`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

/** The changes' values the webhook got, in order, and those carrying a shopper's message. */
const values = () => deliveries.map((delivery) => delivery.body.entry[0].changes[0].value);
const shopperMessages = () => values().filter((value) => value.messages);
const statusesOf = (id: string) => values().flatMap((value) => value.statuses ?? []).filter((status: { id: string }) => status.id === id);

describe("the sink's free-form messages (replies to shoppers)", () => {
  it('accepts text and interactive messages within Meta\'s limits and keeps each with to and request', async () => {
    await inbound({ from: shopper, text: 'hi' });
    deliveries = [];
    for (const body of [reply({ type: 'text', text: { body: 'أهلا! Your cart: 2 × Bowl' } }), reply(areaList(10)), reply(confirmButtons)]) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const kept = listWhatsAppOutbox(outboxDir);
    expect(kept.map((message) => [message.type, message.to, message.callback_data])).toEqual(Array(3).fill(null).map((_, index) => [['text', 'interactive', 'interactive'][index], shopper, 'reply:wamid.IN1']));
    expect(kept[0]).toMatchObject({ text: 'أهلا! Your cart: 2 × Bowl', request: reply({ type: 'text', text: { body: 'أهلا! Your cart: 2 × Bowl' } }) });
    expect(kept[2]).toMatchObject({ choices: [{ kind: 'button', id: 'confirm', title: 'Confirm' }, { kind: 'button', id: 'cancel', title: 'Cancel' }] });
  });

  it("refuses a message over a limit, or without the shop's callback data, in the Graph API's error format", async () => {
    await inbound({ from: shopper, text: 'hi' });
    deliveries = [];
    const tooManyRows = await send(reply(areaList(11)));
    expect(tooManyRows.status).toBe(400);
    expect(tooManyRows.body.error).toMatchObject({ code: 131009, error_data: { details: expect.stringContaining('at most 10 rows') }, fbtrace_id: expect.any(String) });
    const longTitle = structuredClone(confirmButtons);
    longTitle.interactive.action.buttons[0]!.reply.title = 'Confirm my order now please';
    expect((await send(reply(longTitle))).body.error).toMatchObject({ code: 131009, error_data: { details: expect.stringContaining('longer than 20') } });
    expect((await send(reply({ type: 'text', text: { body: 'x'.repeat(4097) } }))).status).toBe(400);
    const { biz_opaque_callback_data: _, ...unnamed } = reply({ type: 'text', text: { body: 'Hello' } });
    expect((await send(unnamed)).body.error).toMatchObject({ code: 100, error_data: { details: expect.stringContaining('biz_opaque_callback_data') } });
    expect((await send({ ...valid(), biz_opaque_callback_data: 'reply:wamid.X' })).body.error).toMatchObject({ code: 100 });
    expect((await send(reply({ type: 'image', image: { id: '123456789012345' } }))).body.error).toMatchObject({ code: 131053 });
    expect((await send(reply({ type: 'sticker', sticker: { link: 'http://x/s.webp', caption: 'no' } }))).body.error).toMatchObject({ code: 100 });
    expect((await send(reply({ type: 'location', location: { latitude: 91, longitude: 0 } }))).body.error).toMatchObject({ code: 100 });
    expect(listWhatsAppOutbox(outboxDir)).toHaveLength(0);
    expect(deliveries).toHaveLength(0);
  });
});

describe('the sink plays Meta towards the webhook', () => {
  it('delivers sent, then delivered, signed, with the message\'s callback data', async () => {
    const { body } = await send(valid());
    const id = body.messages[0].id as string;
    await waitFor('both statuses', () => statusesOf(id).length === 2, 5_000);
    expect(deliveries.every((delivery) => delivery.signed)).toBe(true);
    expect(deliveries[0]!.body).toMatchObject({ object: 'whatsapp_business_account', entry: [{ id: LOCAL_WHATSAPP.businessAccountId, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: LOCAL_WHATSAPP.phoneNumberId } } }] }] });
    expect(statusesOf(id)).toEqual([
      expect.objectContaining({ id, status: 'sent', recipient_id: '96170000000', biz_opaque_callback_data: `order:${order.id}:owner_whatsapp` }),
      expect.objectContaining({ id, status: 'delivered', recipient_id: '96170000000', biz_opaque_callback_data: `order:${order.id}:owner_whatsapp` }),
    ]);
    await waitFor('the file to say so', () => listWhatsAppOutbox(outboxDir)[0]!.statuses.every((entry) => entry.done && entry.answer === 200), 5_000);
  });

  it('delivers a status again while the webhook fails, and after a restart, as Meta does', async () => {
    let failing = 2;
    webhookAnswer = () => (failing-- > 0 ? 503 : 200);
    const { body } = await send(valid());
    const id = body.messages[0].id as string;
    // 503, 503 (1 s, then 2 s later), then taken; then delivered.
    await waitFor('the status to get through', () => statusesOf(id).length === 4, 10_000);
    expect(statusesOf(id).map((status: { status: string }) => status.status)).toEqual(['sent', 'sent', 'sent', 'delivered']);

    // The power goes while the webhook is down: the next start delivers what is left.
    webhookAnswer = () => 503;
    const second = (await send(valid())).body.messages[0].id as string;
    await waitFor('a first try', () => statusesOf(second).length >= 1, 5_000);
    await close(server);
    webhookAnswer = () => 200;
    await startSink(functionsUrl);
    await waitFor('the statuses left after the restart', () => statusesOf(second).filter((status: { status: string }) => status.status === 'delivered').length === 1, 10_000);
  });

  it('plays a shopper: text, a catalogue cart and a tap on a row, each wrapped, signed and answered with the webhook\'s status', async () => {
    const hello = await inbound({ from: '+961 71 234 567', name: 'Rania', text: 'مرحبا' });
    expect(hello).toMatchObject({ status: 200, body: { id: expect.stringMatching(/^wamid\./), webhook: { status: 200, body: { received: 1 } } } });
    expect(shopperMessages()[0]).toMatchObject({ contacts: [{ profile: { name: 'Rania' }, wa_id: shopper }], messages: [{ from: shopper, id: hello.body.id, type: 'text', text: { body: 'مرحبا' } }] });
    expect(Number(shopperMessages()[0].messages[0].timestamp)).toBeGreaterThan(1.7e9);

    const items = [{ product_retailer_id: 'variant-1', quantity: 2, item_price: 0.01, currency: 'USD' }];
    await inbound({ from: shopper, product_items: items, text: 'before 5 please' });
    expect(shopperMessages()[1].messages[0]).toMatchObject({ type: 'order', order: { catalog_id: LOCAL_WHATSAPP.catalogId, product_items: items, text: 'before 5 please' } });

    const list = (await send(reply(areaList(3)))).body.messages[0].id as string;
    await inbound({ from: shopper, choice: 'area:2' });
    const tap = shopperMessages()[2].messages[0];
    expect(tap).toMatchObject({ context: { id: list }, interactive: { type: 'list_reply', list_reply: { id: 'area:2', title: 'Area 2', description: 'Delivery $2.00' } } });
    await send(reply(confirmButtons));
    await inbound({ from: shopper, choice: 'confirm' });
    expect(shopperMessages().at(-1).messages[0].interactive).toEqual({ type: 'button_reply', button_reply: { id: 'confirm', title: 'Confirm' } });
    expect(deliveries.every((delivery) => delivery.signed)).toBe(true);

    // A raw entry goes as it is; what the webhook answers is the sink's answer.
    webhookAnswer = () => 401;
    expect(await inbound({ from: shopper, message: { type: 'sticker', sticker: { id: '1' } } })).toMatchObject({ status: 401, body: { webhook: { status: 401 } } });
    expect(shopperMessages().at(-1).messages[0]).toMatchObject({ from: shopper, type: 'sticker', id: expect.stringMatching(/^wamid\./) });
    expect(readdirSync(join(outboxDir, 'inbound'))).toHaveLength(5);
  });

  it('refuses what cannot be delivered, with a clear message, and delivers nothing', async () => {
    expect(await inbound({ from: 'abc', text: 'hi' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('"from"') } });
    expect(await inbound({ from: shopper, choice: 'confirm' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('No list row or reply button "confirm"') } });
    expect(await inbound({ from: shopper })).toMatchObject({ status: 400 });
    expect(await inbound({ from: shopper, product_items: 'two bowls' })).toMatchObject({ status: 400 });
    const response = await fetch(`${base}/graph/_sink/inbound`, { method: 'POST', body: '{not json' });
    expect(response.status).toBe(400);
    expect(deliveries).toHaveLength(0);
  });

  it("shows each shopper's conversation in order, and the page's form sends as the shopper", async () => {
    await inbound({ from: shopper, name: 'Rania', text: 'Hello <b>shop</b>' });
    await send(reply(confirmButtons));
    await send(valid());
    const index = await (await fetch(`${base}/whatsapp-outbox`)).text();
    expect(index).toContain(`/whatsapp-outbox/chat/${shopper}`);
    expect(index).toContain('/whatsapp-outbox/chat/96170000000');
    const chat = await (await fetch(`${base}/whatsapp-outbox/chat/${shopper}`)).text();
    expect(chat).toContain('Hello &lt;b&gt;shop&lt;/b&gt;');
    expect(chat.indexOf('Hello &lt;b&gt;')).toBeLessThan(chat.indexOf('Total $20.00'));
    expect(chat).toContain('name="choice" value="confirm"');
    expect(chat).not.toContain('New order #');

    const tapped = await fetch(`${base}/whatsapp-outbox/chat/${shopper}`, { method: 'POST', body: new URLSearchParams({ choice: 'confirm' }), redirect: 'manual' });
    expect(tapped.status).toBe(303);
    expect(tapped.headers.get('location')).toBe(`/whatsapp-outbox/chat/${shopper}`);
    expect(shopperMessages().at(-1).messages[0].interactive.button_reply.id).toBe('confirm');
    expect(await (await fetch(`${base}/whatsapp-outbox/chat/${shopper}`)).text()).toContain('Chose: Confirm');
  }, 20_000);
});

describe("the functions' WhatsApp settings locally", () => {
  const local = { appSecret: 'local-app-secret', verifyToken: 'local-verify-token' };

  it('point at the sink with local values, unless a real token is set, and are absent when off', () => {
    expect(whatsappEnv('http://127.0.0.1:54321', local, {})).toEqual({
      WHATSAPP_TOKEN: LOCAL_WHATSAPP.token,
      WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP.phoneNumberId,
      OWNER_WHATSAPP: LOCAL_WHATSAPP.owner,
      WHATSAPP_API_URL: 'http://127.0.0.1:54321/graph',
      WHATSAPP_APP_SECRET: 'local-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'local-verify-token',
    });
    expect(whatsappEnv('http://127.0.0.1:54321', local, { WHATSAPP_TOKEN: 'EAAG', WHATSAPP_PHONE_NUMBER_ID: '1', OWNER_WHATSAPP: '+96171' })).toEqual({
      WHATSAPP_TOKEN: 'EAAG',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      OWNER_WHATSAPP: '+96171',
    });
    expect(whatsappEnv('http://127.0.0.1:54321', local, { WHATSAPP_TOKEN: 'EAAG', WHATSAPP_APP_SECRET: 'meta', WHATSAPP_VERIFY_TOKEN: 'mine' })).toMatchObject({
      WHATSAPP_APP_SECRET: 'meta',
      WHATSAPP_VERIFY_TOKEN: 'mine',
    });
    expect(whatsappEnv('http://127.0.0.1:54321', local, {}, true)).toEqual({});
  });
});

describe("the sink keeps Meta's 24-hour window", () => {
  it('refuses a free-form message to a number that has not written, or not for 24 hours, with error 131047; a template always goes', async () => {
    const refused = await send(reply({ type: 'text', text: { body: 'Hello' } }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: {
        message: '(#131047) Re-engagement message',
        type: 'OAuthException',
        code: 131047,
        error_data: { messaging_product: 'whatsapp', details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.' },
        fbtrace_id: expect.any(String),
      },
    });
    expect((await send(valid())).status).toBe(200);
    await inbound({ from: shopper, text: 'hi' });
    expect((await send(reply({ type: 'text', text: { body: 'Hello' } }))).status).toBe(200);
    const closed = await fetch(`${base}/graph/_sink/window`, { method: 'POST', body: JSON.stringify({ number: shopper, closed: true }) });
    expect(await closed.json()).toEqual({ number: shopper, open: false });
    expect((await send(reply({ type: 'text', text: { body: 'Hello again' } }))).body.error.code).toBe(131047);
    // A restart remembers who wrote.
    await inbound({ from: shopper, text: 'back' });
    await close(server);
    await startSink(functionsUrl);
    expect((await send(reply({ type: 'text', text: { body: 'Welcome back' } }))).status).toBe(200);
  });
});

describe("the sink's media, as the Graph API serves it", () => {
  const authorised = { authorization: `Bearer ${LOCAL_WHATSAPP.token}` };

  it('serves the media a shopper sent: GET /{media-id} answers its url, and the url its bytes, with the token only', async () => {
    const bytes = Buffer.from('not really a jpeg');
    await inbound({ from: shopper, media: { type: 'image', data: bytes.toString('base64'), mime_type: 'image/jpeg', caption: 'This one?' } });
    const image = shopperMessages()[0].messages[0];
    expect(image).toMatchObject({ type: 'image', image: { id: expect.stringMatching(/^\d{16}$/), mime_type: 'image/jpeg', caption: 'This one?' } });
    const info = await fetch(`${base}/graph/v23.0/${image.image.id}`, { headers: authorised });
    const described = (await info.json()) as Record<string, any>;
    expect(described).toEqual({ messaging_product: 'whatsapp', url: expect.stringContaining('/graph/_sink/media/'), mime_type: 'image/jpeg', sha256: image.image.sha256, file_size: bytes.length, id: image.image.id });
    const media = await fetch(described.url, { headers: authorised });
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await media.arrayBuffer())).toEqual(bytes);
    expect((await fetch(described.url)).status).toBe(401);
    const unknown = await fetch(`${base}/graph/v23.0/999999999999999`, { headers: authorised });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Record<string, any>).error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('takes an upload and sends it as media with its caption', async () => {
    await inbound({ from: shopper, text: 'hi' });
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('file', new Blob([Buffer.from('ogg bytes')], { type: 'audio/ogg' }), 'voice.ogg');
    const uploaded = await fetch(`${base}/graph/v23.0/${LOCAL_WHATSAPP.phoneNumberId}/media`, { method: 'POST', headers: authorised, body: form });
    const { id } = (await uploaded.json()) as { id: string };
    expect(id).toMatch(/^\d{16}$/);
    expect((await send(reply({ type: 'audio', audio: { id } }))).status).toBe(200);
    expect((await send(reply({ type: 'image', image: { id, caption: '*Rania*: this one' } }))).status).toBe(200);
    expect(listWhatsAppOutbox(outboxDir).map((message) => [message.type, message.text])).toEqual([
      ['audio', '[audio]'],
      ['image', '*Rania*: this one'],
    ]);
    const noFile = new FormData();
    noFile.set('messaging_product', 'whatsapp');
    expect((await fetch(`${base}/graph/v23.0/${LOCAL_WHATSAPP.phoneNumberId}/media`, { method: 'POST', headers: authorised, body: noFile })).status).toBe(400);
  });
});

describe("the relay's templates and the owner", () => {
  const toOwner = (template: Record<string, unknown>) => ({ messaging_product: 'whatsapp', to: OWNER, biz_opaque_callback_data: 'relay:wamid.S1:notice', type: 'template', template });
  const noticeTemplate = (payload = 'show:wamid.S1', parameters = ['Rania', '+96171234567', 'kam se3ron?']) => ({
    name: 'shopper_message_owner',
    language: { code: 'en' },
    components: [
      { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload }] },
    ],
  });

  it('sends shopper_message_owner and shop_reply as submitted, and refuses them filled wrongly', async () => {
    expect((await send(toOwner(noticeTemplate()))).status).toBe(200);
    const shopReply = { name: 'shop_reply', language: { code: 'ar' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'إيه في، بـ $12' }] }] };
    expect((await send({ ...toOwner(shopReply), to: shopper })).status).toBe(200);
    expect(listWhatsAppOutbox(outboxDir).map((message) => message.text)).toEqual([
      'New message from Rania (+96171234567):\n"kam se3ron?"\n\nTap Show to read it here and answer.',
      'ردّ المحل على رسالتك:\n«إيه في، بـ $12»\n\nردّ هون لتقرا الردّ كلّه وتكمّل الحديث.',
    ]);
    expect((await send(toOwner(noticeTemplate('open:wamid.S1')))).body.error).toMatchObject({ code: 100 });
    expect((await send(toOwner(noticeTemplate('show:x', ['Rania', '+961'])))).body.error).toMatchObject({ code: 132000 });
    expect((await send(toOwner(noticeTemplate('show:x', ['Rania', '+961', 'two\nlines'])))).body.error).toMatchObject({ code: 132018 });
    expect((await send(toOwner({ ...shopReply, language: { code: 'fr' } }))).body.error).toMatchObject({ code: 132001 });
  });

  it('plays the owner: a tap on Show is a button message with its payload, and a reply names the message replied to', async () => {
    const notice = (await send(toOwner(noticeTemplate()))).body.messages[0].id as string;
    await inbound({ from: OWNER, choice: 'show:wamid.S1' });
    expect(shopperMessages()[0].messages[0]).toMatchObject({ from: OWNER, type: 'button', context: { id: notice }, button: { payload: 'show:wamid.S1', text: 'Show' } });
    await inbound({ from: OWNER, text: 'Yes, $12', context: notice });
    expect(shopperMessages()[1].messages[0]).toMatchObject({ type: 'text', text: { body: 'Yes, $12' }, context: { from: LOCAL_WHATSAPP.businessNumber, id: notice } });
    await inbound({ from: OWNER, location: { latitude: 33.9, longitude: 35.5 }, context: notice });
    expect(shopperMessages()[2].messages[0]).toMatchObject({ type: 'location', location: { latitude: 33.9, longitude: 35.5 }, context: { id: notice } });
  });

  it("shows the owner's phone beside the shoppers', with a form to reply to each message as the owner", async () => {
    await inbound({ from: shopper, text: 'hi' });
    const notice = (await send(toOwner(noticeTemplate()))).body.messages[0].id as string;
    const index = await (await fetch(`${base}/whatsapp-outbox`)).text();
    expect(index).toContain(`+${OWNER} <strong>(the owner)</strong>`);
    expect(index).toContain(`+${shopper}</a>`);
    const chat = await (await fetch(`${base}/whatsapp-outbox/chat/${OWNER}`)).text();
    expect(chat).toContain(`name="context" value="${notice}"`);
    expect(chat).toContain('name="choice" value="show:wamid.S1"');
    const replied = await fetch(`${base}/whatsapp-outbox/chat/${OWNER}`, { method: 'POST', body: new URLSearchParams({ context: notice, text: 'On my way' }), redirect: 'manual' });
    expect(replied.status).toBe(303);
    expect(shopperMessages().at(-1).messages[0]).toMatchObject({ from: OWNER, text: { body: 'On my way' }, context: { id: notice } });
  }, 20_000);
});
