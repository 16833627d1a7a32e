/**
 * Search as Beirut types (docs/decisions/0014-search-as-beirut-types.md, issue 48), typed into the real search box of the
 * production build against the seeded stack: Arabizi, Arabic spelling variants, the owner's own
 * search words, English plurals, typos and words in any order, on the English and the Arabic
 * page; the ranking when no sort is chosen, a chosen sort winning, the URL holding only `q`, and
 * 'No products found' when nothing matches.
 *
 * Every page asserts that the console stayed free of errors and warnings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { appUrl } from '../support/clients.ts';

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

  async function open(path: string) {
    const { context, page, problems } = await openWatchedPage(browser);
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
});
