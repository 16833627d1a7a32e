import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { catalogLoaderMachine } from '../../../machines/catalogLoader';
import type { Catalog, CatalogChanges, CatalogChangesAnswer, ShopTerms, VersionedCatalog } from '../../../src/domain';
import { makeProduct } from '../domain/fixtures';

const catalog = (name: string, products = [] as Catalog['products']): Catalog => ({
  products,
  categories: [{ id: 'c1', name, nameAr: null, storeId: 's' }],
  subcategories: [],
});

const changes = (version: number, of: Partial<CatalogChanges> = {}): CatalogChanges => ({
  full: false,
  version,
  products: [],
  removedProductIds: [],
  groups: null,
  terms: null,
  ...of,
});

interface Reads {
  load?: () => Promise<VersionedCatalog>;
  loadSnapshot?: () => Promise<VersionedCatalog>;
  loadChanges?: (since: number | null) => Promise<CatalogChangesAnswer>;
}

function loader(reads: Reads, input: { initialCatalog?: Catalog; version?: number | null; complete?: boolean; loadOnDemand?: boolean } = {}) {
  const unexpected = (what: string) => async (): Promise<never> => {
    throw new Error(`unexpected ${what}`);
  };
  return createActor(
    catalogLoaderMachine().provide({
      actors: {
        loadCatalog: fromPromise(reads.load ?? unexpected('full read')),
        loadSnapshot: fromPromise(reads.loadSnapshot ?? unexpected('snapshot')),
        loadChanges: fromPromise(({ input }: { input: { since: number | null } }) => (reads.loadChanges ?? unexpected('changes'))(input.since)),
      },
    }),
    { input },
  ).start();
}

describe('catalogue loader without embedded data', () => {
  it('on demand, waits without a request until LOAD (a page that shows no product)', async () => {
    let calls = 0;
    const actor = loader({ load: async () => (calls++, { catalog: catalog('Kitchen'), version: 7 }) }, { loadOnDemand: true });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'RETRY' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(0);
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ complete: true, live: true, version: 7 });
  });

  it('fails with the error message, and Retry loads again', async () => {
    let calls = 0;
    const actor = loader({
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('network down');
        return { catalog: catalog('Kitchen'), version: 1 };
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('network down');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('catalogue loader with the build’s catalogue: only what changed since is read', () => {
  const mug = makeProduct({ id: 'mug', name: 'Mug', price: 800 });
  const bowl = makeProduct({ id: 'bowl', name: 'Bowl', price: 1200 });
  const jar = makeProduct({ id: 'jar', name: 'Jar', price: 500 });

  it('starts ready with the embedded catalogue, not live, and asks for the changes since the build’s version', async () => {
    const asked: (number | null)[] = [];
    const embedded = catalog('Kitchen', [mug, bowl, jar]);
    const added = makeProduct({ id: 'tray', name: 'Tray' });
    const actor = loader(
      { loadChanges: async (since) => (asked.push(since), changes(42, { products: [{ ...structuredClone(bowl), price: 1100 }, added], removedProductIds: ['jar'] })) },
      { initialCatalog: embedded, version: 40 },
    );
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ complete: true, live: false });
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    const { catalog: fresh, version, live } = actor.getSnapshot().context;
    expect(asked).toEqual([40]);
    expect(version).toBe(42);
    expect(live).toBe(true);
    expect(fresh!.products.map((p) => [p.id, p.price])).toEqual([['mug', 800], ['bowl', 1100], ['tray', added.price]]);
    // Only the changed product is a new object: nothing else renders again.
    expect(fresh!.products[0]).toBe(mug);
  });

  it('keeps the same catalogue object when nothing changed, and asks from the new version next time', async () => {
    const asked: (number | null)[] = [];
    const embedded = catalog('Kitchen', [mug]);
    const actor = loader({ loadChanges: async (since) => (asked.push(since), changes((since ?? 0) + 5)) }, { initialCatalog: embedded, version: 10 });
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.catalog).toBe(embedded);
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.version === 20);
    expect(asked).toEqual([10, 15]);
  });

  it('a changed product keeps the build’s copies of pictures it still names', async () => {
    const photo = { base: '/img/abc', widths: [320, 480], width: 480, height: 480 };
    const product = makeProduct({ id: 'a', images: ['/a.jpg'] });
    const embedded = catalog('Kitchen', [{ ...product, photos: { '/a.jpg': photo } }]);
    const actor = loader({ loadChanges: async () => changes(2, { products: [{ ...product, price: 1 }] }) }, { initialCatalog: embedded, version: 1 });
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.live);
    expect(actor.getSnapshot().context.catalog!.products[0]).toMatchObject({ price: 1, photos: { '/a.jpg': photo } });
  });

  it('a version too old for changes falls back to one full read, and keeps its version', async () => {
    let fullReads = 0;
    const actor = loader(
      {
        loadChanges: async () => ({ full: true, version: 99 }),
        load: async () => (fullReads++, { catalog: catalog('Live', [mug]), version: 99 }),
      },
      { initialCatalog: catalog('Embedded'), version: 1 },
    );
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.live);
    expect(fullReads).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ version: 99, complete: true, catalog: catalog('Live', [mug]) });
  });

  it('keeps the catalogue it has, not live, when the read fails', async () => {
    const actor = loader(
      {
        loadChanges: async () => {
          throw new Error('offline');
        },
      },
      { initialCatalog: catalog('Embedded'), version: 1 },
    );
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ live: false, version: 1, catalog: catalog('Embedded') });
  });

  it('hands on the delivery terms the changes carried', async () => {
    const terms: ShopTerms = { zones: [{ id: 'z', name: 'Beirut', nameAr: null, fee: 300, freeThreshold: null }], areas: [], lbpPerUsd: 89_500 };
    const actor = loader({ loadChanges: async () => changes(2, { terms }) }, { initialCatalog: catalog('Kitchen'), version: 1 });
    expect(actor.getSnapshot().context.terms).toBeNull();
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.version === 2);
    expect(actor.getSnapshot().context.terms).toEqual(terms);
  });
});

