/**
 * What a shopper does before the page's code has arrived (docs/decisions/0004-early-taps-kept-and-replayed.md): the app's scripts are
 * held back, and the test taps and types the moment a control shows, without waiting for
 * hydration. Each tap shows at once that it was taken and takes effect exactly once when the code
 * is there (the inline script in index.html and src/components/ui/earlyTaps.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { holdAppCode, launchBrowser, openWatchedPage } from '../support/browser.ts';
import { appUrl } from '../support/clients.ts';

/** 02 Bamboo Utensil Set: no variants, $11.90 on sale, unlimited stock, one picture. */
const UTENSILS = '30000000-0000-4000-8000-000000000002';
/** 01 Glass Storage Jars: variants 500 ml ($6.50), 1 L ($8.50), 1.5 L ($9.50); three pictures. */
const JARS = '30000000-0000-4000-8000-000000000001';
const JARS_1_L = '40000000-0000-4000-8000-000000000102';

function cartButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Cart, / });
}

const codeHeldBack = new WeakMap<Page, () => void>();

/**
 * Opens `path` with the app's code held back until the test lets it come (releaseCode), so the
 * taps surely come first: the page asks for its code at once, however slow the machine is.
 */
async function openEarly(page: Page, path: string) {
  await holdAppCode(page, new Promise<void>((resolve) => codeHeldBack.set(page, resolve)));
  await page.goto(appUrl(path), { waitUntil: 'commit' });
}

/** The app's code arrives. */
function releaseCode(page: Page) {
  codeHeldBack.get(page)?.();
}

/** Whether the page has not answered yet: the test's taps must come before it. */
async function stillWaitingForCode(page: Page): Promise<boolean> {
  return (await page.locator('#main[data-interactive]').count()) === 0;
}

/** Whether `control` shows that a tap was taken and waits for the code (the inline script's pending ring). */
function shownPending(control: Locator): Promise<boolean> {
  return control.evaluate((element) => getComputedStyle(element).cursor === 'progress' && getComputedStyle(element).boxShadow !== 'none');
}

/** Where `control` sits on the page (not the viewport: a tap may scroll it into view), to show nothing moved. */
function pagePlace(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height };
  });
}

/**
 * Taps `control` the moment it shows, `times` times, and checks the tap was taken at once (shown
 * pending, in the same place and size: no layout shift) while the code is still held back.
 */
async function tapEarly(page: Page, control: Locator, times = 1) {
  await control.waitFor();
  const before = await pagePlace(control);
  expect(await shownPending(control)).toBe(false);
  for (let i = 0; i < times; i += 1) await control.click();
  expect(await stillWaitingForCode(page)).toBe(true);
  expect(await shownPending(control)).toBe(true);
  expect(await pagePlace(control)).toEqual(before);
}

/** Which scripts the page has asked for, and which have arrived, by a pattern of their URL. */
function watchScripts(page: Page) {
  const requested: string[] = [];
  const finished: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('requestfinished', (request) => finished.push(request.url()));
  return {
    asked: (pattern: RegExp) => requested.some((url) => pattern.test(url)),
    arrived: (pattern: RegExp) => finished.some((url) => pattern.test(url)),
  };
}

