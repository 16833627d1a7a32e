/**
 * The order's life in the chat (issue 57) against the real stack, as the owner and shoppers use
 * it. Here: the checkout's "Send me order updates on WhatsApp" reaches the order through
 * place_order (the shopper's RPC through the gateway with the anon key); the order keeps the
 * shopper's WhatsApp number (private.whatsapp_digits, held to src/domain/phone.ts by its examples);
 * the owner's WhatsApp actions go by the e-mail links' rules, recorded as owner_whatsapp; the
 * shopper's Confirm and Cancel count once, from the order's own number only. State read and the
 * private functions called as the database owner, as the functions call them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWhatsAppOutbox, type WhatsAppOutboxMessage } from '../../supabase/local/whatsapp-sink.ts';
import { loadOrCreateSecrets } from '../../supabase/local/keys.ts';
import { signOrderAction, signShopperAction, unixSeconds, type OrderAction, type ShopperAction } from '../../supabase/functions/_shared/order-action-token.ts';
import { sql, stackInfo } from '../support/clients.ts';
import { closeWhatsAppWindow } from '../support/outbox.ts';
import { webhookKit, type StoredReply } from '../support/whatsapp-shopper.ts';
import { waitFor } from '../support/notifications.ts';
import { WHATSAPP_DIGITS } from '../support/phone-examples.ts';
import { createItem, errorDetails, inventoryOf, orderPayload, placeOrderHttp, type CreatedItem } from './order-fixtures.ts';

let item: CreatedItem;
let stocked: CreatedItem;

beforeAll(async () => {
  item = await createItem({ price: 12 });
  stocked = await createItem({ price: 5, inventory: 1000 });
});

const lines = () => [{ item_id: item.id, variant_id: null, quantity: 1 }];

async function storedUpdates(id: string): Promise<boolean | undefined> {
  const [row] = await sql<{ whatsapp_updates: boolean }>('select whatsapp_updates from public.orders where id = $1', [id]);
  return row?.whatsapp_updates;
}

describe('place_order and whatsapp_updates', () => {
  it('stores the ticked box on the order; absent or null, the order asks for nothing', async () => {
    const ticked = orderPayload(lines(), { whatsapp_updates: true });
    expect((await placeOrderHttp(ticked)).status).toBe(200);
    expect(await storedUpdates(ticked.id)).toBe(true);

    const absent = orderPayload(lines());
    expect((await placeOrderHttp(absent)).status).toBe(200);
    expect(await storedUpdates(absent.id)).toBe(false);

    const nulled = { ...orderPayload(lines()), whatsapp_updates: null };
    expect((await placeOrderHttp(nulled)).status).toBe(200);
    expect(await storedUpdates(nulled.id)).toBe(false);
  });

  it('refuses anything but a boolean, and stores nothing', async () => {
    for (const value of ['yes', 1, 'true', {}]) {
      const payload = { ...orderPayload(lines()), whatsapp_updates: value };
      const answer = await placeOrderHttp(payload);
      expect(answer.status, JSON.stringify(value)).toBe(400);
      expect(answer.body.message).toBe('invalid_order');
      expect(errorDetails(answer)).toEqual({ field: 'whatsapp_updates', reason: 'not_a_boolean' });
      expect(await storedUpdates(payload.id)).toBeUndefined();
    }
  });

  it('is not part of the attempt: sent again with the box changed, it is the same order, which keeps what it stored', async () => {
    const first = orderPayload(lines());
    const placed = await placeOrderHttp(first);
    expect(placed.status).toBe(200);
    const again = await placeOrderHttp({ ...first, whatsapp_updates: true });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(placed.body.id);
    expect(await storedUpdates(first.id)).toBe(false);
  });
});

describe('the shopper\'s WhatsApp number', () => {
  it('private.whatsapp_digits reads every example as src/domain/phone.ts does', async () => {
    for (const [typed, digits] of WHATSAPP_DIGITS) {
      const [row] = await sql<{ digits: string | null }>('select private.whatsapp_digits($1) as digits', [typed]);
      expect(row?.digits, typed).toBe(digits);
    }
  });

  it('is kept on the order when it is placed', async () => {
    const payload = orderPayload(lines(), { customer: { name: 'Rana', phone: '03 123 456', city: 'Beirut', street: 'Hamra' } });
    expect((await placeOrderHttp(payload)).status).toBe(200);
    const [row] = await sql<{ shopper_whatsapp: string }>('select shopper_whatsapp from public.orders where id = $1', [payload.id]);
    expect(row?.shopper_whatsapp).toBe('9613123456');
  });
});

const SHOPPER = '96171234567';

/** A placed order of `quantity` stocked items from +961 71 234 567, its id. */
async function placeStocked(quantity = 1): Promise<string> {
  const payload = orderPayload([{ item_id: stocked.id, variant_id: null, quantity }], { whatsapp_updates: true });
  const answer = await placeOrderHttp(payload);
  expect(answer.status).toBe(200);
  return payload.id;
}

