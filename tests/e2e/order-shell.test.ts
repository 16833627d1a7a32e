/**
 * The private order page is private before any of its code runs (issue 37): what a crawler or a
 * link-preview bot reads at `/order/<id>?key=…` without running it, and what the page's first
 * requests carry. Against the production build the test stack serves (`vite preview` over the
 * build's dist/): the build's own files (the order shell, `_headers`, `_redirects`), the answer
 * to a bare GET, and Chromium's requests from the page with its code held back.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { holdAppCode, hostRewrite, launchBrowser } from '../support/browser.ts';
import { stackInfo } from '../support/clients.ts';

const dist = () => join(stackInfo().stateDir, 'dist');
const built = (file: string) => readFileSync(join(dist(), file), 'utf8');
const orderPath = (prefix = '') => `${prefix}/order/${randomUUID()}?key=${'k'.repeat(32)}`;

/** The private head a document says before anything in it can run or fetch. */
function privateHead(html: string) {
  const { document } = new JSDOM(html).window;
  const firstScript = document.head.querySelector('script');
  const before = (selector: string) => {
    const tag = document.head.querySelector(selector);
    // DOCUMENT_POSITION_FOLLOWING (4): the script comes after the tag.
    return tag !== null && (firstScript === null || (tag.compareDocumentPosition(firstScript) & 4) !== 0);
  };
  return {
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
    robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content'),
    referrer: document.head.querySelector('meta[name="referrer"]')?.getAttribute('content'),
    beforeAnyScript: before('meta[name="robots"]') && before('meta[name="referrer"]'),
  };
}

describe('the order page, before its code runs', () => {
  it('has a shell of its own in the build, whose head says noindex and no-referrer, in each language', () => {
    const redirects = built('_redirects');
    const english = hostRewrite(redirects, '/order/6f1c2a9e-0000-4000-8000-000000000000');
    const arabic = hostRewrite(redirects, '/ar/order/6f1c2a9e-0000-4000-8000-000000000000');
    expect(english).toBe('/order-shell.html');
    expect(arabic).toBe('/ar-order-shell.html');
    // Every other path without a file still gets the bare shell, in its language.
    expect(hostRewrite(redirects, '/cart')).toBe('/spa-fallback.html');
    expect(hostRewrite(redirects, '/ar/cart')).toBe('/ar-spa-fallback.html');
    expect(privateHead(built('ar-spa-fallback.html'))).toMatchObject({ lang: 'ar', dir: 'rtl', robots: undefined, referrer: undefined });

    const privately = { robots: 'noindex, nofollow', referrer: 'no-referrer', beforeAnyScript: true };
    expect(privateHead(built(english!.slice(1)))).toEqual({ lang: 'en', dir: 'ltr', ...privately });
    expect(privateHead(built(arabic!.slice(1)))).toEqual({ lang: 'ar', dir: 'rtl', ...privately });
    // The bare shell stays public: the other pages it answers for are meant to be found.
    expect(privateHead(built('spa-fallback.html'))).toMatchObject({ robots: undefined, referrer: undefined });
  });

  it('is given X-Robots-Tag: noindex and Referrer-Policy: no-referrer by the build\'s _headers', () => {
    const blocks = new Map(
      built('_headers')
        .split(/\n(?=\S)/)
        .map((block) => {
          const [path, ...headers] = block.trim().split('\n');
          return [path!, headers.map((header) => header.trim())] as const;
        }),
    );
    for (const path of ['/order/*', '/ar/order/*', '/order-shell.html', '/ar-order-shell.html']) {
      expect(blocks.get(path), path).toEqual(['X-Robots-Tag: noindex', 'Referrer-Policy: no-referrer']);
    }
  });

  it('is answered, to a client that runs no code, with the private shell and headers', async () => {
    for (const [prefix, lang] of [['', 'en'], ['/ar', 'ar']] as const) {
      const response = await fetch(new URL(orderPath(prefix), stackInfo().appUrl!));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(privateHead(await response.text())).toMatchObject({ lang, robots: 'noindex, nofollow', referrer: 'no-referrer', beforeAnyScript: true });
    }
  });

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('sends no Referer with any request the page makes, its code held back or not', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await holdAppCode(page);
      const referers: string[] = [];
      page.on('request', (request) => {
        const referer = request.headers().referer;
        if (referer) referers.push(`${request.url()} ← ${referer}`);
      });
      await page.goto(new URL(orderPath(), stackInfo().appUrl!).href);
      await page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
      expect(referers).toEqual([]);
      await context.close();
    });
  });
});
