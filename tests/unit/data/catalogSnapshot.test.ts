import { afterEach, describe, expect, it, vi } from 'vitest';
import { postCatalogSnapshot, SNAPSHOT_BATCH_SIZE, type SnapshotMessage } from '../../../src/data/catalogSnapshot';
import { readCatalogSnapshotFile } from '../../../src/data/catalogSnapshotReader';
import { listProducts } from '../../../src/domain';
import { productSearchWords, searchProducts } from '../../../src/domain/search';
import { makeProduct } from '../domain/fixtures';

const products = Array.from({ length: SNAPSHOT_BATCH_SIZE * 2 + 3 }, (_, index) =>
  makeProduct({ id: `p-${index}`, name: `Bench Bowl ${index}`, description: `Number ${index}`, nameAr: `وعاء ${index}` }),
);
const categories = [{ id: 'c-1', name: 'Kitchen', nameAr: 'مطبخ', storeId: 's' }];

function serve(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

afterEach(() => vi.unstubAllGlobals());

describe('the catalogue snapshot, read off the page thread (issue 35 item 4)', () => {
  it('posts the products in batches, each product with its words as search reads them, then the groups and version', async () => {
    serve({ products, categories, subcategories: [], version: 42 });
    const messages: SnapshotMessage[] = [];
    await postCatalogSnapshot('https://shop.test/assets/catalog-abc.json', (message) => messages.push(message));
    expect(messages.map((message) => message.type)).toEqual(['products', 'products', 'products', 'done']);
    const batches = messages.filter((message) => message.type === 'products');
    expect(batches.map((batch) => batch.products.length)).toEqual([SNAPSHOT_BATCH_SIZE, SNAPSHOT_BATCH_SIZE, 3]);
    expect(batches.flatMap((batch) => batch.products)).toEqual(products);
    expect(batches.flatMap((batch) => batch.searchWords)).toEqual(products.map(productSearchWords));
    expect(messages.at(-1)).toEqual({ type: 'done', categories, subcategories: [], version: 42 });
  });

  it('a missing file or one that is no catalogue is one failure, and nothing else is posted', async () => {
    for (const [body, status, reason] of [
      [{}, 404, 'HTTP 404'],
      [{ products: 'none' }, 200, 'not a catalogue'],
    ] as const) {
      serve(body, status);
      const messages: SnapshotMessage[] = [];
      await postCatalogSnapshot('https://shop.test/assets/catalog-abc.json', (message) => messages.push(message));
      expect(messages).toEqual([{ type: 'failed', message: reason }]);
    }
  });

  it('where no worker runs, the page reads it whole, and search finds its products by either language', async () => {
    serve({ products, categories, version: 7 });
    const { catalog, version } = await readCatalogSnapshotFile('/assets/catalog-abc.json');
    expect(version).toBe(7);
    expect(catalog.products).toEqual(products);
    expect(catalog.subcategories).toEqual([]);
    const last = SNAPSHOT_BATCH_SIZE * 2 + 2;
    expect(listProducts(catalog.products, { search: `وعاء ${last}` }, searchProducts).map((product) => product.id)).toEqual([`p-${last}`]);
    serve({}, 500);
    await expect(readCatalogSnapshotFile('/assets/catalog-abc.json')).rejects.toThrow('Could not load the catalogue file: HTTP 500');
  });
});
