/**
 * Ordering without leaving WhatsApp, as a shopper does it (docs/decisions/0029-ordering-in-the-whatsapp-chat.md, issue 46's "Done
 * when"): signed deliveries to whatsapp-webhook, the conversation machine driven by the function,
 * prices from the database, place_order, replies through the local Graph API sink, the owner's
 * e-mail and WhatsApp template after. Nothing of the back end is mocked.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql, stackInfo } from '../support/clients.ts';
import { whatsappMessageProblems } from '../../src/domain/whatsappLimits.ts';
import { listWhatsAppOutbox } from '../../supabase/local/whatsapp-outbox.ts';
import { emailsFor, failWhatsApp, sleep, waitFor, whatsappFor } from '../support/notifications.ts';
import { choices, confirmChoice, webhookKit, type Sent, type Shopper, type StoredReply } from '../support/whatsapp-shopper.ts';
import { REPLY } from '../support/outbox.ts';
import { createItem, type CreatedItem } from './order-fixtures.ts';

/** All the words of a reply: its text, header, body, footer, rows and buttons. */
const words = (reply: StoredReply) => JSON.stringify(reply.body);

interface Area { id: string; name: string; fee: number; freeThreshold: number | null }

let pan: CreatedItem;
let mug: CreatedItem;
let area: Area;

const kit = () => webhookKit({ apiUrl: stackInfo().apiUrl, appSecret: stackInfo().whatsappAppSecret!, query: sql });
const shopper = (name?: string) => kit().shopper(name);
const answered = (step: Promise<Sent>) => kit().answered(step);
const replyTo = (wamid: string, timeoutMs?: number) => kit().replyTo(wamid, timeoutMs);
const repliesTo = (number: string) => kit().repliesTo(number);
const toSummary = (who: Shopper, cart: Promise<Sent>, street?: string, building?: string) => kit().toSummary(who, cart, area.id, street, building);
const confirmId = (summary: StoredReply) => confirmChoice(summary)!;

interface OrderRow {
  id: string;
  order_number: string;
  channel: string;
  locale: string;
  customer_name: string;
  customer_phone: string;
  customer_street: string;
  delivery_area: string;
  subtotal: string;
  delivery_fee: string;
  total_price: string;
  access_key: string;
}

const ordersOf = (who: Shopper) =>
  sql<OrderRow>(
    `select id, order_number, channel, locale, customer_name, customer_phone, customer_street, delivery_area, subtotal, delivery_fee, total_price, access_key
     from public.orders where customer_phone = $1`,
    [`+${who.number}`],
  );

const linesOf = (orderId: string) =>
  sql<{ item_id: string; variant_id: string | null; quantity: number; unit_price: string }>(
    'select item_id, variant_id, quantity, unit_price from public.order_items where order_id = $1 order by unit_price desc',
    [orderId],
  );

beforeAll(async () => {
  pan = await createItem({ name: `WA Test Pan ${randomUUID().slice(0, 6)}`, price: 30, variants: [{ size: '24 cm', price: 28, sale_price: 25 }, { size: '28 cm', price: 32 }] });
  mug = await createItem({ name: `WA Test Mug ${randomUUID().slice(0, 6)}`, price: 9, sale_price: 7.5 });
  await sql(`update public.items set name_ar = 'مقلاة اختبار' where id = $1`, [pan.id]);
  const [first] = await sql<{ id: string; name: string; fee: string; free_threshold: string | null }>(
    `select a.id, a.name, z.fee, z.free_threshold from public.delivery_areas a join public.delivery_zones z on z.id = a.zone_id and z.active
     order by z.sort_order, z.name, a.sort_order, a.name limit 1`,
  );
  area = { id: first!.id, name: first!.name, fee: Number(first!.fee), freeThreshold: first!.free_threshold === null ? null : Number(first!.free_threshold) };
});

