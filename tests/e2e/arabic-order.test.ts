/**
 * Arabic through the whole order (issue 33), in Chromium against the real local stack, on Arabic
 * pages: search by an Arabic name with and without diacritics (and an English query finding the
 * product the page shows in Arabic); the cart's quick chat in Arabic (U+200F, every Latin run
 * isolated, the /ar/cart link); the chat checkout placing an Arabic order, whose message links its
 * Arabic order page; that page opened from the link; and the owner's e-mail in the local outbox,
 * in English, naming the shopper's language.
 *
 * The page's words come from the Arabic catalogue (src/i18n/ar.ts), so the test follows its
 * wording. The order is of one utensil set (unlimited stock), so other suites' stock is untouched.
 * wa.me is answered locally (no network here), so the tab that opens can be read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { appUrl, sql, stackInfo } from '../support/clients.ts';
import { whatsappText } from '../support/chat.ts';
import { emailsFor, waitFor } from '../support/notifications.ts';
import { cartLinkPath } from '../../src/domain/cartLink.ts';
import type { CartLine } from '../../src/domain/types.ts';
import { ar } from '../../src/i18n/ar.ts';
import { arCart } from '../../src/i18n/ar-cart.ts';
import { arCheckout } from '../../src/i18n/ar-checkout.ts';
import { arOrder } from '../../src/i18n/ar-order.ts';

const R = '\u200F'; // RIGHT-TO-LEFT MARK
const F = '\u2068'; // FIRST STRONG ISOLATE
const P = '\u2069'; // POP DIRECTIONAL ISOLATE

/** 02 Bamboo Utensil Set (طقم أدوات مطبخ من الخيزران): $11.90, no variants, unlimited stock. */
const UTENSILS = '30000000-0000-4000-8000-000000000002';
const UTENSILS_AR = 'طقم أدوات مطبخ من الخيزران';

/** The text left once every isolate (U+2068…U+2069) is taken out. */
const outsideIsolates = (text: string) => text.replace(/\u2068[^\u2068\u2069]*\u2069/g, '');

/** Right to left from its first character, every line too, and no Latin letter or digit left unisolated. */
function expectRightToLeftSafe(message: string) {
  expect(message.startsWith(R)).toBe(true);
  for (const line of message.split('\n').filter((line) => line !== '')) expect(line).toMatch(/^(\u200F|\p{Script=Arabic})/u);
  expect(outsideIsolates(message)).not.toMatch(/[\p{Script=Latin}0-9]/u);
}

const catalog = (page: Page) => page.locator('#catalog');

