/**
 * Zero layout shift on Arabic pages (issue 32 item 8: Arabic pages meet every budget the English
 * ones meet), on a phone over a slow network. The shift this guards against came from a web font:
 * when the Arabic font (then `font-display: optional`) arrived within its block period, every
 * Arabic line was laid out again in it (other line heights, other word widths: the description
 * re-wrapped, the category chip narrowed), and Lighthouse counted 0.036 on /ar and 0.105 on a
 * product page. Whether it showed depended on when the font landed, so the first test does not
 * race the font: it lays each page out with whatever fonts its CSS declares held back, then draws
 * them in the same document, and asks that nothing moved. The second loads each page as a slow
 * phone does and asserts the browser reported no shift at all (fonts, hydration, live refresh).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, untilInteractive } from '../support/browser.ts';
import { appUrl } from '../support/clients.ts';

/** 01 Glass Storage Jars: the product the bench measures. */
const JARS = '30000000-0000-4000-8000-000000000001';
const PAGES = ['/ar', `/ar/item/${JARS}`];

/** A phone as the bench's Lighthouse run emulates it. */
function phone(browser: Browser, width: number): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
}

/**
 * The elements of the page whose place changes when every web font its stylesheets declare is
 * drawn, with the number of such fonts. The page is first laid out with them held back (what a
 * phone draws until they arrive); then, in the same document, each `@font-face` is loaded again as
 * a `FontFace` that blocks until it is there and added to the page (what a font arriving within
 * its block period does); the same elements are measured again.
 */
async function movedByFonts(page: Page, path: string): Promise<{ fonts: number; moved: string[] }> {
  await page.route('**/*', (route) => (route.request().resourceType() === 'font' ? route.abort() : route.continue()));
  await page.goto(appUrl(path));
  await untilInteractive(page);
  await page.waitForLoadState('networkidle');
  await page.unroute('**/*');
  return page.evaluate(async () => {
    const elements = [...document.body.querySelectorAll('*')];
    const places = () => elements.map((element) => [...Object.values(element.getBoundingClientRect().toJSON() as Record<string, number>)].map((n) => n.toFixed(2)).join(','));
    const settled = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await settled();
    const before = places();
    const faces: FontFace[] = [];
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const { style } = rule;
        const base = sheet.href ?? document.baseURI;
        const source = style.getPropertyValue('src').replace(/url\((["']?)([^"')]+)\1\)/g, (_match, _quote: string, url: string) => `url("${new URL(url, base).href}")`);
        faces.push(new FontFace(style.getPropertyValue('font-family').replace(/["']/g, ''), source, {
          weight: style.getPropertyValue('font-weight') || 'normal',
          style: style.getPropertyValue('font-style') || 'normal',
          unicodeRange: style.getPropertyValue('unicode-range') || 'U+0-10FFFF',
          display: 'block',
        }));
      }
    }
    for (const face of faces) document.fonts.add(await face.load());
    await document.fonts.ready;
    await settled();
    const after = places();
    const name = (element: Element) => `${element.tagName.toLowerCase()} “${(element.textContent ?? '').trim().slice(0, 24)}”`;
    return {
      fonts: faces.length,
      moved: elements.flatMap((element, i) => (before[i] === after[i] ? [] : [`${name(element)} ${before[i]} → ${after[i]}`])),
    };
  });
}

describe('Arabic pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('are laid out the same whether or not their fonts have arrived (360 px)', async () => {
    for (const path of PAGES) {
      const context = await phone(browser, 360);
      const { fonts, moved } = await movedByFonts(await context.newPage(), path);
      expect({ path, fonts, moved: moved.slice(0, 8) }).toEqual({ path, fonts, moved: [] });
      await context.close();
    }
  }, 120_000);

  for (const width of [360, 412]) {
    it(`shift nothing while they load on a ${width} px phone over a slow network`, async () => {
      for (const path of PAGES) {
        const context = await phone(browser, width);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        // The slow-phone profile's network (bench/run.ts): 150 ms round trips, 1.6 Mbit/s.
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 });
        await page.addInitScript(() => {
          const shifts: string[] = [];
          (window as unknown as { shifts: string[] }).shifts = shifts;
          const name = (found: Node | null) => {
            const node = found instanceof Text ? found.parentElement : found;
            if (!(node instanceof Element)) return node ? node.nodeName : 'gone';
            return `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join('.')} “${(node.textContent ?? '').trim().slice(0, 30)}”`;
          };
          const rect = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
              if (entry.hadRecentInput) continue;
              const sources = (entry.sources ?? []).map((source) => `${name(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`);
              shifts.push(`${entry.value.toFixed(4)}: ${sources.join(' | ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(appUrl(path), { waitUntil: 'domcontentloaded', timeout: 90_000 });
        await untilInteractive(page);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.waitForLoadState('networkidle');
        // A shift is reported in the frame after it happens.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
        expect({ path, shifts }).toEqual({ path, shifts: [] });
        await context.close();
      }
    }, 150_000);
  }
});