/** Until the page answers and every early tap has been handed over. */
async function untilReplayed(page: Page) {
  releaseCode(page);
  await page.locator('#main[data-interactive]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => window.earlyTaps?.length === 0);
  // One more frame for the last tap's render.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
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
    await openEarly(page, '/');
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.pressSequentially('carafe');
    expect(await stillWaitingForCode(page)).toBe(true);

    releaseCode(page);
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

  describe('taps before the code: taken at once, effective exactly once', () => {
    it('Add to Cart on the product page, tapped twice: one item in the cart', async () => {
      const { page, problems, context } = await openWatchedPage(browser);
      await openEarly(page, `/item/${UTENSILS}`);
      await tapEarly(page, page.getByRole('button', { name: 'Add to Cart - $11.90' }), 2);
      await untilReplayed(page);
      expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item');
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('momobel-cart') ?? '{}').lines.length)).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    });

    /** Opens the jars' page with the code held back and chooses the 1 L jar before the code is there. */
    async function chooseJarEarly(page: Page): Promise<Locator> {
      await openEarly(page, `/item/${JARS}`);
      const select = page.getByLabel('Select Option *');
      await select.waitFor();
      await select.selectOption({ label: '1 L — $8.50' });
      expect(await stillWaitingForCode(page)).toBe(true);
      expect(await shownPending(select)).toBe(true);
      return select;
    }

    /** Once the taps are handed over: the 1 L jar still chosen, and in the cart once. */
    async function expectOneLitreJarInCart(page: Page, select: Locator) {
      await untilReplayed(page);
      expect(await select.inputValue()).toBe(JARS_1_L);
      expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item');
      expect(await page.getByRole('button', { name: 'Update Cart - $8.50' }).count()).toBe(1);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('momobel-cart') ?? '{}').lines[0].variant.id)).toBe(JARS_1_L);
    }

    it('a variant chosen early stays, and Add to Cart tapped after it adds that variant', async () => {
      const { page, problems, context } = await openWatchedPage(browser);
      const select = await chooseJarEarly(page);
      await tapEarly(page, page.getByRole('button', { name: /^Add to Cart - / }));
      await expectOneLitreJarInCart(page, select);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('Add to Cart tapped the moment the page answers waits for the variant chosen before it, and adds that variant', async () => {
      const { page, problems, context } = await openWatchedPage(browser);
      const select = await chooseJarEarly(page);
      // The tap comes as the page sets its mark, before the queued choice is handed over (that takes
      // a task): straight to React, it would add with no variant chosen, that is nothing.
      await page.evaluate(() => {
        const main = document.getElementById('main')!;
        new MutationObserver((_, observer) => {
          if (!main.hasAttribute('data-interactive')) return;
          observer.disconnect();
          document.querySelector<HTMLElement>('[data-replay="add-to-cart"]')!.click();
        }).observe(main, { attributes: true, attributeFilter: ['data-interactive'] });
      });
      await expectOneLitreJarInCart(page, select);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('a variant chosen while the page hydrates stays (its input event no longer makes React hydrate at once and set the choice back)', async () => {
      const { page, problems, context } = await openWatchedPage(browser);
      // A slow phone: hydration, in a transition, takes many tasks, and the choice lands between two.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
      // The code waits until the test watches for hydration: on a loaded machine the page could
      // otherwise answer before the watch starts, and the choice would never land mid-hydration.
      let release = () => {};
      await holdAppCode(page, new Promise<void>((resolve) => (release = resolve)));
      await page.goto(appUrl(`/item/${JARS}`), { waitUntil: 'commit' });
      await page.getByLabel('Select Option *').waitFor();
      // Chosen as a browser reports a choice (input, then change, in one task) once React has
      // begun attaching to the page and before it answers. Hydration has begun when the page's
      // first element (the skip link) holds a fiber: leaves get theirs first, so the header, the
      // page and the footer are still to come. (#main gets its fiber only after all its content,
      // which on a loaded machine left too few tasks before the page answered to land in.)
      await page.evaluate((variantId) => {
        (window as { choiceDuringHydration?: Promise<boolean> }).choiceDuringHydration = new Promise<boolean>((resolve) => {
          const attempt = () => {
            if (document.getElementById('main')?.hasAttribute('data-interactive')) return resolve(false);
            const firstElement = document.querySelector('a[href="#main"]');
            if (!firstElement || !Object.keys(firstElement).some((key) => key.startsWith('__reactFiber$'))) return void setTimeout(attempt, 0);
            const select = document.querySelector<HTMLSelectElement>('select[data-replay="variant"]')!;
            select.value = variantId;
            select.dispatchEvent(new Event('input', { bubbles: true }));
            select.dispatchEvent(new Event('change', { bubbles: true }));
            resolve(true);
          };
          attempt();
        });
      }, JARS_1_L);
      release();
      const duringHydration = await page.evaluate(() => (window as { choiceDuringHydration?: Promise<boolean> }).choiceDuringHydration);
      expect(duringHydration).toBe(true);
      await untilReplayed(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      expect(await page.getByLabel('Select Option *').inputValue()).toBe(JARS_1_L);
      await page.getByRole('button', { name: 'Add to Cart - $8.50' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });

    it('+ tapped twice raises the quantity once, and Add to Cart adds that many', async () => {
      const { page, problems, context } = await openWatchedPage(browser);
      await openEarly(page, `/item/${UTENSILS}`);
      await tapEarly(page, page.getByRole('button', { name: 'Increase quantity of Bamboo Utensil Set' }), 2);
      await tapEarly(page, page.getByRole('button', { name: 'Add to Cart - $11.90' }));
      await untilReplayed(page);
      expect(await page.getByRole('spinbutton', { name: 'Quantity of Bamboo Utensil Set' }).inputValue()).toBe('2');
      expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 2 items');
      expect(problems).toEqual([]);
      await context.close();
    });

    it("the gallery's next arrow, tapped twice, moves one picture on", async () => {
      const { page, problems, context } = await openWatchedPage(browser);
      await openEarly(page, `/item/${JARS}`);
      await tapEarly(page, page.getByRole('button', { name: 'Next image', exact: true }), 2);
      await untilReplayed(page);
      expect(await page.getByTestId('gallery-position').textContent()).toBe('Image 2 of 3');
      expect(problems).toEqual([]);
      await context.close();
    });

    it("the hero's next arrow, tapped twice, moves one slide on", async () => {
      // Reduced motion: no rotation of its own, so only the tap moves it.
      const { page, problems, context } = await openWatchedPage(browser, { reducedMotion: 'reduce' });
      await openEarly(page, '/');
      await tapEarly(page, page.getByRole('button', { name: 'Next slide' }), 2);
      await untilReplayed(page);
      expect(await page.getByRole('button', { name: /^Slide 2 of / }).getAttribute('aria-current')).toBe('true');
      expect(problems).toEqual([]);
      await context.close();
    });

    it('the menu icon opens the menu', async () => {
      const { page, problems, context } = await openWatchedPage(browser);
      await openEarly(page, `/item/${UTENSILS}`);
      await tapEarly(page, page.getByRole('button', { name: 'Open menu' }));
      releaseCode(page);
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });

    it("the cart icon opens the cart, its drawer's code asked for at the tap, before the start-up file has arrived", async () => {
      const { page, problems, context } = await openWatchedPage(browser);
      const { asked, arrived } = watchScripts(page);
      await openEarly(page, '/');
      await page.locator('#root[data-prerendered]').waitFor({ state: 'attached' });
      expect(asked(/\/CartDrawer-/)).toBe(false);
      await tapEarly(page, cartButton(page));
      await expect.poll(() => asked(/\/CartDrawer-/)).toBe(true);
      expect(arrived(/\/index-[^/]*\.js$/)).toBe(false);
      releaseCode(page);
      await page.getByRole('dialog', { name: /^Shopping Cart/ }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });

    it("on an Arabic page the cart icon tapped early asks for the drawer's code and its Arabic words at once, and opens the cart", async () => {
      const { page, problems, context } = await openWatchedPage(browser);
      const { asked, arrived } = watchScripts(page);
      await openEarly(page, '/ar');
      await tapEarly(page, page.getByRole('banner').locator('[data-replay="cart"]'));
      await expect.poll(() => [/\/CartDrawer-/, /\/ar-cart-/, /\/ar-checkout-/].every(asked)).toBe(true);
      expect(arrived(/\/index-[^/]*\.js$/)).toBe(false);
      releaseCode(page);
      await page.locator('dialog[open]').waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });

    it("a finger on the cart icon before the page answers asks for the drawer's code; a page nobody touches never does", async () => {
      const { page, problems, context } = await openWatchedPage(browser, { hasTouch: true, isMobile: true, viewport: { width: 360, height: 780 } });
      const { asked } = watchScripts(page);
      await openEarly(page, '/');
      await cartButton(page).waitFor();
      await cartButton(page).dispatchEvent('pointerdown');
      await expect.poll(() => asked(/\/CartDrawer-/)).toBe(true);
      expect(await stillWaitingForCode(page)).toBe(true);

      const untouched = await context.newPage();
      const untouchedScripts = watchScripts(untouched);
      await untouched.goto(appUrl('/'));
      await untouched.locator('#main[data-interactive]').waitFor({ state: 'attached' });
      await untouched.waitForLoadState('networkidle');
      expect(untouchedScripts.asked(/\/CartDrawer-/)).toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('the search icon on a product page leads to the search box, focused', async () => {
      const { page, problems, context } = await openWatchedPage(browser);
      await openEarly(page, `/item/${UTENSILS}`);
      await tapEarly(page, page.getByRole('banner').getByRole('button', { name: 'Search products' }));
      releaseCode(page);
      await page.waitForURL(appUrl('/'));
      await page.waitForFunction(() => document.activeElement?.id === 'catalog-search');
      expect(problems).toEqual([]);
      await context.close();
    });

    it("a card's Add to Cart, tapped twice, and its next-picture arrow: one item, one picture on", async () => {
      const { page, problems, context } = await openWatchedPage(browser, { hasTouch: true, isMobile: true, viewport: { width: 360, height: 780 } });
      await openEarly(page, '/');
      const utensils = page.getByRole('article', { name: 'Bamboo Utensil Set' });
      const linen = page.getByRole('article', { name: 'Cotton Table Linen' });
      await tapEarly(page, utensils.getByRole('button', { name: 'Add to Cart: Bamboo Utensil Set' }), 2);
      await tapEarly(page, linen.getByRole('button', { name: 'Next image of Cotton Table Linen' }), 2);
      await untilReplayed(page);
      expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item');
      expect(await utensils.getByRole('button', { name: 'In Cart: Bamboo Utensil Set' }).count()).toBe(1);
      expect(await linen.getByText('Image 2 of 3').count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});
