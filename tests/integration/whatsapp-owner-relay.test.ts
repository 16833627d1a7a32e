/**
 * The owner in the chat (issue 56's "Done when"), against the real local stack and its Graph API
 * sink, playing shoppers and the owner through the sink (`/graph/_sink/inbound`, which opens each
 * number's 24-hour window as Meta does): what each of them receives is what the sink accepted.
 * Nothing of the back end is mocked.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, stackInfo } from '../support/clients.ts';
import { closeWhatsAppWindow } from '../support/outbox.ts';
import { listWhatsAppOutbox, type WhatsAppOutboxMessage } from '../../supabase/local/whatsapp-outbox.ts';
import { failWhatsApp, sleep, waitFor } from '../support/notifications.ts';
import { deliveryOf, newShopperNumber, newWamid, webhookKit, type Shopper } from '../support/whatsapp-shopper.ts';
import { buildPlacedOrderMessage } from '../../src/domain/orderMessages.ts';
import { acknowledgement } from '../../src/domain/ownerRelay.ts';
import { storeConfig } from '../../src/config/store.ts';
import { createItem, orderPayload, placeOrderHttp, type CreatedItem } from './order-fixtures.ts';

const kit = () => webhookKit({ apiUrl: stackInfo().apiUrl, appSecret: stackInfo().whatsappAppSecret!, query: sql });
const owner = () => stackInfo().ownerWhatsapp!;
const received = (number: string): WhatsAppOutboxMessage[] => listWhatsAppOutbox(stackInfo().whatsappOutboxDir).filter((message) => message.to === number);
const texts = (number: string) => received(number).map((message) => message.text);

/** The owner's messages that mention a shopper's number (a copy, a notice, a one-line relay). */
const ownerCopiesOf = (who: Shopper) => received(owner()).filter((message) => message.text.includes(`+${who.number}`) || message.text.includes(who.number));

/** The outbox rows a message led to, by key prefix. */
const outboxRows = (like: string) => sql<{ key: string; status: string; recipient: string | null; attempts: number; last_error: string | null }>(
  'select key, status, recipient, attempts, last_error from private.outbox where key like $1 order by id',
  [like],
);

/** The owner's window closed, as 24 hours of silence would close it, in the sink and in the database. */
const closeOwnerWindow = () => closeWhatsAppWindow(stackInfo().apiUrl, sql, owner());

const HINT = 'To answer a shopper, reply to (swipe) their message here. This message reached no one.';
const hints = () => texts(owner()).filter((text) => text === HINT).length;

/** The owner writes, which opens the owner's window (and earns the hint: it answers nothing). */
async function openOwnerWindow(): Promise<void> {
  const before = hints();
  expect((await kit().shopper('Owner', owner()).text('good morning')).status).toBe(200);
  await waitFor('the hint for a message that answers nothing', () => hints() === before + 1, 20_000);
}

/** The owner replies to (swipes) one of the shop's messages. */
const ownerReply = (to: WhatsAppOutboxMessage, message: Record<string, unknown> & { type: string }) =>
  kit().shopper('Owner', owner()).send({ ...message, context: { from: '96170000001', id: to.id } });

let jar: CreatedItem;

beforeAll(async () => {
  jar = await createItem({ name: 'Glass Storage Jars', price: 12 });
});

