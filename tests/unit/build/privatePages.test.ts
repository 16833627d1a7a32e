/**
 * The shells a static host answers paths without a file of their own with
 * (scripts/prerender/privatePages.ts): `_redirects` sends each path to the shell of its language
 * and privacy, the first matching rule winning, as Netlify and Cloudflare Pages read it.
 */
import { describe, expect, it } from 'vitest';
import { hostRedirects, localeShell } from '../../../scripts/prerender/privatePages.ts';
import { hostRewrite } from '../../support/browser.ts';

describe('_redirects', () => {
  it('answers each path without a file by the shell of its language, private pages by their own', () => {
    const redirects = hostRedirects();
    expect(
      ['/cart', '/anything/else', '/order/x', '/ar/order/x', '/ar/cart', '/ar/anything/else', '/arabic'].map((path) => [path, hostRewrite(redirects, path)]),
    ).toEqual([
      ['/cart', '/spa-fallback.html'],
      ['/anything/else', '/spa-fallback.html'],
      ['/order/x', '/order-shell.html'],
      ['/ar/order/x', '/ar-order-shell.html'],
      ['/ar/cart', '/ar-spa-fallback.html'],
      ['/ar/anything/else', '/ar-spa-fallback.html'],
      ['/arabic', '/spa-fallback.html'],
    ]);
    // The catch-all is the last rule: any rule after it would never be read.
    expect(redirects.trim().split('\n').at(-1)).toBe('/*  /spa-fallback.html  200');
  });
});

describe('a language shell', () => {
  const built = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n  </head>\n</html>';

  it('is in its language and direction and preloads its words beside the entry, not the entry again', () => {
    const shell = localeShell(built, 'ar', ['/assets/ar-b.js', '/assets/index-a.js']);
    expect(shell).toContain('<html lang="ar" dir="rtl">');
    expect(shell.match(/<link rel="modulepreload"[^>]*>/g)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/ar-b.js">']);
    expect(shell.indexOf('modulepreload')).toBeLessThan(shell.indexOf('</head>'));
  });
});