describe('an order in Arabic, from search to the owner', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('search finds a product by its Arabic name with and without diacritics, and by its English name on the Arabic page', async () => {
    const { context, page, problems } = await openWatchedPage(browser, { viewport: { width: 360, height: 800 } });
    await page.goto(appUrl('/ar'));
    await untilInteractive(page);
    const search = page.getByRole('searchbox', { name: ar.layout.searchProducts });
    const found: Locator = catalog(page).getByRole('heading', { name: UTENSILS_AR });
    const otherProduct = catalog(page).getByRole('heading', { name: 'مقلاة غير لاصقة' });
    // Diacritics and a bare alif for أ: both sides are folded before matching.
    for (const query of ['طَقْمُ أَدَوَاتٍ', 'طقم ادوات', 'Bamboo Utensil']) {
      await search.fill('');
      await search.pressSequentially(query, { delay: 20 });
      await page.waitForURL((url) => url.searchParams.get('q') === query);
      await found.waitFor();
      await otherProduct.waitFor({ state: 'detached' });
    }
    // The query survives a shared link: opened fresh, the page shows the same result.
    await page.goto(appUrl(`/ar?q=${encodeURIComponent('طَقْمُ')}`));
    await untilInteractive(page);
    await found.waitFor();
    expect(await search.inputValue()).toBe('طَقْمُ');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('quick chat and chat checkout speak Arabic; the order page opens from the message in Arabic; the owner is told the language', async () => {
    const { context, page, problems } = await openWatchedPage(browser, { viewport: { width: 360, height: 800 } });
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }));

    await page.goto(appUrl(`/ar/item/${UTENSILS}`));
    await page.getByRole('heading', { level: 1, name: UTENSILS_AR }).waitFor();
    await untilInteractive(page);
    await page.getByRole('button', { name: /^أضف إلى السلة - / }).click();
    await page.getByRole('button', { name: ar.layout.cart(1) }).click();
    const drawer = page.getByRole('dialog', { name: arCart.drawer.title(1) });
    await drawer.waitFor();

    // The quick chat: the cart as Arabic text, ending with the Arabic cart link.
    const quick = whatsappText(await drawer.getByRole('link', { name: ar.chat.onWhatsApp({ purpose: ar.chat.sendOrder }) }).getAttribute('href'));
    expectRightToLeftSafe(quick);
    expect(quick).toContain(`\n${UTENSILS_AR} - ${arCheckout.orderMessage.quantity} ${F}1${P} - ${F}$11.90${P}\n`);
    const cartLine = [{ product: { id: UTENSILS }, variant: null, quantity: 1 }] as unknown as CartLine[];
    expect(quick.split('\n').at(-1)).toBe(`${arCheckout.orderMessage.cartLink}: ${F}https://momobel.shop/ar${cartLinkPath(cartLine)}${P}`);
    expect(quick.length).toBeLessThan(1000);

    // The chat checkout: the order is placed in Arabic, then the chat opens with its message.
    await drawer.getByRole('button', { name: arCart.drawer.checkout }).click();
    const dialog = page.getByRole('dialog', { name: ar.titles.checkout });
    await dialog.waitFor();
    const name = `رنا ${Date.now()}`;
    await dialog.getByLabel(arCheckout.notices.fieldLabels.name).fill(name);
    await dialog.getByLabel(arCheckout.notices.fieldLabels.phone).fill('+961 3 987 654');
    await dialog.getByRole('combobox', { name: new RegExp(arCheckout.notices.fieldLabels.city) }).fill('بيروت');
    await dialog.getByLabel(arCheckout.notices.fieldLabels.street).fill('شارع الحمرا');
    const [tab] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: arCheckout.orderOnWhatsApp }).click()]);
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    const [order] = await sql<{ id: string; order_number: string; access_key: string; locale: string; channel: string; delivery_area: string | null }>(
      'select id, order_number, access_key, locale, channel, delivery_area from public.orders where customer_name = $1',
      [name],
    );
    expect(order).toMatchObject({ locale: 'ar', channel: 'whatsapp', delivery_area: 'Beirut' });
    const message = whatsappText(tab.url());
    expectRightToLeftSafe(message);
    expect(message).toContain(`${arCheckout.orderMessage.orderNumber} ${F}#${order!.order_number}${P}`);
    expect(message).toContain(`${UTENSILS_AR} - ${arCheckout.orderMessage.quantity} ${F}1${P} - ${F}$11.90${P}`);
    const pageLink = `https://momobel.shop/ar/order/${order!.id}?key=${order!.access_key}`;
    expect(message.split('\n').at(-1)).toBe(`${arCheckout.orderMessage.orderPage}: ${F}${pageLink}${P}`);
    expect(message.length).toBeLessThan(1000);

    // The link in the message, on this shop's origin: the order's page, in Arabic.
    const linked = /\u2068(https:\/\/[^\u2069]+\/ar\/order\/[^\u2069]+)\u2069$/.exec(message)?.[1];
    const url = new URL(linked!);
    const orderPage = await context.newPage();
    await orderPage.goto(appUrl(url.pathname + url.search));
    await orderPage.getByRole('heading', { level: 1, name: arOrder.title({ orderNumber: order!.order_number }) }).waitFor();
    expect(await orderPage.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await orderPage.getByTestId('order-status').textContent()).toBe(arOrder.status.pending.label);
    // Its line is named as the shopper saw it, from the names the order kept.
    const lines = orderPage.getByRole('region', { name: arOrder.itemsHeading }).getByRole('listitem');
    expect(await lines.first().locator('p').first().textContent()).toBe(UTENSILS_AR);

    // The owner's e-mail (the browser's fast path, or the sweep): English, naming the shopper's language.
    const { outboxDir } = stackInfo();
    const [mail] = await waitFor('the owner e-mail', () => emailsFor(outboxDir, order!.id).length > 0 && emailsFor(outboxDir, order!.id), 30_000);
    const stored = mail as unknown as { text: string };
    expect(stored.text).toContain("Shopper's language: Arabic — reply in Arabic");
    expect(stored.text).toContain(`- ${F}${UTENSILS_AR}${P} / Bamboo Utensil Set - Qty 1 × $11.90 = $11.90`);
    expect(stored.text).toContain(`Order page: ${stackInfo().siteUrl}/ar/order/${order!.id}?key=${order!.access_key}`);

    expect(problems).toEqual([]);
    await context.close();
  });
});
