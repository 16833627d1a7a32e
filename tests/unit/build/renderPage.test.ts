/**
 * The build renders a page synchronously (renderToString) once its lazy modules are here, and
 * with prerenderToNodeStream, which waits for them, before (src/entry-server.tsx): the first page
 * of each kind and every page after it come out complete, and the same.
 */
import { describe, expect, it } from 'vitest';
import * as entry from '../../../src/entry-server.tsx';
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
});