describe('a catalogue cart becomes an order in the chat', () => {
  it('prices the cart at the shop’s prices, asks the area, street and building, places one order on Confirm and answers its number and page', async () => {
    const rania = shopper('Rania Haddad');
    const cart = [
      { retailerId: pan.variantIds[0]!, quantity: 2, price: 0.01 },
      { retailerId: mug.id, quantity: 1, price: 0.01 },
    ];
    const { summary, seen } = await toSummary(rania, rania.cart(cart));
    // The shop's prices (variant's sale price ×2, product's sale price), never Meta's $0.01.
    for (const amount of ['$50.00', '$7.50', '$57.50']) expect(words(seen[0]!)).toContain(amount);
    expect(words(seen[0]!)).not.toContain('0.01');
    expect(await ordersOf(rania)).toHaveLength(0); // nothing placed before Confirm

    const placed = await answered(rania.choose(confirmId(summary), 'button_reply'));
    const [order, ...more] = await ordersOf(rania);
    expect(more).toHaveLength(0);
    const subtotal = 2 * 25 + 7.5;
    const fee = area.freeThreshold !== null && subtotal >= area.freeThreshold ? 0 : area.fee;
    expect(order).toMatchObject({
      channel: 'whatsapp',
      locale: 'en',
      customer_name: 'Rania Haddad',
      customer_street: 'Hamra Street 12',
      delivery_area: area.name,
    });
    expect(Number(order!.subtotal)).toBe(subtotal);
    expect(Number(order!.delivery_fee)).toBe(fee);
    expect(Number(order!.total_price)).toBe(subtotal + fee);
    expect(await linesOf(order!.id)).toEqual([
      { item_id: pan.id, variant_id: pan.variantIds[0], quantity: 2, unit_price: '25.00' },
      { item_id: mug.id, variant_id: null, quantity: 1, unit_price: '7.50' },
    ]);
    expect(words(placed)).toContain(order!.order_number);
    expect(words(placed)).toContain(`/order/${order!.id}?key=${order!.access_key}`);

    // The owner hears as for every order: one e-mail, one WhatsApp template.
    await waitFor('the owner’s e-mail and WhatsApp message', () => emailsFor(stackInfo().outboxDir, order!.id).length === 1 && whatsappFor(stackInfo().whatsappOutboxDir, order!.id).length === 1, 60_000);
    // Every reply went out once, with what it answers as its callback data.
    for (const reply of await repliesTo(rania.number)) expect(reply).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  }, 90_000);

  it('places one order for the same Confirm delivered twice and for a second Confirm', async () => {
    const samir = shopper('Samir');
    const { summary } = await toSummary(samir, samir.cart([{ retailerId: mug.id, quantity: 3 }]));
    const confirm = { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: confirmId(summary), title: 'Confirm' } } };
    const first = await samir.send(confirm);
    // Meta delivers the same message again, twice at once.
    const again = await Promise.all([samir.send(confirm, { wamid: first.wamid }), samir.send(confirm, { wamid: first.wamid })]);
    for (const answer of [first, ...again]) expect(answer.status).toBe(200);
    await replyTo(first.wamid);
    // The shopper taps Confirm again.
    const second = await answered(samir.choose(confirmId(summary), 'button_reply'));
    const orders = await ordersOf(samir);
    expect(orders).toHaveLength(1);
    expect(words(second)).toContain(orders[0]!.order_number);
    expect(await sql(REPLY, [first.wamid])).toHaveLength(1);
  }, 90_000);

  it('answers an Arabic cart in Arabic', async () => {
    const layla = shopper('ليلى');
    const { summary, seen } = await toSummary(layla, layla.cart([{ retailerId: pan.variantIds[1]!, quantity: 1 }], 'مرحبا، بدي هيدا'), 'شارع الحمرا ١٢', 'بناية النور');
    for (const reply of [...seen, summary]) expect(words(reply)).toMatch(/[\u0600-\u06ff]/);
    expect(words(seen[0]!)).toContain('مقلاة اختبار');
    await answered(layla.choose(confirmId(summary), 'button_reply'));
    const [order] = await ordersOf(layla);
    expect(order).toMatchObject({ locale: 'ar', channel: 'whatsapp', customer_street: 'شارع الحمرا ١٢' });
  }, 90_000);

  it('answers a cart of unknown products and places nothing', async () => {
    const nadim = shopper('Nadim');
    const reply = await answered(nadim.cart([{ retailerId: randomUUID(), quantity: 1 }, { retailerId: 'no-such-product', quantity: 2 }]));
    expect(choices(reply).some((choice) => choice.id.startsWith('confirm:') || choice.id.startsWith('area:'))).toBe(false);
    // Nothing is under way, so what follows is a question for the owner, not an area (its copy
    // waits for the owner's window when the owner has not written today).
    const { wamid } = await nadim.text('Hamra');
    await waitFor('the owner’s copy', async () => (await sql(`select 1 from private.outbox where key = $1 and status in ('sent', 'awaiting_window')`, [`relay:${wamid}:0`])).length === 1, 30_000);
    expect(await ordersOf(nadim)).toHaveLength(0);
  }, 60_000);

  it('gives 20 shoppers ordering at once each exactly their own order', async () => {
    const shoppers = Array.from({ length: 20 }, (_, index) => shopper(`Shopper ${index + 1}`));
    await Promise.all(
      shoppers.map(async (who, index) => {
        const { summary } = await toSummary(who, who.cart([{ retailerId: mug.id, quantity: index + 1 }]), `Street ${index + 1}`);
        await answered(who.choose(confirmId(summary), 'button_reply'));
      }),
    );
    for (const [index, who] of shoppers.entries()) {
      const orders = await ordersOf(who);
      expect(orders, who.name).toHaveLength(1);
      expect(orders[0]).toMatchObject({ customer_name: who.name, customer_street: `Street ${index + 1}` });
      expect(await linesOf(orders[0]!.id)).toEqual([{ item_id: mug.id, variant_id: null, quantity: index + 1, unit_price: '7.50' }]);
    }
  }, 180_000);
});