async function ownerTap(id: string, status: string) {
  const [row] = await sql<{ answer: { outcome: string; status: string | null } }>("select private.change_order_status($1, $2, 'owner_whatsapp') as answer", [id, status]);
  return row!.answer;
}

async function shopperTap(id: string, action: 'confirm' | 'cancel', from = SHOPPER) {
  const [row] = await sql<{ answer: { outcome: string; status: string | null; shopper_confirmed_at: string | null } }>(
    'select private.apply_shopper_order_action($1, $2, $3) as answer',
    [id, action, from],
  );
  return row!.answer;
}

async function events(id: string) {
  return sql<{ status: string; changed_by: string }>('select status, changed_by from public.order_events where order_id = $1 order by id', [id]);
}

describe("the owner's buttons, by the e-mail links' rules", () => {
  it('confirm, out for delivery, delivered: each applied once, recorded as owner_whatsapp; a repeat is already done', async () => {
    const id = await placeStocked();
    expect(await ownerTap(id, 'confirmed')).toMatchObject({ outcome: 'applied', status: 'confirmed' });
    expect(await ownerTap(id, 'confirmed')).toMatchObject({ outcome: 'already_done', status: 'confirmed' });
    expect(await ownerTap(id, 'out_for_delivery')).toMatchObject({ outcome: 'applied' });
    expect(await ownerTap(id, 'delivered')).toMatchObject({ outcome: 'applied', status: 'delivered' });
    expect(await ownerTap(id, 'cancelled')).toMatchObject({ outcome: 'not_allowed', status: 'delivered' });
    expect(await events(id)).toEqual([
      { status: 'pending', changed_by: 'shopper' },
      { status: 'confirmed', changed_by: 'owner_whatsapp' },
      { status: 'out_for_delivery', changed_by: 'owner_whatsapp' },
      { status: 'delivered', changed_by: 'owner_whatsapp' },
    ]);
  });

  it('an action the status does not allow changes nothing; an unknown order is not found', async () => {
    const id = await placeStocked();
    expect(await ownerTap(id, 'delivered')).toMatchObject({ outcome: 'not_allowed', status: 'pending' });
    expect(await ownerTap('00000000-0000-4000-8000-000000000000', 'confirmed')).toMatchObject({ outcome: 'not_found' });
    expect(await events(id)).toEqual([{ status: 'pending', changed_by: 'shopper' }]);
  });

  it("the e-mail's links still record owner_link", async () => {
    const id = await placeStocked();
    const [row] = await sql<{ answer: { outcome: string } }>("select public.apply_order_action($1, 'confirmed') as answer", [id]);
    expect(row?.answer.outcome).toBe('applied');
    expect((await events(id)).at(-1)).toEqual({ status: 'confirmed', changed_by: 'owner_link' });
  });
});

