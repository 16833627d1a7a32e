/**
 * Loading the catalogue: loading → ready | failed, with Retry. The fetches are injected actors
 * (`loadCatalog`: the live read; `loadSnapshot`: the build's static copy of the whole catalogue),
 * so the machine knows nothing about Supabase and is tested without a network.
 *
 * A page prerendered at build time starts with its data embedded in its HTML (input
 * `initialCatalog`): the machine starts ready with it, so the first render matches the server's,
 * and REFRESH then fetches live prices and stock while the shopper already sees the page.
 * That data may be only the part of the catalogue the page shows (input `complete: false`): then
 * REFRESH first reads the whole catalogue from the snapshot (a cached static file), and refreshes
 * it live right after. A refresh keeps showing the catalogue already loaded, even when it fails,
 * and keeps the build's resized copies of pictures (the database knows nothing of them).
 *
 * `live` says whether the catalogue was read from the database since the page opened. The build's
 * data (embedded or the snapshot) may lack a product the owner added since, or still hold one
 * removed: only a live catalogue may say that a product is gone (the cart checks against it).
 *
 * With input `loadOnDemand`, a machine without a catalogue waits (idle) until LOAD: a page that
 * shows no product (the private order page) never downloads the catalogue.
 */
import { assign, fromPromise, setup } from 'xstate';
import { keepPhotos, type Catalog } from '../src/domain';

export interface CatalogLoaderContext {
  catalog: Catalog | null;
  /** Whether `catalog` is the whole shop (not only what a prerendered page embedded). */
  complete: boolean;
  /** Whether `catalog` was read from the database, not from the build (embedded data, snapshot). */
  live: boolean;
  error: string | null;
  loadOnDemand: boolean;
}

export type CatalogLoaderEvent = { type: 'RETRY' } | { type: 'REFRESH' } | { type: 'LOAD' };

export interface CatalogLoaderInput {
  initialCatalog?: Catalog | null;
  /** false when `initialCatalog` holds only part of the catalogue; true by default. */
  complete?: boolean;
  /** Without a catalogue, wait for LOAD instead of loading at once. */
  loadOnDemand?: boolean;
}

/**
 * Whether two plain data values (what JSON carries) are equal, key by key. It stops at the first
 * difference and builds no strings, so comparing two 5,000-product catalogues is no long task
 * (two JSON.stringify calls were).
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * The same data as before keeps the same object — the whole catalogue, or each unchanged product —
 * so nothing that shows it renders again.
 */
function keepIfUnchanged(current: Catalog | null, next: Catalog): Catalog {
  if (!current) return next;
  const before = new Map(current.products.map((product) => [product.id, product]));
  const products = next.products.map((product) => {
    const previous = before.get(product.id);
    return previous && sameData(previous, product) ? previous : product;
  });
  const unchanged =
    products.length === current.products.length &&
    products.every((product, index) => product === current.products[index]) &&
    sameData(current.categories, next.categories) &&
    sameData(current.subcategories, next.subcategories);
  return unchanged ? current : { ...next, products };
}

export const catalogLoaderMachine = setup({
  types: {
    context: {} as CatalogLoaderContext,
    events: {} as CatalogLoaderEvent,
    input: {} as CatalogLoaderInput | undefined,
  },
  guards: {
    hasCatalog: ({ context }) => context.catalog !== null,
    isPartial: ({ context }) => !context.complete,
    waitsForDemand: ({ context }) => context.loadOnDemand,
  },
  actors: {
    loadCatalog: fromPromise<Catalog>(async () => {
      throw new Error('loadCatalog must be provided');
    }),
    // Without a snapshot, the live read brings the whole catalogue.
    loadSnapshot: fromPromise<Catalog>(async () => {
      throw new Error('no catalogue snapshot');
    }),
  },
}).createMachine({
  id: 'catalogLoader',
  context: ({ input }) => ({
    catalog: input?.initialCatalog ?? null,
    complete: input?.initialCatalog ? input.complete !== false : false,
    live: false,
    error: null,
    loadOnDemand: input?.loadOnDemand === true,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasCatalog', target: 'ready' }, { guard: 'waitsForDemand', target: 'idle' }, { target: 'loading' }],
    },
    idle: {
      on: { LOAD: 'loading' },
    },
    loading: {
      invoke: {
        src: 'loadCatalog',
        onDone: { target: 'ready', actions: assign({ catalog: ({ event }) => event.output, complete: true, live: true, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    ready: {
      on: { REFRESH: [{ guard: 'isPartial', target: 'completing' }, { target: 'refreshing' }] },
    },
    completing: {
      invoke: {
        src: 'loadSnapshot',
        onDone: { target: 'refreshing', actions: assign({ catalog: ({ event }) => event.output, complete: true }) },
        // The live read brings the whole catalogue too.
        onError: 'refreshing',
      },
    },
    refreshing: {
      invoke: {
        src: 'loadCatalog',
        onDone: {
          target: 'ready',
          actions: assign({
            catalog: ({ context, event }) => keepIfUnchanged(context.catalog, keepPhotos(context.catalog, event.output)),
            complete: true,
            live: true,
          }),
        },
        // A failed background refresh keeps the catalogue the shopper is already looking at.
        onError: 'ready',
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
