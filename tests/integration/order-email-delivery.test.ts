/**
 * Every order is e-mailed to the owner exactly once, whatever the shopper's browser does: the
 * browser's call is the fast path, and the stack's sweep (every few seconds on the test stack,
 * every minute by default) sends whatever is still waiting. Against the real stack: the function
 * under Deno, the sweep timer, the mail sink on the gateway.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql, stackInfo } from '../support/clients.ts';
import { emailsFor, failEmail, sleep, waitFor } from '../support/notifications.ts';
import { EMAIL_DELIVERY, failRecordsOf, letTimePass } from '../support/outbox.ts';
import { createItem, orderPayload, placeOrderHttp, type CreatedItem } from './order-fixtures.ts';

interface Delivery {
  notified_at: Date | null;
  email_attempts: number;
  email_last_error: string | null;
  email_message_id: string | null;
  email_lease_expires_at: Date | null;
}

const mailsFor = (orderId: string) => emailsFor(stackInfo().outboxDir, orderId);

async function delivery(orderId: string): Promise<Delivery> {
  const [row] = await sql<Delivery & { email_failed_at: Date | null }>(EMAIL_DELIVERY, [orderId]);
  const { email_failed_at: _, ...delivery } = row!;
  return delivery;
}

async function callFunction(body: unknown) {
  const { apiUrl, anonKey } = stackInfo();
  const response = await fetch(`${apiUrl}/functions/v1/send-order-email`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What the function does first: claim the order's e-mail, here without ever sending. */
async function claimAndDie(orderId: string, leaseSeconds: number) {
  return sql<{ id: string; email_attempts: number }>(
    'select order_id as id, attempts as email_attempts from private.claim_outbox(p_key => $1, p_lease_seconds => $2)',
    [emailKey(orderId), leaseSeconds],
  );
}

const emailKey = (orderId: string) => `order:${orderId}:owner_email`;

