/**
 * Numbers read the same from the build and the browser (issue 32, item 7): the text Node's Intl
 * writes into a prerendered page for prices, pounds beside dollars and counts must be what
 * Chromium's Intl writes when the page's code takes over, or hydration mismatches (and a price
 * changes under the shopper's eyes). Both languages, Western digits in both. The same functions
 * (tests/support/number-texts.ts) run in Node and, bundled, in a Chromium page whose locale is
 * Arabic (Lebanon), so a formatter that followed the browser's locale would show it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { launchBrowser } from '../support/browser.ts';
import { numberTexts } from '../support/number-texts.ts';

/** Zero, cents, round and odd dollars, thousands, millions, and negative ones (discounts). */
function amounts(): number[] {
  const edges = [0, 1, 5, 9, 10, 49, 50, 99, 100, 101, 999, 1000, 1050, 4999, 5000, 99_999, 100_000, 123_456, 999_999, 1_000_000, 12_345_678, 100_000_000, 987_654_321];
  // A fixed pseudo-random spread over every order of magnitude, the same on every run.
  let seed = 32;
  const spread = Array.from({ length: 120 }, (_, index) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % 10 ** (1 + (index % 9));
  });
  const positive = [...edges, ...spread];
  return [...positive, ...positive.map((amount) => -amount).filter((amount) => amount !== 0)];
}

describe('numbers, in Node and in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('prices, pounds and counts read the same in both languages, in Western digits', async () => {
    const list = amounts();
    const fromNode = numberTexts(list);
    expect(fromNode.length).toBeGreaterThan(1_000);
    // Arabic-Indic and extended Arabic-Indic digits: neither language shows them.
    expect(fromNode.filter(([, text]) => /[\u0660-\u0669\u06f0-\u06f9]/.test(text))).toEqual([]);
    expect(fromNode.some(([what, text]) => what.startsWith('ar ') && /[\u0600-\u06ff]/.test(text))).toBe(true);

    // Bundled by Vite's library mode (one ES module, none of the shop's plugins), as the browser
    // gets it: a module, since loading every word (src/i18n/all.ts) awaits at its top level.
    const [bundle] = (await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        minify: false,
        lib: { entry: 'tests/support/number-texts.ts', formats: ['es'] },
        // One file: the words' chunks, which the module imports, inlined into it.
        rolldownOptions: { output: { codeSplitting: false } },
      },
    })) as Rolldown.RolldownOutput[];
    const script = bundle!.output.find((file) => file.type === 'chunk')!.code;
    const context = await browser.newContext({ locale: 'ar-LB' });
    const page = await context.newPage();
    await page.setContent('<!doctype html><html lang="ar" dir="rtl"><head></head><body></body></html>');
    await page.addScriptTag({ type: 'module', content: script });
    await page.waitForFunction(() => 'shopNumbers' in window);
    const fromChromium = await page.evaluate(
      (values) => (window as unknown as { shopNumbers: { numberTexts: typeof numberTexts } }).shopNumbers.numberTexts(values),
      list,
    );
    // The page's own formatting would differ here (Arabic-Indic digits): the shop's does not follow it.
    expect(await page.evaluate(() => new Intl.NumberFormat().format(1234))).not.toBe('1,234');
    expect(fromChromium).toEqual(fromNode);
    await context.close();
  });
});
