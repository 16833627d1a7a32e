/**
 * The checkout's "Send me order updates on WhatsApp" box (issue 57) in Chromium at 360 px against
 * the real local stack, on the English and the Arabic page: unticked when the form opens, readable
 * and tappable inside the phone's width, and ticked, it goes to place_order as
 * `whatsapp_updates: true` and is stored on the order; left unticked, the order asks for nothing.
 *
 * Orders are of one utensil set (unlimited stock), so other suites' stock is untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { appUrl, sql } from '../support/clients.ts';
import { ar } from '../../src/i18n/ar.ts';
import { arCart } from '../../src/i18n/ar-cart.ts';
import { arCheckout } from '../../src/i18n/ar-checkout.ts';
import { en } from '../../src/i18n/en.ts';
import { enCart } from '../../src/i18n/en-cart.ts';
import { enCheckout } from '../../src/i18n/en-checkout.ts';

/** 02 Bamboo Utensil Set: $11.90, no variants, unlimited stock. */
const UTENSILS = '30000000-0000-4000-8000-000000000002';

const PAGES = {
  en: { path: '', addToCart: /^Add to Cart - /, main: en, cart: enCart, checkout: enCheckout, city: 'Beirut', street: 'Hamra Street' },
  ar: { path: '/ar', addToCart: /^أضف إلى السلة - /, main: ar, cart: arCart, checkout: arCheckout, city: 'بيروت', street: 'شارع الحمرا' },
} as const;

type Language = keyof typeof PAGES;

/** The place_order payloads the page sent. */
function placeOrderPayloads(page: Page): Record<string, unknown>[] {
  const payloads: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/rest/v1/rpc/place_order')) payloads.push(request.postDataJSON().p_order);
  });
  return payloads;
}

describe('the checkout box "Send me order updates on WhatsApp", at 360 px', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens the checkout with one utensil set in the cart and fills the delivery fields. */
  async function openCheckout(language: Language, name: string) {
    const words = PAGES[language];
    const opened = await openWatchedPage(browser, { viewport: { width: 360, height: 780 } });
    const { page } = opened;
    const payloads = placeOrderPayloads(page);
    await page.goto(appUrl(`${words.path}/item/${UTENSILS}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await untilInteractive(page);
    await page.getByRole('button', { name: words.addToCart }).click();
    await page.getByRole('button', { name: words.main.layout.cart(1) }).click();
    await page.getByRole('dialog', { name: words.cart.drawer.title(1) }).getByRole('button', { name: words.cart.drawer.checkout }).click();
    const dialog = page.getByRole('dialog', { name: words.main.titles.checkout });
    await dialog.waitFor();
    const labels = words.checkout.notices.fieldLabels;
    await dialog.getByLabel(labels.name).fill(name);
    await dialog.getByLabel(labels.phone).fill('+961 71 234 567');
    await dialog.getByRole('combobox', { name: new RegExp(labels.city) }).fill(words.city);
    await dialog.getByLabel(labels.street).fill(words.street);
    const box = dialog.getByRole('checkbox', { name: words.checkout.whatsappUpdates });
    return { ...opened, dialog, box, payloads };
  }

  async function storedOrder(name: string) {
    const [order] = await sql<{ whatsapp_updates: boolean; locale: string }>('select whatsapp_updates, locale from public.orders where customer_name = $1', [name]);
    return order;
  }

  for (const language of ['en', 'ar'] as const) {
    it(`${language}: unticked at first, inside the phone's width; ticked, the order asks for updates`, async () => {
      const name = `E2E updates ${language} ${Date.now()}`;
      const { context, page, dialog, box, payloads, problems } = await openCheckout(language, name);
      expect(await box.isChecked()).toBe(false);
      // Its words are the page's language, and the box and its words fit the 360 px screen.
      await dialog.getByText(PAGES[language].checkout.whatsappUpdatesHint).waitFor();
      await box.scrollIntoViewIfNeeded();
      const area = (await box.boundingBox())!;
      expect(area.x).toBeGreaterThanOrEqual(0);
      expect(area.x + area.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // Tapping the label ticks it, as a thumb does.
      await dialog.getByText(PAGES[language].checkout.whatsappUpdates, { exact: true }).click();
      expect(await box.isChecked()).toBe(true);

      await dialog.getByRole('button', { name: PAGES[language].checkout.submit }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(payloads).toEqual([expect.objectContaining({ whatsapp_updates: true, channel: 'web', locale: language })]);
      await expect.poll(() => storedOrder(name)).toEqual({ whatsapp_updates: true, locale: language });
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('left unticked, the order asks for no updates', async () => {
    const name = `E2E no updates ${Date.now()}`;
    const { context, dialog, payloads, problems } = await openCheckout('en', name);
    await dialog.getByRole('button', { name: enCheckout.submit }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).not.toHaveProperty('whatsapp_updates');
    await expect.poll(() => storedOrder(name)).toEqual({ whatsapp_updates: false, locale: 'en' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
