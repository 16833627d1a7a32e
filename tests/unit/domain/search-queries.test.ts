/**
 * The repo's query set (tests/fixtures/search-queries.ts) against the demo catalogue: the product
 * each query means is among the first three results for at least 95% of the queries, on either
 * language's page. Each page judges by the name it shows (an Arabic page the Arabic name, the
 * English one where the owner wrote none). Search reads both languages' text on every page
 * (docs/decisions/0014-search-as-beirut-types.md), so both pages must miss the same queries: a
 * change that made search depend on the page would show here.
 *
 * Judged on the whole demo catalogue, the products the listing hides included: five demo products
 * are sold out (the kettle, the espresso pot, the wine glasses, the diffuser, the food bags), which
 * the home page never lists (the spec's listing visibility) and the preorder page shows. They stay
 * in the set as rivals and as queries, so the matcher is judged on every product. The home page's
 * listing (listCatalogue) shows them after the products for sale, under their own heading: a query
 * meaning one finds it there, among the first three sold-out matches.
 */
import { describe, expect, it } from 'vitest';
import { isListed, listCatalogue } from '../../../src/domain';
import { searchProducts } from '../../../src/domain/search.ts';
import { LOCALES, localized, type Locale } from '../../../src/domain/locale.ts';
import { SEARCH_QUERIES } from '../../fixtures/search-queries.ts';
import { seedProducts } from '../../support/seedCatalog.ts';
import type { Product } from '../../../src/domain/types.ts';

const products = seedProducts();
const REQUIRED_SHARE = 0.95;

describe('the query set, as Lebanese shoppers type', () => {
  it('has at least 150 queries, each meaning a demo product', () => {
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(150);
    const names = new Set(products.map((product) => product.name));
    expect(SEARCH_QUERIES.filter(({ means }) => !names.has(means))).toEqual([]);
  });

  /** The queries whose product, named as the page shows it, is not among the first three the page shows. */
  const missesOnPage = (locale: Locale) => {
    const shown = (product: Product) => localized(product.name, product.nameAr, locale).text;
    return SEARCH_QUERIES.flatMap(({ query, means, kind }) => {
      const meant = shown(products.find((product) => product.name === means)!);
      const firstThree = searchProducts(products, query).slice(0, 3).map(shown);
      return firstThree.includes(meant) ? [] : [{ query, said: `${kind} ${JSON.stringify(query)} → ${meant}; got ${JSON.stringify(firstThree)}` }];
    });
  };

  it.each(LOCALES)('page %s: the product meant is among the first three for at least 95 percent of queries', (locale) => {
    const misses = missesOnPage(locale).map(({ said }) => said);
    const share = 1 - misses.length / SEARCH_QUERIES.length;
    console.info(`Search query set, page ${locale}: ${SEARCH_QUERIES.length - misses.length}/${SEARCH_QUERIES.length} (${(share * 100).toFixed(1)}%)${misses.length > 0 ? `; misses:\n  ${misses.join('\n  ')}` : ''}`);
    expect(share, misses.join('\n')).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  it('misses the same queries on both pages, each judged by its own names', () => {
    const [english, arabic] = LOCALES.map((locale) => missesOnPage(locale).map(({ query }) => query));
    expect(arabic).toEqual(english);
    // The Arabic page names what it found in Arabic: its judgement is not the English page's again.
    const namedInArabic = products.filter((product) => localized(product.name, product.nameAr, 'ar').text !== product.name);
    expect(namedInArabic.length).toBe(products.length);
  });

  it('on the listing, a query meaning a sold-out product finds it among the first three sold-out matches, never "No products found"', () => {
    const soldOut = new Set(products.filter((product) => !isListed(product)).map((product) => product.name));
    const queries = SEARCH_QUERIES.filter(({ means }) => soldOut.has(means));
    // Every sold-out demo product is meant by some query: "kettel", "ebri2", "ابريق", "wine glass"…
    expect(new Set(queries.map(({ means }) => means))).toEqual(soldOut);
    expect(queries.map(({ query }) => query)).toEqual(expect.arrayContaining(['kettel', 'ebri2', 'ابريق', 'wine glass']));
    const misses = queries.flatMap(({ query, means }) => {
      const listing = listCatalogue(products, { search: query }, searchProducts);
      const firstThree = listing.soldOut.slice(0, 3).map((product) => product.name);
      return firstThree.includes(means) && !listing.forSale.some((product) => product.name === means) ? [] : [`${JSON.stringify(query)} → ${means}; sold out: ${JSON.stringify(firstThree)}`];
    });
    expect(misses).toEqual([]);
  });
});
