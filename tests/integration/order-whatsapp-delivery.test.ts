/**
 * Every order reaches the owner's WhatsApp once, as reliably as the e-mail (issue 34,
 * docs/decisions/0027-owner-whatsapp-template.md): the browser's call is the fast path, the stack's sweep (every 3 s on the test stack) sends
 * whatever is still waiting. Against the real stack: send-order-whatsapp under Deno, the sweep
 * timers, and the local WhatsApp Cloud API sink on the gateway, told to fail where a test says so.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { amountToCents, formatMoney } from '../../supabase/functions/_shared/format.ts';
import { lbpBeside } from '../../src/domain/delivery.ts';
import { ownerOrderMessage, type WhatsAppOrder } from '../../supabase/functions/_shared/order-whatsapp.ts';
import { LOCAL_WHATSAPP } from '../../supabase/local/whatsapp-sink.ts';
import { sql, stackInfo } from '../support/clients.ts';
import { emailsFor, failWhatsApp, sleep, waitFor, whatsappFor } from '../support/notifications.ts';
import { letTimePass, WHATSAPP_DELIVERY } from '../support/outbox.ts';
import { createItem, orderPayload, placeOrderHttp, type CreatedItem } from './order-fixtures.ts';

interface WhatsAppRecord {
  whatsapp_status: string;
  whatsapp_sent_at: Date | null;
  whatsapp_attempts: number;
  whatsapp_last_error: string | null;
  whatsapp_message_id: string | null;
  whatsapp_lease_expires_at: Date | null;
  notified_at: Date | null;
}

async function record(orderId: string): Promise<WhatsAppRecord> {
  const [row] = await sql<WhatsAppRecord>(WHATSAPP_DELIVERY, [orderId]);
  return row!;
}

const whatsappKey = (orderId: string) => `order:${orderId}:owner_whatsapp`;

/** What a sender does first, here without ever sending: claim (one message by key, or a sweep's round). */
const claimAndDie = (key: string | null, leaseSeconds = 120) =>
  sql<{ order_id: string }>(`select order_id from private.claim_outbox(p_key => $1, p_kinds => array['owner_order_whatsapp'], p_lease_seconds => $2)`, [key, leaseSeconds]);

const messages = (orderId: string) => whatsappFor(stackInfo().whatsappOutboxDir, orderId);

