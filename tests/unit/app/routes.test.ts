import { describe, expect, it } from 'vitest';
import { localeRoutePath, routeModule, routeTable, wordModules } from '../../../src/app/routes.ts';

describe('routes in both languages', () => {
  it('puts every route under /ar as well, the catch-all included', () => {
    expect(routeTable.map((route) => localeRoutePath(route.path, 'ar'))).toEqual([
      '/ar',
      '/ar/about',
      '/ar/preorder',
      '/ar/item/:id',
      '/ar/cart',
      '/ar/order/:id',
      '/ar/*',
    ]);
    expect(routeTable.map((route) => localeRoutePath(route.path, 'en'))).toEqual(routeTable.map((route) => route.path));
  });

  it('preloads the same page module for an Arabic path as for its English twin', () => {
    for (const [english, arabic] of <[string, string][]>[
      ['/', '/ar'],
      ['/about', '/ar/about'],
      ['/preorder', '/ar/preorder'],
      ['/item/abc', '/ar/item/abc'],
      ['/404', '/ar/404'],
    ]) {
      expect(routeModule(arabic)).toBe(routeModule(english));
    }
    expect(routeModule('/ar/item/abc')).toBe('src/app/pages/ProductPage.tsx');
    // The home page is in the entry chunk; what it preloads is its hero.
    expect(routeModule('/ar')).toBe('src/features/catalog/HeroCarousel.tsx');
  });

  it('preloads a page’s own language’s words only: its start-up words and its screens’ words', () => {
    expect(wordModules('/')).toEqual(['src/i18n/en.ts', 'src/i18n/en-listing.ts']);
    expect(wordModules('/item/abc')).toEqual(['src/i18n/en.ts', 'src/i18n/en-product.ts']);
    expect(wordModules('/ar')).toEqual(['src/i18n/ar.ts', 'src/i18n/ar-listing.ts']);
    expect(wordModules('/ar/item/abc')).toEqual(['src/i18n/ar.ts', 'src/i18n/ar-product.ts']);
    expect(wordModules('/about')).toEqual(['src/i18n/en.ts', 'src/config/screenCopy.ts', 'src/i18n/en-pages.ts']);
    expect(wordModules('/ar/about')).toEqual(['src/i18n/ar.ts', 'src/config/screenCopy.ar.ts', 'src/i18n/ar-pages.ts']);
  });

  it('gives the listing’s words to the home page only, the one page that shows the listing and the hero', () => {
    expect(routeTable.filter((route) => route.sections.includes('listing')).map((route) => route.path)).toEqual(['/']);
  });
});