describe('nothing a shopper sends breaks the chat', () => {
  it('answers odd text, a million pieces and unknown types once each (a valid reply, or passed on to the owner), never a 5xx or a half order', async () => {
    const odd = shopper(`"Odd" 'name' 🙂\n${'x'.repeat(300)}`);
    const sent = [
      odd.cart([{ retailerId: mug.id, quantity: 1_000_000 }, { retailerId: pan.variantIds[0]!, quantity: -3 }, { retailerId: pan.variantIds[1]!, quantity: 0 }], `"quoted"\nline\n${'🙂'.repeat(50)}`),
      odd.text(`Street "one"\n'two'\n${'ش'.repeat(5000)}`),
      odd.text('🙂🙂🙂'),
      odd.send({ type: 'image', image: { id: '1', mime_type: 'image/jpeg' } }),
      odd.send({ type: 'hologram', hologram: { depth: 3 } }),
      odd.send({ type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: `confirm:${randomUUID()}`, title: 'Confirm' } } }),
      odd.choose('x'.repeat(300)),
    ];
    const wamids: string[] = [];
    for (const step of sent) {
      const { wamid, status } = await step;
      expect(status).toBe(200);
      wamids.push(wamid);
    }
    // Each message gets its one answer: the conversation's reply, or the owner's copy. The cart
    // (the million mugs limited) asks for the area, so the typed text, the emoji and both taps are
    // answers to that question; the photo and the unknown type are for the owner.
    const answers = await waitFor(
      'an answer to each',
      async () => {
        const rows = await sql<{ key: string }>(`select key from private.outbox where status in ('sent', 'awaiting_window') and (key = any($1) or key = any($2))`, [wamids.map((wamid) => `reply:${wamid}`), wamids.map((wamid) => `relay:${wamid}:0`)]);
        return rows.length === sent.length ? rows.map((row) => row.key) : undefined;
      },
      60_000,
    );
    expect(answers.filter((key) => key.startsWith('relay:')).sort()).toEqual([`relay:${wamids[3]}:0`, `relay:${wamids[4]}:0`].sort());
    for (const reply of await repliesTo(odd.number)) expect(whatsappMessageProblems(reply.body)).toEqual([]);
    expect(await ordersOf(odd)).toHaveLength(0);
  }, 90_000);
});