/** A message sent straight to the mail sink (Resend's contract) under an Idempotency-Key. */
const sendToSink = (body: unknown, key: string) =>
  fetch(`${stackInfo().apiUrl}/resend/emails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer re_test', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

let item: CreatedItem;

async function placeOrder(): Promise<string> {
  const order = orderPayload([{ item_id: item.id, variant_id: null, quantity: 1 }]);
  expect((await placeOrderHttp(order)).status).toBe(200);
  return order.id;
}

/** Waits until the sweep would take the order (it leaves orders younger than 10 s to the browser). */
async function waitUntilSweepable(orderId: string) {
  await waitFor(
    'the order to be 10 s old',
    async () => (await sql<{ due: boolean }>(`select created_at <= now() - interval '10 seconds' as due from public.orders where id = $1`, [orderId]))[0]!.due,
    30_000,
  );
}

beforeAll(async () => {
  item = await createItem({ name: 'Test Delivery Bowl', price: 9 });
});

describe('order e-mail delivery', () => {
  it('e-mails an order no browser reported, within 90 s, once', async () => {
    const orderId = await placeOrder();
    const [mail] = await waitFor('the sweep to e-mail the order', () => (mailsFor(orderId).length > 0 ? mailsFor(orderId) : undefined), 90_000);
    expect(mail!.idempotency_key).toBe(orderId);
    const sent = await waitFor('the delivery to be recorded', async () => {
      const row = await delivery(orderId);
      return row.notified_at ? row : undefined;
    }, 10_000);
    expect(sent).toMatchObject({ email_attempts: 1, email_last_error: null, email_message_id: mail!.id, email_lease_expires_at: null });

    // Later sweeps leave it alone.
    await sleep(7_000);
    expect(mailsFor(orderId)).toHaveLength(1);
    expect((await delivery(orderId)).email_attempts).toBe(1);
  }, 120_000);

  it('sends an order whose sender died after claiming it once the lease runs out, and only once', async () => {
    const orderId = await placeOrder();
    const [claimed] = await claimAndDie(orderId, 600);
    expect(claimed).toMatchObject({ id: orderId, email_attempts: 1 });

    // While the lease holds, neither the sweep nor the browser's call sends it.
    await waitUntilSweepable(orderId);
    await sleep(7_000);
    expect(await callFunction({ order_id: orderId })).toMatchObject({ status: 200, body: { sent: false, reason: 'in_progress' } });
    expect(mailsFor(orderId)).toHaveLength(0);

    // The lease runs out (time passes): the next sweep sends it.
    await letTimePass(sql, emailKey(orderId));
    await waitFor('the sweep to send the order', () => mailsFor(orderId).length > 0, 30_000);
    await waitFor('the delivery to be recorded', async () => (await delivery(orderId)).notified_at, 10_000);
    await sleep(7_000);
    expect(mailsFor(orderId)).toHaveLength(1);
    expect((await delivery(orderId)).email_attempts).toBe(2);
  }, 120_000);

  it('marks an order whose e-mail went out but whose sender died before recording it: the retry sends the same body and gets the first answer', async () => {
    const orderId = await placeOrder();
    // The sender dies between Resend's answer and its record (a power cut, a killed function):
    // here the record is refused, so the e-mail is out, the order unmarked and its lease held.
    const recordAgain = await failRecordsOf(sql, emailKey(orderId));
    try {
      expect(await callFunction({ order_id: orderId })).toMatchObject({ status: 200, body: { sent: true } });
    } finally {
      await recordAgain();
    }
    const [first] = mailsFor(orderId);
    expect(first).toBeDefined();
    expect(await delivery(orderId)).toMatchObject({ notified_at: null, email_attempts: 1 });

    // Later (at least 10 s: a retry comes a lease later, 2 minutes, with the clock moved on), the
    // lease runs out and the sweep sends again: the same body under the same key.
    await waitUntilSweepable(orderId);
    await letTimePass(sql, emailKey(orderId));
    const marked = await waitFor('the sweep to record the e-mail', async () => {
      const row = await delivery(orderId);
      return row.notified_at ? row : undefined;
    }, 30_000);
    expect(marked).toMatchObject({ email_attempts: 2, email_last_error: null, email_message_id: first!.id, email_lease_expires_at: null });
    await sleep(7_000);
    expect(mailsFor(orderId)).toHaveLength(1);
    expect((await delivery(orderId)).email_attempts).toBe(2);
  }, 120_000);

  it("records an order whose key Resend already holds with another body (409) as sent by an earlier attempt, and never retries it", async () => {
    const orderId = await placeOrder();
    // An earlier attempt's e-mail about this order, made before something it is made from changed
    // (a deploy of another template): the key is taken, with another body.
    const earlier = { from: 'MOMobel Orders <orders@momobel.local>', to: ['owner@momobel.local'], subject: `New Order #${orderId.slice(-8)} - before a deploy`, text: 'An earlier template' };
    expect((await sendToSink(earlier, orderId)).status).toBe(200);

    expect(await callFunction({ order_id: orderId })).toMatchObject({ status: 200, body: { sent: false, reason: 'already_sent' } });
    const recorded = await delivery(orderId);
    expect(recorded).toMatchObject({ email_attempts: 1, email_message_id: null, email_lease_expires_at: null });
    expect(recorded.notified_at).not.toBeNull();
    expect(recorded.email_last_error).toMatch(/^Sent by an earlier attempt.*: 409 invalid_idempotent_request /);

    // Off the owner's guide's list of orders not e-mailed, and left alone by later sweeps.
    await waitUntilSweepable(orderId);
    await sleep(7_000);
    expect(await delivery(orderId)).toMatchObject({ email_attempts: 1, notified_at: recorded.notified_at });
    expect(mailsFor(orderId)).toHaveLength(1);
  }, 120_000);

  it('makes one e-mail when the browser call and sweeps race for an order', async () => {
    const orders = [await placeOrder(), await placeOrder(), await placeOrder()];
    await waitUntilSweepable(orders[2]!);
    const calls = await Promise.all([
      ...orders.flatMap((orderId) => [callFunction({ order_id: orderId }), callFunction({ order_id: orderId })]),
      callFunction({ sweep: true }),
      callFunction({ sweep: true }),
    ]);
    for (const answer of calls.slice(0, 6)) {
      expect(answer.status).toBe(200);
      expect([true, 'already_sent', 'in_progress']).toContain(answer.body.sent === true ? true : answer.body.reason);
    }
    for (const answer of calls.slice(6)) expect(answer).toMatchObject({ status: 200, body: { sweep: true } });
    for (const orderId of orders) {
      await waitFor('the delivery to be recorded', async () => (await delivery(orderId)).notified_at, 30_000);
    }
    await sleep(7_000);
    for (const orderId of orders) expect(mailsFor(orderId)).toHaveLength(1);
  }, 120_000);

  it('retries through a Resend outage (the sink answering 500) and then sends once', async () => {
    const orderId = await placeOrder();
    const dir = stackInfo().outboxDir;
    const aside = `${dir}-outage`;
    renameSync(dir, aside);
    writeFileSync(dir, 'not a folder: the sink answers 500 while it cannot store messages');
    try {
      expect(await callFunction({ order_id: orderId })).toMatchObject({ status: 502, body: { sent: false, reason: 'send_failed' } });
      const failed = await delivery(orderId);
      expect(failed).toMatchObject({ notified_at: null, email_attempts: 1 });
      expect(failed.email_last_error).toMatch(/500/);
      // The sweep retries it (and fails again) while the outage lasts.
      await waitFor('the sweep to retry', async () => (await delivery(orderId)).email_attempts >= 2, 40_000);
      expect((await delivery(orderId)).notified_at).toBeNull();
    } finally {
      rmSync(dir);
      renameSync(aside, dir);
    }
    const sent = await waitFor('the retry to succeed', async () => {
      const row = await delivery(orderId);
      return row.notified_at ? row : undefined;
    }, 40_000);
    await sleep(7_000);
    const mails = mailsFor(orderId);
    expect(mails).toHaveLength(1);
    expect(sent.email_message_id).toBe(mails[0]!.id);
    expect(sent.email_last_error).toMatch(/500/);
  }, 120_000);

  it('gives up after the tenth attempt while Resend never answers, lists the order as failed, and sends it again when asked', async () => {
    await waitFor('every earlier order to be e-mailed', async () => (await sql(`select 1 from private.outbox where kind = 'owner_order_email' and status = 'pending'`)).length === 0, 90_000);
    const orderId = await placeOrder();
    // Eight attempts failed already (the schedule's first hour, as time passes).
    await sql(`update private.outbox set attempts = 8 where key = $1`, [emailKey(orderId)]);
    await failEmail(stackInfo().apiUrl, 'timeout');
    try {
      expect(await callFunction({ order_id: orderId })).toMatchObject({ status: 502, body: { sent: false, reason: 'send_failed' } });
      expect(await delivery(orderId)).toMatchObject({ notified_at: null, email_attempts: 9, email_last_error: 'no answer within 10 s' });
      // The hour passes: the sweep's attempt is the tenth, and the last.
      await letTimePass(sql, emailKey(orderId));
      await waitFor('the e-mail to be given up', async () => (await sql(`select 1 from private.outbox where key = $1 and status = 'failed'`, [emailKey(orderId)])).length === 1, 60_000);
    } finally {
      await failEmail(stackInfo().apiUrl, null);
    }
    expect(await delivery(orderId)).toMatchObject({ notified_at: null, email_attempts: 10, email_lease_expires_at: null, email_last_error: 'Gave up after 10 attempts; the last: no answer within 10 s' });
    await sleep(7_000); // two sweeps: none takes it again
    expect((await delivery(orderId)).email_attempts).toBe(10);
    expect(await callFunction({ order_id: orderId })).toMatchObject({ status: 200, body: { sent: false, reason: 'failed' } });
    expect(mailsFor(orderId)).toHaveLength(0);

    const ownerGuide = readFileSync('docs/owner.md', 'utf8');
    const query = /```sql\n(-- Orders not e-mailed[\s\S]*?)```/.exec(ownerGuide)?.[1];
    const rows = await sql<{ id: string; email_status: string; email_last_error: string }>(query!);
    expect(rows.find((row) => row.id === orderId)).toMatchObject({ email_status: 'failed', email_last_error: expect.stringMatching(/^Gave up after 10 attempts/) });
    // Once Resend answers again, the owner's guide's statement sends the given-up ones again, each once.
    const resend = /```sql\n(-- Send the given-up e-mails again[\s\S]*?)```/.exec(ownerGuide)?.[1];
    expect(resend).toBeDefined();
    await sql(resend!);
    await waitFor('the e-mail', async () => ((await delivery(orderId)).notified_at ? true : undefined), 30_000);
    expect(mailsFor(orderId)).toHaveLength(1);
  }, 120_000);

  it('shows which orders were not e-mailed and why, with the query in docs/owner.md', async () => {
    const orderId = await placeOrder();
    await sql(`update private.outbox set attempts = 4, last_error = '422 validation_error: Invalid from address', next_attempt_at = now() + interval '1 hour' where key = $1`, [emailKey(orderId)]);
    const ownerGuide = readFileSync('docs/owner.md', 'utf8');
    const query = /```sql\n(-- Orders not e-mailed[\s\S]*?)```/.exec(ownerGuide)?.[1];
    expect(query).toBeDefined();
    const rows = await sql<{ id: string; email_attempts: number; email_last_error: string | null }>(query!);
    expect(rows.find((row) => row.id === orderId)).toMatchObject({ email_attempts: 4, email_last_error: '422 validation_error: Invalid from address' });
    await sql(`update private.outbox set status = 'sent', sent_at = now(), lease_expires_at = null where key = $1`, [emailKey(orderId)]);
  });
});

describe("the local mail sink's idempotency", () => {
  const message = { from: 'Shop <shop@example.test>', to: ['owner@example.test'], subject: 'Idempotency test', text: 'Hello' };

  it('answers a repeated key with the first message and refuses it with a different message, as Resend does', async () => {
    const key = `sink-idempotency/${Date.now()}`;
    const first = (await (await sendToSink(message, key)).json()) as { id: string };
    const again = await sendToSink(message, key);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(first.id);
    const other = await sendToSink({ ...message, subject: 'Something else' }, key);
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ name: 'invalid_idempotent_request' });
  });
});
