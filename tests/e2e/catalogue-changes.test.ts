/**
 * A visit reads only what changed since the build (docs/decisions/0016-live-catalogue-changes.md): the prerendered page carries
 * the build's version, and once the page is idle one small read (catalog_changes) brings what
 * the owner changed since. Counted here: the requests a visit makes to the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { storeConfig } from '../../src/config/store.ts';
import { CODE_ARRIVES_WITHIN_MS, gotoWithLiveCatalogue, launchBrowser, openWatchedPage } from '../support/browser.ts';
import { appUrl, sql } from '../support/clients.ts';

/** 20 Egg Holder Drawer: $11.00, 2 in stock, no variants; no other test uses it. */
const EGG_HOLDER = '30000000-0000-4000-8000-000000000020';
const ADDED = 'Catalogue Changes Test Teapot';

/** Every answer from the database (PostgREST) and the catalogue snapshot during a visit, by path. */
function watchReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/rest/v1/') || /^\/assets\/catalog-.*\.json$/.test(pathname)) reads.push(pathname);
  });
  return reads;
}

/** Opens `path` and waits for the visit's read of what changed since the build. */
async function visit(page: Page, path: string): Promise<void> {
  const changes = await gotoWithLiveCatalogue(page, appUrl(path));
  expect(changes.status()).toBe(200);
  await page.waitForLoadState('networkidle');
}

describe('a visit reads what changed since the build, and nothing more', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await sql('update public.items set price = 11.00, inventory = 2 where id = $1', [EGG_HOLDER]);
    await sql('delete from public.items where name = $1', [ADDED]);
    await browser?.close();
  });

  it('a price changed in the database after the build shows on the next visit, through the changes alone', async () => {
    const { page, context, problems } = await openWatchedPage(browser);
    const reads = watchReads(page);
    // The first visit's own read of the changes done, so that it cannot land among the second's.
    await visit(page, `/item/${EGG_HOLDER}`);
    await page.getByRole('button', { name: 'Add to Cart - $11.00' }).waitFor();

    await sql('update public.items set price = 9.25, inventory = 1 where id = $1', [EGG_HOLDER]);
    reads.length = 0;
    await visit(page, `/item/${EGG_HOLDER}`);
    await page.getByRole('button', { name: 'Add to Cart - $9.25' }).waitFor({ timeout: CODE_ARRIVES_WITHIN_MS });
    // One read of the changes: no full read of the products or categories, no snapshot.
    expect(reads).toEqual(['/rest/v1/rpc/catalog_changes']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an unchanged catalogue makes no full read on the home page either', async () => {
    const { page, context, problems } = await openWatchedPage(browser);
    const reads = watchReads(page);
    await visit(page, '/');
    expect(reads).toEqual(['/rest/v1/rpc/catalog_changes']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a product added since the build is found by a search', async () => {
    await sql(
      `insert into public.items (store_id, category_id, name, description, price, inventory, sort_order)
       values ($1, (select id from public.categories order by sort_order limit 1), $2, 'A teapot the build never saw.', 14.00, 3, 99998)`,
      [storeConfig.storeId, ADDED],
    );
    const { page, context, problems } = await openWatchedPage(browser);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await visit(page, '/');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Teapot');
    await page.locator('#catalog').getByRole('article', { name: ADDED }).waitFor({ timeout: CODE_ARRIVES_WITHIN_MS });
    // The whole catalogue (the build's snapshot) was read by a worker, off the page's thread
    // (issue 35 item 4: at 5,000 products its parse was a long task).
    expect(workers.filter((path) => /\/catalogSnapshot\.worker-[^/]+\.js$/.test(path))).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
