/**
 * Arabic pages under /ar (docs/decisions/0007-language-in-the-url.md, issue 32): prerendered like the English ones and
 * hydrated without a mismatch; right to left where direction matters (the cart drawer's side,
 * the carousels' arrows and scrolling, no sideways scroll on a phone); and English pages that
 * fetch nothing of the Arabic font.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openWatchedPage, servePagesAsAHostDoes, untilInteractive } from '../support/browser.ts';
import { appUrl } from '../support/clients.ts';
import { RELATED_SCROLL_STEP_PX } from '../../src/features/product/carousel.ts';

/** 01 Glass Storage Jars: several photos, five related products. */
const JARS = '30000000-0000-4000-8000-000000000001';
const JARS_500_ML = '40000000-0000-4000-8000-000000000101';
const PHONE = { width: 360, height: 800 };

/** Whether the page scrolls sideways (it must not, on a 360 px phone, in either direction). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** An element's box on screen. */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
}

describe('Arabic pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('are prerendered right to left, and hydrate into the same page without a mismatch', async () => {
    const { context, page, problems } = await openWatchedPage(browser, { viewport: PHONE });
    for (const path of ['/ar', '/ar/about', '/ar/preorder', `/ar/item/${JARS}`]) {
      const response = await page.request.get(appUrl(path));
      const served = new JSDOM(await response.text()).window.document;
      expect([served.documentElement.lang, served.documentElement.dir], path).toEqual(['ar', 'rtl']);
      expect(served.getElementById('root')?.dataset.prerendered, path).toBe(path);
      const servedHeading = served.querySelector('#root h1')?.textContent;

      await page.goto(appUrl(path));
      await untilInteractive(page);
      // React attached to the prerendered page (a mismatch re-renders it and logs a recoverable error).
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe(path);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
      expect(await page.title(), path).toBe(served.title);
      if (servedHeading) expect(await page.locator('#root h1').first().textContent(), path).toBe(servedHeading);
      expect(await scrollsSideways(page), path).toBe(false);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('no prerendered page of either language scrolls sideways on a 360 px phone, before or after its code runs', async () => {
    // Every page the sitemap lists (every product, both languages), and the SPA fallbacks: a card
    // deep in the related carousel once carried a visually hidden word past the carousel's clip.
    const sitemap = await (await fetch(appUrl('/sitemap.xml'))).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.filter((path) => path.startsWith('/ar/item/')).length).toBeGreaterThan(10);
    paths.push('/ar/no-such-page', '/no-such-page');
    // Before its code: every page. With it: one page of each kind and every fourth product, since
    // a hydrated page renders what the build rendered (other tests hold that) and each visit waits
    // for the code.
    const sample = paths.filter((path, index) => !/\/item\//.test(path) || index % 4 === 0);
    for (const javaScriptEnabled of [false, true]) {
      const { context, page, problems } = await openWatchedPage(browser, { viewport: PHONE, javaScriptEnabled });
      const sideways: string[] = [];
      for (const path of javaScriptEnabled ? sample : paths) {
        await page.goto(appUrl(path));
        if (javaScriptEnabled) await untilInteractive(page);
        if (await scrollsSideways(page)) sideways.push(path);
      }
      expect(sideways, javaScriptEnabled ? 'with its code' : 'before its code').toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it('a path under /ar without a page of its own (a cart link) is answered right to left before any script, and opens the cart in Arabic', async () => {
    const cartLink = `/ar/cart?items=${JARS}.${JARS_500_ML}x2`;
    /** The served document's language and direction, and the Arabic start-up words among its preloads. */
    const shellOf = (html: string) => {
      const { documentElement } = new JSDOM(html).window.document;
      const preloads = [...documentElement.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
      return { lang: documentElement.lang, dir: documentElement.dir, arabicWords: preloads.some((href) => /^\/assets\/ar-[^/]+\.js$/.test(href ?? '')) };
    };
    const arabicShell = { lang: 'ar', dir: 'rtl', arabicWords: true };
    // `vite preview` (as `npm start` serves a build), to a client that runs no code.
    expect(shellOf(await (await fetch(appUrl(cartLink))).text())).toEqual(arabicShell);

    // A static host, by the build's _redirects.
    const { context, page, problems } = await openWatchedPage(browser, { viewport: PHONE });
    await servePagesAsAHostDoes(context, '/ar/cart', appUrl());
    const response = await page.goto(appUrl(cartLink));
    expect(shellOf(await response!.text())).toEqual(arabicShell);
    const cart = page.getByRole('dialog', { name: /^سلة التسوق/ });
    await cart.waitFor();
    await page.waitForURL(appUrl('/ar'));
    expect(await cart.textContent()).toContain('مرطبانات زجاجية للتخزين');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await scrollsSideways(page)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the cart drawer opens from the inline end: the left of the screen in Arabic, the right in English', async () => {
    const { context, page, problems } = await openWatchedPage(browser, { viewport: { width: 1024, height: 800 } });
    for (const [path, side] of [
      ['/ar', 'left'],
      ['/', 'right'],
    ] as const) {
      await page.goto(appUrl(path));
      await untilInteractive(page);
      await page.locator('header [data-replay="cart"]').click();
      const drawer = await box(page, 'dialog[open]');
      expect(drawer.width, path).toBeLessThan(1024);
      if (side === 'left') expect(drawer.x, path).toBe(0);
      else expect(drawer.x + drawer.width, path).toBe(1024);
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the hero's next arrow sits at the inline end, points there and moves forward in the reading direction", async () => {
    const { context, page, problems } = await openWatchedPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    await page.goto(appUrl('/ar'));
    await untilInteractive(page);
    const next = await box(page, '[data-replay="hero-next"]');
    const previous = await box(page, '[data-replay="hero-previous"]');
    // Right to left: next on the left, previous on the right.
    expect(next.x + next.width).toBeLessThan(PHONE.width / 2);
    expect(previous.x).toBeGreaterThan(PHONE.width / 2);
    // Its chevron (drawn pointing right) is mirrored to point left.
    expect(await page.locator('[data-replay="hero-next"] svg').evaluate((icon) => getComputedStyle(icon).scale)).toMatch(/^-1/);
    const currentDot = async () => (await box(page, 'section [aria-current="true"]')).x;
    const before = await currentDot();
    await page.locator('[data-replay="hero-next"]').click();
    await expect.poll(currentDot).toBeLessThan(before);
    expect(await scrollsSideways(page)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the product gallery and the related carousel move in the reading direction on a phone', async () => {
    const { context, page, problems } = await openWatchedPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    await page.goto(appUrl(`/ar/item/${JARS}`));
    await untilInteractive(page);
    expect(await scrollsSideways(page)).toBe(false);

    const galleryNext = await box(page, '[data-replay="gallery-next"]');
    const galleryPrevious = await box(page, '[data-replay="gallery-previous"]');
    expect(galleryNext.x).toBeLessThan(galleryPrevious.x);

    const scroller = page.getByTestId('related-scroller');
    await scroller.scrollIntoViewIfNeeded();
    const buttons = page.locator('section[aria-labelledby="related-heading"] h2 + div button');
    const [back, forward] = [buttons.nth(0), buttons.nth(1)];
    // Back at the inline start (right), forward at the inline end (left).
    expect((await forward.boundingBox())!.x).toBeLessThan((await back.boundingBox())!.x);
    const room = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(room).toBeGreaterThan(RELATED_SCROLL_STEP_PX);
    // Right to left, scrollLeft runs from 0 down to negative values: forward is leftwards.
    const firstCardRight = () => scroller.evaluate((list) => list.children[0]!.getBoundingClientRect().right);
    const start = await firstCardRight();
    await forward.click();
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(-RELATED_SCROLL_STEP_PX);
    expect(await firstCardRight()).toBe(start + RELATED_SCROLL_STEP_PX);
    await back.click();
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('fonts', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Every URL a page requested until it answered and its code, pictures and fonts had settled. */
  async function requestsOf(path: string): Promise<string[]> {
    const { context, page, problems } = await openWatchedPage(browser, { viewport: PHONE });
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto(appUrl(path));
    await untilInteractive(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    expect(problems).toEqual([]);
    await context.close();
    return urls;
  }

  const arabicFont = (urls: string[]) => urls.filter((url) => /noto-sans-arabic|\.woff2?(\?|$)/.test(url));

  // Arabic is drawn in the phone's own Arabic font (src/index.css): a web font moved every Arabic
  // line when it arrived (tests/e2e/arabic-layout-shift.test.ts) and cost 49 KB a weight.
  it('English pages fetch no Arabic font (nor any font), nor do Arabic pages', async () => {
    for (const path of ['/', `/item/${JARS}`, '/ar', `/ar/item/${JARS}`]) expect(arabicFont(await requestsOf(path)), path).toEqual([]);
  });
});
