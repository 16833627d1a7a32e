/**
 * A large shop's home page is the small shop's home page (docs/decisions/0001-html-first-pages.md, issue 35 item 4): the
 * prerendered `/` and `/ar` of a 5,000-product catalogue carry the same markup and the same
 * embedded data as those of its first 50 products, but for the listing's count. Whatever the
 * page renders or embeds per product of the whole catalogue (a card, a filter option, a count,
 * structured data, hydration data) would grow the page, its parsing and its hydration with the
 * catalogue, and fail here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../../scripts/prerender/pageHtml.ts';
import * as entry from '../../../src/entry-server.tsx';
import { homeHead } from '../../../src/app/seo.ts';
import { storeConfig } from '../../../src/config/store.ts';
import { splitLocalePath } from '../../../src/domain/locale.ts';
import type { Catalog, Product } from '../../../src/domain/index.ts';
import { makeProduct, makeVariant } from '../domain/fixtures.ts';

const template = readFileSync(resolve(__dirname, '../../../index.html'), 'utf8');
const SNAPSHOT = '/assets/catalog-0123456789ab.json';

const categories = Array.from({ length: 6 }, (_, i) => ({ id: `cat-${i}`, name: `Category ${i}`, nameAr: `الفئة ${i}`, storeId: 'store-1' }));
const subcategories = Array.from({ length: 12 }, (_, i) => ({ id: `sub-${i}`, name: `Shelf ${i}`, nameAr: `رف ${i}`, categoryId: `cat-${i % 6}` }));

/** The n-th product: every kind the listing shows (sale, sold out, variants, subcategories), in both languages. */
function product(n: number): Product {
  const featuredName = storeConfig.featuredProductNames[n];
  return makeProduct({
    id: `product-${n}`,
    name: featuredName ?? `Product ${n}`,
    nameAr: `منتج ${n}`,
    description: `Description of product ${n}.`,
    descriptionAr: `وصف المنتج ${n}.`,
    categoryId: `cat-${n % 6}`,
    category: `Category ${n % 6}`,
    categoryAr: `الفئة ${n % 6}`,
    subcategoryId: n % 4 === 0 ? `sub-${n % 12}` : null,
    price: 300 + ((n * 37) % 11_700),
    salePrice: n % 5 === 0 ? 200 + ((n * 37) % 10_000) : null,
    inventory: n % 3 === 0 ? null : 5 + (n % 20),
    isOutOfStock: n % 17 === 0,
    images: [`/images/products/product-${n % 9}.jpg`],
    variants: n % 7 === 0 ? [makeVariant({ id: `variant-${n}`, size: 'Large', price: 1500 })] : [],
  });
}

const shop = (size: number): Catalog => ({ products: Array.from({ length: size }, (_, n) => product(n)), categories, subcategories });

async function homePage(locale: 'en' | 'ar', catalog: Catalog, listedCount?: number): Promise<string> {
  const head = homeHead(locale);
  const part = entry.pageCatalog(splitLocalePath(head.path).path, catalog, SNAPSHOT, 42);
  const data = listedCount === undefined ? part : { ...part, listedCount };
  return pageHtml(template, head, await entry.renderPage(head.path, data), data, entry);
}

/** Where two pages first differ, with some context, or null (a whole page in a failure would be unreadable). */
function firstDifference(actual: string, expected: string): string | null {
  if (actual === expected) return null;
  let at = 0;
  while (actual[at] === expected[at]) at++;
  return `at ${at}: …${actual.slice(Math.max(0, at - 120), at + 200)}… instead of …${expected.slice(Math.max(0, at - 120), at + 200)}…`;
}

describe('the home page of a large shop', () => {
  const small = shop(50);
  const large = shop(5000);
  const largeCount = entry.pageCatalog('/', large, SNAPSHOT).listedCount!;

  for (const locale of ['en', 'ar'] as const) {
    it(`/${locale === 'ar' ? 'ar' : ''} at 5,000 products is the page of its first 50 but for the listing's count`, async () => {
      expect(largeCount).toBeGreaterThan(4000);
      const [largePage, smallPageWithLargeCount] = await Promise.all([homePage(locale, large), homePage(locale, small, largeCount)]);
      expect(firstDifference(largePage, smallPageWithLargeCount)).toBeNull();
    });
  }
});
