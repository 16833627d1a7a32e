/**
 * A shop on a flaky line (DESIGN.md §18), in Chromium against the production build: code that
 * fails to download (the line cut after the page loaded) shows the shop with a notice and Retry,
 * never the error screen, and the tap that needed the code applies once it has come.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { appUrl } from '../support/clients.ts';

/** 01 Glass Storage Jars: variants 500 ml $6.50 (the first chosen), 1 L, 1.5 L. */
const JARS = '30000000-0000-4000-8000-000000000001';

/** Every JavaScript file the page has not loaded yet fails, as on a cut line; returns the way back. */
async function cutTheCodeLine(context: BrowserContext): Promise<() => Promise<void>> {
  const cut = (route: { abort: () => Promise<void> }) => route.abort();
  await context.route('**/assets/*.js', cut);
  return () => context.unroute('**/assets/*.js', cut);
}

describe('a code download that fails', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A product page loaded on a good line; the service worker kept out, so nothing is cached. */
  async function productPageThenCut(path: string): Promise<{ page: Page; restore: () => Promise<void> }> {
    const { context, page } = await openWatchedPage(browser, { serviceWorkers: 'block', viewport: { width: 390, height: 800 } });
    await page.goto(appUrl(path));
    await untilInteractive(page);
    return { page, restore: await cutTheCodeLine(context) };
  }

  it('Add to Cart on a cut line keeps the page, says so with Retry, and the toast comes after the retry', async () => {
    const { page, restore } = await productPageThenCut(`/item/${JARS}`);
    await page.getByRole('button', { name: /^Add to Cart - / }).click();

    const notice = page.getByTestId('download-retry');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Please check your connection and try again.');
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Cart, 1 item' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Glass Storage Jars');

    await restore();
    await notice.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Added to Cart').first().waitFor();
    expect(await notice.count()).toBe(0);
  });

  it('the cart icon on a cut line, in Arabic: the notice in Arabic, and the drawer opens once the line is back', async () => {
    const { page, restore } = await productPageThenCut(`/ar/item/${JARS}`);
    await page.getByRole('button', { name: /^السلة/ }).click();

    const notice = page.getByTestId('download-retry');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('يرجى التحقق من الاتصال بالإنترنت والمحاولة مجددًا.');
    expect(await page.getByText('حدث خطأ غير متوقع!').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await restore();
    // The browser saying the line is back retries by itself, as the button would.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await page.getByRole('dialog').waitFor();
    expect(await notice.count()).toBe(0);
  });
});
