/**
 * Chat orders and product questions in Chromium against the real local stack: the wa.me links
 * carry the right text (decoded from the href and from the tab that opens), and Instagram copies
 * the text to the clipboard and opens the direct-message page. wa.me and ig.me are answered
 * locally (no network here), so the tabs that open can be read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CODE_ARRIVES_WITHIN_MS, launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { appUrl } from '../support/clients.ts';
import { whatsappText } from '../support/chat.ts';
import { cartLinkPath, type CartLine } from '../../src/domain/index.ts';

/** 01 Glass Storage Jars: variants 500 ml $6.50, 1 L $8.50, 1.5 L $9.50 (was $10.50). */
const JARS = '30000000-0000-4000-8000-000000000001';
const JARS_1_L = '40000000-0000-4000-8000-000000000102';
const JARS_1_5_L = '40000000-0000-4000-8000-000000000103';
/** 02 Bamboo Utensil Set: $11.90 (was $14.00), no variants. */
const UTENSILS = '30000000-0000-4000-8000-000000000002';

/** The drawer's cart below, as the cart link names it (ids only matter). */
const cartLines = [
  { product: { id: JARS }, variant: { id: JARS_1_L }, quantity: 2 },
  { product: { id: UTENSILS }, variant: null, quantity: 1 },
] as unknown as CartLine[];

describe('chat messages', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage() {
    const opened = await openWatchedPage(browser);
    context = opened.context;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl()).origin });
    for (const host of ['https://wa.me/**', 'https://ig.me/**', 'https://www.instagram.com/**']) {
      await context.route(host, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }));
    }
    return opened;
  }

  /** Opens a product page without waiting for its code: taps made before it are kept and replayed (docs/decisions/0004-early-taps-kept-and-replayed.md). */
  async function openProduct(page: Page, id: string) {
    await page.goto(appUrl(`/item/${id}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
  }

  it('a product question on WhatsApp names the product, the chosen variant and its price', async () => {
    const { page, problems } = await newPage();
    await openProduct(page, JARS);
    await page.getByLabel('Select Option *').selectOption({ label: '1.5 L — $9.50' });
    const link = page.getByRole('link', { name: 'Ask about Glass Storage Jars on WhatsApp' });
    // A choice made before the code arrived reaches the link once it is replayed.
    await expect.poll(async () => whatsappText(await link.getAttribute('href')), { timeout: CODE_ARRIVES_WITHIN_MS }).toContain('*Glass Storage Jars (1.5 L)*');
    const text = whatsappText(await link.getAttribute('href'));
    expect(text).toContain('Hello MOMobel! I am interested in this product:');
    expect(text).toContain('*Glass Storage Jars (1.5 L)*');
    expect(text).toContain('Price: $9.50 (was $10.50)');
    expect(text).toContain('Could you please send me more details about this product?');
    expect(text.endsWith(`\n\nhttps://momobel.shop/item/${JARS}?variant=${JARS_1_5_L}`)).toBe(true);

    // Following the link opens one new tab with the same message.
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(whatsappText(popup.url())).toBe(text);
    expect(problems).toEqual([]);
  });

  it("the inquiry's link opens the product page on the variant it names", async () => {
    const { page, problems } = await newPage();
    await page.goto(appUrl(`/item/${JARS}?variant=${JARS_1_5_L}`));
    await page.getByRole('heading', { level: 1, name: 'Glass Storage Jars' }).waitFor();
    await expect.poll(() => page.getByLabel('Select Option *').inputValue(), { timeout: CODE_ARRIVES_WITHIN_MS }).toBe(JARS_1_5_L);
    const text = whatsappText(await page.getByRole('link', { name: 'Ask about Glass Storage Jars on WhatsApp' }).getAttribute('href'));
    expect(text).toContain('*Glass Storage Jars (1.5 L)*');
    expect(problems).toEqual([]);
  });

  it('a product question on Instagram copies the message and opens the direct-message page', async () => {
    const { page, problems } = await newPage();
    // Like Safari, refuse a window opened outside the click's own task (after an await).
    await page.addInitScript(() => {
      let inClick = false;
      document.addEventListener(
        'click',
        () => {
          inClick = true;
          setTimeout(() => (inClick = false));
        },
        true,
      );
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => (inClick ? open(...args) : null);
    });
    await openProduct(page, UTENSILS);
    // About the pop-up and the clipboard: the inquiry buttons are not replayed, so wait for the code.
    await untilInteractive(page);
    const popups: Page[] = [];
    context.on('page', (opened) => popups.push(opened));
    await page.getByRole('button', { name: 'Ask about Bamboo Utensil Set on Instagram' }).click();
    await expect.poll(() => popups.length).toBe(1);
    await popups[0]!.waitForLoadState();
    expect(popups[0]!.url()).toBe('https://ig.me/m/momobel.lb');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Hello MOMobel! I am interested in this product:');
    expect(copied).toContain('Bamboo Utensil Set\nPrice: $11.90 (was $14.00)');
    // Instagram shows asterisks literally: no WhatsApp bold there.
    expect(copied).not.toContain('*');
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Message copied' }).waitFor();
    // Only the direct-message page opened (not the profile as well).
    await page.waitForTimeout(300);
    expect(popups).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('the cart drawer sends the whole cart as an order message on WhatsApp and Instagram', async () => {
    const { page, problems } = await newPage();
    await openProduct(page, JARS);
    await page.getByLabel('Select Option *').selectOption({ label: '1 L — $8.50' });
    await page.getByRole('button', { name: 'Increase quantity of Glass Storage Jars' }).click();
    await page.getByRole('button', { name: 'Add to Cart - $17.00' }).click();
    await openProduct(page, UTENSILS);
    await page.getByRole('button', { name: 'Add to Cart - $11.90' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Cart, / }).getAttribute('aria-label'), { timeout: CODE_ARRIVES_WITHIN_MS }).toBe('Cart, 3 items');

    await page.getByRole('button', { name: /^Cart, / }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart (3)' });
    await drawer.waitFor();
    const link = drawer.getByRole('link', { name: 'Send this order on WhatsApp' });
    const text = whatsappText(await link.getAttribute('href'));
    expect(text).toContain('Hello MOMobel! I would like to place an order:');
    expect(text).toContain('Glass Storage Jars (1 L) - Qty 2 - $17.00\nBamboo Utensil Set - Qty 1 - $11.90\n');
    // One cart link at the end names the very variants and quantities (src/domain/cartLink.ts).
    expect(text.split('\n').at(-1)).toBe(`Open this cart: https://momobel.shop${cartLinkPath(cartLines)}`);
    expect(text.match(/https:\/\//g)).toHaveLength(1);
    expect(text).toContain('Subtotal: $28.90');
    expect(text).toContain('Delivery: $3.00');
    expect(text).toContain('*Total: $31.90*');
    expect(text).toContain('Thank you!');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(whatsappText(popup.url())).toBe(text);

    const [instagram] = await Promise.all([
      page.waitForEvent('popup'),
      drawer.getByRole('button', { name: 'Send this order on Instagram' }).click(),
    ]);
    await instagram.waitForLoadState();
    expect(instagram.url()).toBe('https://ig.me/m/momobel.lb');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Glass Storage Jars (1 L) - Qty 2 - $17.00');
    expect(copied).toContain('Total: $31.90');
    expect(problems).toEqual([]);
  });
});
