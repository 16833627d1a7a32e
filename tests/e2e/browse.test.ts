/**
 * Browsing the shop in Chromium against the real local stack (seeded by supabase/seed.sql):
 * the home page (hero, category strip, catalogue), listing state in the URL (search, filters,
 * sort, view; Back restores), the variant dialog, the cart badge, and screenshots of the home page
 * at 360, 768 and 1280 px (saved to tests/artifacts/, which git ignores).
 *
 * Every page asserts that the console stayed free of errors and warnings.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ARTIFACTS_DIR, launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { appUrl } from '../support/clients.ts';
import { CATALOG_PAGE_SIZE } from '../../src/domain/catalog.ts';

/** Subcategory Kitchen › Cookware in supabase/seed.sql. */
const COOKWARE = '20000000-0000-4000-8000-000000000001';
/** Its products that are for sale (items 05-07; 13 and 14 are sold out), by name. */
const COOKWARE_LISTED = ['Enamel Cast Iron Casserole', 'Non-Stick Frying Pan', 'Stainless Steel Saucepan'];

/** The query string of the page, as a plain object. */
function query(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function foundCount(page: Page): Promise<number> {
  const text = await page.getByRole('status').filter({ hasText: 'product(s) found' }).textContent();
  const match = /(\d+) product\(s\) found/.exec(text ?? '');
  if (!match) throw new Error(`No product count in ${JSON.stringify(text)}`);
  return Number(match[1]);
}

/** Waits (up to 10 s) for what React renders after a change to read as expected. */
function poll<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 10_000 });
}

function isSorted(prices: number[], order: 'asc' | 'desc'): boolean {
  return prices.every((price, index) => index === 0 || (order === 'asc' ? prices[index - 1]! <= price : prices[index - 1]! >= price));
}

