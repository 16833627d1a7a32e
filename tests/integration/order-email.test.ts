/**
 * The send-order-email edge function and the local mail sink, against the real stack: the
 * function runs under Deno, sends with the Resend SDK to the sink on the gateway, and the sink
 * keeps each message as a file in the stack's outbox folder.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../supabase/local/mail-sink.ts';
import { sql, stackInfo } from '../support/clients.ts';
import { emailsFor, type ShopEmail } from '../support/notifications.ts';
import { EMAIL_DELIVERY } from '../support/outbox.ts';
import { createItem, orderPayload, ordersApiForStack, placeOrderHttp, type CreatedItem } from './order-fixtures.ts';

/** Every e-mail the sink holds, oldest first. */
const outbox = () => listOutbox(stackInfo().outboxDir);
const mailsFor = (orderId: string) => emailsFor(stackInfo().outboxDir, orderId);

async function callFunction(body: unknown, init: RequestInit = {}) {
  const { apiUrl, anonKey } = stackInfo();
  const response = await fetch(`${apiUrl}/functions/v1/send-order-email`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: json, headers: response.headers };
}

async function notifiedAt(orderId: string): Promise<Date | null> {
  const [row] = await sql<{ notified_at: Date | null }>(EMAIL_DELIVERY, [orderId]);
  return row!.notified_at;
}

let item: CreatedItem;
let sized: CreatedItem;

