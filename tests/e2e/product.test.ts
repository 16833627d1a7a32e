/**
 * The product page /item/{id} in Chromium against the real local stack (seeded by
 * supabase/seed.sql): the variant rules and 'Update Cart - $…', the gallery (buttons, dots, mouse
 * drag, touch swipe, enlarged view), related products, not found and a failed read with Retry,
 * and screenshots at 360, 768 and 1280 px (tests/artifacts/).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ARTIFACTS_DIR, launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { appUrl } from '../support/clients.ts';
import { RELATED_SCROLL_STEP_PX } from '../../src/features/product/carousel.ts';

/** 01 Glass Storage Jars: 3 pictures; variants 500 ml $6.50, 1 L $8.50, 1.5 L $9.50 (was $10.50). */
const JARS = '30000000-0000-4000-8000-000000000001';
/** 06 Enamel Cast Iron Casserole: colour variants with their own pictures; Terracotta is sold out. */
const CASSEROLE = '30000000-0000-4000-8000-000000000006';

/** Opens a product page and waits until React has attached to its prerendered HTML (it loads its code after the page has loaded). */
async function openProduct(page: Page, id: string) {
  await page.goto(appUrl(`/item/${id}`));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await untilInteractive(page);
}

function galleryImage(page: Page) {
  return page.getByTestId('gallery-image');
}

/**
 * The catalogue URL of the picture an <img> shows: the build serves a photo from its resized
 * copies (/img/<hash>-<width>.webp), named by the page's embedded catalogue; a drawing as it is.
 */
async function pictureUrl(image: Locator): Promise<string | null> {
  return image.evaluate((element) => {
    const src = element.getAttribute('src') ?? '';
    const data = JSON.parse(document.getElementById('catalog-data')?.textContent ?? '{}') as {
      catalog?: { products: { photos?: Record<string, { base: string }> }[] };
    };
    for (const product of data.catalog?.products ?? []) {
      for (const [url, photo] of Object.entries(product.photos ?? {})) if (src.startsWith(`${photo.base}-`)) return url;
    }
    return src;
  });
}

