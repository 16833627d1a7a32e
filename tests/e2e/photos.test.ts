/**
 * Photos a phone can afford, end to end: an owner's 2400 px, ~3 MB photo on another origin (a
 * small HTTP server here, standing in for Supabase Storage) is set as a product's picture in the
 * real stack, the shop is built once, and Chromium as a phone (390 px wide, 2×) downloads a
 * resized copy of at most 200 KB for it, on its product page and in the home page's grid, never
 * the original. A second product's picture answers 404: the build stays green and that product
 * keeps its URL. The build after the test stack's own reads only the new pictures (the cache).
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { preview, type PreviewServer } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShop, type BuildResult } from '../../scripts/build.ts';
import { storeConfig } from '../../src/config/store.ts';
import { freePort } from '../../supabase/local/ports.ts';
import { launchBrowser, openWatchedPage } from '../support/browser.ts';
import { sql, stackInfo } from '../support/clients.ts';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const BUDGET = 200 * 1024;

/** A 2400 × 1600 photo full of sensor-like noise, as a phone takes it: about 3 MB of JPEG. */
async function ownersPhoto(): Promise<Buffer> {
  const [width, height] = [2400, 1600];
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
      '<stop offset="0" stop-color="#c08a55"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>' +
      `<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="1200" cy="800" r="500" fill="#e8dcc4"/></svg>`,
  );
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  return sharp(scene).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 95 }).toBuffer();
}

/** Image responses a page received, with their sizes. */
function recordImages(page: Page): { url: string; bytes: number }[] {
  const images: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const sizes = await request.sizes();
    images.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  return images;
}

