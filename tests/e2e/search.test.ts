/**
 * Search as Beirut types (docs/decisions/0014-search-as-beirut-types.md, issue 48), typed into the real search box of the
 * production build against the seeded stack: Arabizi, Arabic spelling variants, the owner's own
 * search words, English plurals, typos and words in any order, on the English and the Arabic
 * page; the ranking when no sort is chosen, a chosen sort winning, the URL holding only `q`,
 * 'No products found' when nothing matches, and the sold-out products a search finds (after those
 * for sale, under their own heading, linking to a page that takes a preorder), on a phone too.
 *
 * Every page asserts that the console stayed free of errors and warnings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { appUrl } from '../support/clients.ts';
import { ar } from '../../src/i18n/ar.ts';
import { arListing } from '../../src/i18n/ar-listing.ts';
import { enListing } from '../../src/i18n/en-listing.ts';

/**
 * The layout shifts the page reports from its start, with or without a recent input, but for the
 * count line's own new words: on an Arabic page Chromium reports the new text of 'N product(s)
 * found' (right to left, its end free) as a shift of a pixel's fraction, on every search.
 */
async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
        const countLine = document.querySelector('#catalog-title + [role=status]');
        const moved = (entry.sources ?? []).filter(({ node }) => !(node instanceof Text && node.parentElement === countLine));
        if (moved.length === 0) continue;
        const nodes = moved.map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Text ? node.parentElement : node;
          const name = element instanceof Element ? `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} “${(element.textContent ?? '').trim().slice(0, 30)}”` : String(node?.nodeName);
          return `${name} ${rect(previousRect)} → ${rect(currentRect)}`;
        });
        shifts.push(`${entry.value.toFixed(4)}${entry.hadRecentInput ? ' (input)' : ''}: ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

function cardNames(page: Page): Promise<string[]> {
  return page.locator('#catalog article').getByRole('heading').allTextContents();
}

/** Clears the box and types `query` key by key, as a shopper does; waits for the listing to follow. */
async function typeSearch(page: Page, query: string): Promise<void> {
  const box = page.locator('#catalog').getByRole('searchbox');
  await box.fill('');
  await box.pressSequentially(query, { delay: 40 });
  await page.waitForURL((url) => url.searchParams.get('q') === query);
}

/** The first `count` cards' names once the listing shows results for the query typed. */
function firstCards(page: Page, count = 3) {
  return expect.poll(async () => (await cardNames(page)).slice(0, count), { timeout: 15_000 });
}

describe('search in the shop as Beirut types', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string, width = 1280) {
    const { context, page, problems } = await openWatchedPage(browser, { viewport: { width, height: width < 768 ? 800 : 900 } });
    await page.goto(appUrl(path));
    await page.locator('#catalog').getByRole('searchbox').waitFor();
    await untilInteractive(page);
    return { context, page, problems };
  }

  it('on the English page: Arabizi, the owner’s words, plurals, a typo, words in any order, ranked; nothing found says so', async () => {
    const { context, page, problems } = await open('/');

    await typeSearch(page, 's7oun');
    await firstCards(page, 1).toEqual(['Stoneware Dinner Plates']);

    await typeSearch(page, 'mrayeh');
    await firstCards(page, 1).toEqual(['Round Rattan Mirror']);

    await typeSearch(page, 'frying pans');
    await firstCards(page, 1).toEqual(['Non-Stick Frying Pan']);

    await typeSearch(page, 'cushon covers');
    await firstCards(page, 1).toEqual(['Linen Cushion Cover']);

    await typeSearch(page, 'bowl salad olive');
    await firstCards(page, 1).toEqual(['Olive Wood Salad Bowl']);

    // Ranked: the names holding every word first, then the description's.
    await typeSearch(page, 'bowls');
    await firstCards(page, 3).toEqual(['Nesting Mixing Bowls', 'Stoneware Bowls', 'Olive Wood Salad Bowl']);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ q: 'bowls' });

    // A chosen sort wins over the ranking, and the URL keeps both as before.
    await page.locator('#catalog select').nth(1).selectOption('price-asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ q: 'bowls', sort: 'price-asc' });
    const prices = async () =>
      (await page.locator('#catalog article').allTextContents()).map((text) => Number(/\$(\d+\.\d{2})/.exec(text)?.[1]));
    await expect.poll(async () => {
      const shown = await prices();
      return shown.length > 1 && shown.every((price, index) => index === 0 || shown[index - 1]! <= price);
    }).toBe(true);

    await typeSearch(page, 'zqxwv');
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    expect(await cardNames(page)).toEqual([]);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('on the Arabic page: the article, ة written ه, a broken plural, the owner’s words, and Arabizi too', async () => {
    const { context, page, problems } = await open('/ar');

    await typeSearch(page, 'المقلاه');
    await firstCards(page, 1).toEqual(['مقلاة غير لاصقة']);

    await typeSearch(page, 'مناشف');
    await firstCards(page, 1).toEqual(['منشفة من القطن التركي']);

    await typeSearch(page, 'دعسه');
    await firstCards(page, 1).toEqual(['سجادة حمام بنسيج الوافل']);

    await typeSearch(page, 'sikkine');
    await firstCards(page, 1).toEqual(['سكين الشيف 20 سم']);

    expect(problems).toEqual([]);
    await context.close();
  });

  // "kettel" (the kettle) and "ابريق" (the espresso pot) mean products the demo shop has sold out.
  const soldOutCases = [
    { path: '/', query: 'kettel', product: 'Stainless Steel Kettle', heading: enListing.soldOutMatches, badge: 'Sold out — preorder', count: '0 product(s) found', noProducts: enListing.noProducts, preorderNote: "Preorder: we'll contact you when it is available." },
    { path: '/ar', query: 'ابريق', product: 'إبريق إسبريسو للموقد', heading: arListing.soldOutMatches, badge: ar.catalog.preorderBadge, count: arListing.productsFound(0), noProducts: arListing.noProducts, preorderNote: ar.notices.stockPreorder },
  ];
  for (const width of [1280, 360]) {
    for (const { path, query, product, heading, badge, count, noProducts, preorderNote } of soldOutCases) {
      it(`on ${path} at ${width} px: ${JSON.stringify(query)} shows the sold-out product under its own heading, marked and linked to its preorder, with no layout shift`, async () => {
        const { context, page, problems } = await open(path, width);
        const shifts = await recordLayoutShifts(page);
        await page.reload();
        await untilInteractive(page);
        await typeSearch(page, query);

        const catalog = page.locator('#catalog');
        const soldOut = catalog.getByRole('region', { name: heading });
        await soldOut.getByRole('heading', { level: 3, name: heading }).waitFor();
        const card = soldOut.getByRole('article', { name: product });
        expect(await card.getByText(badge, { exact: true }).count()).toBe(1);
        // The count line stays the spec's: it counts the products for sale, and there are none.
        expect(await catalog.getByRole('status').first().textContent()).toBe(count);
        expect(await catalog.getByRole('heading', { name: noProducts }).count()).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await shifts()).toEqual([]);

        // Its page takes the order as a preorder.
        await card.getByRole('link', { name: product }).click();
        await page.getByRole('heading', { level: 1, name: product }).waitFor();
        await page.getByText(preorderNote).waitFor();
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
