/**
 * The other pages in Chromium against the real local stack: /preorder, /about, the 404 page, and
 * the layout around them (menu drawer by keyboard, footer, document titles). Every page asserts
 * that the console stayed free of errors and warnings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { englishScreenCopy } from '../../src/config/screenCopy.ts';
import { storeConfig } from '../../src/config/store.ts';
import { launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { appUrl } from '../support/clients.ts';

function poll<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 10_000 });
}

/** Out of stock in supabase/seed.sql (flagged, inventory 0, or every variant gone). */
const PREORDER_ITEMS = [
  'Stovetop Espresso Maker',
  'Stainless Steel Kettle',
  'Silicone Food Storage Bags',
  'Wine Glasses, Set of 4',
  'Reed Diffuser',
];

describe('pages and layout', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string, options: Parameters<Browser['newContext']>[0] = {}) {
    const { page, problems, ...opened } = await openWatchedPage(browser, options);
    context = opened.context;
    const info: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') info.push(message.text());
    });
    await page.goto(appUrl(path));
    // About the pages and their layout (the menu's groups, the 404 link, focus), not early taps.
    await untilInteractive(page);
    return { page, info, problems };
  }

  it('lists only preorder items on /preorder, and adds them to the cart', async () => {
    const { page, problems } = await open('/preorder');
    expect(await page.title()).toBe('Preorder Items · MOMobel');
    await page.getByRole('heading', { name: 'Preorder Items', level: 1 }).waitFor();
    await page.getByText(englishScreenCopy.preorderIntro).waitFor();

    const cards = page.getByRole('main').getByRole('article');
    const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
    // Orders placed by other tests may sell more items out; the seed's five are always here.
    expect(names).toEqual(expect.arrayContaining(PREORDER_ITEMS));
    for (const text of await cards.allTextContents()) expect(text).toContain('Sold out — preorder');
    // Items in stock are not.
    expect(names).not.toContain('Glass Storage Jars');
    expect(names).not.toContain('Bamboo Utensil Set');

    const grid = page.getByRole('main').getByRole('list').first();
    expect(await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length)).toBe(4);

    // No stock limit on a preorder line: the kettle (flagged out of stock) goes in, twice.
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart/ });
    await page.getByRole('button', { name: 'Add to Cart: Stainless Steel Kettle' }).click();
    await page.getByRole('button', { name: 'In Cart: Stainless Steel Kettle' }).click();
    await poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 2 items');
    // Every variant of the espresso maker is gone: all of them can be preordered.
    await page.getByRole('button', { name: 'Add to Cart: Stovetop Espresso Maker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select an option' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Option').locator('option').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 3 items');

    // Choosing a category in the menu leads to the home page's listing.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Cleaning' }).click();
    await menu.getByRole('link', { name: 'View All Cleaning' }).click();
    await page.waitForURL(appUrl('/?category=Cleaning'));
    await page.getByRole('heading', { name: 'Our Products' }).waitFor();
    await poll(() => page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Cleaning' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('shows Our Story from configured copy, with chat buttons', async () => {
    const { page, problems } = await open('/about');
    expect(await page.title()).toBe('Our Story · MOMobel');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Our Story', level: 1 }).waitFor();
    // Markdown is rendered: **Beirut** is strong text.
    await poll(() => main.locator('strong', { hasText: 'Beirut' }).count()).toBe(1);
    await main.getByText('We began by bringing in a handful of storage jars', { exact: false }).waitFor();
    await main.getByText(englishScreenCopy.about.promise).waitFor();
    await main.getByRole('heading', { name: 'What We Stand For' }).waitFor();
    for (const value of englishScreenCopy.about.values) {
      await main.getByRole('heading', { name: value.title, level: 3 }).waitFor();
      await main.getByText(value.text).waitFor();
    }
    await main.getByRole('heading', { name: englishScreenCopy.about.contactTitle }).waitFor();
    const whatsapp = main.getByRole('link', { name: 'Chat on WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/96171234567\?text=Hello%20MOMobel/);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    expect(await main.getByRole('link', { name: 'Follow on Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/momobel.lb/',
    );
    await main.getByText(storeConfig.contact.location).waitFor();

    // The header search goes back to the home page's search box.
    await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click();
    await page.waitForURL(appUrl('/'));
    await page.waitForFunction(() => document.activeElement?.id === 'catalog-search');
    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('answers an unknown path with the 404 page and logs the path', async () => {
    const { page, problems, info } = await open('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · MOMobel');
    await poll(() => info.some((line) => line.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(appUrl('/'));
    await page.getByRole('heading', { name: 'Our Products' }).waitFor();
    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('works by keyboard: the menu drawer opens, groups expand, Escape closes and focus returns', async () => {
    const { page, problems } = await open('/');
    // Tab from the top: the skip link, then the menu button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    // Focus is visible.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

    // The menu lists All Products, each category, Preorder, Our Story, Instagram and WhatsApp.
    await menu.getByRole('link', { name: 'All Products' }).waitFor();
    for (const name of ['Kitchen', 'Storage & Organization', 'Dining & Table', 'Home Décor', 'Bathroom', 'Cleaning']) {
      expect(await menu.getByRole('button', { name, exact: true }).getAttribute('aria-expanded')).toBe('false');
    }
    await menu.getByRole('link', { name: 'Preorder' }).waitFor();
    await menu.getByRole('link', { name: 'Our Story' }).waitFor();
    await menu.getByRole('link', { name: /Instagram/ }).waitFor();
    await menu.getByRole('link', { name: /WhatsApp/ }).waitFor();

    // A group opens with the keyboard and lists its visible subcategories (Gift Sets is hidden).
    const storage = menu.getByRole('button', { name: 'Storage & Organization', exact: true });
    await storage.focus();
    await page.keyboard.press('Enter');
    await poll(() => storage.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Pantry Storage' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Gift Sets' }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await poll(() => storage.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');

    // Choosing a subcategory by keyboard filters the catalogue by it, within its category.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await menu.getByRole('button', { name: 'Kitchen', exact: true }).focus();
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Cookware' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(appUrl('/?category=Kitchen&subcategory=20000000-0000-4000-8000-000000000001'));
    await menu.waitFor({ state: 'hidden' });
    await poll(() => page.locator('#catalog').getByLabel('Category').inputValue()).toBe('Kitchen');
    await page.locator('#catalog').getByRole('list', { name: 'Active filters' }).getByText('Kitchen › Cookware').waitFor();
    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('has a footer with section anchors, contact details and chat buttons', async () => {
    const { page, problems } = await open('/about');
    const footer = page.getByRole('contentinfo');
    const home = footer.getByRole('link', { name: 'Home', exact: true });
    expect(await home.getAttribute('href')).toBe('/#hero');
    expect(await footer.getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/#catalog');
    await footer.getByText(storeConfig.contact.location).waitFor();
    await footer.getByText(storeConfig.contact.whatsappNumber).waitFor();
    await footer.getByText(`@${storeConfig.contact.instagramHandle}`).waitFor();
    expect(await footer.getByRole('link', { name: storeConfig.contact.email }).getAttribute('href')).toBe(`mailto:${storeConfig.contact.email}`);
    expect(await footer.getByRole('link', { name: 'Chat with Us' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/96171234567\?text=/);
    for (const line of storeConfig.brand.footerLines) await footer.getByText(line).waitFor();

    // From another page, Products leads to the home page's catalogue.
    await footer.getByRole('link', { name: 'Products' }).click();
    await page.waitForURL(appUrl('/#catalog'));
    await page.waitForFunction(() => {
      const top = document.getElementById('catalog')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 200;
    });
    // On the home page the anchors are plain in-page links.
    expect(await footer.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('#hero');
    expect(problems.join('\n')).toBe('');
    await context.close();
  });
});