async function placeOrder(customer: Record<string, string> = {}, discountCode?: string): Promise<string> {
  const order = orderPayload(
    [
      { item_id: item.id, variant_id: null, quantity: 2 },
      { item_id: sized.id, variant_id: sized.variantIds[0]!, quantity: 1 },
    ],
    {
      customer: { name: 'Rania Haddad', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra Street 12', ...customer },
      ...(discountCode ? { discount_code: discountCode } : {}),
    },
  );
  const answer = await placeOrderHttp(order);
  expect(answer.status).toBe(200);
  return order.id;
}

beforeAll(async () => {
  item = await createItem({ name: 'Test Email Jar & Lid', price: 12.5 });
  sized = await createItem({ name: 'Test Email Vase', price: 20, variants: [{ size: '<Large>', price: 7.25 }] });
});

describe('send-order-email', () => {
  it('sends the owner one e-mail with the order, every shopper value escaped', async () => {
    const orderId = await placeOrder({
      name: 'Rania <img src=x onerror=alert(1)>',
      building: 'Bldg "A"',
      floor: "3 & 4",
      notes: 'Please ring twice <script>alert("x")</script>\nThanks',
    });
    const answer = await callFunction({ order_id: orderId });
    expect(answer).toMatchObject({ status: 200, body: { sent: true } });

    const mails = mailsFor(orderId);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ShopEmail];
    // 2 × $12.50 + $7.25 = $32.25, + $3 delivery.
    expect(mail.subject).toBe(`New Order #${orderId.slice(-8)} - $35.25`);
    expect(mail.to).toEqual(['owner@momobel.local']);
    expect(mail.from).toBe('MOMobel Orders <orders@momobel.local>');

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('Please ring twice &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Thanks');
    expect(mail.html).toContain('Rania &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Bldg &quot;A&quot;');
    expect(mail.html).toContain('3 &amp; 4');
    expect(mail.html).toContain('Test Email Jar &amp; Lid');
    expect(mail.html).toContain('&lt;Large&gt;');
    for (const amount of ['$12.50', '$25.00', '$7.25', '$32.25', '$3.00', '$35.25']) expect(mail.html).toContain(amount);

    expect(mail.text).toContain('Please ring twice <script>alert("x")</script>\nThanks');
    expect(mail.text).toContain('- Test Email Jar & Lid - Qty 2 × $12.50 = $25.00');
    expect(mail.text).toContain('Total: $35.25');
    expect(await notifiedAt(orderId)).toBeInstanceOf(Date);
  });

  it('links the owner to the shopper’s WhatsApp in international form, showing the number as typed', async () => {
    const orderId = await placeOrder({ phone: '03 123 456' });
    expect(await callFunction({ order_id: orderId })).toMatchObject({ status: 200, body: { sent: true } });
    const [mail] = mailsFor(orderId) as [ShopEmail];
    expect(mail.html).toContain('href="https://wa.me/9613123456"');
    expect(mail.html).not.toContain('wa.me/03123456');
    expect(mail.html).toContain('>03 123 456</a>');
  });

  it('sends at most once: a second call, and calls at the same time, send nothing more', async () => {
    const orderId = await placeOrder();
    expect((await callFunction({ order_id: orderId })).body).toEqual({ sent: true });
    expect(await callFunction({ order_id: orderId })).toMatchObject({ status: 200, body: { sent: false, reason: 'already_sent' } });
    expect(mailsFor(orderId)).toHaveLength(1);

    const racing = await placeOrder();
    const answers = await Promise.all(Array.from({ length: 6 }, () => callFunction({ order_id: racing })));
    expect(answers.filter((a) => a.body?.sent === true)).toHaveLength(1);
    // The others find the order sent, or still held by the call that claimed it.
    expect(answers.filter((a) => a.body?.sent === false && ['already_sent', 'in_progress'].includes(a.body?.reason))).toHaveLength(5);
    expect(mailsFor(racing)).toHaveLength(1);
  });

  it('shows the discount in the e-mail', async () => {
    const { createCode } = await import('./order-fixtures.ts');
    const code = await createCode({ discount_type: 'fixed', discount_value: 2.25 });
    const orderId = await placeOrder({}, code);
    await callFunction({ order_id: orderId });
    const [mail] = mailsFor(orderId) as [ShopEmail];
    expect(mail.subject).toBe(`New Order #${orderId.slice(-8)} - $33.00`);
    expect(mail.html).toContain(`Discount (${code})`);
    expect(mail.text).toContain(`Discount (${code}): -$2.25`);
  });

  it('records a failed send and lets a retry send', async () => {
    const orderId = await placeOrder();
    const dir = stackInfo().outboxDir;
    const aside = `${dir}-aside`;
    renameSync(dir, aside);
    writeFileSync(dir, 'not a folder: the sink cannot store messages');
    try {
      expect(await callFunction({ order_id: orderId })).toMatchObject({ status: 502, body: { sent: false, reason: 'send_failed' } });
      expect(await notifiedAt(orderId)).toBeNull();
      const [failed] = await sql<{ email_attempts: number; email_last_error: string }>(EMAIL_DELIVERY, [orderId]);
      expect(failed).toMatchObject({ email_attempts: 1, email_last_error: expect.stringContaining('500') });
    } finally {
      rmSync(dir);
      renameSync(aside, dir);
    }
    expect(mailsFor(orderId)).toHaveLength(0);
    expect((await callFunction({ order_id: orderId })).body).toEqual({ sent: true });
    expect(mailsFor(orderId)).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 400 for a malformed body', async () => {
    expect(await callFunction({ order_id: '7b0c3f9e-1f2a-4c3b-9d4e-5f6a7b8c9d0e' })).toMatchObject({ status: 404, body: { sent: false, reason: 'not_found' } });
    for (const body of ['not json', '[]', '{}', JSON.stringify({ order_id: 42 }), JSON.stringify({ order_id: 'abc' }), 'null']) {
      expect(await callFunction(body)).toMatchObject({ status: 400, body: { sent: false, reason: 'invalid_request' } });
    }
    expect((await callFunction(undefined, { method: 'GET', body: undefined })).status).toBe(405);
  });

  it('handles the CORS preflight of a browser call', async () => {
    const { apiUrl } = stackInfo();
    const response = await fetch(`${apiUrl}/functions/v1/send-order-email`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, x-client-info, apikey, content-type' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  // Whether to call at all (notifications.sendEmail) is the checkout machine's decision, tested
  // with the machine ('describes the enabled channels and skips the e-mail when it is off').
  it('is called by the data layer and sends once per order', async () => {
    const api = ordersApiForStack();
    const on = await placeOrder();
    expect(await api.notifyOwner({ order_id: on })).toEqual({ sent: true });
    expect(await api.notifyOwner(on)).toEqual({ sent: false, reason: 'already_sent' });
    await expect(api.notifyOwner('0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11')).rejects.toMatchObject({ code: 'network', details: { status: 404, reason: 'not_found' } });
    expect(mailsFor(on)).toHaveLength(1);
  });
});

describe("an Arabic shopper's order (issue 33 item 4)", () => {
  const F = '\u2068'; // FIRST STRONG ISOLATE
  const P = '\u2069'; // POP DIRECTIONAL ISOLATE

  it("e-mails the owner in English, naming the shopper's language and the lines as the shopper saw them, from the names stored when ordered", async () => {
    const kettle = await createItem({ name: 'Test Email Kettle', price: 30, variants: [{ size: '1.7 L', price: 30 }, { size: 'Small', price: 25 }] });
    await sql(`update public.items set name_ar = 'غلاية اختبار' where id = $1`, [kettle.id]);
    await sql(`update public.item_variants set size_ar = 'صغيرة' where id = $1`, [kettle.variantIds[1]]);
    const placed = orderPayload(
      [
        { item_id: kettle.id, variant_id: kettle.variantIds[0]!, quantity: 1 },
        { item_id: kettle.id, variant_id: kettle.variantIds[1]!, quantity: 2 },
        { item_id: item.id, variant_id: null, quantity: 1 },
      ],
      { locale: 'ar', customer: { name: 'رنا حداد', phone: '+961 71 234 567', city: 'Beirut', street: 'شارع الحمرا 12' } },
    );
    const answer = await placeOrderHttp(placed);
    expect(answer.status).toBe(200);
    const stored = await sql<{ item_name: string; item_name_ar: string | null; variant_label: string | null; variant_label_ar: string | null }>(
      'select item_name, item_name_ar, variant_label, variant_label_ar from public.order_items where order_id = $1 order by item_name, variant_label',
      [placed.id],
    );
    expect(stored).toEqual([
      { item_name: 'Test Email Jar & Lid', item_name_ar: null, variant_label: null, variant_label_ar: null },
      { item_name: 'Test Email Kettle', item_name_ar: 'غلاية اختبار', variant_label: '1.7 L', variant_label_ar: null },
      { item_name: 'Test Email Kettle', item_name_ar: 'غلاية اختبار', variant_label: 'Small', variant_label_ar: 'صغيرة' },
    ]);
    // The owner renames the product after the order: the e-mail (and any retry of it) names what was ordered.
    await sql(`update public.items set name_ar = 'غلاية جديدة' where id = $1`, [kettle.id]);

    expect((await callFunction({ order_id: placed.id })).body).toEqual({ sent: true });
    const [mail] = mailsFor(placed.id) as [ShopEmail];
    expect(mail.subject).toBe(`New Order #${placed.id.slice(-8)} - $${Number(answer.body.total_price).toFixed(2)}`);
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      `New order #${placed.id.slice(-8)}`,
      expect.stringContaining(placed.id),
      "Shopper's language: Arabic — reply in Arabic",
    ]);
    expect(mail.text).toContain(
      [
        'Items',
        '- Test Email Jar & Lid - Qty 1 × $12.50 = $12.50',
        `- ${F}غلاية اختبار${P} / Test Email Kettle (1.7 L) - Qty 1 × $30.00 = $30.00`,
        `- ${F}غلاية اختبار${P} / Test Email Kettle (${F}صغيرة${P} / Small) - Qty 2 × $25.00 = $50.00`,
      ].join('\n'),
    );
    expect(mail.text).not.toContain('غلاية جديدة');
    expect(mail.html).toContain('<bdi lang="ar" dir="rtl">غلاية اختبار</bdi>');
    // The order page opens in the shopper's language, as every link to the order does.
    expect(mail.text).toContain(`Order page: ${stackInfo().siteUrl}/ar/order/${placed.id}?key=${answer.body.access_key}`);
  });
});

describe('the local mail sink', () => {
  const send = (body: unknown, headers: Record<string, string> = { authorization: 'Bearer re_test' }) =>
    fetch(`${stackInfo().apiUrl}/resend/emails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const message = { from: 'Shop <shop@example.test>', to: ['owner@example.test'], subject: 'Sink test <1>', html: '<p>Hi <b>there</b></p>', text: 'Hi there' };

  it("speaks Resend's POST /emails contract and keeps each message as a file", async () => {
    // Only this test's messages count: the stack's e-mail sweep may send others meanwhile.
    const sinkTests = () => outbox().filter((m) => m.subject === message.subject);
    const before = sinkTests().length;
    const response = await send(message);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = outbox().find((m) => m.id === id);
    expect(stored).toMatchObject({ ...message, id });
    expect(sinkTests()).toHaveLength(before + 1);

    expect((await send({ ...message, to: 'one@example.test' })).status).toBe(200);
    expect((await send(message, {})).status).toBe(401);
    expect((await send({ ...message, subject: '' })).status).toBe(422);
    expect((await send({ ...message, to: [] })).status).toBe(422);
    expect((await send({ from: 'a@b.c', to: 'x@y.z', subject: 's' })).status).toBe(422);
    expect((await send('{oops')).status).toBe(400);
    expect(sinkTests()).toHaveLength(before + 2);
  });

  it('stores a message once per idempotency key', async () => {
    const headers = { authorization: 'Bearer re_test', 'idempotency-key': `sink-test/${Date.now()}` };
    const first = (await (await send(message, headers)).json()) as { id: string };
    const second = (await (await send(message, headers)).json()) as { id: string };
    expect(second.id).toBe(first.id);
    expect(outbox().filter((m) => m.id === first.id)).toHaveLength(1);
  });

  it('lists and shows the messages on the outbox page, their HTML in a sandboxed frame', async () => {
    const response = await send({ ...message, subject: 'Page test <b>' });
    const { id } = (await response.json()) as { id: string };
    const { apiUrl } = stackInfo();
    const list = await fetch(`${apiUrl}/outbox`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('text/html');
    const listHtml = await list.text();
    expect(listHtml).toContain(`href="/outbox/${id}"`);
    expect(listHtml).toContain('Page test &lt;b&gt;');

    const page = await (await fetch(`${apiUrl}/outbox/${id}`)).text();
    expect(page).toContain('<iframe sandbox');
    expect(page).toContain('srcdoc="&lt;p&gt;Hi &lt;b&gt;there&lt;/b&gt;&lt;/p&gt;"');
    expect(page).not.toContain('<p>Hi <b>there</b></p>');
    expect(await (await fetch(`${apiUrl}/outbox/${id}.json`)).json()).toMatchObject({ id, subject: 'Page test <b>' });
    expect((await fetch(`${apiUrl}/outbox/../secrets.json`)).status).toBe(404);
  });
});