describe('product page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const newPage = (options: Parameters<Browser['newContext']>[0] = {}) => openWatchedPage(browser, options);

  it('shows the product: title, price, description, details, related products', async () => {
    const { page, problems } = await newPage();
    await openProduct(page, JARS);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Glass Storage Jars');
    expect(await page.title()).toContain('Glass Storage Jars');
    await page.getByText('bamboo lid').first().waitFor();
    const details = page.getByRole('region', { name: 'Product Details' });
    expect(await details.textContent()).toContain('Storage & Organization');
    expect(await details.textContent()).toContain('Base Price$6.50');

    const related = page.getByRole('region', { name: 'Related Products' });
    await related.waitFor();
    const cards = related.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(5);
    expect(await related.getByText('Glass Storage Jars').count()).toBe(0);

    const scroller = page.getByTestId('related-scroller');
    const room = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
    if (room > 0) {
      await page.getByRole('button', { name: 'Scroll related products forward' }).click();
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(Math.min(RELATED_SCROLL_STEP_PX, room));
      await page.getByRole('button', { name: 'Scroll related products back' }).click();
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(0);
    }
    expect(problems).toEqual([]);
  });

  it('the related carousel moves exactly one card per click: scrollLeft after N clicks is N × 280 px, with a card at the start each time', async () => {
    // A phone-sized screen, where the five related cards need several clicks to see.
    const { page, problems } = await newPage({ viewport: { width: 360, height: 800 } });
    await openProduct(page, JARS);
    const scroller = page.getByTestId('related-scroller');
    await scroller.waitFor();
    const cards = scroller.getByRole('listitem');
    expect(await cards.count()).toBe(5);
    const forward = page.getByRole('button', { name: 'Scroll related products forward' });
    const back = page.getByRole('button', { name: 'Scroll related products back' });
    /** Where card `index` starts, from the scroller's visible left edge. */
    const cardStart = (index: number) =>
      scroller.evaluate((list, i) => list.children[i]!.getBoundingClientRect().left - list.getBoundingClientRect().left, index);
    const firstStart = await cardStart(0);
    const room = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
    const clicks = Math.floor(room / RELATED_SCROLL_STEP_PX);
    expect(clicks).toBeGreaterThanOrEqual(3);

    for (let n = 1; n <= clicks; n += 1) {
      await forward.click();
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(n * RELATED_SCROLL_STEP_PX);
      // No drift: card n now sits exactly where the first card started.
      expect(await cardStart(n)).toBe(firstStart);
    }
    for (let n = clicks - 1; n >= 0; n -= 1) {
      await back.click();
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(n * RELATED_SCROLL_STEP_PX);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(problems).toEqual([]);
  });

  it("variant rules: no choice → toast, inline message, red border; a choice clears it; then 'Update Cart - $…'", async () => {
    const { page, problems } = await newPage();
    await openProduct(page, JARS);
    const select = page.getByLabel('Select Option *');
    expect(await select.inputValue()).toBe('');
    expect(await select.locator('option').first().textContent()).toBe('Choose an option');

    await page.getByRole('button', { name: 'Add to Cart - $6.50' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please select a variant' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('You must choose an option before adding to cart.');
    await page.getByText('Please select a variant to continue.').waitFor();
    expect(await select.getAttribute('aria-invalid')).toBe('true');
    // Tailwind's red-600.
    expect(await select.evaluate((element) => getComputedStyle(element).borderTopColor)).toMatch(/oklch\(0\.577 0\.245 27\.325\)|rgb\(231, 0, 11\)/);
    expect(await page.getByRole('button', { name: /^Cart, / }).getAttribute('aria-label')).toBe('Cart, empty');

    await select.selectOption({ label: '1.5 L — $9.50' });
    expect(await select.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText('Please select a variant to continue.').count()).toBe(0);
    // Sale price with the original struck through.
    expect(await page.locator('s').first().textContent()).toContain('$10.50');

    await page.getByRole('button', { name: 'Increase quantity of Glass Storage Jars' }).click();
    await page.getByRole('button', { name: 'Add to Cart - $19.00' }).click();
    await page.getByRole('button', { name: 'Update Cart - $19.00' }).waitFor();
    expect(await page.getByRole('button', { name: /^Cart, / }).getAttribute('aria-label')).toBe('Cart, 2 items');
    expect(problems).toEqual([]);
  });

  it('Update Cart sets the line to the chosen quantity, and the cart\'s quantity box commits on blur or Enter, never deleting at 0', async () => {
    const { page, problems } = await newPage();
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart/ });
    await openProduct(page, JARS);
    const select = page.getByLabel('Select Option *');
    const stepper = page.getByRole('spinbutton', { name: 'Quantity of Glass Storage Jars' });
    await select.selectOption({ label: '1 L — $8.50' });
    await page.getByRole('button', { name: 'Increase quantity of Glass Storage Jars' }).click();
    await page.getByRole('button', { name: 'Add to Cart - $17.00' }).click();
    await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 2 items');

    // Back on the page later: the stepper starts at the 2 in the cart for that variant.
    await openProduct(page, JARS);
    await select.selectOption({ label: '1 L — $8.50' });
    await expect.poll(() => stepper.inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Decrease quantity of Glass Storage Jars' }).click();
    await page.getByRole('button', { name: 'Update Cart - $8.50' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Updated Cart' }).waitFor();
    // Set to 1, not 2 + 1.
    await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 1 item');

    // The quantity box in the cart: cleared and retyped, committed once on blur.
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: /^Shopping Cart/ });
    await drawer.waitFor();
    const box = drawer.getByRole('spinbutton', { name: 'Quantity of Glass Storage Jars (1 L)' });
    await box.fill('');
    expect(await box.inputValue()).toBe('');
    await box.pressSequentially('10');
    expect(await cartButton.getAttribute('aria-label')).toBe('Cart, 1 item');
    await box.blur();
    await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 10 items');
    // Enter commits too.
    await box.fill('3');
    await box.press('Enter');
    await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 3 items');
    // 0 is not a quantity: the line stays, the box shows 3 again.
    await box.fill('0');
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('3');
    expect(await cartButton.getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(await drawer.getByRole('link', { name: 'Glass Storage Jars' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('a variant choice shows its picture and starts the gallery over', async () => {
    const { page, problems } = await newPage();
    await openProduct(page, CASSEROLE);
    const select = page.getByLabel('Select Option *');
    const options = await select.locator('option').allTextContents();
    expect(options.some((text) => text.startsWith('Terracotta'))).toBe(false);
    await page.getByRole('button', { name: 'Next image', exact: true }).click();
    await select.selectOption({ label: 'Cream — $89.00' });
    expect(await galleryImage(page).getAttribute('src')).toBe('/images/products/enamel-cast-iron-casserole-cream.svg');
    expect(await page.getByRole('button', { name: /^Show image 1 of/ }).getAttribute('aria-current')).toBe('true');
    expect(problems).toEqual([]);
  });

  it('gallery: buttons, dots, a mouse drag, and the enlarged view', async () => {
    const { page, problems } = await newPage();
    await openProduct(page, JARS);
    const src = () => pictureUrl(galleryImage(page));
    expect(await src()).toBe('/images/products/glass-storage-jars-1.jpg');
    await page.getByRole('button', { name: 'Next image', exact: true }).click();
    expect(await src()).toBe('/images/products/glass-storage-jars-2.jpg');
    await page.getByRole('button', { name: 'Show image 3 of 3' }).click();
    expect(await src()).toBe('/images/products/glass-storage-jars-3.jpg');
    await page.getByRole('button', { name: 'Previous image', exact: true }).click();
    expect(await src()).toBe('/images/products/glass-storage-jars-2.jpg');

    // A drag to the left over 40 px: the next picture, and no enlarged view.
    const box = (await page.getByTestId('product-gallery').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 300, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 240, y, { steps: 4 });
    await page.mouse.up();
    expect(await src()).toBe('/images/products/glass-storage-jars-3.jpg');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // 30 px is a click, not a swipe: it opens the enlarged view.
    await page.mouse.move(box.x + 300, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 330, y, { steps: 3 });
    await page.mouse.up();
    expect(await src()).toBe('/images/products/glass-storage-jars-3.jpg');

    const zoom = page.getByRole('dialog', { name: 'Glass Storage Jars' });
    await zoom.waitFor();
    expect(await pictureUrl(zoom.getByRole('img'))).toBe('/images/products/glass-storage-jars-3.jpg');
    await zoom.getByRole('button', { name: 'Next image', exact: true }).click();
    expect(await pictureUrl(zoom.getByRole('img'))).toBe('/images/products/glass-storage-jars-1.jpg');
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'hidden' });
    // The page's gallery followed, and the focus came back to it.
    expect(await src()).toBe('/images/products/glass-storage-jars-1.jpg');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Enlarge image/);
    expect(problems).toEqual([]);
  });

  it('touch swipes over 40 px change the picture (dispatched touch events)', async () => {
    const { page, problems } = await newPage({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    await openProduct(page, JARS);
    const swipe = (fromX: number, toX: number) =>
      page.getByTestId('product-gallery').evaluate(
        (element, [from, to]) => {
          const rect = element.getBoundingClientRect();
          const y = rect.top + rect.height / 2;
          const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: rect.left + x, clientY: y });
          element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, changedTouches: [touch(from!)], touches: [touch(from!)] }));
          element.dispatchEvent(new TouchEvent('touchmove', { bubbles: true, changedTouches: [touch(to!)], touches: [touch(to!)] }));
          element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [touch(to!)], touches: [] }));
        },
        [fromX, toX],
      );
    const src = () => pictureUrl(galleryImage(page));
    await swipe(250, 210); // 40 px: not enough
    expect(await src()).toBe('/images/products/glass-storage-jars-1.jpg');
    await swipe(250, 150);
    expect(await src()).toBe('/images/products/glass-storage-jars-2.jpg');
    await swipe(250, 150);
    expect(await src()).toBe('/images/products/glass-storage-jars-3.jpg');
    await swipe(100, 200);
    expect(await src()).toBe('/images/products/glass-storage-jars-2.jpg');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
  });

  it('an unknown id shows a not-found state with a link back to the shop', async () => {
    const { page, problems } = await newPage();
    await page.goto(appUrl('/item/30000000-0000-4000-8000-000000009999'));
    await page.getByRole('heading', { name: 'Product not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.waitForURL(appUrl('/'));
    await page.goto(appUrl('/item/not-a-uuid'));
    await page.getByRole('heading', { name: 'Product not found' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('a failed read shows an error with Retry, never an endless spinner', async () => {
    const { page, problems } = await newPage();
    let failing = true;
    await page.route('**/rest/v1/items*', (route) => (failing ? route.abort('connectionrefused') : route.continue()));
    // The prerendered page carries the catalogue, and a failed live read then keeps showing that
    // copy. Served without it (as a plain single-page app would be), only the live read is left.
    await page.route(`**/item/${JARS}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<div id="root"[\s\S]*?<script type="application\/json" id="catalog-data">[\s\S]*?<\/script>/, '<div id="root"></div>')
        // Nor the preload of the photo the prerendered page shows first: no page shows it here.
        .replace(/<link rel="preload" as="image"[^>]*>/g, '');
      await route.fulfill({ response, body });
    });
    await page.goto(appUrl(`/item/${JARS}`));
    await page.getByText('Loading product details...').waitFor();
    // The data client retries a failed read a few times (about 7 s) before giving up.
    await page.getByRole('heading', { name: 'We could not load this product' }).waitFor({ timeout: 45_000 });
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Glass Storage Jars' }).waitFor();
    // The refused requests themselves are reported by the browser; nothing else may be.
    expect(problems.filter((problem) => !problem.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);
  });

  it('following a related product starts over at the top', async () => {
    const { page, problems } = await newPage();
    await openProduct(page, JARS);
    await page.getByLabel('Select Option *').selectOption({ label: '1 L — $8.50' });
    const related = page.getByRole('region', { name: 'Related Products' });
    const first = related.getByRole('article').first().getByRole('heading');
    const name = (await first.textContent())!.trim();
    await related.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toContain(name);
    expect(problems).toEqual([]);
  });

  for (const width of [360, 768, 1280]) {
    it(`screenshot at ${width} px`, async () => {
      const { page, problems } = await newPage({ viewport: { width, height: width < 768 ? 780 : 900 } });
      await openProduct(page, JARS);
      await page.getByRole('region', { name: 'Related Products' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${ARTIFACTS_DIR}/product-${width}.png` });
      await page.screenshot({ path: `${ARTIFACTS_DIR}/product-${width}-full.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Every picture has its box before it loads (no layout shift).
      const unsized = await page.locator('main img').evaluateAll((images) =>
        images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).length,
      );
      expect(unsized).toBe(0);
      expect(problems).toEqual([]);
    });
  }
});
