/**
 * The build renders a page synchronously (renderToString) once its lazy modules are here, and
 * with prerenderToNodeStream, which waits for them, before (src/entry-server.tsx): the first page
 * of each kind and every page after it come out complete, and the same.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as entry from '../../../src/entry-server.tsx';
import { App, prerenderedPageRoutes } from '../../../src/app/App.tsx';
import type { Catalog } from '../../../src/domain/index.ts';
import { DEMO_TERMS, makeProduct } from '../domain/fixtures.ts';

const products = Array.from({ length: 6 }, (_, n) =>
  makeProduct({ id: `product-${n}`, name: `Product ${n}`, nameAr: `منتج ${n}`, description: `About product ${n}.`, categoryId: 'cat-0', category: 'Kitchen' }),
);
const catalog: Catalog = { products, categories: [{ id: 'cat-0', name: 'Kitchen', nameAr: 'المطبخ', storeId: 'store-1' }], subcategories: [] };

function data(path: string) {
  return { ...entry.pageCatalog(path.replace(/^\/ar(?=\/|$)/, '') || '/', catalog, '/assets/catalog-0123456789ab.json', 7), terms: DEMO_TERMS };
}

describe('rendering a page at build time', () => {
  it.each(['/item/product-1', '/ar/about', '/preorder'])('%s: the first of its kind is complete, and the next the same', async (path) => {
    const first = await entry.renderPage(path, data(path));
    const next = await entry.renderPage(path, data(path));
    expect(first).not.toContain('<!--$!-->');
    expect(first.length).toBeGreaterThan(2000);
    expect(next).toBe(first);
  });

  // The build renders each page with its own route only (react-router ranks every route given on
  // each render): the page must be the one the whole route table renders.
  it.each(['/', '/ar', '/about', '/ar/preorder', '/item/product-2', '/ar/item/product-2', '/404', '/ar/404'])(
    '%s with its own route only is the page the whole route table renders',
    async (path) => {
      expect(prerenderedPageRoutes(path)).toHaveLength(1);
      const built = await entry.renderPage(path, data(path));
      const withEveryRoute = renderToString(
        <StrictMode>
          <StaticRouter location={path}>
            <App initialCatalog={data(path)} />
          </StaticRouter>
        </StrictMode>,
      );
      expect(built).toBe(withEveryRoute);
    },
  );

  // Issue 35 (the first tap): on the home page only the frame (announcement, header, footer)
  // hydrates in the first pass; a tap on the cart icon made as the page answers makes React finish
  // that pass at once, so it must not hold the first screen's carousel or the cards
  // (HydrateAfterPage: each part marked data-hydrating until it has hydrated).
  it.each(['/', '/ar'])('%s: the cart icon hydrates first, the first screen and the cards after it', async (path) => {
    const page = document.createElement('div');
    page.innerHTML = await entry.renderPage(path, data(path));
    const waiting = (selector: string) => page.querySelector(selector)?.closest('[data-hydrating]') ?? null;
    expect(page.querySelector('[data-replay="cart"]')).not.toBeNull();
    expect(waiting('[data-replay="cart"]')).toBeNull();
    expect(waiting('footer')).toBeNull();
    for (const selector of ['#hero', '[data-replay^="add-to-cart:"]']) {
      expect(page.querySelector(selector), selector).not.toBeNull();
      expect(waiting(selector), selector).not.toBeNull();
    }
  });
});