describe("the shopper's Confirm and Cancel", () => {
  it('Confirm stores when, once; from another number it changes nothing', async () => {
    const id = await placeStocked();
    expect(await shopperTap(id, 'confirm', '96170999999')).toMatchObject({ outcome: 'not_yours', shopper_confirmed_at: null });
    const first = await shopperTap(id, 'confirm', '+961 71 234 567');
    expect(first).toMatchObject({ outcome: 'confirmed', status: 'pending' });
    expect(first.shopper_confirmed_at).not.toBeNull();
    const again = await shopperTap(id, 'confirm');
    expect(again).toMatchObject({ outcome: 'already_confirmed', shopper_confirmed_at: first.shopper_confirmed_at });
    // The shopper's confirmation is not the owner's: the status stays the owner's to change.
    expect(await events(id)).toEqual([{ status: 'pending', changed_by: 'shopper' }]);
  });

  it('Cancel while pending or confirmed cancels, recorded as shopper, stock given back once; a repeat is already cancelled', async () => {
    const before = await inventoryOf('items', stocked.id);
    const id = await placeStocked(2);
    expect(await inventoryOf('items', stocked.id)).toBe(before! - 2);
    expect(await ownerTap(id, 'confirmed')).toMatchObject({ outcome: 'applied' });
    expect(await shopperTap(id, 'cancel', '96170999999')).toMatchObject({ outcome: 'not_yours', status: 'confirmed' });
    expect(await shopperTap(id, 'cancel')).toMatchObject({ outcome: 'cancelled', status: 'cancelled' });
    expect(await shopperTap(id, 'cancel')).toMatchObject({ outcome: 'already_cancelled', status: 'cancelled' });
    expect(await shopperTap(id, 'confirm')).toMatchObject({ outcome: 'too_late', status: 'cancelled' });
    expect(await inventoryOf('items', stocked.id)).toBe(before);
    expect((await events(id)).map((event) => `${event.status}:${event.changed_by}`)).toEqual(['pending:shopper', 'confirmed:owner_whatsapp', 'cancelled:shopper']);
  });

  it('Cancel once out for delivery is too late and changes nothing', async () => {
    const id = await placeStocked();
    await ownerTap(id, 'confirmed');
    await ownerTap(id, 'out_for_delivery');
    expect(await shopperTap(id, 'cancel')).toMatchObject({ outcome: 'too_late', status: 'out_for_delivery' });
    expect((await events(id)).at(-1)).toEqual({ status: 'out_for_delivery', changed_by: 'owner_whatsapp' });
  });
});

/** What the WhatsApp sink received under an outbox key (the message's biz_opaque_callback_data). */
function sentUnder(key: string): WhatsAppOutboxMessage[] {
  return listWhatsAppOutbox(stackInfo().whatsappOutboxDir).filter((message) => message.callback_data === key);
}

async function outboxRows(orderId: string) {
  return sql<{ key: string; kind: string; recipient: string | null; status: string }>(
    "select key, kind, recipient, status from private.outbox where order_id = $1 and key not like '%:owner_%' order by id",
    [orderId],
  );
}

/** The stack's sweep (every 3 s, rows 10 s old) sends it; once, whatever the sweeps after do. */
async function sentOnce(key: string): Promise<WhatsAppOutboxMessage> {
  const [message] = await waitFor(`${key} to be sent`, () => (sentUnder(key).length > 0 ? sentUnder(key) : null), 45_000);
  return message!;
}

/**
 * The shopper wrote to the shop just now: their 24-hour window is open, for the shop (the message
 * recorded) and for the sink, which plays Meta and refuses a free-form message outside it.
 */
async function shopperWrites(waId: string) {
  const opened = await fetch(`${stackInfo().apiUrl}/graph/_sink/window`, { method: 'POST', body: JSON.stringify({ number: waId, wrote: true }) });
  expect(opened.ok).toBe(true);
  await sql(
    `insert into public.whatsapp_messages (wamid, wa_id, profile_name, type, payload, sent_at, processed_at)
     values ($1, $2, 'Rania', 'text', '{}'::jsonb, now(), now())`,
    [`wamid.orderlife-${Date.now()}-${Math.random().toString(36).slice(2)}`, waId],
  );
}

