import { afterEach, describe, expect, it, vi } from 'vitest';
import { postCatalogSnapshot, SNAPSHOT_BATCH_SIZE, type SnapshotMessage } from '../../../src/data/catalogSnapshot';
import { readCatalogSnapshotFile } from '../../../src/data/catalogSnapshotReader';
import { listProducts } from '../../../src/domain';
import { searchIndexReceiver, searchProducts } from '../../../src/domain/search';
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
  it('posts the products in batches, each with its index for search, then the groups and version', async () => {
    serve({ products, categories, subcategories: [], version: 42 });
    const messages: SnapshotMessage[] = [];
    await postCatalogSnapshot('https://shop.test/assets/catalog-abc.json', (message) => messages.push(message));
    expect(messages.map((message) => message.type)).toEqual(['products', 'products', 'products', 'done']);
    const batches = messages.filter((message) => message.type === 'products');
    expect(batches.map((batch) => batch.products.length)).toEqual([SNAPSHOT_BATCH_SIZE, SNAPSHOT_BATCH_SIZE, 3]);
    expect(batches.flatMap((batch) => batch.products)).toEqual(products);
    // One vocabulary across the batches: each goes on from the ids the one before it used.
    expect(batches.map((batch) => batch.index.firstTermId)).toEqual([0, batches[0]!.index.newTerms.length, batches[0]!.index.newTerms.length + batches[1]!.index.newTerms.length]);
    const receive = searchIndexReceiver();
    const received = batches.flatMap((batch) => {
      const copies = batch.products.map((product) => ({ ...product }));
      receive(copies, batch.index);
      return copies;
    });
    expect(searchProducts(received, 'bench bowl 202')).toEqual([received[202]]);
    expect(searchProducts(received, 'وعاء 101')).toEqual([received[101]]);
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