/** The page's cumulative layout shift so far. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

describe('product photos on a phone', () => {
  let photo: Buffer;
  let storage: Server;
  let storageOrigin: string;
  const storageRequests: string[] = [];
  let outDir: string;
  let server: PreviewServer;
  let shopUrl: string;
  let browser: Browser;
  let build: BuildResult;
  const warnings: string[] = [];
  let bigId: string;
  let brokenId: string;

  beforeAll(async () => {
    photo = await ownersPhoto();
    // What the suite stands on, not a finding: an owner's photo as a phone camera takes it.
    if (photo.length < 2.5 * 1024 * 1024 || (await sharp(photo).metadata()).width !== 2400) throw new Error('the owner photo fixture is not a 2400 px photo of about 3 MB');
    storage = createServer((request, response) => {
      storageRequests.push(request.url ?? '');
      if (request.url === '/storage/v1/object/public/items/owner-photo.jpg') {
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.length, 'cache-control': 'no-store' });
        response.end(photo);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve));
    storageOrigin = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`;

    // The photo's product first in the listing (its card on the home page's first page of
    // cards); the broken one last, in another category, so no page the browser opens shows it.
    const rows = await sql<{ id: string }>(
      `insert into public.items (store_id, category_id, name, description, price, inventory, image_url, sort_order)
       values ($1, (select id from public.categories order by sort_order limit 1), 'Owner Photo Test Bowl', 'A bowl.', 12.00, 5, $2, -1),
              ($1, (select id from public.categories order by sort_order desc limit 1), 'Broken Photo Test Tray', 'A tray.', 9.00, 5, $3, 99999)
       returning id`,
      [storeConfig.storeId, `${storageOrigin}/storage/v1/object/public/items/owner-photo.jpg`, `${storageOrigin}/storage/v1/object/public/items/gone.jpg`],
    );
    [bigId, brokenId] = rows.map((row) => row.id) as [string, string];

    // Built as the test stack's own shop is (supabase/local/app.ts): the API through the shop's origin.
    const { apiUrl, anonKey } = stackInfo();
    process.env.LOCAL_SUPABASE_API_URL = apiUrl;
    process.env.VITE_SUPABASE_URL = '';
    outDir = mkdtempSync(join(tmpdir(), 'momobel-photos-'));
    build = await buildShop({ outDir, apiUrl, anonKey, log: (line) => warnings.push(line) });
    const port = await freePort();
    server = await preview({ preview: { port, strictPort: true, host: '127.0.0.1' }, build: { outDir }, logLevel: 'warn' });
    shopUrl = `http://127.0.0.1:${port}`;
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await sql(`delete from public.items where name in ('Owner Photo Test Bowl', 'Broken Photo Test Tray')`);
    await browser?.close();
    await server?.close();
    await new Promise((resolve) => storage?.close(resolve));
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  /** The copies the build made of the owner's photo, as the product page embeds them. */
  function photoBase(): string {
    const html = readFileSync(join(outDir, 'item', bigId, 'index.html'), 'utf8');
    const data = JSON.parse(/<script type="application\/json" id="catalog-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      catalog: { products: { id: string; photos?: Record<string, { base: string; width: number; height: number }> }[] };
    };
    const photos = data.catalog.products.find((product) => product.id === bigId)!.photos!;
    const copies = photos[`${storageOrigin}/storage/v1/object/public/items/owner-photo.jpg`]!;
    expect([copies.width, copies.height]).toEqual([2400, 1600]);
    return copies.base;
  }

  it('a rebuild reads and resizes only the new pictures; the one that answers 404 is warned about and the build is green', () => {
    expect(build.pages).toBeGreaterThan(50);
    // The test stack's own build ran before with the same cache: every demo picture comes from it.
    expect(build.images!.photos.processed).toBe(1);
    expect(build.images!.photos.failed).toBe(1);
    expect(storageRequests.filter((url) => url.endsWith('owner-photo.jpg'))).toHaveLength(1);
    expect(warnings.some((line) => line.includes('gone.jpg') && line.includes('HTTP 404'))).toBe(true);
    // That product keeps its URL, and still gets its page and its share card.
    const html = readFileSync(join(outDir, 'item', brokenId, 'index.html'), 'utf8');
    expect(html).toContain(`src="${storageOrigin}/storage/v1/object/public/items/gone.jpg"`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/share\/[^"]+\.jpg"/);
  });

  it('the product page: a copy of at most 200 KB, the original never, no layout shift', async () => {
    const base = photoBase();
    const before = storageRequests.length;
    const { context, page, problems } = await openWatchedPage(browser, PHONE);
    const images = recordImages(page);
    await page.goto(`${shopUrl}/item/${bigId}`);
    const gallery = page.getByTestId('gallery-image');
    await gallery.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="gallery-image"]');
      return image?.complete && image.naturalWidth > 0;
    });
    await page.waitForLoadState('networkidle');
    const mine = images.filter((image) => image.url.startsWith(`${shopUrl}${base}-`));
    expect(mine.map((image) => image.url.slice(shopUrl.length + base.length))).toEqual(['-800.webp']);
    expect(mine.reduce((sum, image) => sum + image.bytes, 0)).toBeLessThanOrEqual(BUDGET);
    expect(images.some((image) => !image.url.startsWith(shopUrl))).toBe(false);
    expect(storageRequests.length).toBe(before);
    // The box is reserved from the photo's own size before any byte arrives.
    expect([await gallery.getAttribute('width'), await gallery.getAttribute('height')]).toEqual(['2400', '1600']);
    expect(await gallery.getAttribute('fetchpriority')).toBe('high');
    expect(await gallery.getAttribute('alt')).toBe('Owner Photo Test Bowl');
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the home page grid: a card-sized copy when the card scrolls into view, the original never', async () => {
    const base = photoBase();
    const before = storageRequests.length;
    const { context, page, problems } = await openWatchedPage(browser, PHONE);
    const images = recordImages(page);
    await page.goto(shopUrl);
    const card = page.getByRole('article', { name: 'Owner Photo Test Bowl' });
    await card.waitFor();
    const image = card.locator('img');
    // Below the hero: not fetched with the page.
    expect(await image.getAttribute('loading')).toBe('lazy');
    await card.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (name) => {
        const found = [...document.querySelectorAll('article')].find((article) => article.textContent?.includes(name))?.querySelector('img');
        return found?.complete && found.naturalWidth > 0;
      },
      'Owner Photo Test Bowl',
    );
    await page.waitForLoadState('networkidle');
    const mine = images.filter((entry) => entry.url.startsWith(`${shopUrl}${base}-`));
    expect(mine.map((entry) => entry.url.slice(shopUrl.length + base.length))).toEqual(['-480.webp']);
    expect(mine[0]!.bytes).toBeLessThanOrEqual(BUDGET);
    expect(images.some((entry) => !entry.url.startsWith(shopUrl))).toBe(false);
    expect(storageRequests.length).toBe(before);
    // Every picture on the home page is a copy: no original of the demo photos either.
    expect(images.filter((entry) => /\/images\/products\/[^/]+\.jpg$/.test(entry.url))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