describe('the shopper hears each step', () => {
  it("a web order with updates gets the shopper's confirmation template, with its Confirm and Cancel", async () => {
    const id = await placeStocked();
    expect(await outboxRows(id)).toEqual([{ key: `order:${id}:shopper_confirm`, kind: 'shopper_order_confirm', recipient: SHOPPER, status: 'pending' }]);
    const message = await sentOnce(`order:${id}:shopper_confirm`);
    expect(message).toMatchObject({ type: 'template', to: SHOPPER, template: 'order_confirm_shopper', language: 'en' });
    expect(message.type === 'template' && message.choices?.map((choice) => choice.id.split(':')[0])).toEqual(['shopper_confirm', 'shopper_cancel']);
  });

  it('the owner confirms once, and the shopper who confirmed is told once; a repeated tap changes nothing and sends nothing', async () => {
    const id = await placeStocked();
    expect(await shopperTap(id, 'confirm')).toMatchObject({ outcome: 'confirmed' });
    expect(await ownerTap(id, 'confirmed')).toMatchObject({ outcome: 'applied' });
    expect(await ownerTap(id, 'confirmed')).toMatchObject({ outcome: 'already_done' });
    expect((await outboxRows(id)).map((row) => row.key)).toEqual([`order:${id}:shopper_confirm`, `order:${id}:status:confirmed`]);
    // The shopper never wrote: the status goes as the template, never free-form.
    const message = await sentOnce(`order:${id}:status:confirmed`);
    expect(message).toMatchObject({ type: 'template', to: SHOPPER, template: 'order_update', body_parameters: [id.slice(-8), 'confirmed', expect.stringMatching(new RegExp(`^${id}\\?key=`))] });
    expect(sentUnder(`order:${id}:status:confirmed`)).toHaveLength(1);
  });

  it("the owner's Confirm is not a fifth template: a silent shopper outside their window hears next when it is on its way", async () => {
    const id = await placeStocked();
    await ownerTap(id, 'confirmed');
    expect((await outboxRows(id)).map((row) => row.key)).toEqual([`order:${id}:shopper_confirm`]);
  });

  // Two statuses applied by SQL, each sent by the sweep (every 3 s, rows 10 s old): past the 30 s default.
  it('out for delivery and delivered go through, the shopper told each time; free-form once their window is open', async () => {
    const id = await placeStocked();
    await shopperTap(id, 'confirm');
    await ownerTap(id, 'confirmed');
    await ownerTap(id, 'out_for_delivery');
    expect(await sentOnce(`order:${id}:status:out_for_delivery`)).toMatchObject({ type: 'template', template: 'order_update' });
    await shopperWrites(SHOPPER);
    await ownerTap(id, 'delivered');
    const delivered = await sentOnce(`order:${id}:status:delivered`);
    expect(delivered).toMatchObject({ type: 'text', to: SHOPPER });
    expect(delivered.type === 'text' && delivered.text).toMatch(/^Your order #[0-9a-f]{8} has been delivered\. Thank you for shopping with us!\nhttp/);
    expect((await outboxRows(id)).map((row) => row.key.split(':').slice(2).join(':'))).toEqual([
      'shopper_confirm',
      'status:confirmed',
      'status:out_for_delivery',
      'status:delivered',
    ]);
  }, 90_000);

  it("a shopper's own Cancel is answered to them, not sent again as a status message", async () => {
    const id = await placeStocked();
    expect(await shopperTap(id, 'cancel')).toMatchObject({ outcome: 'cancelled' });
    expect((await outboxRows(id)).map((row) => row.key)).toEqual([`order:${id}:shopper_confirm`]);
  });

  it('a web order without updates sends its shopper nothing, whatever happens to it', async () => {
    const payload = orderPayload([{ item_id: stocked.id, variant_id: null, quantity: 1 }]);
    expect((await placeOrderHttp(payload)).status).toBe(200);
    await ownerTap(payload.id, 'confirmed');
    await ownerTap(payload.id, 'cancelled');
    expect(await outboxRows(payload.id)).toEqual([]);
  });
});

const OWNER = '96170000000';
const kit = () => webhookKit({ apiUrl: stackInfo().apiUrl, appSecret: stackInfo().whatsappAppSecret!, query: sql });
const secret = () => loadOrCreateSecrets(stackInfo().stateDir).orderActionSecret;

async function createdAt(id: string): Promise<number> {
  const [row] = await sql<{ created_at: Date }>('select created_at from public.orders where id = $1', [id]);
  return unixSeconds(row!.created_at.toISOString());
}
const ownerButton = async (action: string, status: OrderAction, id: string) => `${action}:${await signOrderAction(secret(), id, status, await createdAt(id))}`;
const shopperButton = async (action: ShopperAction, id: string) => `${action}:${await signShopperAction(secret(), id, action, await createdAt(id))}`;

/** A tap on a template's quick reply, as Meta delivers it (fixtures/meta-webhooks/button.json). */
const tapTemplate = (payload: string) => ({ type: 'button', button: { payload, text: payload.split(':')[0] } });

const bodyOf = (reply: StoredReply) => reply.body.text?.body ?? ((reply.body.interactive as { body?: { text?: string } } | undefined)?.body?.text ?? '');
const buttonsOf = (reply: StoredReply) =>
  ((reply.body.interactive as { action?: { buttons?: { reply: { id: string; title: string } }[] } } | undefined)?.action?.buttons ?? []).map((button) => button.reply.title);

async function statusOf(id: string) {
  const [row] = await sql<{ status: string; shopper_confirmed_at: Date | null }>('select status, shopper_confirmed_at from public.orders where id = $1', [id]);
  return row!;
}

describe('taps in WhatsApp, through the webhook', () => {
  // The owner's taps open the owner's window; the other files' owner messages expect a template.
  afterAll(() => closeWhatsAppWindow(stackInfo().apiUrl, sql, OWNER));

  it('the owner confirms by one tap, once: the next buttons come back, the shopper is told; a repeat answers "already"', async () => {
    const { shopper, replyTo } = kit();
    const owner = shopper('Owner', OWNER);
    const id = await placeStocked();
    // The shopper confirmed the cash order: the owner's Confirm is theirs to hear.
    await shopperTap(id, 'confirm');
    const first = await owner.send(tapTemplate(await ownerButton('confirm', 'confirmed', id)));
    expect(first.status).toBe(200);
    const applied = await replyTo(first.wamid);
    expect(bodyOf(applied)).toBe(`Order #${id.slice(-8)} is now confirmed.\nConfirmation: confirmed by the shopper`);
    expect(buttonsOf(applied)).toEqual(['Out for delivery', 'Cancel']);
    expect(await statusOf(id)).toMatchObject({ status: 'confirmed' });
    expect((await events(id)).at(-1)).toEqual({ status: 'confirmed', changed_by: 'owner_whatsapp' });
    await sentOnce(`order:${id}:status:confirmed`);

    // The same delivery again, and a second tap: nothing changes, the second tap hears "already".
    await owner.send(tapTemplate(await ownerButton('confirm', 'confirmed', id)), { wamid: first.wamid });
    const again = await owner.send({ type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: await ownerButton('confirm', 'confirmed', id), title: 'Confirm' } } });
    expect(bodyOf(await replyTo(again.wamid))).toBe(`Order #${id.slice(-8)} was already confirmed. Nothing changed.`);
    expect((await events(id)).filter((event) => event.status === 'confirmed')).toHaveLength(1);
    expect((await outboxRows(id)).filter((row) => row.key.endsWith(':status:confirmed'))).toHaveLength(1);
  });

  it("the owner's buttons do nothing from another number; a forged, mismatched or another order's button does nothing either", async () => {
    const { shopper, replyTo } = kit();
    const id = await placeStocked();
    const other = await placeStocked();
    const stranger = shopper('Stranger');
    const fromStranger = await stranger.send(tapTemplate(await ownerButton('confirm', 'confirmed', id)));
    expect(bodyOf(await replyTo(fromStranger.wamid))).toBe('This button is not for this number. Nothing changed.');

    const owner = shopper('Owner', OWNER);
    const genuine = await ownerButton('confirm', 'confirmed', id);
    const forged = `${genuine.slice(0, -2)}${genuine.endsWith('AA') ? 'BB' : 'AA'}`;
    // A Delivered button made from the Confirm token: the token names another action.
    const mismatched = `delivered:${genuine.slice('confirm:'.length)}`;
    for (const payload of [forged, mismatched]) {
      const tap = await owner.send(tapTemplate(payload));
      expect(bodyOf(await replyTo(tap.wamid))).toBe('This button is not valid. Nothing changed.');
    }
    // An action the status does not allow: the other order cannot be delivered while pending.
    const early = await owner.send(tapTemplate(await ownerButton('delivered', 'delivered', other)));
    expect(bodyOf(await replyTo(early.wamid))).toBe(`Order #${other.slice(-8)} is waiting for confirmation, so it cannot be marked delivered. Nothing changed.`);
    expect(await statusOf(id)).toMatchObject({ status: 'pending' });
    expect(await statusOf(other)).toMatchObject({ status: 'pending' });
  });

  it("the shopper's Confirm is stored and the owner is told; another number cannot cancel someone else's order", async () => {
    const { shopper, replyTo } = kit();
    const id = await placeStocked();
    const stranger = shopper('Stranger');
    const theft = await stranger.send(tapTemplate(await shopperButton('shopper_cancel', id)));
    expect(bodyOf(await replyTo(theft.wamid))).toBe('This button is for the number that placed the order. Nothing changed.');
    expect(await statusOf(id)).toMatchObject({ status: 'pending', shopper_confirmed_at: null });

    const rania = shopper('Rania Haddad', SHOPPER);
    const confirm = await rania.send(tapTemplate(await shopperButton('shopper_confirm', id)));
    expect(bodyOf(await replyTo(confirm.wamid))).toBe(`Thank you! Order #${id.slice(-8)} is confirmed. We will tell you here when it is on its way.`);
    expect((await statusOf(id)).shopper_confirmed_at).not.toBeNull();
    const notice = await sentOnce(`order:${id}:owner_shopper_confirmed`);
    expect(notice).toMatchObject({ to: OWNER });
    expect(notice.type !== 'template' && notice.text).toBe(`Order #${id.slice(-8)} was confirmed by the shopper.`);
  });

  it("a shopper's Cancel cancels (changed_by shopper), answers them and tells the owner", async () => {
    const { shopper, replyTo } = kit();
    const id = await placeStocked();
    const rania = shopper('Rania Haddad', SHOPPER);
    const cancel = await rania.send(tapTemplate(await shopperButton('shopper_cancel', id)));
    expect(bodyOf(await replyTo(cancel.wamid))).toBe(`Order #${id.slice(-8)} is cancelled. You pay nothing.`);
    expect((await events(id)).at(-1)).toEqual({ status: 'cancelled', changed_by: 'shopper' });
    const notice = await sentOnce(`order:${id}:owner_shopper_cancelled`);
    expect(notice.type !== 'template' && notice.text).toBe(`The shopper cancelled order #${id.slice(-8)}. Its items are back in stock.`);
    const again = await rania.send(tapTemplate(await shopperButton('shopper_cancel', id)));
    expect(bodyOf(await replyTo(again.wamid))).toBe(`Order #${id.slice(-8)} was already cancelled. Nothing changed.`);
  });
});

