/**
 * Meta's 24-hour window, as the outbox knows it (docs/decisions/0045-one-outbox.md): one SQL
 * function says whether a number wrote in the last 24 hours, and every WhatsApp message goes
 * through it. A free-form message to a closed window goes as its template when it has one, waits
 * when it has none, and goes out, once and before the answer to what the number just wrote, when
 * that number writes. Against the shared stack: the outbox's sweep, the webhook, the Graph API sink.
 */
import { describe, expect, it } from 'vitest';
import { ownerOrderMessage } from '../../supabase/functions/_shared/order-whatsapp.ts';
import { listWhatsAppOutbox } from '../../supabase/local/whatsapp-outbox.ts';
import { sql, stackInfo } from '../support/clients.ts';
import { sleep, waitFor } from '../support/notifications.ts';
import { newShopperNumber, newWamid, webhookKit } from '../support/whatsapp-shopper.ts';
import { createItem, orderPayload, placeOrderHttp } from './order-fixtures.ts';

const kit = () => webhookKit({ apiUrl: stackInfo().apiUrl, appSecret: stackInfo().whatsappAppSecret!, query: sql });
const sinkMessages = (key: string) => listWhatsAppOutbox(stackInfo().whatsappOutboxDir).filter((message) => message.callback_data === key);
const windowOpen = async (phone: string) => (await sql<{ open: boolean }>('select private.whatsapp_window_open($1) as open', [phone]))[0]!.open;
const statusOf = async (key: string) => (await sql<{ status: string }>('select status from private.outbox where key = $1', [key]))[0]?.status;

/** A message some later kind would enqueue: free-form, to `phone`, with or without a template. */
async function enqueue(key: string, phone: string, template: Record<string, unknown> | null = null) {
  await sql(`select private.enqueue_outbox($1, 'whatsapp', 'conversation_reply', $2, $3::jsonb, $4::jsonb)`, [
    key,
    phone,
    JSON.stringify({ type: 'text', text: { body: `A message for ${phone}` } }),
    template === null ? null : JSON.stringify(template),
  ]);
  // Old enough for the sweep at once.
  await sql(`update private.outbox set created_at = now() - interval '1 minute' where key = $1`, [key]);
}

describe("Meta's 24-hour window", () => {
  it('is open for a number that wrote in the last 24 hours, compared as digits, and closed otherwise', async () => {
    const who = kit().shopper('Nour');
    expect(await windowOpen(who.number)).toBe(false);
    expect((await who.text('hi')).status).toBe(200);
    expect(await windowOpen(who.number)).toBe(true);
    expect(await windowOpen(`+${who.number.slice(0, 3)} ${who.number.slice(3, 5)} ${who.number.slice(5)}`)).toBe(true);
    await sql(`update public.whatsapp_messages set sent_at = now() - interval '24 hours 1 minute' where wa_id = $1`, [who.number]);
    expect(await windowOpen(who.number)).toBe(false);
  });

  it('holds a free-form message without a template until the number writes, then sends it once, before the answer to what it wrote', async () => {
    const number = newShopperNumber();
    const key = `test:${newWamid()}`;
    await enqueue(key, number);
    await waitFor('the sweep to find the window closed', async () => (await statusOf(key)) === 'awaiting_window', 30_000);
    await sleep(4_000); // more sweeps: it stays, unsent
    expect(await statusOf(key)).toBe('awaiting_window');
    expect(sinkMessages(key)).toHaveLength(0);

    // A word the conversation answers itself (anything else goes to the owner, not as a reply).
    const { wamid } = await kit().shopper('Karim', number).text('إلغاء');
    await waitFor('the held message and the reply', async () => (await statusOf(key)) === 'sent' && (await statusOf(`reply:${wamid}`)) === 'sent', 30_000);
    await sleep(4_000);
    const [held] = sinkMessages(key);
    const [reply] = sinkMessages(`reply:${wamid}`);
    expect(sinkMessages(key)).toHaveLength(1);
    expect(held!.created_at <= reply!.created_at).toBe(true);
  }, 60_000);

  it('sends the template instead while the window is closed', async () => {
    const item = await createItem({ name: 'Window Test Bowl', price: 5 });
    const order = orderPayload([{ item_id: item.id, variant_id: null, quantity: 1 }]);
    expect((await placeOrderHttp(order)).status).toBe(200);
    const [row] = await sql<{ order_number: string; total_price: string; customer_city: string; access_key: string }>('select * from public.orders where id = $1', [order.id]);
    const number = newShopperNumber();
    const key = `order:${order.id}:window_test`;
    const { messaging_product: _p, recipient_type: _r, to: _t, biz_opaque_callback_data: _c, ...template } = ownerOrderMessage(
      number,
      { id: order.id, ...row! },
      1,
      { orderPage: `${order.id}?key=${row!.access_key}`, confirmToken: 'window.test', cancelToken: 'window.test' },
      'en',
    );
    await enqueue(key, number, template);
    await waitFor('the template to go out', async () => (await statusOf(key)) === 'sent', 30_000);
    const [sent] = sinkMessages(key);
    expect(sent).toMatchObject({ type: 'template', to: number });
    expect(sinkMessages(key)).toHaveLength(1);
  }, 60_000);
});
