import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page, type Response } from 'playwright-core';

/** Debian's Chromium, or CHROMIUM_PATH. playwright-core never downloads a browser of its own. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('No Chromium found: install Debian\'s `chromium` or set CHROMIUM_PATH.');
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** Collects console errors and warnings and uncaught page errors, to assert there are none. */
export function watchConsole(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { problems };
}

export const ARTIFACTS_DIR = 'tests/artifacts';

/**
 * A fresh browser context (1280×900 unless told otherwise) and page whose console errors and
 * warnings, uncaught errors and failed HTTP responses (≥ 400, named, since Chromium's own
 * 'Failed to load resource' line does not say which) are collected in `problems`. Without the
 * shop's service worker unless `serviceWorkers: 'allow'` (tests/e2e/offline.test.ts): a test's
 * `route()` sees no request the worker answers from its cache.
 */
export async function openWatchedPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const { serviceWorkers = 'block', ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers, ...contextOptions });
  // Playwright's block answers register() with undefined and a console warning: the page sees a
  // browser without service workers instead, as the shop's code expects of one.
  if (serviceWorkers === 'block') {
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined }));
  }
  const page = await context.newPage();
  const { problems } = watchConsole(page);
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return { context, page, problems };
}

/**
 * Until React has taken over the page (hydrated a prerendered page, or rendered it in the
 * browser) and committed it: PageLayout marks `#main` from an effect. A React fiber on the node
 * is not the signal: hydration in a transition attaches it during render, before the page's
 * handlers are committed, and a click in between was lost (the cart held 1 item instead of 4).
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page.locator('#main[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * How long a test gives a page's code to arrive and take over (on a loaded machine) when it
 * waits for what a tap made before then does: the tap is replayed once the page answers.
 */
export const CODE_ARRIVES_WITHIN_MS = 15_000;

/** The answer to a visit's read of what changed in the catalogue since the build. */
const isLiveCatalogueRead = (response: Response) => new URL(response.url()).pathname === '/rest/v1/rpc/catalog_changes';

/**
 * Opens `path` and waits until the database has answered the visit's read of what changed since
 * the build (the live catalogue read, asked for once the page is idle). `networkidle` is not that
 * signal: it is reached once per page, and on a loaded machine before the idle read even starts.
 */
export async function gotoWithLiveCatalogue(page: Page, url: string): Promise<Response> {
  const liveRead = page.waitForResponse(isLiveCatalogueRead, { timeout: CODE_ARRIVES_WITHIN_MS });
  await page.goto(url);
  return liveRead;
}

/**
 * Resolves once the cart has been checked against the live catalogue. A prerendered page holds
 * only its part of the catalogue: once the cart has lines and the browser is idle, it reads the
 * build's snapshot and then what changed since (`catalog_changes`), and checks the cart against
 * that. Ask before the tap that puts the first line in the cart; a change made in the database
 * after this resolves reaches the shopper only through place_order's own check.
 */
export function cartCheckedAgainstLiveCatalogue(page: Page): Promise<Response> {
  return wholeCatalogueRead(page);
}

/**
 * Resolves once the page has the whole catalogue, live: the build's snapshot, then what changed
 * since it (`catalog_changes`). Ask before whatever makes the page read it (a cart with lines, a
 * search, a filter).
 */
export function wholeCatalogueRead(page: Page): Promise<Response> {
  const within = { timeout: CODE_ARRIVES_WITHIN_MS };
  return page
    .waitForResponse((response) => /^\/assets\/catalog-.*\.json$/.test(new URL(response.url()).pathname), within)
    .then(() => page.waitForResponse(isLiveCatalogueRead, within));
}

/**
 * Holds every request for the app's code (`/assets/*.js`) for `until` milliseconds, or until the
 * promise `until` settles, so whatever a test does first surely comes before the page answers: a
 * shopper on a slow phone does not wait for hydration.
 */
export async function holdAppCode(page: Page, until: number | Promise<unknown> = 1_500): Promise<void> {
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await (typeof until === 'number' ? new Promise((resolve) => setTimeout(resolve, until)) : until);
    await route.continue();
  });
}

/**
 * The page a static host answers a path without a file of its own with, by the build's
 * `_redirects` (scripts/prerender/privatePages.ts): the first rule whose path matches (`/x/*` any
 * path under /x), as Netlify and Cloudflare Pages read it.
 */
export function hostRewrite(redirects: string, pathname: string): string | null {
  for (const line of redirects.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) continue;
    if (from.endsWith('/*') ? pathname.startsWith(from.slice(0, -1)) : pathname === from) return to;
  }
  return null;
}

/**
 * Serves the pages under `prefix` as a static host does a path it has no file for: the page the
 * build's `_redirects` names (the order page's private shell, or the bare shell
 * spa-fallback.html), rendered in the browser. Vite's preview would serve the home page instead.
 */
export async function servePagesAsAHostDoes(context: BrowserContext, prefix: string, appOrigin: string): Promise<void> {
  const redirects = await (await fetch(new URL('/_redirects', appOrigin))).text();
  await context.route(
    (url) => url.pathname.startsWith(prefix),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const page = hostRewrite(redirects, new URL(route.request().url()).pathname);
      if (!page) throw new Error(`The build's _redirects answers no page for ${route.request().url()}`);
      await route.fulfill({ response: await route.fetch({ url: new URL(page, appOrigin).href }) });
    },
  );
}
