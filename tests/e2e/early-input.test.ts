/**
 * What a shopper does before the page's code has arrived (DESIGN.md §11): the app's scripts are
 * held back, and the test types the moment the search box shows, without waiting for hydration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openWatchedPage } from '../support/browser.ts';
import { stackInfo } from '../support/clients.ts';

const HOLD_SCRIPTS_MS = 1_500;

function appUrl(path = '/'): string {
  return new URL(path, stackInfo().appUrl!).toString();
}

/** Holds every request for the app's code for a while, so whatever the test does first surely comes before it. */
async function holdScripts(page: Page) {
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_SCRIPTS_MS));
    await route.continue();
  });
}

describe('input before the code arrives', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('words typed into the search box stay when the code arrives, and filter the listing', async () => {
    const { page, problems, context } = await openWatchedPage(browser);
    await holdScripts(page);
    await page.goto(appUrl('/'), { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.pressSequentially('carafe');
    expect(await page.locator('#main[data-interactive]').count()).toBe(0);

    await page.locator('#main[data-interactive]').waitFor({ state: 'attached' });
    expect(await box.inputValue()).toBe('carafe');
    await expect
      .poll(() => page.locator('#catalog').getByRole('article').allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining('Glass Water Carafe')]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Enter in the search box searches with no script at all (GET /?q=…), and the listing reads it', async () => {
    const { page, context } = await openWatchedPage(browser, { javaScriptEnabled: false });
    await page.goto(appUrl('/'));
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('carafe');
    await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === 'carafe'), box.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();

    const live = await openWatchedPage(browser);
    await live.page.goto(page.url());
    await expect
      .poll(() => live.page.locator('#catalog').getByRole('article').allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining('Glass Water Carafe')]);
    expect(await live.page.getByRole('searchbox', { name: 'Search products' }).inputValue()).toBe('carafe');
    expect(live.problems).toEqual([]);
    await live.context.close();
  });
});
