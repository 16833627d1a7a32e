/**
 * A shop on a flaky line (docs/decisions/0034-offline-shop.md), in Chromium against the production build: code that
 * fails to download (the line cut after the page loaded) shows the shop with a notice and Retry,
 * never the error screen, and the tap that needed the code applies once it has come.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { appUrl, sql, stackInfo } from '../support/clients.ts';
import { fillDelivery } from '../support/checkout.ts';
import { writeServiceWorker, type ServiceWorkerBuild } from '../../scripts/serviceWorker/writeServiceWorker.ts';
import { englishScreenCopy } from '../../src/config/screenCopy.ts';
import { arabicScreenCopy } from '../../src/config/screenCopy.ar.ts';
import type { Locale } from '../../src/domain/locale.ts';
import { ar } from '../../src/i18n/ar.ts';
import { arCart } from '../../src/i18n/ar-cart.ts';
import { arCheckout } from '../../src/i18n/ar-checkout.ts';
import { arProduct } from '../../src/i18n/ar-product.ts';

/** 01 Glass Storage Jars: three pictures, variants. */
const JARS = '30000000-0000-4000-8000-000000000001';
/** 02 Bamboo Utensil Set: $11.90, no variants. */
const UTENSILS = '30000000-0000-4000-8000-000000000002';
/** 06 Enamel Cast Iron Casserole: never opened in the offline tests below. */
const CASSEROLE = '30000000-0000-4000-8000-000000000006';

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
    const { page, restore } = await productPageThenCut(`/item/${UTENSILS}`);
    await page.getByRole('button', { name: 'Add to Cart - $11.90' }).click();

    const notice = page.getByTestId('download-retry');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Please check your connection and try again.');
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Cart, 1 item' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bamboo Utensil Set');

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

/** The build the test stack serves (its dist/), and the worker it holds. */
const dist = () => join(stackInfo().stateDir, 'dist');
function servedWorker(): ServiceWorkerBuild {
  const source = readFileSync(join(dist(), 'sw.js'), 'utf8');
  return JSON.parse(/^const BUILD = (.*);$/m.exec(source)![1]!) as ServiceWorkerBuild;
}

/** Until the shop's worker controls the page. */
async function untilControlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The page's origin's cache names, and the URLs kept in those whose name starts with `prefix`. */
function cached(page: Page, prefix: string): Promise<{ names: string[]; urls: string[] }> {
  return page.evaluate(async (prefix) => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names.filter((name) => name.startsWith(prefix))) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    return { names, urls };
  }, prefix);
}

