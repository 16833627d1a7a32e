/**
 * The owner runs an order from the e-mail (issue 19), in Chromium at 360 px against the real stack:
 * the e-mail in the local outbox, its Confirm link opened (a page that changes nothing), the
 * button pressed, the WhatsApp message to the shopper offered with the order's number and page,
 * and the private order page showing Confirmed. wa.me is answered locally (no network here).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openWatchedPage } from '../support/browser.ts';
import { anonClient, sql, stackInfo } from '../support/clients.ts';
import { emailsFor, waitFor } from '../support/notifications.ts';

/** 02 Bamboo Utensil Set: $11.90, unlimited stock. */
const UTENSILS = '30000000-0000-4000-8000-000000000002';
const SHOPPER = 'Rana Owner Actions';

/** The owner's e-mail about this order, as the local mail sink keeps it; waits for it. */
const ownersEmail = (orderNumber: string) => waitFor(`the e-mail about order #${orderNumber}`, () => emailsFor(stackInfo().outboxDir, orderNumber)[0], 10_000);

describe("the owner's one-tap actions", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Confirm from the e-mail: a page that changes nothing, the button, the WhatsApp message, then the order page says Confirmed', async () => {
    // An order placed and announced as the storefront does both (place_order, then send-order-email).
    const { data, error } = await anonClient().rpc('place_order', {
      p_order: {
        id: randomUUID(),
        customer: { name: SHOPPER, phone: '+961 3 456 789', city: 'Beirut', street: 'Hamra Street' },
        items: [{ item_id: UTENSILS, variant_id: null, quantity: 1 }],
      },
    });
    if (error) throw new Error(`place_order: ${error.message}`);
    const order = data as unknown as { id: string; order_number: string; order_path: string };
    const { apiUrl, anonKey, appUrl } = stackInfo();
    const sent = await fetch(`${apiUrl}/functions/v1/send-order-email`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: order.id }),
    });
    expect(sent.status).toBe(200);

    const mail = await ownersEmail(order.order_number);
    const confirm = /<a href="([^"]+order-action\?token=[^"]+)"[^>]*>Confirm<\/a>/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
    expect(confirm).toBeDefined();

    const { page, context, problems } = await openWatchedPage(browser, { viewport: { width: 360, height: 780 } });
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }));

    // Opening the link (as a mail scanner does too) only says what will happen.
    await page.goto(confirm!);
    const button = page.getByRole('button', { name: `Confirm order #${order.order_number}` });
    await button.waitFor();
    const [{ status: before }] = (await sql<{ status: string }>('select status from public.orders where id = $1', [order.id])) as [{ status: string }];
    expect(before).toBe('pending');
    // Readable on a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await button.click();
    const tell = page.getByRole('link', { name: 'Tell the customer on WhatsApp' });
    await tell.waitFor();
    const wa = new URL((await tell.getAttribute('href'))!);
    expect(wa.pathname).toBe('/9613456789');
    const message = wa.searchParams.get('text')!;
    expect(message).toContain(`Your order #${order.order_number} is confirmed.`);
    expect(message).toContain(new URL(order.order_path, appUrl!).href);
    const events = await sql<{ status: string; changed_by: string }>('select status, changed_by from public.order_events where order_id = $1 order by created_at, id', [order.id]);
    expect(events).toEqual([
      { status: 'pending', changed_by: 'shopper' },
      { status: 'confirmed', changed_by: 'owner_link' },
    ]);

    // The shopper's private page shows it.
    await page.goto(new URL(order.order_path, appUrl!).href);
    await page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` }).waitFor();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Confirmed');
    expect(problems).toEqual([]);
  });
});
