import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { catalogLoaderMachine } from '../../../machines/catalogLoader';
import type { Catalog } from '../../../src/domain';
import { makeProduct } from '../domain/fixtures';

const catalog = (name: string): Catalog => ({
  products: [],
  categories: [{ id: 'c1', name, nameAr: null, storeId: 's' }],
  subcategories: [],
});

function loaderWith(load: () => Promise<Catalog>, initialCatalog?: Catalog) {
  return createActor(catalogLoaderMachine.provide({ actors: { loadCatalog: fromPromise(load) } }), {
    input: { initialCatalog },
  }).start();
}

describe('catalogue loader', () => {
  it('on demand, waits without a request until LOAD (a page that shows no product)', async () => {
    let calls = 0;
    const actor = createActor(
      catalogLoaderMachine.provide({
        actors: {
          loadCatalog: fromPromise(async () => {
            calls += 1;
            return catalog('Kitchen');
          }),
        },
      }),
      { input: { loadOnDemand: true } },
    ).start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'RETRY' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(0);
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(1);
    actor.send({ type: 'LOAD' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('on demand with an embedded catalogue, starts ready with it', () => {
    const actor = createActor(catalogLoaderMachine, { input: { initialCatalog: catalog('Part'), loadOnDemand: true } }).start();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('loads, then is ready with the catalogue', async () => {
    const actor = loaderWith(async () => catalog('Kitchen'));
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.catalog?.categories[0]?.name).toBe('Kitchen');
  });

  it('fails with the error message, and Retry loads again', async () => {
    let calls = 0;
    const actor = loaderWith(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network down');
      return catalog('Kitchen');
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('network down');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toBe(2);
  });

  it('starts ready with an embedded catalogue and refreshes it in the background', async () => {
    const actor = loaderWith(async () => catalog('Fresh'), catalog('Embedded'));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.catalog?.categories[0]?.name).toBe('Embedded');
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.catalog?.categories[0]?.name).toBe('Fresh');
  });

  it('keeps the same catalogue object when a refresh brings nothing new', async () => {
    const embedded = catalog('Kitchen');
    const actor = loaderWith(async () => catalog('Kitchen'), embedded);
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.catalog).toBe(embedded);
  });

  it('a refresh that changes one product keeps every other product’s object (so only its card renders again)', async () => {
    const mug = makeProduct({ id: 'mug', name: 'Mug', price: 800 });
    const bowl = makeProduct({ id: 'bowl', name: 'Bowl', price: 1200 });
    const embedded: Catalog = { ...catalog('Kitchen'), products: [mug, bowl] };
    const actor = loaderWith(
      async () => ({ ...catalog('Kitchen'), products: [structuredClone(mug), { ...structuredClone(bowl), price: 1100 }] }),
      embedded,
    );
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    const refreshed = actor.getSnapshot().context.catalog;
    expect(refreshed).not.toBe(embedded);
    expect(refreshed?.products[0]).toBe(mug);
    expect(refreshed?.products[1]).not.toBe(bowl);
    expect(refreshed?.products[1]?.price).toBe(1100);
  });

  it('a live refresh keeps the build’s copies of pictures it still names (so the page does not change)', async () => {
    const photo = { base: '/img/abc', widths: [320, 480], width: 480, height: 480 };
    const product = makeProduct({ id: 'a', images: ['/a.jpg'] });
    const embedded: Catalog = { ...catalog('Kitchen'), products: [{ ...product, photos: { '/a.jpg': photo } }] };
    const added = makeProduct({ id: 'b', images: ['/b.jpg'] });
    const actor = loaderWith(async () => ({ ...catalog('Kitchen'), products: [product, added] }), embedded);
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    const [kept, fresh] = actor.getSnapshot().context.catalog!.products;
    expect(kept!.photos).toEqual({ '/a.jpg': photo });
    expect(fresh!.photos).toBeUndefined();
  });

  it('keeps the catalogue it has when a refresh fails', async () => {
    const actor = loaderWith(async () => {
      throw new Error('offline');
    }, catalog('Embedded'));
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.catalog?.categories[0]?.name).toBe('Embedded');
  });
});

describe('catalogue loader with a page’s part of the catalogue', () => {
  function partialLoader(loadSnapshot: () => Promise<Catalog>, load: () => Promise<Catalog>) {
    return createActor(
      catalogLoaderMachine.provide({ actors: { loadCatalog: fromPromise(load), loadSnapshot: fromPromise(loadSnapshot) } }),
      { input: { initialCatalog: catalog('Part'), complete: false } },
    ).start();
  }

  it('starts ready but not complete; REFRESH reads the snapshot, then refreshes live', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const actor = partialLoader(
      async () => (order.push('snapshot'), catalog('Snapshot')),
      async () => {
        order.push('live');
        await held;
        return catalog('Live');
      },
    );
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ complete: false, live: false });
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('completing');
    await waitFor(actor, (s) => s.matches('refreshing'));
    // The snapshot is whole but the build's: a product added since is missing, not gone.
    expect(actor.getSnapshot().context).toMatchObject({ complete: true, live: false });
    expect(actor.getSnapshot().context.catalog?.categories[0]?.name).toBe('Snapshot');
    release();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.catalog?.categories[0]?.name).toBe('Live');
    expect(actor.getSnapshot().context.live).toBe(true);
    expect(order).toEqual(['snapshot', 'live']);
  });

  it('without a snapshot, the live read completes the catalogue', async () => {
    const actor = partialLoader(
      async () => {
        throw new Error('404');
      },
      async () => catalog('Live'),
    );
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ complete: true, catalog: catalog('Live') });
  });

  it('a whole catalogue embedded by the build is not live until the database answers, nor after a failed read', async () => {
    let fail = true;
    const actor = loaderWith(async () => {
      if (fail) throw new Error('offline');
      return catalog('Live');
    }, catalog('Embedded'));
    expect(actor.getSnapshot().context).toMatchObject({ complete: true, live: false });
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ live: false, catalog: catalog('Embedded') });
    fail = false;
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.live);
    expect(actor.getSnapshot().context.catalog).toEqual(catalog('Live'));
  });

  it('when both fail, keeps the part and stays incomplete, so a later REFRESH tries again', async () => {
    const fail = async (): Promise<Catalog> => {
      throw new Error('offline');
    };
    const actor = partialLoader(fail, fail);
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ complete: false, catalog: catalog('Part') });
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('completing');
  });

  it('a catalogue without `complete` in the input is whole', () => {
    const actor = loaderWith(async () => catalog('Fresh'), catalog('Embedded'));
    expect(actor.getSnapshot().context.complete).toBe(true);
  });
});
