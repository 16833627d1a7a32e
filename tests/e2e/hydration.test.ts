/**
 * Prerendered pages hydrate without a mismatch when this browser's cart (localStorage) holds
 * their products: the server drew an empty cart, so everything drawn from the cart appears only
 * after hydration. React reports a mismatch (error #418 and the like) as a page error or a
 * console error, which fails the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CODE_ARRIVES_WITHIN_MS, launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { appUrl } from '../support/clients.ts';

/** 01 Glass Storage Jars (variants). */
const JARS = '30000000-0000-4000-8000-000000000001';
/** 02 Bamboo Utensil Set (no variants). */
const UTENSILS = '30000000-0000-4000-8000-000000000002';
/** 14 Stainless Steel Kettle: flagged out of stock, a preorder item. */
const KETTLE = '30000000-0000-4000-8000-000000000014';

describe('hydrating prerendered pages with a full cart', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('every page kind hydrates without a mismatch and then shows the cart', async () => {
    const { context, page, problems } = await openWatchedPage(browser);
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart/ });

    // Fill the cart: a variant, a plain product and a preorder item, tapped as soon as they show
    // (taps before the code are replayed); each page is left once its item is in the cart.
    await page.goto(appUrl(`/item/${JARS}`));
    await page.getByLabel('Select Option *').selectOption({ label: '1 L — $8.50' });
    await page.getByRole('button', { name: /^Add to Cart - / }).click();
    await expect.poll(() => cartButton.getAttribute('aria-label'), { timeout: CODE_ARRIVES_WITHIN_MS }).toBe('Cart, 1 item');
    await page.goto(appUrl(`/item/${UTENSILS}`));
    await page.getByRole('button', { name: 'Add to Cart - $11.90' }).click();
    await expect.poll(() => cartButton.getAttribute('aria-label'), { timeout: CODE_ARRIVES_WITHIN_MS }).toBe('Cart, 2 items');
    await page.goto(appUrl(`/item/${KETTLE}`));
    await page.getByRole('button', { name: 'Add to Cart - $38.00' }).click();
    await expect.poll(() => cartButton.getAttribute('aria-label'), { timeout: CODE_ARRIVES_WITHIN_MS }).toBe('Cart, 3 items');

    const pages: [string, (page: Page) => Promise<void>][] = [
      ['/', (p) => p.getByRole('button', { name: 'In Cart: Bamboo Utensil Set' }).first().waitFor()],
      ['/about', (p) => p.getByRole('heading', { name: 'Our Story', level: 1 }).waitFor()],
      ['/preorder', (p) => p.getByRole('button', { name: 'In Cart: Stainless Steel Kettle' }).waitFor()],
      [`/item/${UTENSILS}`, (p) => p.getByRole('button', { name: 'Update Cart - $11.90' }).waitFor()],
      [`/item/${KETTLE}`, (p) => p.getByRole('button', { name: 'Update Cart - $38.00' }).waitFor()],
      // A required variant not yet chosen: 'Update Cart' because a variant of the item is in the cart.
      [`/item/${JARS}`, (p) => p.getByRole('button', { name: /^Update Cart - / }).waitFor()],
    ];
    for (const [path, showsCart] of pages) {
      await page.goto(appUrl(path));
      // The page was prerendered for this path, and React attached to it (not rendered afresh).
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe(path);
      await untilInteractive(page);
      await showsCart(page);
      await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 3 items');
      expect(problems, path).toEqual([]);
    }
    await context.close();
  });
});