/** The replies the Graph API sink accepted for one shopper message. */
const sinkRepliesTo = (wamid: string) => listWhatsAppOutbox(stackInfo().whatsappOutboxDir).filter((message) => message.callback_data === `reply:${wamid}`);

describe('replies with the owner channel’s guarantees', () => {
  it('goes out with its callback data, and is retried after a 500 until sent, once', async () => {
    const omar = shopper('Omar');
    const first = await answered(omar.text('cancel'));
    const [kept] = sinkRepliesTo(first.inbound_wamid);
    expect(kept).toMatchObject({ to: omar.number, callback_data: `reply:${first.inbound_wamid}` });
    expect(kept!.request).toMatchObject({ messaging_product: 'whatsapp', to: omar.number, biz_opaque_callback_data: `reply:${first.inbound_wamid}` });

    await failWhatsApp(stackInfo().apiUrl, '500', 1);
    try {
      const { wamid } = await omar.text('cancel');
      // The first attempt fails; the sweep (every 3 s here) sends it once the reply is 10 s old.
      const reply = await replyTo(wamid, 60_000);
      expect(reply.attempts).toBe(2);
      expect(reply.last_error).toMatch(/^500/);
      await sleep(4_000);
      expect(sinkRepliesTo(wamid)).toHaveLength(1);
    } finally {
      await failWhatsApp(stackInfo().apiUrl, null);
    }
  }, 90_000);

  it('records a reply from Meta’s status when its sender died after Meta accepted it, and never sends it again', async () => {
    const dina = shopper('Dina');
    const { wamid } = await dina.text('cancel');
    await replyTo(wamid);
    // As if the sender had died between Meta's answer and its record: the reply waits, held.
    await sql(`update private.outbox set status = 'pending', sent_at = null, provider_id = null, lease_expires_at = now() + interval '5 seconds' where key = $1`, [`reply:${wamid}`]);
    const status = { id: 'wamid.status-of-the-reply', status: 'delivered', recipient_id: dina.number, timestamp: '1', biz_opaque_callback_data: `reply:${wamid}` };
    const { postToWebhook } = kit();
    const { deliveryOf } = await import('../support/whatsapp-shopper.ts');
    expect((await postToWebhook(JSON.stringify(deliveryOf({ statuses: [status] })))).status).toBe(200);
    const [row] = await sql<{ status: string; message_id: string }>(REPLY, [wamid]);
    // Recorded from a status: this one, or the sink's own for the real message when, on a busy
    // machine, one of its retried statuses landed after the reply was set back to waiting.
    expect(row?.status).toBe('sent');
    expect(row?.message_id).toMatch(/^wamid\./);
    await sleep(8_000); // the lease has run out and two sweeps have passed
    expect(sinkRepliesTo(wamid)).toHaveLength(1);
  }, 60_000);
});

describe('a crash between receiving and replying', () => {
  it('is caught by the sweep: a message recorded and never answered gets its one reply', async () => {
    const hana = shopper('Hana');
    const { wamid } = await hana.text('cancel');
    await replyTo(wamid);
    // As if the function had died right after recording: the message waits, unanswered.
    const lost = `wamid.lost${randomUUID().replace(/-/g, '')}`;
    await sql(
      `insert into public.whatsapp_messages (wamid, wa_id, profile_name, type, payload, sent_at, received_at)
       values ($1, $2, 'Hana', 'text', $3, now(), now() - interval '1 minute')`,
      [lost, hana.number, JSON.stringify({ id: lost, from: hana.number, type: 'text', text: { body: 'cancel' } })],
    );
    const reply = await replyTo(lost, 30_000);
    expect(reply.attempts).toBe(1);
    await sleep(4_000);
    expect(await sql(REPLY, [lost])).toHaveLength(1);
  }, 60_000);
});