describe('catalogue loader with a page’s part of the catalogue', () => {
  const mug = makeProduct({ id: 'mug', name: 'Mug', price: 800 });

  it('REFRESH brings the part up to date without the snapshot; it is still not the whole shop', async () => {
    const actor = loader(
      { loadChanges: async () => changes(5, { products: [{ ...mug, price: 700 }] }) },
      { initialCatalog: catalog('Part', [mug]), version: 4, complete: false },
    );
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.version === 5);
    expect(actor.getSnapshot().context).toMatchObject({ complete: false, live: false });
    expect(actor.getSnapshot().context.catalog!.products[0]!.price).toBe(700);
  });

  it('LOAD_ALL reads the snapshot, then the changes since its version: then it is live', async () => {
    const order: string[] = [];
    const actor = loader(
      {
        loadSnapshot: async () => (order.push('snapshot'), { catalog: catalog('Snapshot', [mug]), version: 4 }),
        loadChanges: async (since) => (order.push(`changes since ${since}`), changes(6, { removedProductIds: ['mug'] })),
      },
      { initialCatalog: catalog('Part'), version: 4, complete: false },
    );
    actor.send({ type: 'LOAD_ALL' });
    expect(actor.getSnapshot().value).toBe('completing');
    await waitFor(actor, (s) => s.matches('ready') && s.context.live);
    expect(order).toEqual(['snapshot', 'changes since 4']);
    expect(actor.getSnapshot().context).toMatchObject({ complete: true, version: 6 });
    expect(actor.getSnapshot().context.catalog!.products).toEqual([]);
  });

  it('LOAD_ALL while the changes are being read completes the catalogue right after', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const actor = loader(
      {
        loadSnapshot: async () => (order.push('snapshot'), { catalog: catalog('Snapshot'), version: 4 }),
        loadChanges: async (since) => {
          order.push(`changes since ${since}`);
          if (order.length === 1) await held;
          return changes(5);
        },
      },
      { initialCatalog: catalog('Part'), version: 4, complete: false },
    );
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'LOAD_ALL' });
    release();
    await waitFor(actor, (s) => s.matches('ready') && s.context.live);
    expect(order).toEqual(['changes since 4', 'snapshot', 'changes since 4']);
  });

  it('without a snapshot, one full read completes the catalogue', async () => {
    const actor = loader(
      {
        loadSnapshot: async () => {
          throw new Error('404');
        },
        load: async () => ({ catalog: catalog('Live'), version: 9 }),
      },
      { initialCatalog: catalog('Part'), version: 4, complete: false },
    );
    actor.send({ type: 'LOAD_ALL' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.live);
    expect(actor.getSnapshot().context).toMatchObject({ complete: true, version: 9, catalog: catalog('Live') });
  });

  it('a catalogue without `complete` in the input is whole', () => {
    const actor = loader({}, { initialCatalog: catalog('Embedded') });
    expect(actor.getSnapshot().context.complete).toBe(true);
  });
});
