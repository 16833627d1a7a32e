/**
 * Every prerendered page says which language it is in and where its twin in the other language
 * lives (docs/decisions/0007-language-in-the-url.md): `<html lang dir>`, reciprocal hreflang alternates with an English
 * x-default, og:locale with its alternate, the sitemap's xhtml:link alternates, and Arabic text
 * in an Arabic product page's head and structured data.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../../scripts/prerender/pageHtml.ts';
import { sitemapXml } from '../../../scripts/prerender/writePages.ts';
import * as entry from '../../../src/entry-server.tsx';
import { aboutHead, homeHead, notFoundHead, prerenderRoutes, productHead, type RouteHead } from '../../../src/app/seo.ts';
import { splitLocalePath } from '../../../src/domain/locale.ts';
import type { Catalog, Product } from '../../../src/domain/index.ts';
import { makeProduct } from '../domain/fixtures.ts';
import * as arabic from '../../../src/i18n/ar.ts';
import { provideArabic } from '../../../src/i18n/index.ts';

// As the build does: Arabic heads are written from the Arabic catalogue.
provideArabic(arabic);

const SITE = 'https://momobel.shop';
const template = readFileSync(resolve(__dirname, '../../../index.html'), 'utf8');
const jar = makeProduct({ id: 'jar-1', name: 'Glass Jar', description: 'A **glass** jar.', category: 'Kitchen', price: 1200 });
const arabicJar: Product = { ...jar, nameAr: 'مرطبان زجاجي', descriptionAr: 'مرطبان من **الزجاج**.', categoryAr: 'المطبخ' };
const catalog: Catalog = { products: [arabicJar], categories: [{ id: 'cat-kitchen', name: 'Kitchen', nameAr: 'المطبخ', storeId: 'store-1' }], subcategories: [] };

async function rendered(head: RouteHead): Promise<Document> {
  const data = entry.pageCatalog(splitLocalePath(head.path).path, catalog, null);
  const body = await entry.renderPage(head.path, data);
  return new DOMParser().parseFromString(pageHtml(template, head, body, data, entry), 'text/html');
}

const alternates = (document: Document) =>
  [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);

describe('the language of a prerendered page', () => {
  it('English pages are lang="en" dir="ltr", Arabic ones lang="ar" dir="rtl"', async () => {
    const english = await rendered(homeHead('en'));
    const arabic = await rendered(homeHead('ar'));
    expect([english.documentElement.lang, english.documentElement.dir]).toEqual(['en', 'ltr']);
    expect([arabic.documentElement.lang, arabic.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(arabic.getElementById('root')?.getAttribute('data-prerendered')).toBe('/ar');
  });

  it('both versions of a page list the same alternates: each language and an English x-default', async () => {
    const expected = [
      ['en', `${SITE}/item/jar-1`],
      ['ar', `${SITE}/ar/item/jar-1`],
      ['x-default', `${SITE}/item/jar-1`],
    ];
    expect(alternates(await rendered(productHead(arabicJar, null, SITE, 'en')))).toEqual(expected);
    expect(alternates(await rendered(productHead(arabicJar, null, SITE, 'ar')))).toEqual(expected);
    expect(alternates(await rendered(homeHead('ar')))).toEqual([
      ['en', `${SITE}/`],
      ['ar', `${SITE}/ar`],
      ['x-default', `${SITE}/`],
    ]);
    expect(alternates(await rendered(notFoundHead('ar')))).toEqual([]);
  });

  it('og:locale is en_US or ar_LB, with the other as og:locale:alternate', async () => {
    const meta = (document: Document, property: string) =>
      [...document.querySelectorAll(`meta[property="${property}"]`)].map((tag) => tag.getAttribute('content'));
    const english = await rendered(aboutHead('en'));
    const arabic = await rendered(aboutHead('ar'));
    expect([meta(english, 'og:locale'), meta(english, 'og:locale:alternate')]).toEqual([['en_US'], ['ar_LB']]);
    expect([meta(arabic, 'og:locale'), meta(arabic, 'og:locale:alternate')]).toEqual([['ar_LB'], ['en_US']]);
    expect(arabic.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/ar/about`);
  });

  it("an Arabic product page's title, description and structured data are the Arabic text", async () => {
    const document = await rendered(productHead(arabicJar, null, SITE, 'ar'));
    // The brand isolated (U+2068 … U+2069) so it keeps its place in right-to-left text.
    expect(document.title).toBe('مرطبان زجاجي · \u2068MOMobel\u2069');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('$12.00 · مرطبان من الزجاج.');
    const structured = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;
    expect(structured).toMatchObject({ name: 'مرطبان زجاجي', description: 'مرطبان من الزجاج.', category: 'المطبخ', url: `${SITE}/ar/item/jar-1` });
  });

  // The build renders both languages in one process: a domain sentence worded in a language set
  // once for the process (English, the browser's module-level default) came out English on the
  // Arabic page, the browser drew it in Arabic, and hydration failed (React error #418).
  it("an Arabic preorder product's page says its preorder note in Arabic, an English one in English", async () => {
    const preorderJar: Product = { ...arabicJar, id: 'jar-2', inventory: 0 };
    const pages = { ...catalog, products: [preorderJar] };
    const note = async (locale: 'en' | 'ar') => {
      const head = productHead(preorderJar, null, SITE, locale);
      const body = await entry.renderPage(head.path, entry.pageCatalog(splitLocalePath(head.path).path, pages, null));
      return new DOMParser().parseFromString(body, 'text/html').body.textContent ?? '';
    };
    expect(await note('ar')).toContain(arabic.ar.notices.stockPreorder);
    expect(await note('ar')).not.toContain("we'll contact you");
    expect(await note('en')).toContain("Preorder: we'll contact you when it is available.");
  });

  it('an Arabic page without Arabic text shows the English one rather than a blank', () => {
    expect(productHead(jar, null, SITE, 'ar')).toMatchObject({ title: 'Glass Jar · \u2068MOMobel\u2069', path: '/ar/item/jar-1' });
  });
});

describe('the pages the build prerenders', () => {
  it('are every page twice, English then Arabic under /ar', () => {
    const paths = prerenderRoutes(catalog, null).map((head) => `${head.locale} ${head.path}`);
    expect(paths).toEqual(['en /', 'en /about', 'en /preorder', 'en /item/jar-1', 'ar /ar', 'ar /ar/about', 'ar /ar/preorder', 'ar /ar/item/jar-1']);
  });
});

describe('sitemap.xml', () => {
  it('lists each page with its alternates in every language as xhtml:link', () => {
    const xml = sitemapXml(prerenderRoutes(catalog, null), entry, '2026-11-25');
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.querySelector('parsererror')).toBeNull();
    const urls = [...document.getElementsByTagName('url')];
    expect(urls).toHaveLength(8);
    const arabicProduct = urls.find((url) => url.getElementsByTagName('loc')[0]!.textContent === `${SITE}/ar/item/jar-1`)!;
    const links = [...arabicProduct.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
    expect(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      ['en', `${SITE}/item/jar-1`],
      ['ar', `${SITE}/ar/item/jar-1`],
      ['x-default', `${SITE}/item/jar-1`],
    ]);
  });
});