/** React renders a navigation after the URL changes: wait for the control to show it. */
async function pressed(button: Locator) {
  await poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

function catalog(page: Page) {
  return page.locator('#catalog');
}

function cards(page: Page) {
  return catalog(page).getByRole('article');
}

async function openHome(page: Page, path = '/') {
  await page.goto(appUrl(path));
  await page.getByRole('heading', { name: 'Our Products' }).waitFor();
  await untilInteractive(page);
}

/** The price shown on each card (the first amount in it), in cents. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allTextContents();
  return texts.map((text) => {
    const match = /\$(\d+\.\d{2})/.exec(text);
    if (!match) throw new Error(`No price in ${JSON.stringify(text)}`);
    return Math.round(Number(match[1]) * 100);
  });
}

describe('browsing the shop', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(options: Parameters<Browser['newContext']>[0] = {}) {
    const opened = await openWatchedPage(browser, options);
    context = opened.context;
    return opened;
  }

  it('shows the loading screen, then the storefront with hero, categories, banner and catalogue', async () => {
    const { page, problems } = await newPage();
    // The prerendered page carries its catalogue; the bare shell (what a static host serves for
    // pages it has no HTML for) loads it from the API. Serve the shell and hold the request back
    // so the loading screen can be seen.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        await route.fulfill({ response: await route.fetch({ url: appUrl('/spa-fallback.html') }) });
      },
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isItems = (url: URL) => url.pathname.endsWith('/rest/v1/items');
    await page.route(isItems, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(appUrl('/'));
    const loading = page.getByRole('status').filter({ hasText: 'Setting the table' });
    await loading.waitFor();
    await expect(loading.getByRole('img', { name: 'MOMobel' }).count()).resolves.toBe(1);
    release();
    await page.getByRole('heading', { name: 'Our Products' }).waitFor();
    await page.unroute(isItems);
    await untilInteractive(page);

    expect(await page.title()).toBe('MOMobel · Home & Kitchen Essentials in Beirut');
    await page.getByText('Free Delivery On Orders Above $50').waitFor();

    // Hero: an accessible carousel of the four featured products; the first image is the LCP.
    const hero = page.getByRole('region', { name: 'Featured products' });
    expect(await hero.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = hero.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(4);
    expect(await slides.first().getAttribute('aria-label')).toBe('1 of 4');
    const firstImage = slides.first().locator('img');
    expect(await firstImage.getAttribute('loading')).toBe('eager');
    expect(await firstImage.getAttribute('fetchpriority')).toBe('high');
    expect(await firstImage.getAttribute('width')).toBe('800');
    expect(await firstImage.getAttribute('height')).toBe('800');
    await hero.getByRole('heading', { name: 'Glass Storage Jars' }).waitFor();
    expect(await hero.getByRole('link', { name: /View Item/ }).getAttribute('href')).toBe('/item/30000000-0000-4000-8000-000000000001');

    // Next, Previous and wrap-around; dots say which slide is shown.
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await hero.getByRole('heading', { name: 'Bamboo Utensil Set' }).waitFor();
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await hero.getByRole('heading', { name: 'Stackable Pantry Organizers' }).waitFor();
    expect(await hero.getByRole('button', { name: 'Slide 4 of 4: Stackable Pantry Organizers' }).getAttribute('aria-current')).toBe('true');
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await hero.getByRole('heading', { name: 'Glass Storage Jars' }).waitFor();

    // Brand banner, catalogue and disclaimer.
    await page.getByRole('heading', { name: 'Affordable • Functional • Essential' }).waitFor();
    const bannerHeight = await page.getByRole('region', { name: 'About MOMobel' }).evaluate((element) => element.getBoundingClientRect().height);
    expect(bannerHeight).toBe(420);
    // The first page of cards, then 'Show more products' brings the rest.
    expect(await foundCount(page)).toBeGreaterThan(40);
    expect(await cards(page).count()).toBe(CATALOG_PAGE_SIZE);
    await page.getByRole('button', { name: 'Show more products' }).click();
    await poll(() => cards(page).count()).toBe(Math.min(await foundCount(page), 2 * CATALOG_PAGE_SIZE));
    await page.getByText('MOMobel is an independent reseller.', { exact: false }).waitFor();

    // Shop Now scrolls to the catalogue.
    await hero.getByRole('button', { name: 'Shop Now' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('catalog')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('advances the hero every 15 s, and not while hovered', async () => {
    const { page, problems } = await newPage();
    await page.clock.install();
    await openHome(page);
    const hero = page.getByRole('region', { name: 'Featured products' });
    const activeName = () => hero.locator('[aria-roledescription="slide"]:not([aria-hidden]) h2').textContent();
    expect(await activeName()).toBe('Glass Storage Jars');
    // The hero's timer starts when its part of the page hydrates, which on a busy machine can be
    // after #main[data-interactive]; from then on it draws the next slide's picture.
    await hero.locator('[aria-roledescription="slide"]').nth(1).locator('img').waitFor({ state: 'attached' });
    // The clock also runs on its own, so leave a margin for the time the page took to load.
    await page.clock.runFor(10_000);
    expect(await activeName()).toBe('Glass Storage Jars');
    await page.clock.runFor(6_000);
    expect(await activeName()).toBe('Bamboo Utensil Set');
    await hero.hover();
    await page.clock.runFor(40_000);
    expect(await activeName()).toBe('Bamboo Utensil Set');
    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('does not auto-advance for shoppers who prefer reduced motion', async () => {
    const { page, problems } = await newPage({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openHome(page);
    const hero = page.getByRole('region', { name: 'Featured products' });
    await page.mouse.move(0, 0);
    await page.clock.runFor(60_000);
    expect(await hero.locator('[aria-roledescription="slide"]:not([aria-hidden]) h2').textContent()).toBe('Glass Storage Jars');
    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('keeps search, category, sort, price range and view in the URL; Back restores the previous filter', async () => {
    const { page, problems } = await newPage();
    await openHome(page);
    const all = await foundCount(page);

    // Category strip: a pushed choice, pressed and highlighted.
    const strip = page.getByRole('navigation', { name: 'Categories' });
    await strip.getByRole('button', { name: 'Cleaning' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Cleaning');
    await pressed(strip.getByRole('button', { name: 'Cleaning' }));
    expect(await strip.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    const cleaning = await foundCount(page);
    expect(cleaning).toBeGreaterThan(0);
    expect(cleaning).toBeLessThan(all);
    expect(await cards(page).count()).toBe(cleaning);
    const badges = await cards(page).evaluateAll((articles) => articles.map((article) => article.textContent ?? ''));
    expect(badges.every((text) => text.includes('Cleaning'))).toBe(true);
    expect(await catalog(page).getByLabel('Category').inputValue()).toBe('Cleaning');

    // Typing: the list follows, the URL gets q after the debounce.
    const search = page.getByRole('searchbox', { name: 'Search products' });
    expect(await search.getAttribute('placeholder')).toBe('Search products...');
    await search.pressSequentially('brush', { delay: 30 });
    await page.waitForURL((url) => url.searchParams.get('q') === 'brush');
    expect(query(page)).toEqual({ category: 'Cleaning', q: 'brush' });
    await catalog(page).getByRole('heading', { name: 'Wooden Dish Brush' }).waitFor();
    await poll(() => foundCount(page)).toBeLessThan(cleaning);

    // Filters: the button counts category + search, then the price bounds.
    const filters = catalog(page).getByRole('button', { name: /^Filters/ });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    expect(await filters.getAttribute('aria-label')).toBe('Filters, 2 active');
    await filters.click();
    expect(await filters.getAttribute('aria-expanded')).toBe('true');
    const min = page.getByLabel('Min Price');
    expect(await min.getAttribute('type')).toBe('number');
    expect(await min.getAttribute('min')).toBe('0');
    expect(await min.getAttribute('step')).toBe('0.01');

    // Back undoes the search (one entry for the whole word), then the category.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    expect(query(page)).toEqual({ category: 'Cleaning' });
    await poll(() => search.inputValue()).toBe('');
    await poll(() => foundCount(page)).toBe(cleaning);
    await page.goBack();
    await page.waitForURL((url) => url.search === '');
    await pressed(strip.getByRole('button', { name: 'All' }));
    await poll(() => foundCount(page)).toBe(all);
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Cleaning');
    await strip.getByRole('button', { name: 'All' }).click();
    await page.waitForURL((url) => url.search === '');

    // Sort.
    await catalog(page).getByLabel('Sort by').selectOption({ label: 'Price low to high' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    await poll(async () => isSorted(await cardPrices(page), 'asc')).toBe(true);
    await catalog(page).getByLabel('Sort by').selectOption({ label: 'Price high to low' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc');
    await poll(async () => isSorted(await cardPrices(page), 'desc')).toBe(true);

    // Price range: min 20 (a bound), max empty (no bound); a negative min is clamped to 0.
    if ((await catalog(page).getByRole('button', { name: /^Filters/ }).getAttribute('aria-expanded')) !== 'true') {
      await catalog(page).getByRole('button', { name: /^Filters/ }).click();
    }
    await min.fill('20');
    await page.waitForURL((url) => url.searchParams.get('min') === '20');
    await poll(async () => (await cardPrices(page)).every((price) => price >= 2000)).toBe(true);
    expect((await cardPrices(page)).length).toBeGreaterThan(0);
    await page.getByLabel('Max Price').fill('30');
    await page.waitForURL((url) => url.searchParams.get('max') === '30');
    await poll(async () => (await cardPrices(page)).every((price) => price >= 2000 && price <= 3000)).toBe(true);
    await min.fill('-5');
    await min.blur();
    await page.waitForURL((url) => url.searchParams.get('min') === '0');
    await poll(() => min.inputValue()).toBe('0');

    // A filtered view is a link: it survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Our Products' }).waitFor();
    await untilInteractive(page);
    expect(query(page)).toEqual({ sort: 'price-desc', min: '0', max: '30' });
    expect(await page.getByLabel('Max Price').inputValue()).toBe('30');
    expect(await catalog(page).getByLabel('Sort by').inputValue()).toBe('price-desc');

    // Clear Filters keeps the sort order.
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('max'));
    expect(query(page)).toEqual({ sort: 'price-desc' });
    await poll(() => foundCount(page)).toBe(all);

    // Empty state.
    await search.fill('no such thing anywhere');
    await catalog(page).getByRole('heading', { name: 'No products found' }).waitFor();
    await catalog(page).getByText('Try adjusting your search or filters').waitFor();
    await poll(() => foundCount(page)).toBe(0);
    await search.fill('');

    // View toggle: grid by default, list adds the inquiry buttons.
    const gridButton = catalog(page).getByRole('button', { name: 'Grid view' });
    const listButton = catalog(page).getByRole('button', { name: 'List view' });
    expect(await gridButton.getAttribute('aria-pressed')).toBe('true');
    await listButton.click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'list');
    await pressed(listButton);
    await catalog(page).getByRole('link', { name: /Ask about .* on WhatsApp/ }).first().waitFor();
    expect(await catalog(page).getByRole('link', { name: /Ask about .* on WhatsApp/ }).first().getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/96171234567\?text=/,
    );
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('view'));
    await pressed(gridButton);

    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('opens a subcategory from the menu: only its products, in the URL, Back restores it, removing it shows the whole category', async () => {
    // A phone-sized screen: the menu, the strip and the active filter have to fit at 360 px.
    const { page, problems } = await newPage({ viewport: { width: 360, height: 800 } });
    await openHome(page);
    const strip = page.getByRole('navigation', { name: 'Categories' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Kitchen' }).click();
    await menu.getByRole('link', { name: 'Cookware' }).click();
    await page.waitForURL((url) => url.searchParams.get('subcategory') === COOKWARE);
    expect(query(page)).toEqual({ category: 'Kitchen', subcategory: COOKWARE });
    await menu.waitFor({ state: 'hidden' });

    // Only Cookware's listed products (the kettle and the espresso maker are sold out).
    await poll(async () => (await catalog(page).getByRole('heading', { level: 3 }).allTextContents()).sort()).toEqual(COOKWARE_LISTED);
    expect(await foundCount(page)).toBe(COOKWARE_LISTED.length);
    // Its category is the one highlighted and selected; the subcategory is the active filter.
    await pressed(strip.getByRole('button', { name: 'Kitchen' }));
    expect(await catalog(page).getByLabel('Category').inputValue()).toBe('Kitchen');
    expect(await catalog(page).getByRole('button', { name: /^Filters/ }).getAttribute('aria-label')).toBe('Filters, 2 active');
    const active = catalog(page).getByRole('list', { name: 'Active filters' });
    expect(await active.textContent()).toBe('Kitchen › Cookware');
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await active.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/home-360-subcategory.png` });

    // Removing it shows the whole category, as its own history entry.
    await active.getByRole('button', { name: 'Remove Cookware, show all of Kitchen' }).click();
    await page.waitForURL((url) => !url.searchParams.has('subcategory'));
    expect(query(page)).toEqual({ category: 'Kitchen' });
    await poll(() => cards(page).count()).toBeGreaterThan(COOKWARE_LISTED.length);
    const kitchen = await foundCount(page);
    expect(await active.count()).toBe(0);
    await pressed(strip.getByRole('button', { name: 'Kitchen' }));

    // Back brings the subcategory back; Back again leaves the listing as it was before the menu.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('subcategory') === COOKWARE);
    await poll(() => foundCount(page)).toBe(COOKWARE_LISTED.length);
    await active.waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.search === '');
    await pressed(strip.getByRole('button', { name: 'All' }));
    await poll(() => foundCount(page)).toBeGreaterThan(kitchen);

    // The link itself is shareable: opened afresh, it shows the same list.
    await page.goto(appUrl(`/?category=Kitchen&subcategory=${COOKWARE}`));
    await page.getByRole('heading', { name: 'Our Products' }).waitFor();
    await untilInteractive(page);
    await poll(async () => (await catalog(page).getByRole('heading', { level: 3 }).allTextContents()).sort()).toEqual(COOKWARE_LISTED);
    await active.waitFor();
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);

    // Choosing a category in the strip, even its own, means the whole category.
    await strip.getByRole('button', { name: 'Kitchen' }).click();
    await page.waitForURL((url) => !url.searchParams.has('subcategory'));
    expect(query(page)).toEqual({ category: 'Kitchen' });
    await poll(() => foundCount(page)).toBe(kitchen);

    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('takes a price in exponent form as the number box does (1e3 is 1000) and says why unreadable text sets no bound', async () => {
    const { page, problems } = await newPage();
    await openHome(page);
    const all = await foundCount(page);
    const filters = catalog(page).getByRole('button', { name: /^Filters/ });
    await filters.click();
    const max = page.getByLabel('Max Price');

    await max.pressSequentially('1e3', { delay: 30 });
    await page.waitForURL((url) => url.searchParams.get('max') === '1000');
    await poll(() => filters.getAttribute('aria-label')).toBe('Filters, 1 active');
    // Every demo product costs less than $1,000.
    await poll(() => foundCount(page)).toBe(all);

    await max.fill('');
    await max.pressSequentially('2.5e1', { delay: 30 });
    await page.waitForURL((url) => url.searchParams.get('max') === '25');
    await poll(async () => (await cardPrices(page)).every((price) => price <= 2500)).toBe(true);
    const upTo25 = await foundCount(page);
    expect(upTo25).toBeGreaterThan(0);
    expect(upTo25).toBeLessThan(all);
    expect(await max.getAttribute('aria-invalid')).toBeNull();

    // Text the box cannot read as a number: no bound, and the shopper is told why.
    await max.fill('');
    await max.pressSequentially('1e', { delay: 30 });
    const why = catalog(page).getByText('Enter a number, such as 25 or 19.99.');
    await why.waitFor();
    expect(await max.getAttribute('aria-invalid')).toBe('true');
    expect(await max.evaluate((input) => input.getAttribute('aria-describedby') === input.nextElementSibling?.id)).toBe(true);
    await page.waitForURL((url) => !url.searchParams.has('max'));
    await poll(() => foundCount(page)).toBe(all);
    // Finishing the number clears the message.
    await max.pressSequentially('1', { delay: 30 });
    await page.waitForURL((url) => url.searchParams.get('max') === '10');
    await why.waitFor({ state: 'detached' });

    // Clear Filters empties a box holding unreadable text too.
    await max.fill('');
    await max.pressSequentially('1e', { delay: 30 });
    await why.waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await why.waitFor({ state: 'detached' });
    expect(await max.evaluate((input) => (input as HTMLInputElement).validity.badInput)).toBe(false);

    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('adds through the variant dialog and directly, and counts the cart in the header', async () => {
    const { page, problems } = await newPage();
    await openHome(page);
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart/ });
    expect(await cartButton.getAttribute('aria-label')).toBe('Cart, empty');

    // A product with variants opens 'Select an option', first offered variant preselected.
    const jars = cards(page).filter({ has: page.getByRole('heading', { name: 'Glass Storage Jars' }) });
    await jars.getByRole('button', { name: 'Add to Cart: Glass Storage Jars' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select an option' });
    await dialog.waitFor();
    const option = dialog.getByLabel('Option');
    expect(await option.locator('option:checked').textContent()).toMatch(/^500 ml/);
    // Cancel closes without adding.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await cartButton.getAttribute('aria-label')).toBe('Cart, empty');

    await jars.getByRole('button', { name: 'Add to Cart: Glass Storage Jars' }).click();
    await dialog.waitFor();
    await option.selectOption({ label: '1 L – $8.50' });
    await dialog.getByRole('button', { name: 'Increase quantity of Glass Storage Jars' }).click();
    expect(await dialog.getByRole('spinbutton', { name: 'Quantity of Glass Storage Jars' }).inputValue()).toBe('2');
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelector('header button[aria-label^="Cart"]')?.getAttribute('aria-label') === 'Cart, 2 items');
    expect(await page.getByTestId('cart-badge').textContent()).toBe('2');
    await jars.getByRole('button', { name: 'In Cart: Glass Storage Jars' }).waitFor();

    // A product without variants goes straight in.
    const utensils = cards(page).filter({ has: page.getByRole('heading', { name: 'Bamboo Utensil Set' }) });
    await utensils.getByRole('button', { name: 'Add to Cart: Bamboo Utensil Set' }).click();
    await utensils.getByRole('button', { name: 'In Cart: Bamboo Utensil Set' }).waitFor();
    expect(await cartButton.getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(await page.getByTestId('cart-badge').textContent()).toBe('3');
    // The count is announced politely.
    await poll(() => page.locator('header [aria-live="polite"]').textContent()).toBe('Cart, 3 items.');

    // The cart survives a reload; the cart button opens the drawer.
    await page.reload();
    await untilInteractive(page);
    await poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 3 items');
    await cartButton.click();
    await page.getByRole('dialog', { name: /Shopping Cart \(3\)/ }).waitFor();

    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('opens a product from its card, and the header search brings the shopper back to the search box', async () => {
    const { page, problems } = await newPage();
    await openHome(page);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: 'Cotton Table Linen' }) });
    // The gallery has its own controls, outside the link.
    await card.hover();
    await card.getByRole('button', { name: 'Next image of Cotton Table Linen' }).click();
    await card.getByText('Image 2 of 3').waitFor();
    expect(page.url()).toBe(appUrl('/'));
    await card.getByRole('link', { name: 'Cotton Table Linen' }).click();
    await page.waitForURL(appUrl('/item/30000000-0000-4000-8000-000000000003'));
    // The product page is a lazy route: the home page stays on screen until it has loaded.
    await page.locator('#catalog').waitFor({ state: 'detached' });
    await untilInteractive(page);

    await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click();
    await page.waitForURL(appUrl('/'));
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await page.waitForFunction(() => document.activeElement?.id === 'catalog-search');
    await page.keyboard.type('linen');
    await page.waitForURL((url) => url.searchParams.get('q') === 'linen');
    expect(await search.inputValue()).toBe('linen');
    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('takes screenshots of the home page at 360, 768 and 1280 px with no horizontal scroll or layout shift', async () => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    for (const width of [360, 768, 1280]) {
      const { page, problems } = await newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      await page.addInitScript(() => {
        (window as unknown as { __shift: number }).__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(appUrl('/'), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Our Products' }).waitFor();
      await untilInteractive(page);
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      const gridColumns = await catalog(page)
        .locator('ul')
        .first()
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
      expect(gridColumns).toBe(width >= 1280 ? 4 : 2);
      // Instagram and WhatsApp leave the header on small screens.
      const instagram = page.getByRole('banner').getByRole('link', { name: 'MOMobel on Instagram' });
      expect(await instagram.isVisible()).toBe(width >= 640);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/home-${width}.png` });
      await page.screenshot({ path: `${ARTIFACTS_DIR}/home-${width}-full.png`, fullPage: true });
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift).toBeLessThan(0.1);
      expect(problems.join('\n')).toBe('');
      await context.close();
    }
  });
});