describe('every shopper message reaches the owner', () => {
  beforeEach(openOwnerWindow, 30_000);

  it('passes a question on whole with the shopper’s name and number, acknowledges once an hour, and never sends the greeting', async () => {
    const rania = kit().shopper('Rania Haddad');
    await rania.text('kam se3ron l glass jars? w fi delivery 3a Jounieh?');
    await waitFor('the owner’s copy', () => ownerCopiesOf(rania).length === 1, 20_000);
    expect(ownerCopiesOf(rania)[0]!.text).toBe(`*Rania Haddad* (+${rania.number}):\nkam se3ron l glass jars? w fi delivery 3a Jounieh?`);
    await waitFor('the acknowledgement', () => received(rania.number).length === 1, 20_000);
    expect(texts(rania.number)).toEqual(["Thanks — we've passed your message on and will answer here."]);

    await rania.text('w 3andkon ahmar?');
    await waitFor('the second copy', () => ownerCopiesOf(rania).length === 2, 20_000);
    await sleep(1_000);
    // One acknowledgement an hour, and no greeting ever.
    expect(texts(rania.number)).toEqual(["Thanks — we've passed your message on and will answer here."]);
  }, 60_000);

  it('passes on 5,000 characters with line breaks and emoji whole, in two messages the owner reads in order', async () => {
    const long = kit().shopper('Long Writer');
    const body = `${'Is the 🫖 kettle in stock? "quoted" \'too\'\n'.repeat(125)}${'ق'.repeat(5000 - 125 * 40)}`;
    const { wamid } = await long.text(body);
    const mine = () => [0, 1].flatMap((part) => received(owner()).filter((message) => message.callback_data === `relay:${wamid}:${part}`));
    await waitFor('both pieces', () => mine().length === 2, 20_000);
    expect(mine().map((message) => message.text.slice(0, 6))).toEqual(['(1/2)\n', '(2/2)\n']);
    expect(mine().map((message) => message.text.slice(6)).join('')).toBe(`*Long Writer* (+${long.number}):\n${body}`);
  }, 60_000);

  it('relays a repeated delivery once', async () => {
    const sami = kit().shopper('Sami');
    const wamid = newWamid();
    await sami.send({ type: 'text', text: { body: 'Do you have the 2 L jar?' } }, { wamid });
    await sami.send({ type: 'text', text: { body: 'Do you have the 2 L jar?' } }, { wamid });
    await sami.send({ type: 'text', text: { body: 'Do you have the 2 L jar?' } }, { wamid });
    await waitFor('the copy', () => ownerCopiesOf(sami).length === 1, 20_000);
    await sleep(1_500);
    expect(ownerCopiesOf(sami)).toHaveLength(1);
    expect(await outboxRows(`relay:${wamid}:%`)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  }, 60_000);

  it('re-sends a photo with its caption, and one that cannot be fetched as a line with its caption', async () => {
    const lina = kit().shopper('Lina');
    // Through the sink, which keeps the bytes for GET /{media-id}.
    const sent = await fetch(`${stackInfo().apiUrl}/graph/_sink/inbound`, {
      method: 'POST',
      body: JSON.stringify({ from: lina.number, name: 'Lina', media: { type: 'image', caption: 'This colour?' } }),
    });
    expect(sent.status).toBe(200);
    await waitFor('the photo', () => ownerCopiesOf(lina).length === 1, 20_000);
    expect(ownerCopiesOf(lina)[0]).toMatchObject({ type: 'image', text: `*Lina* (+${lina.number}): sent a photo\nThis colour?` });

    await lina.send({ type: 'image', image: { id: '999999999999999', mime_type: 'image/jpeg', caption: 'and this one 🫖' } });
    await waitFor('the line', () => ownerCopiesOf(lina).length === 2, 20_000);
    expect(ownerCopiesOf(lina)[1]).toMatchObject({
      type: 'text',
      text: `*Lina* (+${lina.number}): sent a photo that could not be fetched from WhatsApp (ask them to send it again)\nCaption: and this one 🫖`,
    });
  }, 60_000);

  it('does not relay the answers of an order under way', async () => {
    const [firstArea] = await sql<{ id: string }>('select a.id from public.delivery_areas a join public.delivery_zones z on z.id = a.zone_id and z.active order by z.sort_order, a.sort_order limit 1');
    const nour = kit().shopper('Nour');
    const cart = await nour.cart([{ retailerId: jar.id, quantity: 2 }]);
    await kit().replyTo(cart.wamid);
    const areaTap = await nour.choose(`area:${firstArea!.id}`);
    await kit().replyTo(areaTap.wamid);
    const street = await nour.text('Hamra Street 12');
    await kit().replyTo(street.wamid);
    expect(ownerCopiesOf(nour)).toHaveLength(0);
    expect(await outboxRows(`ack:${nour.number}:%`)).toEqual([]);
  }, 60_000);
});

describe('the owner answers from WhatsApp', () => {
  beforeEach(openOwnerWindow, 30_000);

  it('sends the owner’s reply to that shopper and no other; a stranger quoting a relay reaches nobody', async () => {
    const rania = kit().shopper('Rania');
    const omar = kit().shopper('Omar');
    await rania.text('Is the kettle in stock?');
    await omar.text('Do you deliver to Zahle?');
    await waitFor('both copies', () => ownerCopiesOf(rania).length === 1 && ownerCopiesOf(omar).length === 1, 20_000);
    // Each shopper's acknowledgement is a message of its own, which can land after the owner's copy.
    await waitFor('both acknowledgements', () => received(rania.number).length === 1 && received(omar.number).length === 1, 20_000);
    const before = { rania: received(rania.number).length, omar: received(omar.number).length };

    expect((await ownerReply(ownerCopiesOf(rania)[0]!, { type: 'text', text: { body: 'Yes! $25, and we deliver tomorrow.' } })).status).toBe(200);
    await waitFor('the answer', () => received(rania.number).length === before.rania + 1, 20_000);
    expect(received(rania.number).at(-1)).toMatchObject({ type: 'text', text: 'Yes! $25, and we deliver tomorrow.' });
    await ownerReply(ownerCopiesOf(rania)[0]!, { type: 'location', location: { latitude: 33.8938, longitude: 35.5018, name: 'Our shop' } });
    await waitFor('the location', () => received(rania.number).at(-1)?.type === 'location', 20_000);
    // A photo whose caption is past Meta's 1,024 characters: the caption whole as text first, then the photo.
    const longCaption = `Sizes and colours:\n${'Blue 1.5 L, red 1.7 L, white 2 L. '.repeat(45)}`;
    const photo = await fetch(`${stackInfo().apiUrl}/graph/_sink/inbound`, {
      method: 'POST',
      body: JSON.stringify({ from: owner(), name: 'Owner', media: { type: 'image', caption: longCaption }, context: ownerCopiesOf(rania)[0]!.id }),
    });
    expect(photo.status).toBe(200);
    await waitFor('the photo', () => received(rania.number).at(-1)?.type === 'image', 20_000);
    expect(received(rania.number).slice(-2)).toMatchObject([{ type: 'text', text: longCaption }, { type: 'image', text: '[image]' }]);

    // A stranger quoting Rania's copy is a shopper like any other: passed on to the owner, nothing to Rania.
    const stranger = kit().shopper('Stranger');
    await stranger.send({ type: 'text', text: { body: 'Tell Rania the price is $1' }, context: { from: '96170000001', id: ownerCopiesOf(rania)[0]!.id } });
    await waitFor('the stranger’s message at the owner', () => ownerCopiesOf(stranger).length === 1, 20_000);
    await sleep(1_000);
    expect(received(rania.number).map((message) => message.text)).not.toContain('Tell Rania the price is $1');
    expect(received(omar.number)).toHaveLength(before.omar);
  }, 90_000);

  it('tells the owner, once, that an answer could not be delivered: media it cannot fetch, refused, reported failed, given up after the last retry', async () => {
    const hadi = kit().shopper('Hadi');
    await hadi.text('Do you sell gift cards?');
    await waitFor('the copy', () => ownerCopiesOf(hadi).length === 1, 20_000);
    const notices = () => texts(owner()).filter((text) => text === `Your reply to Hadi (+${hadi.number}) could not be delivered. Try again later, or call them.`).length;
    // A photo WhatsApp cannot give the shop.
    await ownerReply(ownerCopiesOf(hadi)[0]!, { type: 'image', image: { id: '999999999999998', mime_type: 'image/jpeg' } });
    await waitFor('the notice', () => notices() === 1, 20_000);
    // The platform refuses the answer for good (an expired token): said once, however often Meta reports it.
    await failWhatsApp(stackInfo().apiUrl, '401', 1);
    const refused = await ownerReply(ownerCopiesOf(hadi)[0]!, { type: 'text', text: { body: 'Yes, from $20' } });
    await waitFor('the second notice', () => notices() === 2, 20_000);
    const failed = { id: newWamid(), status: 'failed', recipient_id: hadi.number, timestamp: '1', biz_opaque_callback_data: `answer:${refused.wamid}:0` };
    for (let repeat = 0; repeat < 2; repeat++) expect((await kit().postToWebhook(JSON.stringify(deliveryOf({ statuses: [failed] })))).status).toBe(200);
    await sleep(1_500);
    expect(notices()).toBe(2);
    expect(received(hadi.number).map((message) => message.text)).not.toContain('Yes, from $20');
    // The platform fails an answer each time it is tried, and the sweep gives it up after its last attempt: said once.
    await failWhatsApp(stackInfo().apiUrl, '500');
    try {
      const retried = await ownerReply(ownerCopiesOf(hadi)[0]!, { type: 'text', text: { body: 'Come by on Saturday' } });
      const answerKey = `answer:${retried.wamid}:0`;
      // Nine attempts in, between two of them (no sender holds it): the sweep's next is its last.
      await waitFor(
        'the answer one attempt from being given up',
        async () =>
          (await sql("update private.outbox set attempts = 9, next_attempt_at = now() where key = $1 and status = 'pending' and attempts >= 1 and (lease_expires_at is null or lease_expires_at < now()) returning key", [answerKey])).length === 1,
        20_000,
      );
      await waitFor('the answer given up', async () => (await outboxRows(answerKey))[0]?.status === 'failed', 20_000);
      expect(await outboxRows(answerKey)).toMatchObject([{ attempts: 10, last_error: expect.stringMatching(/^Gave up after 10 attempts/) }]);
    } finally {
      await failWhatsApp(stackInfo().apiUrl, null);
    }
    await waitFor('the third notice', () => notices() === 3, 20_000);
    await sleep(4_000);
    expect(notices()).toBe(3);
    expect(received(hadi.number).map((message) => message.text)).not.toContain('Come by on Saturday');
  }, 90_000);

  it('hints the owner for a reply to nothing known: a forged context, a quote from another chat, a payload typed as text', async () => {
    const me = kit().shopper('Owner', owner());
    const start = hints();
    // A message of the shop's to a shopper that is no relay: the acknowledgement another chat got.
    const rania = kit().shopper('Rania');
    await rania.text('hello');
    const acknowledgement = await waitFor('the acknowledgement', () => received(rania.number)[0], 20_000);
    await me.send({ type: 'text', text: { body: 'hello?' }, context: { from: '96170000001', id: newWamid() } });
    await me.send({ type: 'text', text: { body: 'for you' }, context: { from: '96170000001', id: acknowledgement.id } });
    await me.text('show:wamid.forged');
    await me.text(`${'ق'.repeat(4_000)}\n${'🙂'.repeat(1_000)}`);
    await waitFor('four hints', () => hints() === start + 4, 20_000);
    expect(received(rania.number)).toHaveLength(1);
    expect(await sql("select count(*)::int as n from private.outbox where key like 'answer:%' and recipient = $1", [owner()])).toEqual([{ n: 0 }]);
  }, 60_000);
});

describe('Meta’s 24-hour window', () => {
  it('passes a question on by template while the owner’s window is closed; the Show tap brings every waiting message, in order', async () => {
    await closeOwnerWindow();
    const rania = kit().shopper('Rania');
    const first = await rania.text('First question');
    const second = await rania.text('Second question');
    await waitFor('two notices', () => ownerCopiesOf(rania).length === 2, 20_000);
    const notices = ownerCopiesOf(rania);
    expect(notices.map((message) => message.type)).toEqual(['template', 'template']);
    // Each delivery's turn sends its own notice: two deliveries a moment apart may reach the sink in either order.
    expect(notices.map((message) => message.text).sort()).toEqual(
      ['First question', 'Second question'].map((question) => `New message from Rania (+${rania.number}):\n"${question}"\n\nTap Show to read it here and answer.`),
    );
    expect(notices.every((message) => message.type === 'template' && message.template === 'shopper_message_owner')).toBe(true);
    expect(await outboxRows(`relay:${first.wamid}:0`)).toEqual([expect.objectContaining({ status: 'awaiting_window' })]);

    const tap = await fetch(`${stackInfo().apiUrl}/graph/_sink/inbound`, { method: 'POST', body: JSON.stringify({ from: owner(), choice: `show:${first.wamid}` }) });
    expect(tap.status).toBe(200);
    await waitFor('the copies', () => ownerCopiesOf(rania).length === 4, 20_000);
    expect(ownerCopiesOf(rania).slice(2).map((message) => message.text)).toEqual([`*Rania* (+${rania.number}):\nFirst question`, `*Rania* (+${rania.number}):\nSecond question`]);
    expect((await outboxRows(`relay:${second.wamid}:%`)).map((row) => row.status)).toEqual(['sent', 'sent']);
  }, 60_000);

  it('answers a shopper whose window is closed with shop_reply, and the whole answer once they write', async () => {
    await openOwnerWindow();
    const maya = kit().shopper('Maya');
    await maya.text('Can I pick it up?');
    await waitFor('the copy', () => ownerCopiesOf(maya).length === 1, 20_000);
    await fetch(`${stackInfo().apiUrl}/graph/_sink/window`, { method: 'POST', body: JSON.stringify({ number: maya.number, closed: true }) });
    await sql("update public.whatsapp_messages set sent_at = sent_at - interval '25 hours' where wa_id = $1", [maya.number]);
    const before = received(maya.number).length;
    await ownerReply(ownerCopiesOf(maya)[0]!, { type: 'text', text: { body: 'Yes, from 10 to 6 at our shop in Hamra.' } });
    await waitFor('the template', () => received(maya.number).length === before + 1, 20_000);
    expect(received(maya.number).at(-1)).toMatchObject({ type: 'template', template: 'shop_reply', text: 'The shop answered your message:\n"Yes, from 10 to 6 at our shop in Hamra."\n\nReply here to read all of it and carry on.' });
    // An answer with no words of its own is named for the shopper, not as the owner's copies name it ("sent a location").
    await ownerReply(ownerCopiesOf(maya)[0]!, { type: 'location', location: { latitude: 33.8938, longitude: 35.5018 } });
    await waitFor('the second template', () => received(maya.number).length === before + 2, 20_000);
    expect(received(maya.number).at(-1)).toMatchObject({ type: 'template', template: 'shop_reply', text: 'The shop answered your message:\n"(a location)"\n\nReply here to read all of it and carry on.' });
    await maya.text('ok');
    await waitFor('the whole answer', () => received(maya.number).some((message) => message.type === 'text' && message.text === 'Yes, from 10 to 6 at our shop in Hamra.'), 20_000);
    await waitFor('the location', () => received(maya.number).some((message) => message.type === 'location'), 20_000);
  }, 60_000);

  it('answers a shopper who only chats in the language they write: Arabic acknowledgement, and shop_reply in Arabic once their window has closed', async () => {
    await openOwnerWindow();
    const rima = kit().shopper('Rima');
    await rima.text('مرحبا، عندكن هالكنبة بالأحمر؟');
    await waitFor('the copy', () => ownerCopiesOf(rima).length === 1, 20_000);
    await waitFor('the acknowledgement', () => texts(rima.number).length === 1, 20_000);
    expect(texts(rima.number)).toEqual([acknowledgement('ar').text.body]);
    await fetch(`${stackInfo().apiUrl}/graph/_sink/window`, { method: 'POST', body: JSON.stringify({ number: rima.number, closed: true }) });
    await sql("update public.whatsapp_messages set sent_at = sent_at - interval '25 hours' where wa_id = $1", [rima.number]);
    await ownerReply(ownerCopiesOf(rima)[0]!, { type: 'text', text: { body: 'إيه، عنّا بالأحمر والأزرق.' } });
    await waitFor('the template', () => received(rima.number).length === 2, 20_000);
    expect(received(rima.number).at(-1)).toMatchObject({ type: 'template', template: 'shop_reply', language: 'ar', text: 'ردّ المحل على رسالتك:\n«إيه، عنّا بالأحمر والأزرق.»\n\nردّ هون لتقرا الردّ كلّه وتكمّل الحديث.' });
  }, 60_000);

  it('sends no free-form message outside a window: the sink refused none', async () => {
    expect(await sql("select key, last_error from private.outbox where last_error like '%131047%'")).toEqual([]);
  });
});

describe('the site’s own messages are read', () => {
  beforeEach(openOwnerWindow, 30_000);

  it('answers the chat checkout’s message with its order’s number, status and total, and the owner sees it with that order', async () => {
    const placed = await placeOrderHttp(orderPayload([{ item_id: jar.id, variant_id: null, quantity: 1 }]));
    expect(placed.status).toBe(200);
    const order = placed.body as { id: string; order_number: string; order_path: string; total_price: number };
    const message = buildPlacedOrderMessage({ orderNumber: order.order_number, lines: [], total: Math.round(order.total_price * 100), lbpPerUsd: null, orderPath: order.order_path, locale: 'en' }, 'whatsapp', storeConfig);
    const rania = kit().shopper('Rania');
    await rania.text(message);
    await waitFor('the answer', () => received(rania.number).length === 1, 20_000);
    const total = `$${Number(order.total_price).toFixed(2)}`;
    expect(texts(rania.number)).toEqual([`We have your order #${order.order_number}: Pending, total ${total}. We'll write to you here about it.`]);
    await waitFor('the owner’s copy', () => ownerCopiesOf(rania).length === 1, 20_000);
    expect(ownerCopiesOf(rania)[0]!.text.startsWith(`*Rania* (+${rania.number}): sent the message of order #${order.order_number} (Pending, ${total}):\n`)).toBe(true);

    // A key that opens no order is a message like any other.
    const forged = message.replace(/key=[^\s]+/, 'key=not-the-key-at-all');
    const sami = kit().shopper('Sami');
    await sami.text(forged);
    await waitFor('the acknowledgement', () => received(sami.number).length === 1, 20_000);
    expect(texts(sami.number)).toEqual(["Thanks — we've passed your message on and will answer here."]);
  }, 60_000);
});

describe('the chat checkout’s message asks for its order’s updates', () => {
  beforeEach(openOwnerWindow, 30_000);

  const followed = async (id: string) =>
    (await sql<{ whatsapp_updates: boolean; shopper_whatsapp: string | null }>('select whatsapp_updates, shopper_whatsapp from public.orders where id = $1', [id]))[0];

  it('on the number that sent it, first come: the owner’s Confirm reaches that shopper once; a wrong key marks nothing', async () => {
    // The site's chat checkout, without the box: the order keeps the typed phone's number and asks for nothing.
    const placed = await placeOrderHttp(orderPayload([{ item_id: jar.id, variant_id: null, quantity: 1 }], { channel: 'whatsapp' }));
    expect(placed.status).toBe(200);
    const order = placed.body as { id: string; order_number: string; order_path: string; total_price: number };
    const typedPhone = '96171234567';
    expect(await followed(order.id)).toEqual({ whatsapp_updates: false, shopper_whatsapp: typedPhone });
    const message = buildPlacedOrderMessage({ orderNumber: order.order_number, lines: [], total: Math.round(order.total_price * 100), lbpPerUsd: null, orderPath: order.order_path, locale: 'en' }, 'whatsapp', storeConfig);

    const forger = kit().shopper('Forger');
    await forger.text(message.replace(/key=[^\s]+/, 'key=not-the-key-at-all'));
    await waitFor('the acknowledgement', () => received(forger.number).length === 1, 20_000);
    expect(await followed(order.id)).toEqual({ whatsapp_updates: false, shopper_whatsapp: typedPhone });

    // Sent from another phone than the one typed at checkout: that phone now hears about the order.
    const rania = kit().shopper('Rania');
    await rania.text(message);
    await waitFor('the answer', () => received(rania.number).length === 1, 20_000);
    expect(await followed(order.id)).toEqual({ whatsapp_updates: true, shopper_whatsapp: rania.number });

    // A forwarded copy sent by someone else is answered, but the order's messages stay with the first sender.
    const omar = kit().shopper('Omar');
    await omar.text(message);
    await waitFor('the answer', () => received(omar.number).length === 1, 20_000);
    expect(await followed(order.id)).toEqual({ whatsapp_updates: true, shopper_whatsapp: rania.number });
    expect(texts(omar.number)[0]).toMatch(/Its updates go to the WhatsApp number that asked for them first; write here with any question\.$/);
    expect(texts(rania.number)[0]).toMatch(/We'll write to you here about it\.$/);

    const [confirm] = await sql<{ answer: { outcome: string } }>("select public.apply_order_action($1, 'confirmed') as answer", [order.id]);
    expect(confirm?.answer.outcome).toBe('applied');
    // Rania wrote a moment ago, so the status goes free-form, by the stack's sweep.
    await waitFor('the status message', () => received(rania.number).length === 2, 45_000);
    const status = received(rania.number)[1]!;
    expect(status).toMatchObject({ type: 'text', callback_data: `order:${order.id}:status:confirmed` });
    expect(status.text).toContain(`#${order.order_number}`);
    await sleep(5_000);
    expect(received(rania.number)).toHaveLength(2);
    expect(received(omar.number)).toHaveLength(1);
    expect(received(forger.number)).toHaveLength(1);
    expect((await outboxRows(`order:${order.id}:status:%`)).map((row) => row.recipient)).toEqual([rania.number]);
  }, 120_000);
});

describe('coexistence', () => {
  it('pauses the shop’s replies and relays to a shopper for 12 hours after an echo from the Business app', async () => {
    await openOwnerWindow();
    const number = newShopperNumber();
    const echo = {
      object: 'whatsapp_business_account',
      entry: [{ id: '100000000000002', changes: [{ field: 'smb_message_echoes', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '96170000001', phone_number_id: '100000000000001' }, message_echoes: [{ from: '96170000001', to: number, id: newWamid(), timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'Hi, it’s Maha from the shop' } }] } }] }],
    };
    expect((await kit().postToWebhook(JSON.stringify(echo))).status).toBe(200);
    const shopper = kit().shopper('Paused', number);
    const sent = await shopper.text('Thanks Maha!');
    await waitFor('the message processed', async () => (await sql('select processed_at from public.whatsapp_messages where wamid = $1', [sent.wamid]))[0]?.processed_at, 20_000);
    await sleep(500);
    expect(received(number)).toHaveLength(0);
    expect(ownerCopiesOf(shopper)).toHaveLength(0);
  }, 60_000);
});