async function callFunction(name: string, body: unknown) {
  const { apiUrl, anonKey } = stackInfo();
  const response = await fetch(`${apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const askWhatsApp = (orderId: string) => callFunction('send-order-whatsapp', { order_id: orderId });

let item: CreatedItem;

async function placeOrder(lines: { item_id: string; quantity: number }[] = [{ item_id: item.id, quantity: 1 }], customer?: Record<string, string>): Promise<string> {
  const order = orderPayload(lines.map((line) => ({ ...line, variant_id: null })), customer ? { customer: customer as never } : {});
  const answer = await placeOrderHttp(order);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return order.id;
}

/**
 * No order waits for its message: a failure the sink is told to make goes to this test's orders,
 * not to another file's order the sweep happens to be sending.
 */
async function noOrderWaiting() {
  await waitFor('every earlier order to be sent', async () => (await sql(`select 1 from private.outbox where kind = 'owner_order_whatsapp' and status = 'pending'`)).length === 0, 90_000);
}

const sent = (orderId: string) => waitFor(`order ${orderId}'s WhatsApp message`, async () => ((await record(orderId)).whatsapp_status === 'sent' ? record(orderId) : undefined), 60_000);

beforeAll(async () => {
  item = await createItem({ name: 'Test WhatsApp Bowl', price: 9 });
});

afterEach(async () => {
  await failWhatsApp(stackInfo().apiUrl, null);
});

describe('the owner hears about every order on WhatsApp', () => {
  it('sends each of 50 concurrent orders exactly one WhatsApp message and one e-mail', async () => {
    // Half the shoppers' browsers ask for both notifications at once, the WhatsApp message twice
    // (a retried request racing the first); the other half never ask (a closed tab), and the
    // sweeps send those.
    const orderIds = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const orderId = await placeOrder();
        if (index % 2 === 0) {
          const answers = await Promise.all([askWhatsApp(orderId), askWhatsApp(orderId), callFunction('send-order-email', { order_id: orderId })]);
          for (const answer of answers) expect(answer.status).toBe(200);
        }
        return orderId;
      }),
    );
    for (const orderId of orderIds) {
      await waitFor('both notifications to be recorded', async () => {
        const row = await record(orderId);
        return row.whatsapp_status === 'sent' && row.notified_at !== null;
      }, 120_000);
    }
    await sleep(7_000); // two more sweeps: they must leave every order alone
    for (const orderId of orderIds) {
      const [message, ...more] = messages(orderId);
      expect(more, `order ${orderId}`).toHaveLength(0);
      expect(emailsFor(stackInfo().outboxDir, orderId), `order ${orderId}`).toHaveLength(1);
      const row = await record(orderId);
      expect(row).toMatchObject({ whatsapp_attempts: 1, whatsapp_last_error: null, whatsapp_message_id: message!.id, whatsapp_lease_expires_at: null });
      const [{ total_price: total, lbp_per_usd: rate }] = (await sql<{ total_price: string; lbp_per_usd: number | null }>(
        'select total_price, lbp_per_usd from public.orders where id = $1',
        [orderId],
      )) as [{ total_price: string; lbp_per_usd: number | null }];
      expect(message!.body_parameters).toEqual([orderId.slice(-8), `${formatMoney(total)}${rate ? ` ${lbpBeside(amountToCents(total), rate, 'en')}` : ''}`, 'Beirut', 'Cash on delivery', '1']);
      expect(message!.to).toBe('96170000000');
    }
  }, 240_000);

  it('retries while the platform answers 500 and sends each order once when it recovers', async () => {
    await noOrderWaiting();
    await failWhatsApp(stackInfo().apiUrl, '500');
    const orderIds = [await placeOrder(), await placeOrder(), await placeOrder()];
    for (const orderId of orderIds) {
      expect(await askWhatsApp(orderId)).toMatchObject({ status: 502, body: { sent: false, reason: 'send_failed' } });
      expect(await record(orderId)).toMatchObject({ whatsapp_status: 'waiting', whatsapp_attempts: 1, whatsapp_sent_at: null });
      expect((await record(orderId)).whatsapp_last_error).toMatch(/^500 \(#131000\)/);
    }
    // The sweep retries them (and fails again) while the outage lasts.
    for (const orderId of orderIds) await waitFor('the sweep to retry', async () => (await record(orderId)).whatsapp_attempts >= 2, 40_000);
    expect(orderIds.flatMap(messages)).toHaveLength(0);

    await failWhatsApp(stackInfo().apiUrl, null);
    for (const orderId of orderIds) await sent(orderId);
    await sleep(7_000);
    for (const orderId of orderIds) {
      const [message, ...more] = messages(orderId);
      expect(more).toHaveLength(0);
      const row = await record(orderId);
      expect(row.whatsapp_message_id).toBe(message!.id);
      expect(row.whatsapp_last_error).toMatch(/^500/); // kept after the success, for the owner to see
    }
  }, 120_000);

  it('retries after a 429 and after a time-out, then sends once', async () => {
    await noOrderWaiting();
    const throttled = await placeOrder();
    await failWhatsApp(stackInfo().apiUrl, '429', 1);
    expect(await askWhatsApp(throttled)).toMatchObject({ status: 502, body: { reason: 'send_failed' } });
    expect((await record(throttled)).whatsapp_last_error).toMatch(/^429 \(#130429\) Rate limit hit/);

    const unanswered = await placeOrder();
    await failWhatsApp(stackInfo().apiUrl, 'timeout', 1);
    expect(await askWhatsApp(unanswered)).toMatchObject({ status: 502, body: { reason: 'send_failed' } });
    expect((await record(unanswered)).whatsapp_last_error).toBe('no answer within 10 s');

    for (const orderId of [throttled, unanswered]) {
      await sent(orderId);
      expect((await record(orderId)).whatsapp_attempts).toBe(2);
    }
    await sleep(4_000);
    for (const orderId of [throttled, unanswered]) expect(messages(orderId)).toHaveLength(1);
  }, 120_000);

  it('records a refused token (401) once, never retries it, and shows it with the query in docs/owner.md', async () => {
    await noOrderWaiting();
    await failWhatsApp(stackInfo().apiUrl, '401');
    const orderId = await placeOrder();
    expect(await askWhatsApp(orderId)).toMatchObject({ status: 502, body: { sent: false, reason: 'refused' } });
    const refused = await record(orderId);
    expect(refused).toMatchObject({ whatsapp_status: 'failed', whatsapp_attempts: 1, whatsapp_lease_expires_at: null, whatsapp_sent_at: null });
    expect(refused.whatsapp_last_error).toMatch(/^401 \(#190\) Error validating access token/);

    // The token works again (the sink no longer refuses it): still nothing is retried by itself.
    await failWhatsApp(stackInfo().apiUrl, null);
    await sleep(10_000); // three sweeps, and the order is well past the sweep's 10 s
    expect(await record(orderId)).toMatchObject({ whatsapp_status: 'failed', whatsapp_attempts: 1 });
    expect(messages(orderId)).toHaveLength(0);
    expect(await askWhatsApp(orderId)).toMatchObject({ status: 200, body: { sent: false, reason: 'refused' } });

    const ownerGuide = readFileSync('docs/owner.md', 'utf8');
    const query = /```sql\n(-- Orders not sent on WhatsApp[\s\S]*?)```/.exec(ownerGuide)?.[1];
    expect(query).toBeDefined();
    const rows = await sql<{ id: string; whatsapp_status: string; whatsapp_last_error: string }>(query!);
    expect(rows.find((row) => row.id === orderId)).toMatchObject({ whatsapp_status: 'failed', whatsapp_last_error: refused.whatsapp_last_error });

    // Once the owner has fixed the token, the owner's guide's statement sends the refused orders again.
    const resend = /```sql\n(-- Send the refused WhatsApp messages again[\s\S]*?)```/.exec(ownerGuide)?.[1];
    expect(resend).toBeDefined();
    await sql(resend!);
    await sent(orderId);
    await sleep(4_000);
    expect(messages(orderId)).toHaveLength(1);
  }, 120_000);

  it('sends a batch whose sender died after claiming it once the lease runs out, each once', async () => {
    await noOrderWaiting();
    const orderIds = [await placeOrder(), await placeOrder(), await placeOrder(), await placeOrder()];
    await sql(`update private.outbox set created_at = created_at - interval '1 minute' where key = any($1)`, [orderIds.map(whatsappKey)]);
    // What a sweep does first, here without ever sending: claim a round, then die.
    const claimed = (await claimAndDie(null, 600)).map((row) => row.order_id);
    expect(claimed).toEqual(expect.arrayContaining(orderIds));

    // While the lease holds, neither the sweep nor the browser's call sends them.
    await sleep(7_000);
    expect(await askWhatsApp(orderIds[0]!)).toMatchObject({ status: 200, body: { sent: false, reason: 'in_progress' } });
    expect(orderIds.flatMap(messages)).toHaveLength(0);

    // The lease runs out (time passes): the next sweep sends them, once each.
    for (const orderId of orderIds) await letTimePass(sql, whatsappKey(orderId));
    for (const orderId of orderIds) await sent(orderId);
    await sleep(7_000);
    for (const orderId of orderIds) {
      expect(messages(orderId)).toHaveLength(1);
      expect((await record(orderId)).whatsapp_attempts).toBe(2);
    }
  }, 120_000);

  it('sends product names and areas with quotes, breaks, tabs, long runs of spaces and Arabic as valid template text', async () => {
    // An order names its area in one line (place_order refuses control characters); the owner's
    // area list may hold anything else.
    const area = `Achrafieh "Sassine"      عين المريسة 'Bldg' ${randomUUID().slice(0, 8)}`;
    const [zone] = await sql<{ id: string }>(`select id from public.delivery_zones where active order by sort_order limit 1`);
    // With its Arabic name, and gone afterwards: other files read every area from the same stack
    // (arabic-content wants each one named in Arabic).
    await sql(`insert into public.delivery_areas (name, name_ar, zone_id, sort_order) values ($1, 'عين المريسة', $2, 999)`, [area, zone!.id]);
    onTestFinished(() => sql(`delete from public.delivery_areas where name = $1`, [area]).then(() => undefined));
    const odd = await createItem({ name: `Bowl "deep"\n\twith      spaces, وعاء ${'y'.repeat(150)}`, price: 4 });
    const orderId = await placeOrder([{ item_id: odd.id, quantity: 2 }, { item_id: item.id, quantity: 1 }], {
      name: 'Rania Haddad',
      phone: '+961 71 234 567',
      city: 'Beirut',
      street: 'Hamra Street 12',
      area,
    });
    expect(await askWhatsApp(orderId)).toMatchObject({ status: 200, body: { sent: true } });
    const [message] = messages(orderId);
    expect(message!.body_parameters[2]).toBe(area.replace(/\s+/g, ' '));
    expect(message!.body_parameters[4]).toBe('2');
  });

  it('gives up after the tenth attempt while the platform never answers: failed, never sent again, in the query of docs/owner.md', async () => {
    await noOrderWaiting();
    const orderId = await placeOrder();
    // Eight attempts failed already (the schedule's first hour, as time passes).
    await sql(`update private.outbox set attempts = 8 where key = $1`, [whatsappKey(orderId)]);
    await failWhatsApp(stackInfo().apiUrl, 'timeout');
    expect(await askWhatsApp(orderId)).toMatchObject({ status: 502, body: { sent: false, reason: 'send_failed' } });
    expect(await record(orderId)).toMatchObject({ whatsapp_status: 'waiting', whatsapp_attempts: 9, whatsapp_last_error: 'no answer within 10 s' });
    const [{ wait }] = (await sql<{ wait: number }>(`select extract(epoch from next_attempt_at - now()) as wait from private.outbox where key = $1`, [whatsappKey(orderId)])) as [{ wait: number }];
    expect(Number(wait)).toBeGreaterThan(59 * 60);

    // The hour passes: the sweep's attempt is the tenth, and the last.
    await letTimePass(sql, whatsappKey(orderId));
    await waitFor('the order to be given up', async () => (await record(orderId)).whatsapp_status === 'failed', 60_000);
    const given = await record(orderId);
    expect(given).toMatchObject({ whatsapp_attempts: 10, whatsapp_lease_expires_at: null, whatsapp_sent_at: null, whatsapp_last_error: 'Gave up after 10 attempts; the last: no answer within 10 s' });

    await failWhatsApp(stackInfo().apiUrl, null);
    await sleep(7_000); // two sweeps
    expect(await record(orderId)).toMatchObject({ whatsapp_status: 'failed', whatsapp_attempts: 10 });
    expect(messages(orderId)).toHaveLength(0);
    expect(await askWhatsApp(orderId)).toMatchObject({ status: 200, body: { sent: false, reason: 'refused' } });
    const query = /```sql\n(-- Orders not sent on WhatsApp[\s\S]*?)```/.exec(readFileSync('docs/owner.md', 'utf8'))?.[1];
    const rows = await sql<{ id: string; whatsapp_status: string; whatsapp_last_error: string }>(query!);
    expect(rows.find((row) => row.id === orderId)).toMatchObject({ whatsapp_status: 'failed', whatsapp_last_error: given.whatsapp_last_error });
    await sql(`update private.outbox set status = 'off' where key = $1`, [whatsappKey(orderId)]);
  }, 120_000);

  it("records a message the platform accepted and its sender never recorded from Meta's status, so the sweep never sends it again", async () => {
    await noOrderWaiting();
    const orderId = await placeOrder();
    // A sender claims the order and sends the owner's message, then dies before recording Meta's answer.
    const { apiUrl } = stackInfo();
    expect(await claimAndDie(whatsappKey(orderId))).toHaveLength(1);
    const [claimed] = await sql<WhatsAppOrder & { access_key: string }>('select * from public.orders where id = $1', [orderId]);
    const body = ownerOrderMessage('96170000000', claimed!, 1, { orderPage: `${orderId}?key=${claimed!.access_key}`, confirmToken: 'died.before-recording', cancelToken: 'died.before-recording' }, 'en');
    const sent = await fetch(`${apiUrl}/graph/v23.0/${LOCAL_WHATSAPP.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_WHATSAPP.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(sent.status).toBe(200);
    const wamid = ((await sent.json()) as { messages: { id: string }[] }).messages[0]!.id;

    // The sink delivers the message's statuses to whatsapp-webhook within seconds, long before the 2-minute lease runs out.
    await waitFor('the status to record the message', async () => (await record(orderId)).whatsapp_status === 'sent', 20_000);
    expect(await record(orderId)).toMatchObject({ whatsapp_message_id: wamid, whatsapp_attempts: 1, whatsapp_lease_expires_at: null, whatsapp_last_error: null });
    await sleep(7_000); // two sweeps, and the fast path
    expect(await askWhatsApp(orderId)).toMatchObject({ status: 200, body: { sent: false, reason: 'already_sent' } });
    expect(messages(orderId).map((message) => message.id)).toEqual([wamid]);
  }, 60_000);
});
