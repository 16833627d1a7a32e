/**
 * Delivery by area and Lebanese pounds in Chromium against the real stack (demo zones of
 * supabase/seed.sql: Beirut $3 free from $50, the north $6 free from $150; 89,500 LBP to the
 * dollar), on a 360 px phone: the area chosen at checkout changes the fee and the total before
 * ordering, the stored order carries its zone's fee, area and rate, and the cart drawer prices
 * the next order for the area chosen.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ARTIFACTS_DIR, launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { sql, stackInfo } from '../support/clients.ts';

/** 02 Bamboo Utensil Set: $11.90 on sale, unlimited stock. */
const UTENSILS = '30000000-0000-4000-8000-000000000002';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });

async function addUtensils(page: Page, inCart: number) {
  await page.goto(new URL(`/item/${UTENSILS}`, stackInfo().appUrl!).toString());
  await page.getByRole('heading', { level: 1 }).waitFor();
  await untilInteractive(page);
  await page.getByRole('button', { name: /^(Add to|Update) Cart - / }).click();
  await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe(`Cart, ${inCart} ${inCart === 1 ? 'item' : 'items'}`);
}

const text = (locator: Locator) => locator.textContent();

describe('delivery by area, with pounds beside dollars', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('choosing Tripoli or Beirut changes the fee and the total before ordering; the order keeps its zone fee and the rate', async () => {
    const { page, problems } = await openWatchedPage(browser, { viewport: { width: 360, height: 740 } });
    await addUtensils(page, 1);
    await page.getByRole('button', { name: 'Increase quantity of Bamboo Utensil Set' }).click();
    await page.getByRole('button', { name: /^Update Cart - / }).click();
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 2 items');
    // The 'Updated Cart' toast shows below the header, so the cart button stays in reach.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Updated Cart' });
    await toast.waitFor();
    const headerBox = (await page.getByRole('banner').boundingBox())!;
    // Where it comes to rest: it slides in from above for 0.4 s, which a fast machine catches.
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);

    // The cart before any area: the default zone (Beirut), and the total in pounds.
    await cartButton(page).click();
    const cart = page.getByRole('dialog', { name: 'Shopping Cart (2)' });
    await cart.waitFor();
    await expect.poll(() => text(cart.getByTestId('cart-total'))).toBe('$26.80');
    // $26.80 × 89,500 = 2,398,600 → the nearest 1,000.
    expect(await text(cart.getByTestId('cart-total-lbp'))).toBe('≈ LBP 2,399,000');
    await cart.getByRole('button', { name: 'Checkout' }).click();

    const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
    await dialog.waitFor();
    const total = dialog.getByTestId('checkout-total');
    expect(await text(total)).toBe('$26.80');
    expect(await dialog.getByTestId('checkout-payment').textContent()).toContain('Payment: Cash on delivery');

    await dialog.getByLabel('Full name').fill(`E2E Delivery ${Date.now()}`);
    await dialog.getByLabel('Phone number').fill('03 123 456');

    // Tripoli, with the keyboard: type, arrow to it, Enter.
    const city = dialog.getByRole('combobox', { name: /City/ });
    await city.click();
    await city.pressSequentially('Trip');
    const list = dialog.getByRole('listbox', { name: 'Delivery areas' });
    await list.getByRole('option', { name: /^Tripoli/ }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'delivery-area-list-360.png') });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await city.inputValue()).toBe('Tripoli');
    expect(await list.isVisible()).toBe(false);
    await expect.poll(() => text(total)).toBe('$29.80');
    expect(await text(dialog.getByTestId('delivery-status'))).toBe('Delivery to Tripoli: $6.00, free on orders of $150 or more.');
    expect(await text(dialog.getByTestId('checkout-total-lbp'))).toBe('≈ LBP 2,667,000');
    expect(await dialog.getByText('Delivery to Tripoli', { exact: true }).count()).toBe(1);

    // Beirut, with a tap on the list.
    await city.fill('');
    await city.pressSequentially('Beir');
    await list.getByRole('option', { name: /^Beirut/ }).click();
    expect(await city.inputValue()).toBe('Beirut');
    await expect.poll(() => text(total)).toBe('$26.80');

    // Typed out in full (any case), the area is known without choosing it from the list.
    await city.fill('tripoli');
    await expect.poll(() => text(total)).toBe('$29.80');
    await dialog.getByLabel('Street address').fill('Mina Road');
    const name = await dialog.getByLabel('Full name').inputValue();
    await dialog.getByRole('button', { name: 'Complete Order' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const [order] = await sql<Record<string, string | number | null>>(
      'select customer_city, delivery_area, delivery_fee, total_price, lbp_per_usd from public.orders where customer_name = $1',
      [name],
    );
    expect(order).toEqual({ customer_city: 'tripoli', delivery_area: 'Tripoli', delivery_fee: '6.00', total_price: '29.80', lbp_per_usd: 89500 });

    // The next order: the cart remembers the area and prices its delivery.
    await addUtensils(page, 1);
    await cartButton(page).click();
    const next = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
    await next.waitFor();
    await expect.poll(() => text(next.getByTestId('cart-total'))).toBe('$17.90');
    expect(await next.getByText('Delivery to Tripoli', { exact: true }).count()).toBe(1);
    expect(await next.getByText('Add $138.10 more for free delivery').count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
