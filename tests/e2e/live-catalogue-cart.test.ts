/**
 * The cart is checked against the live catalogue, never against the build's copy (issue 21.1):
 * a product the owner adds after the build has a page rendered in the browser, and a line of it
 * stays in the cart on every prerendered page after, whose embedded data and snapshot lack it.
 * Only when the database says the product is gone does the line leave, with a notice naming it:
 * the changes since the build say so (docs/decisions/0016-live-catalogue-changes.md), with no full read of the catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { storeConfig } from '../../src/config/store.ts';
import { CODE_ARRIVES_WITHIN_MS, gotoWithLiveCatalogue, launchBrowser, openWatchedPage, servePagesAsAHostDoes } from '../support/browser.ts';
import { appUrl, sql } from '../support/clients.ts';

const NAME = 'Live Catalogue Test Kettle';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });

describe('a product added after the build', () => {
  let browser: Browser;
  let productId: string;

  beforeAll(async () => {
    // Last in the listing, so the home page's first cards are the build's.
    const [row] = await sql<{ id: string }>(
      `insert into public.items (store_id, category_id, name, description, price, inventory, image_url, sort_order)
       values ($1, (select id from public.categories order by sort_order desc limit 1), $2, 'A kettle the build never saw.', 15.00, 5,
               '/images/products/stackable-pantry-organizers-1.jpg', 99999)
       returning id`,
      [storeConfig.storeId, NAME],
    );
    productId = row!.id;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await sql('delete from public.items where name = $1', [NAME]);
    await browser?.close();
  });

  it('stays in the cart on the prerendered pages after, and leaves with a notice once the shop deleted it', async () => {
    const { page, context, problems } = await openWatchedPage(browser, { viewport: { width: 360, height: 780 } });
    // The build has no page for it: a static host serves the bare shell.
    await servePagesAsAHostDoes(context, `/item/${productId}`, appUrl());
    await page.goto(appUrl(`/item/${productId}`));
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart - $15.00' }).click();
    await expect.poll(() => cartButton(page).getAttribute('aria-label'), { timeout: CODE_ARRIVES_WITHIN_MS }).toBe('Cart, 1 item');

    // The home page is prerendered: its embedded part and the build's snapshot lack the kettle.
    await gotoWithLiveCatalogue(page, appUrl('/'));
    await page.waitForLoadState('networkidle');
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
    await drawer.getByText(NAME).waitFor();
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item');

    // The owner deletes it: the changes since the build say it is gone, and the shopper is told
    // which. No full read: the build's snapshot and the changes since it are the live catalogue.
    await sql('delete from public.items where id = $1', [productId]);
    const fullReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/rest/v1/items' || pathname === '/rest/v1/categories') fullReads.push(pathname);
    });
    await gotoWithLiveCatalogue(page, appUrl('/preorder'));
    await page.locator('[data-sonner-toast]').filter({ hasText: `${NAME} is no longer available and was removed.` }).waitFor();
    await expect.poll(() => cartButton(page).getAttribute('aria-label'), { timeout: CODE_ARRIVES_WITHIN_MS }).toBe('Cart, empty');
    expect(fullReads).toEqual([]);
    expect(problems).toEqual([]);
  });
});