describe('the shop offline, through its service worker', () => {
  let browser: Browser;
  /** The first two tests' phone: online, then offline. */
  let shared: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    shared = await browser.newContext({ viewport: { width: 390, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a page and its pictures seen once open offline, without waiting for the network', async () => {
    const page = await shared.newPage();
    await page.goto(appUrl(`/item/${JARS}`));
    await untilInteractive(page);
    await untilControlled(page);
    // The first visit's page and pictures came before the worker: it keeps them once it runs.
    await expect.poll(async () => (await cached(page, 'momobel-pages-')).urls).toContain(appUrl(`/item/${JARS}`));
    await expect.poll(async () => (await cached(page, 'momobel-pictures')).urls.length).toBeGreaterThan(0);
    await page.close();

    await shared.setOffline(true);
    const offline = await shared.newPage();
    const started = Date.now();
    await offline.goto(appUrl(`/item/${JARS}`), { waitUntil: 'commit' });
    await offline.getByRole('heading', { level: 1, name: 'Glass Storage Jars' }).waitFor();
    const opened = Date.now() - started;
    const photo = offline.getByTestId('gallery-image');
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await untilInteractive(offline);
    // The budget is 1 s (`npm run bench:offline`); a loaded 2-core machine took 1.3 s here, a
    // page waiting for the network's time-out would take over 3.
    expect(opened, 'the kept page opens without waiting for the network').toBeLessThan(2500);
    await offline.close();
    await shared.setOffline(false);
  });

  it('a product page seen once shows no broken picture offline: a card picture never kept is the shop\'s placeholder, in both languages', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    try {
      const pages = [`/item/${JARS}`, `/ar/item/${JARS}`];
      for (const path of pages) {
        const page = await context.newPage();
        await page.goto(appUrl(path));
        await untilInteractive(page);
        await untilControlled(page);
        await expect.poll(async () => (await cached(page, 'momobel-pages-')).urls).toContain(appUrl(path));
        // The carousel's last card as if it had never come into view: its picture, if it came, forgotten.
        const last = page.getByTestId('related-scroller').locator('img').last();
        const seen = await last.evaluate((image: HTMLImageElement) => image.currentSrc);
        if (seen) await page.evaluate((url) => caches.open('momobel-pictures').then((cache) => cache.delete(url)), seen);
        await page.close();
      }

      const { picturePlaceholder } = servedWorker();
      await context.setOffline(true);
      for (const path of pages) {
        const page = await context.newPage();
        const pictures: Promise<string>[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'image') pictures.push(response.text().catch(() => ''));
        });
        await page.goto(appUrl(path), { waitUntil: 'commit' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Every picture brought into view (the lazy ones are asked for), then each drawn: a picture or the placeholder.
        const broken = await page.locator('img').evaluateAll(async (images: HTMLImageElement[]) => {
          for (const image of images) {
            image.scrollIntoView({ block: 'center', inline: 'center' });
            image.loading = 'eager';
          }
          await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
          return images.filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.currentSrc || image.src);
        });
        expect(broken, `${path}: no broken picture`).toEqual([]);
        const placeholders = (await Promise.all(pictures)).filter((body) => body === picturePlaceholder);
        expect(placeholders.length, `${path}: the card picture never kept is the placeholder`).toBeGreaterThan(0);
        expect(await page.getByTestId('related-scroller').locator('img').count()).toBeGreaterThan(1);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('a page never opened shows the offline page in its language', async () => {
    await shared.setOffline(true);
    const page = await shared.newPage();
    await page.goto(appUrl(`/item/${CASSEROLE}`));
    await page.getByRole('heading', { level: 1, name: 'You’re offline' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    await page.goto(appUrl(`/ar/item/${CASSEROLE}`));
    await page.getByRole('heading', { level: 1, name: 'أنت غير متصل بالإنترنت' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.close();
    await shared.setOffline(false);
  });
});

/** What the shopper reads and taps, in each language (the Arabic from its catalogues, src/i18n). */
const WORDS = {
  en: {
    prefix: '',
    addToCart: 'Add to Cart - $11.90',
    cart: 'Cart, 1 item',
    emptyCart: 'Cart, empty',
    drawer: 'Shopping Cart (1)',
    checkout: 'Checkout',
    dialog: 'Complete Your Order',
    completeOrder: 'Complete Order',
    saved: 'Saved on your phone',
    submitted: englishScreenCopy.orderSuccess.title,
    orderNumber: (number: string) => `Order #${number}`,
    viewOrder: 'View order',
  },
  ar: {
    prefix: '/ar',
    addToCart: arProduct.page.addToCart({ total: '$11.90' }),
    cart: ar.layout.cart(1),
    emptyCart: ar.layout.cart(0),
    drawer: arCart.drawer.title(1),
    checkout: arCart.drawer.checkout,
    dialog: ar.titles.checkout,
    completeOrder: arCheckout.submit,
    saved: arCheckout.notices.savedOffline.title,
    submitted: arabicScreenCopy.orderSuccess.title,
    orderNumber: (number: string) => arCheckout.notices.orderNumberLine({ orderNumber: number }),
    viewOrder: arCheckout.viewOrder,
  },
} as const;

/**
 * A phone with the shop's worker: the utensils in the cart, the order form filled in for `name`,
 * then Complete Order with the line cut, until the saved message shows; on the page in `locale`.
 */
async function completeOrderOffline(browser: Browser, name: string, locale: Locale = 'en') {
  const words = WORDS[locale];
  const ordersOf = () => sql<{ id: string; order_number: string }>('select id, order_number from orders where customer_name = $1', [name]);
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto(appUrl(`${words.prefix}/item/${UTENSILS}`));
  await untilInteractive(page);
  await untilControlled(page);
  await page.getByRole('button', { name: words.addToCart }).click();
  await page.getByRole('button', { name: words.cart }).click();
  await page.getByRole('dialog', { name: words.drawer }).getByRole('button', { name: words.checkout }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  if (locale === 'en') await fillDelivery(dialog, name);
  else {
    await dialog.getByLabel(arCheckout.notices.fieldLabels.name).fill(name);
    await dialog.getByLabel(arCheckout.notices.fieldLabels.phone).fill('+961 71 234 567');
    await dialog.getByRole('combobox', { name: new RegExp(arCheckout.notices.fieldLabels.city) }).fill('بيروت');
    await dialog.getByLabel(arCheckout.notices.fieldLabels.street).fill('شارع الحمرا');
  }
  await context.setOffline(true);
  await dialog.getByRole('button', { name: words.completeOrder }).click();
  const saved = page.locator('[data-sonner-toast]').filter({ hasText: words.saved }).last();
  await saved.waitFor();
  return { context, page, saved, ordersOf };
}

/**
 * One order placed, and the toast it shows as a normal success does: the page's title, the
 * order's number and the way to its page. Waits for both, then holds that the toast comes once (a
 * second send of the same order, by the worker or a second 'online', would show it again) and
 * that the order is still one, and opens the order from the toast.
 */
async function expectPlacedOnceAndSaid(page: Page, locale: Locale, ordersOf: () => Promise<{ id: string; order_number: string }[]>): Promise<void> {
  const words = WORDS[locale];
  await expect.poll(async () => (await ordersOf()).length, { timeout: 30_000 }).toBe(1);
  const [order] = await ordersOf();
  const placed = page.locator('[data-sonner-toast]').filter({ hasText: words.submitted });
  await placed.first().waitFor({ timeout: 30_000 });
  expect(await placed.first().textContent()).toContain(words.orderNumber(order!.order_number));
  await page.waitForTimeout(1500);
  expect(await placed.count()).toBe(1);
  expect(await ordersOf()).toHaveLength(1);
  await placed.getByRole('button', { name: words.viewOrder }).click();
  await page.waitForURL((url) => url.pathname === `${words.prefix}/order/${order!.id}`);
}

/**
 * Closes a page while the line is cut. It leaves the shop first: Playwright lifts a page's offline
 * emulation as it closes it, and the page, online for that moment, would send its kept order.
 */
async function closeOffline(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.close();
}

/**
 * Fires the shop worker's Background Sync `tag` as Chromium does when the line is back, through
 * the DevTools protocol, from a blank page: no page of the shop need be open.
 */
async function fireBackgroundSync(context: BrowserContext, tag: string): Promise<void> {
  const blank = await context.newPage();
  const devtools = await context.newCDPSession(blank);
  const origin = new URL(appUrl('/')).origin;
  const registrationId = new Promise<string>((resolve) =>
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const shop = registrations.find((registration) => !registration.isDeleted && registration.scopeURL.startsWith(origin));
      if (shop) resolve(shop.registrationId);
    }),
  );
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registrationId, tag, lastChance: false });
  await devtools.detach();
  await blank.close();
}

describe('an order completed offline', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is kept on the phone with its message, and sent once the line is back: exactly one order, its number shown', async () => {
    const { context, page, saved, ordersOf } = await completeOrderOffline(browser, `Offline Rana ${Date.now()}`);
    expect(await saved.textContent()).toContain('We will send your order as soon as the line is back');
    expect(await page.getByText('Order Submitted!').count()).toBe(0);
    expect(await ordersOf()).toEqual([]);
    // Nothing the shopper needs is cleared: the cart still holds the order.
    expect(await page.getByRole('button', { name: 'Cart, 1 item' }).count()).toBe(1);

    await context.setOffline(false);
    await expect.poll(async () => (await ordersOf()).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Cart, empty' }).count()).toBe(1);
    // A later 'online' (the line flickers) sends nothing again, and says nothing again.
    await context.setOffline(true);
    await context.setOffline(false);
    await expectPlacedOnceAndSaid(page, 'en', ordersOf);
    await context.close();
  });

  it.each([
    { locale: 'en', line: 'back' },
    { locale: 'ar', line: 'back' },
    { locale: 'en', line: 'still cut' },
    { locale: 'ar', line: 'still cut' },
  ] as const)(
    "kept when the shop was closed offline, is sent when the shop is opened again ($locale, the line $line): one order, and 'Order Submitted!' once, in the page's language, with its number and its page",
    async ({ locale, line }) => {
      const { context, page, ordersOf } = await completeOrderOffline(browser, `Offline Karim ${locale} ${Date.now()}`, locale);
      await closeOffline(page);

      // The next visit, on a page where no toast has been shown yet.
      const next = await context.newPage();
      if (line === 'back') {
        await context.setOffline(false);
        await next.goto(appUrl(WORDS[locale].prefix || '/'));
      } else {
        // The page the worker kept, with no line yet: the order goes as the line comes back.
        await next.goto(appUrl(`${WORDS[locale].prefix}/item/${UTENSILS}`));
        await untilInteractive(next);
        await next.waitForTimeout(1000);
        expect(await ordersOf()).toEqual([]);
        await context.setOffline(false);
      }
      await expectPlacedOnceAndSaid(next, locale, ordersOf);
      await expect.poll(() => next.getByRole('button', { name: WORDS[locale].emptyCart }).count()).toBe(1);
      await context.close();
    },
  );

  it('kept when the shop was closed offline, is sent by the service worker when the line is back (Background Sync), with no page of the shop open: one order, its number shown at the next visit', async () => {
    const { context, page, ordersOf } = await completeOrderOffline(browser, `Offline Nour ${Date.now()}`);
    // Every order request a page makes until the next visit: Playwright sees all of a page's
    // requests. Not always a worker's: Playwright's offline emulation once failed to hold the
    // shop's worker back (1 run in ~40 with the cores busy), whose order was then in the database
    // before the line was back, sent by a request Playwright never reported. So the order is
    // shown to come from the worker by no page having sent it, not by the emulated line holding it.
    const sentByPages: string[] = [];
    const onRequest = (request: Request) => {
      if (!request.serviceWorker() && request.url().includes('/rpc/place_order')) sentByPages.push(request.url());
    };
    context.on('request', onRequest);
    // The page has handed the order to the worker, which asked the browser for a sync.
    const syncTags = () => page.evaluate(async () => ((await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } }).sync.getTags());
    await expect.poll(syncTags).toEqual(['send-queue']);
    await closeOffline(page);

    // Chromium fires the sync itself once the line is back; fired here too, so the test does not
    // wait on Chromium's schedule (a second sync finds the queue empty or sends the same order).
    await context.setOffline(false);
    await fireBackgroundSync(context, 'send-queue');
    await expect.poll(async () => (await ordersOf()).length, { timeout: 30_000 }).toBe(1);
    // Placed with no page of the shop open, and by none: the worker sent it.
    context.off('request', onRequest);
    expect(sentByPages).toEqual([]);

    // The next visit sends the page's own copy: the same id is the same order, and its number is shown.
    const next = await context.newPage();
    await next.goto(appUrl('/'));
    await expect.poll(() => next.getByRole('button', { name: 'Cart, empty' }).count(), { timeout: 30_000 }).toBe(1);
    await expectPlacedOnceAndSaid(next, 'en', ordersOf);
    await context.close();
  });
});

// A browser of its own (it was the previous engineer's work-around for the worker left waiting,
// ARCHITECTURE.md, "A shop on a flaky line"; kept: a deploy test needs no offline history).
describe('a new deploy, for a shopper who stayed online', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a new deploy: the next visit runs the new worker, and no cache of the old build is left', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const first = await context.newPage();
    await first.goto(appUrl(`/item/${JARS}`));
    await untilInteractive(first);
    await untilControlled(first);
    await first.close();
    const before = servedWorker();
    const logo = readFileSync('public/logo.svg', 'utf8');
    // A deploy whose only change is the logo the offline pages show: the worker's version moves.
    const after = writeServiceWorker(dist(), before.entry, logo.replace('</svg>', '<!-- new --></svg>'));
    try {
      expect(after.version).not.toBe(before.version);
      // The precaches, and whatever else is left of the old build (its caches are deleted together,
      // so a look in between can find one gone and the other not yet).
      const builds = async (page: Page) => {
        const { names } = await cached(page, 'momobel-');
        return { precaches: names.filter((name) => name.includes('precache')), oldBuild: names.filter((name) => name.includes(before.version)) };
      };
      const page = await context.newPage();
      await page.goto(appUrl('/'));
      await untilInteractive(page);
      // The new worker downloads what the old cache does not hold, then takes over this visit.
      await expect.poll(() => builds(page), { timeout: 20_000 }).toEqual({ precaches: [`momobel-precache-${after.version}`], oldBuild: [] });
      // The page hears of its new controller a moment after the worker has claimed it.
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toMatch(/^activat/);
      // The open page works on under the new worker: the cart drawer's code comes from its cache.
      await context.setOffline(true);
      await page.getByRole('button', { name: /^Cart/ }).click();
      await page.getByRole('dialog').waitFor();
      await context.setOffline(false);
      await page.close();
    } finally {
      writeServiceWorker(dist(), before.entry, logo);
    }
  });
});