describe("the owner's order message", () => {
  afterAll(async () => {
    await sql("update public.whatsapp_messages set sent_at = sent_at - interval '25 hours' where wa_id = $1", [OWNER]);
  });

  it("outside the owner's window is the template with Confirm and Cancel as quick replies; inside it, a free-form message with the same buttons", async () => {
    await sql("update public.whatsapp_messages set sent_at = sent_at - interval '25 hours' where wa_id = $1", [OWNER]);
    const closed = await placeStocked();
    const template = await sentOnce(`order:${closed}:owner_whatsapp`);
    expect(template).toMatchObject({ type: 'template', template: 'new_order_owner', to: OWNER });
    expect(template.type === 'template' && template.choices?.map((choice) => [choice.id.split(':')[0], choice.title])).toEqual([
      ['confirm', 'Confirm'],
      ['cancel', 'Cancel'],
    ]);

    await shopperWrites(OWNER);
    const open = await placeStocked();
    const message = await sentOnce(`order:${open}:owner_whatsapp`);
    expect(message).toMatchObject({ type: 'interactive', to: OWNER });
    expect(message.type === 'interactive' && message.text).toContain(`New order #${open.slice(-8)}`);
    expect(message.type === 'interactive' && message.text).toContain('Confirmation: not confirmed yet');
    expect(message.type === 'interactive' && message.choices.map((choice) => choice.title)).toEqual(['Confirm', 'Cancel']);
  });
});
